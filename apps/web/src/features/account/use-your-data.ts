import { ACCOUNT_MESSAGES } from '@cookmark/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { markSignedOutByUser } from '../../lib/sign-out-state';
import { USER_QUERY_KEY } from '../auth/use-auth';
import { downloadLibrary } from '../collections/library-export';
import { exportRecipesPdf } from '../export/export-api';
import { showExportError } from '../export/export-errors';
import { deleteAccount, exportAccountData } from './account-api';

/** 'Export all my data': the JSON file, saved, and a toast naming it. */
export function useExportAccountData() {
  return useMutation({
    mutationFn: exportAccountData,
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      toast({ title: 'Data exported', description: `Your recipes, lists and settings are in ${fileName}.` });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      showErrorToast('Export failed', error, ACCOUNT_MESSAGES.exportFailed);
    },
  });
}

/** 'Export my library': a zip of schema.org recipes and their photos, and a toast naming it. */
export function useLibraryExport() {
  return useMutation({
    mutationFn: downloadLibrary,
    onSuccess: (fileName) =>
      toast({ title: 'Library exported', description: `Your recipes and photos are in ${fileName}.` }),
    onError: (error) => {
      if (handleSessionLost(error)) return;
      showErrorToast('Export failed', error, ACCOUNT_MESSAGES.exportFailed);
    },
  });
}

/** 'Recipe book (PDF)': every recipe in one PDF (Premium; the server checks the plan again). */
export function useRecipeBook() {
  return useMutation({
    mutationFn: () => exportRecipesPdf({ includeInstructions: true, compact: false }),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      toast({ title: 'PDF exported', description: `Your recipe book is in ${fileName}.` });
    },
    onError: showExportError,
  });
}

/**
 * Deleting the account: on success the session's data is dropped and the user lands on the home
 * page; a refusal (wrong password, wrong email) is the form's message.
 */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      markSignedOutByUser();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      onDeleted();
      toast({ title: 'Account deleted', description: ACCOUNT_MESSAGES.deleted });
      void navigate('/');
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      setProblem(errorMessage(error, ACCOUNT_MESSAGES.notDeleted));
    },
  });
  return {
    problem,
    clearProblem: () => setProblem(null),
    deleting: remove.isPending,
    remove: (credentials: Parameters<typeof deleteAccount>[0]) => {
      setProblem(null);
      remove.mutate(credentials);
    },
  };
}
