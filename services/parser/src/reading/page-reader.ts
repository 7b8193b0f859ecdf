import { PARSE_MESSAGES } from '@cookmark/contracts';
import { AppError, TryAgainLater } from '@cookmark/service-kit';
import type { ExtractionResult } from '../extract/index.ts';
import type { PageProbe, Region } from '../photo/columns.ts';

/**
 * Reads untrusted page source (pasted, fetched or rendered), recipe text and the columns of a
 * photographed page: the extraction engine and the column search, off the service's event loop
 * and within a deadline, so no page can stall other requests.
 */
export interface PageReader {
  extractRecipe(html: string, url: string): Promise<ExtractionResult>;
  /** The page's readable text, for the AI. */
  readableText(html: string): Promise<string>;
  /** A recipe from its plain text (src/text/). */
  readText(text: string): Promise<ExtractionResult>;
  /** A photographed page's regions in reading order, from its probe (src/photo/columns.ts). */
  pageRegions(probe: PageProbe): Promise<Region[]>;
  close(): Promise<void>;
}

/** A page not read within the deadline: the user's fault or the page's, never worth a retry. */
export class PageTooSlow extends AppError {
  constructor() {
    super(422, PARSE_MESSAGES.pageTooSlow);
  }
}

/** Every reading thread busy and the queue full: refused at once rather than left waiting (503). */
export class ReadingBusy extends TryAgainLater {
  constructor(retryAfterSeconds: number) {
    super(503, PARSE_MESSAGES.readingBusy, retryAfterSeconds);
  }
}
