import type { CollectionImportStatus } from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';
import { uploadFile } from '../../lib/upload';

export const COLLECTION_IMPORTS_PATH = '/api/collection-imports';

/** Sends an export file to be imported; the import runs on the server and is followed by its status. */
export const startCollectionImport = (file: File, onProgress: (sent: number) => void) =>
  uploadFile<CollectionImportStatus>({
    method: 'POST',
    path: COLLECTION_IMPORTS_PATH,
    file,
    onProgress,
    headers: { 'X-File-Name': encodeURIComponent(file.name) },
    ok: [202],
    failure: 'The file could not be uploaded',
  });

/** The person's latest import, to come back to; null when there is none. */
export const latestCollectionImport = () =>
  apiRequest<{ import: CollectionImportStatus | null }>('GET', `${COLLECTION_IMPORTS_PATH}/latest`).then(
    (answer) => answer.import,
  );

export const isFinished = (status: CollectionImportStatus): boolean =>
  status.state === 'done' || status.state === 'refused' || status.state === 'failed';
