/** Payload of a `collections` / `import-collection` job (issue #33). */
export interface CollectionJobData {
  userId: string;
  /** The name the file was uploaded under, as the person sees it in the progress. */
  fileName: string;
  /** Where the upload's bytes wait in Redis until the worker takes them. */
  uploadKey: string;
  requestedAt: number;
  requestId?: string;
}

/** Where the upload's bytes wait for the worker: an hour at most. */
export const collectionUploadKey = (prefix: string, jobId: string): string =>
  `${prefix}:collection-upload:${jobId}`;
export const COLLECTION_UPLOAD_TTL_SECONDS = 60 * 60;
