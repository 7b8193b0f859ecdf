import type { DeleteAccountRequest } from '@cookmark/contracts';
import { apiRequest, throwIfNotOk } from '../../lib/api';
import { fileNameFrom } from '../export/export-api';

export const ACCOUNT_EXPORT_PATH = '/api/auth/account/export';

/** Everything the user has (recipes, lists, settings) as the server's JSON file. */
export async function exportAccountData(): Promise<{ blob: Blob; fileName: string }> {
  const res = await fetch(ACCOUNT_EXPORT_PATH, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  await throwIfNotOk(res);
  return {
    blob: await res.blob(),
    fileName: fileNameFrom(res.headers.get('content-disposition'), 'cookmark-data.json'),
  };
}

/** Deletes the account; the server checks the email and password again (spec: account deletion). */
export const deleteAccount = (credentials: DeleteAccountRequest) =>
  apiRequest('POST', '/api/auth/delete-account', credentials);
