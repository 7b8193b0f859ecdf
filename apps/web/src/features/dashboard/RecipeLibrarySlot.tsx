import { useAuth } from '../auth/use-auth';
import { RecipeLibrary } from '../recipes/RecipeLibrary';

/** The recipe library in a dashboard's main column; the plan decides how Add Recipe opens. */
export function RecipeLibrarySlot() {
  const { isPremium } = useAuth();
  return <RecipeLibrary premium={isPremium} />;
}
