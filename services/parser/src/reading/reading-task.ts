/**
 * The extraction engine as tasks of the reading pool (reading-pool.ts), run in worker threads.
 * Node loads this file as it is (type stripping), also when the pool runs under Jest, whose
 * transform does not reach worker threads: import only modules plain Node can load.
 */
import { type ExtractionResult, extractRecipe, readableText } from '../extract/index.ts';
import { findRegions, type PageProbe, type Region } from '../photo/columns.ts';
import { readRecipeText } from '../text/text-recipe.ts';

export interface ReadingTask {
  html: string;
  url: string;
}

/** A recipe's plain text (pasted, or read from a photo). */
export interface TextTask {
  text: string;
}

/**
 * A copy of `value` with NUL characters dropped from every string. Pages (and their JSON-LD, as
 * `\u0000`) may hold them; browsers never show them, and a recipe holding one could not be saved.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '') as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withoutNul(child)])) as T;
  }
  return value;
}

export function extract({ html, url }: ReadingTask): ExtractionResult {
  return withoutNul(extractRecipe(html, url));
}

export function readable({ html }: ReadingTask): string {
  return withoutNul(readableText(html));
}

export function text({ text }: TextTask): ExtractionResult {
  return withoutNul(readRecipeText(text));
}

/** A photographed page's regions in reading order (its columns), from its probe (photo/columns.ts). */
export function columns(probe: PageProbe): Region[] {
  return findRegions(probe);
}
