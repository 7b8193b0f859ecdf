import { ACCOUNT_MESSAGES, EXPORT_LIMITS } from '@cookmark/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookDown, FileJson, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { USER_QUERY_KEY, useAuth } from '../auth/use-auth';
import { apiRequest, errorMessage, throwIfNotOk } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { markSignedOutByUser } from '../../lib/sign-out-state';
import { exportRecipesPdf, fileNameFrom } from '../export/export-api';
import { showExportError } from '../export/use-export';

export const ACCOUNT_EXPORT_PATH = '/api/auth/account/export';

async function downloadAllData(): Promise<string> {
  const res = await fetch(ACCOUNT_EXPORT_PATH, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  await throwIfNotOk(res);
  const fileName = fileNameFrom(res.headers.get('content-disposition'), 'cookmark-data.json');
  saveFile(await res.blob(), fileName);
  return fileName;
}

/**
 * Settings 'Your data', as the privacy policy promises: everything as one JSON file (any plan), the
 * recipes as one PDF book (Premium), and deleting the account.
 */
export function YourDataSection({ onDeleted }: { onDeleted: () => void }) {
  const { isPremium } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const exportAll = useMutation({
    mutationFn: downloadAllData,
    onSuccess: (fileName) =>
      toast({ title: 'Data exported', description: `Your recipes, lists and settings are in ${fileName}.` }),
    onError: (error) => {
      if (handleSessionLost(error)) return;
      showErrorToast('Export failed', error, ACCOUNT_MESSAGES.exportFailed);
    },
  });
  const book = useMutation({
    mutationFn: () => exportRecipesPdf({ includeInstructions: true, compact: false }),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      toast({ title: 'PDF exported', description: `Your recipe book is in ${fileName}.` });
    },
    onError: showExportError,
  });

  return (
    <section aria-labelledby="your-data-heading" className="mt-6 space-y-3 border-t border-stone-100 pt-5">
      <div>
        <h3 id="your-data-heading" className="text-sm font-semibold text-stone-900">
          Your data
        </h3>
        <p className="text-xs text-stone-500">
          Take everything with you, or delete your account and all of it.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={() => exportAll.mutate()} disabled={exportAll.isPending}>
          {exportAll.isPending ? <Spinner /> : <FileJson className="h-4 w-4" aria-hidden />}
          {exportAll.isPending ? 'Exporting...' : 'Export all my data'}
        </Button>
        <Button
          variant="outline"
          disabled={book.isPending}
          onClick={() => {
            if (!isPremium) {
              toast({
                title: 'Premium Feature',
                description: 'PDF export is available for Premium subscribers only.',
                variant: 'destructive',
              });
              return;
            }
            book.mutate();
          }}
        >
          {book.isPending ? <Spinner /> : <BookDown className="h-4 w-4" aria-hidden />}
          {book.isPending ? 'Making your book...' : 'Recipe book (PDF)'}
        </Button>
      </div>
      <p className="text-xs text-stone-500">
        The data file holds your recipes, grocery lists and settings as JSON. The recipe book is one PDF of up
        to {EXPORT_LIMITS.recipes} recipes (Premium).
      </p>
      <Button variant="outline" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete my account
      </Button>
      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} onDeleted={onDeleted} />
    </section>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { isPremium } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/delete-account', { email, password }),
    onSuccess: () => {
      markSignedOutByUser();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      onOpenChange(false);
      onDeleted();
      toast({ title: 'Account deleted', description: ACCOUNT_MESSAGES.deleted });
      void navigate('/');
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      setProblem(errorMessage(error, ACCOUNT_MESSAGES.notDeleted));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    remove.mutate();
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword('');
          setProblem(null);
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
          error={problem}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="destructive"
            disabled={remove.isPending || email.trim() === '' || password === ''}
          >
            {remove.isPending ? <Spinner /> : <Trash2 className="h-4 w-4" aria-hidden />}
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
