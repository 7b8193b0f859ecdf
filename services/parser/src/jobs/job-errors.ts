import { PARSE_MESSAGES } from '@cookmark/contracts';
import { UnrecoverableError } from 'bullmq';
import { FetchError } from '../fetch/index.ts';
import { PageTooSlow } from '../reading/page-reader.ts';

/**
 * A failed job's `failedReason` is shown to users only when it carries this mark, so BullMQ's
 * own reasons (stalled too often, ...) and unexpected errors never reach them.
 */
const USER_MESSAGE_MARK = 'user-message: ';

/**
 * The error a job throws for a failed import: permanent FetchErrors (refused address, 4xx, not
 * HTML, too large) end the job now; transient ones (timeouts, 5xx, network) are retried with
 * backoff; a page too slow to read ends the job. Users see the fetcher's userMessage (or the
 * reader's), never the upstream's text.
 */
export function jobErrorFor(error: unknown): Error {
  if (error instanceof FetchError) {
    const message = USER_MESSAGE_MARK + error.userMessage;
    return error.permanent ? new UnrecoverableError(message) : new Error(message);
  }
  // The same page would be as slow again: not retried.
  if (error instanceof PageTooSlow) return new UnrecoverableError(USER_MESSAGE_MARK + error.message);
  return new Error(USER_MESSAGE_MARK + PARSE_MESSAGES.importFailed);
}

/** The message a user may see for a job's failedReason. */
export function userMessageOf(failedReason: string | undefined): string {
  return failedReason?.startsWith(USER_MESSAGE_MARK)
    ? failedReason.slice(USER_MESSAGE_MARK.length)
    : PARSE_MESSAGES.importFailed;
}
