import { throwIfNotOk } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { fileNameFrom } from '../export/export-api';

export const LIBRARY_EXPORT_PATH = '/api/recipes/export/library';

/** Downloads the whole library as a zip of schema.org recipes and their photos; answers the file's name. */
export async function downloadLibrary(): Promise<string> {
  const res = await fetch(LIBRARY_EXPORT_PATH, {
    credentials: 'include',
    headers: { Accept: 'application/zip' },
  });
  await throwIfNotOk(res);
  const fileName = fileNameFrom(res.headers.get('content-disposition'), 'cookmark-library.zip');
  saveFile(await res.blob(), fileName);
  return fileName;
}
