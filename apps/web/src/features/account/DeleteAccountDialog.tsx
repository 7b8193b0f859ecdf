import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import type { HouseholdOnOwnerDeletion } from '@cookmark/contracts';
import { useAuth } from '../auth/use-auth';
import { HouseholdDeletionChoice } from '../household/HouseholdDeletionChoice';
import { useDeleteAccount } from './use-your-data';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** 'Delete my account': what goes, then the email and password that confirm it. */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const { isPremium } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [household, setHousehold] = useState<HouseholdOnOwnerDeletion>('hand-over');
  const deletion = useDeleteAccount(() => {
    onOpenChange(false);
    onDeleted();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    deletion.remove({ email, password, household });
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword('');
          deletion.clearProblem();
        }
        onOpenChange(next);
      }}
      title="Delete your account?"
      description="This cannot be undone."
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Delete account">
        <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          <p>Deleting your account removes, for good:</p>
          <ul className="mt-1 list-disc pl-5">
            <li>your recipes, tags and share links (shared pages stop working)</li>
            <li>your grocery lists and settings</li>
            <li>your sign-in on every device</li>
          </ul>
          {isPremium ? (
            <p className="mt-2 font-medium">
              Your Premium subscription is cancelled now, without a further charge.
            </p>
          ) : null}
          <p className="mt-2">Export your data first if you want to keep it.</p>
        </div>
        <HouseholdDeletionChoice value={household} onChange={setHousehold} />
        <TextField
          id="delete-email"
          label="Type your email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id="delete-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={deletion.problem}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="destructive"
            disabled={deletion.deleting || email.trim() === '' || password === ''}
          >
            {deletion.deleting ? <Spinner /> : <Trash2 className="h-4 w-4" aria-hidden />}
            {deletion.deleting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
