import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useHousehold } from './use-household';

/** Beside 'My Recipes' for a household's member: the household library (issue #32). */
export function HouseholdLibraryLink() {
  const household = useHousehold().data?.household;
  if (!household) return null;
  return (
    <Link to="/household/recipes" className={buttonClasses('outline', 'md')}>
      <Users className="h-4 w-4" aria-hidden />
      Household recipes
    </Link>
  );
}
