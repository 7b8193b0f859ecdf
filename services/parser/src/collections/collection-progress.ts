import type { CollectionImportStatus } from '@cookmark/contracts';

/** What a collection job reports as it goes (its status, less what the job itself knows). */
export type CollectionProgress = Omit<CollectionImportStatus, 'id' | 'fileName' | 'startedAt' | 'finishedAt'>;

export const STOPPED_MESSAGE =
  'The import stopped before it finished. Recipes already imported are kept; upload the file again to import the rest.';

export function queuedProgress(): CollectionProgress {
  return {
    state: 'queued',
    format: null,
    read: 0,
    imported: 0,
    skipped: [],
    failed: [],
    photoWarnings: [],
    message: null,
  };
}
