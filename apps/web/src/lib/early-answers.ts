/**
 * Answers the route preload script (build/route-preload.ts) asked for at page load, beside the
 * page's code: the signed-in user, the recipe on its page, the library's first page. The app's first
 * GET of such a path takes the answer instead of asking again, so the page's data does not wait for
 * its code to download and run first (issue #31). Each answer is used once, and only while fresh:
 * one the app did not take at start-up is not handed to a later request.
 */
export const EARLY_ANSWERS_GLOBAL = '__cookmarkEarlyAnswers';

/** How long after it was asked an early answer may stand in for a request. */
export const EARLY_ANSWER_FRESH_MS = 10_000;

interface EarlyAnswer {
  /** Date.now() when the script asked. */
  at: number;
  answer: Promise<Response>;
}

export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  const answers = (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] as
    Record<string, EarlyAnswer | undefined> | undefined;
  const early = answers?.[path];
  if (!answers || !early) return undefined;
  delete answers[path];
  return Date.now() - early.at < EARLY_ANSWER_FRESH_MS ? early.answer : undefined;
}
