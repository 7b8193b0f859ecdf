/**
 * The extraction engine as tasks of the reading pool (reading-pool.ts), run in worker threads.
 * Node loads this file as it is (type stripping), also when the pool runs under Jest, whose
 * transform does not reach worker threads: import only modules plain Node can load.
 */
import { type ExtractionResult, extractRecipe, readableText } from '../extract/index.ts';

export interface ReadingTask {
  html: string;
  url: string;
}

export function extract({ html, url }: ReadingTask): ExtractionResult {
  return extractRecipe(html, url);
}

export function readable({ html }: ReadingTask): string {
  return readableText(html);
}
