import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** Spec §2: a missing recipe, or one the user may not see, with a way back to `/`. */
export function RecipeNotFound({ backLabel = 'Back to Recipes' }: { backLabel?: string }) {
  return (
    <Card className="p-10 text-center">
      <SearchX className="mx-auto h-10 w-10 text-stone-400" aria-hidden />
      <h1 className="mt-3 font-display text-2xl font-bold text-stone-900">Recipe Not Found</h1>
      <p className="mx-auto mt-1 max-w-md text-sm text-stone-600">
        The recipe you&apos;re looking for doesn&apos;t exist or you don&apos;t have permission to view it.
      </p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {backLabel}
      </Link>
    </Card>
  );
}
