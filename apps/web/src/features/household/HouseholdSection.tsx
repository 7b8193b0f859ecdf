import { type Household, HOUSEHOLD_LIMITS } from '@cookmark/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useAuth } from '../auth/use-auth';
import { useHousehold, useHouseholdActions } from './use-household';

/** Settings 'Household' (issue #32): create one, or see its members, invite, and manage it. */
export function HouseholdSection() {
  const household = useHousehold();
  return (
    <section aria-labelledby="household-heading" className="mt-6 space-y-3 border-t border-stone-100 pt-5">
      <div>
        <h3 id="household-heading" className="text-sm font-semibold text-stone-900">
          Household
        </h3>
        <p className="text-xs text-stone-500">
          Up to {HOUSEHOLD_LIMITS.members} people who cook together. One Premium plan covers everyone in it.
        </p>
      </div>
      {household.isPending ? (
        <Spinner />
      ) : household.data?.household ? (
        <HouseholdDetails household={household.data.household} />
      ) : (
        <CreateHousehold />
      )}
    </section>
  );
}

function CreateHousehold() {
  const [name, setName] = useState('');
  const { create } = useHouseholdActions(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        id="household-name"
        label="Household name"
        value={name}
        maxLength={HOUSEHOLD_LIMITS.nameLength}
        onChange={(event) => setName(event.target.value)}
        fieldClassName="flex-1"
      />
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        Create household
      </Button>
    </form>
  );
}

function HouseholdDetails({ household }: { household: Household }) {
  const { user } = useAuth();
  const actions = useHouseholdActions(household.id);
  const isOwner = household.ownerId === user?.id;
  const [email, setEmail] = useState('');
  const invite = (event: FormEvent) => {
    event.preventDefault();
    actions.invite.mutate(email, { onSuccess: () => setEmail('') });
  };
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-stone-900">{household.name}</p>
      <ul
        aria-label="Household members"
        className="divide-y divide-stone-100 rounded-md border border-stone-200"
      >
        {household.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
            <span className="flex-1">
              {member.firstName} {member.lastName} <span className="text-stone-500">({member.email})</span>
            </span>
            <span className="text-xs text-stone-600">{member.role === 'owner' ? 'Owner' : 'Member'}</span>
            {isOwner && member.role !== 'owner' ? (
              <>
                <Button size="sm" variant="ghost" onClick={() => actions.handOver.mutate(member.userId)}>
                  Make owner
                </Button>
                <Button size="sm" variant="ghost" onClick={() => actions.remove.mutate(member.userId)}>
                  Remove
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {isOwner && household.invites.length > 0 ? (
        <ul aria-label="Invitations waiting" className="space-y-1 text-sm text-stone-600">
          {household.invites.map((waiting) => (
            <li key={waiting.id} className="flex items-center gap-2">
              <span className="flex-1">Invited: {waiting.email}</span>
              <Button size="sm" variant="ghost" onClick={() => actions.revoke.mutate(waiting.id)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {isOwner ? (
        <form onSubmit={invite} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            id="household-invite-email"
            label="Invite by e-mail"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            fieldClassName="flex-1"
          />
          <Button type="submit" disabled={actions.invite.isPending || email.trim() === ''}>
            Send invitation
          </Button>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {isOwner ? (
          <Button
            variant="outline"
            className="text-red-700 hover:bg-red-50"
            onClick={() => actions.destroy.mutate()}
          >
            Delete household
          </Button>
        ) : (
          <Button variant="outline" onClick={() => actions.leave.mutate()}>
            Leave household
          </Button>
        )}
      </div>
    </div>
  );
}
