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

/**
 * Set when the job's owner deletes their account: the worker stops before its next write and
 * saves nothing more. Named by the job's id only (no user id), it lives an hour at most.
 */
export const collectionCancelKey = (prefix: string, jobId: string): string =>
  `${prefix}:collection-cancelled:${jobId}`;
export const COLLECTION_CANCEL_TTL_SECONDS = 60 * 60;
