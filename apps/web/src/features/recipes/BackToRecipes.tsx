import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** A link to / (the plan's dashboard); opened from the list, it goes back to the list where it was. */
export function BackToRecipes({ onBack }: { onBack?: (() => void) | undefined }) {
  return (
    <Link
      to="/"
      className={buttonClasses('ghost', 'sm', '-ml-3')}
      onClick={(event) => {
        if (!onBack || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onBack();
      }}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Recipes
    </Link>
  );
}
