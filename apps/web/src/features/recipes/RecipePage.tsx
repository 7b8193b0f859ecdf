import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useBackTo } from '../../lib/back-navigation';
import { usePageTitle } from '../../lib/page-title';
import { SignedInPage } from '../account/SignedInPage';
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
    <SignedInPage>
      <RecipeDetail key={id} id={id} onBack={back} />
    </SignedInPage>
  );
}
