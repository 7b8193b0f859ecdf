import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useBackTo } from '../../lib/back-navigation';
import { usePageTitle } from '../../lib/page-title';
import { Logo } from '../../components/ui/logo';
import { UserMenu } from '../account/UserMenu';
import { RecipeDetail } from './RecipeDetail';
import { getRecipe, recipeKey } from './recipes-api';

/** /recipe/:id: one saved recipe on its own page. */
export function RecipePage() {
  const { id = '' } = useParams();
  const back = useBackTo('/');
  // The same query RecipeDetail runs (shared from the cache): the tab shows the recipe's title.
  const recipe = useQuery({ queryKey: recipeKey(id), queryFn: () => getRecipe(id) });
  usePageTitle(recipe.data ? recipe.data.title || 'Recipe' : recipe.isError ? 'Recipe Not Found' : 'Recipe');
  return (
    <div className="min-h-screen bg-cream">
      <header className="border-b border-stone-200/80 bg-white/85">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <UserMenu />
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <RecipeDetail key={id} id={id} onBack={back} />
      </main>
    </div>
  );
}
