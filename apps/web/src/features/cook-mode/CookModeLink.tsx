import { CookingPot } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** The reader's 'Cook' button: the recipe one step at a time (/recipe/:id/cook). */
export function CookModeLink({ recipeId }: { recipeId: string }) {
  return (
    <Link to={`/recipe/${encodeURIComponent(recipeId)}/cook`} className={buttonClasses('primary', 'sm')}>
      <CookingPot className="h-4 w-4" aria-hidden />
      Cook
    </Link>
  );
}
