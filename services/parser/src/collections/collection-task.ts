/**
 * Reading an upload as a task of the collection pool (collection-pool.ts), in a worker thread.
 * Node loads this file as it is (type stripping), also under Jest: import only modules plain Node
 * can load.
 */
import type { CollectionReading } from './collection-recipe.ts';
import { CollectionRefused } from './limits.ts';
import { readUpload } from './read-upload.ts';

export interface CollectionTask {
  bytes: Uint8Array;
  fileName: string;
}

/** A refusal crosses the thread as a message: an error's class does not. */
export type CollectionTaskResult = { reading: CollectionReading } | { refused: string };

export default function readCollectionTask({ bytes, fileName }: CollectionTask): CollectionTaskResult {
  try {
    return { reading: readUpload(bytes, fileName) };
  } catch (error) {
    if (error instanceof CollectionRefused) return { refused: error.message };
    throw error;
  }
}
