import type { HouseholdOnOwnerDeletion } from '@cookmark/contracts';
import { useAuth } from '../auth/use-auth';
import { useHousehold } from './use-household';

/**
 * In 'Delete my account', for the owner of a household with other members: the household goes to the
 * member who joined first (the default), or is deleted with the account.
 */
export function HouseholdDeletionChoice({
  value,
  onChange,
}: {
  value: HouseholdOnOwnerDeletion;
  onChange: (value: HouseholdOnOwnerDeletion) => void;
}) {
  const { user } = useAuth();
  const household = useHousehold().data?.household;
  const next = household?.members.find((member) => member.userId !== household.ownerId);
  if (!household || household.ownerId !== user?.id || !next) return null;
  const options: [HouseholdOnOwnerDeletion, string][] = [
    ['hand-over', `Hand it to ${next.firstName} ${next.lastName}`],
    ['delete', 'Delete it for everyone'],
  ];
  return (
    <fieldset className="space-y-1 text-sm text-stone-800">
      <legend className="font-medium">Your household “{household.name}”</legend>
      {options.map(([option, label]) => (
        <label key={option} className="flex items-center gap-2">
          <input
            type="radio"
            name="household-on-deletion"
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
