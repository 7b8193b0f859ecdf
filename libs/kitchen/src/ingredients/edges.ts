/**
 * Trimming without `/[…]+$/`: a regex anchored only at the end tries every start inside a long run
 * of the characters it trims and rescans the run each time (quadratic in the run: a 480-character
 * run of colons in one word cost more than a millisecond). These scan each character once.
 */

/** Whether `ch` is white space as `\s` reads it. */
const SPACE = /\s/;
export const isSpace = (ch: string): boolean => SPACE.test(ch);

/** A test of one character: white space or one of `chars`. */
export function spaceOr(chars: string): (ch: string) => boolean {
  return (ch) => chars.includes(ch) || isSpace(ch);
}

/** A test of one character: one of `chars`. */
export function oneOf(chars: string): (ch: string) => boolean {
  return (ch) => chars.includes(ch);
}

/** Where the run of characters passing `test` that ends `text` starts (text.length when none). */
export function trailingRunStart(text: string, test: (ch: string) => boolean): number {
  let end = text.length;
  while (end > 0 && test(text[end - 1] ?? '')) end--;
  return end;
}

/** `text` without the characters passing `test` at its end. */
export function trimEndWhere(text: string, test: (ch: string) => boolean): string {
  return text.slice(0, trailingRunStart(text, test));
}

/** `text` without the characters passing `test` at either end. */
export function trimWhere(text: string, test: (ch: string) => boolean): string {
  let start = 0;
  while (start < text.length && test(text[start] ?? '')) start++;
  return trimEndWhere(text.slice(start), test);
}

const ASCII_LETTER = /[A-Za-z]/;

/** The ASCII letters that end `text` ('peppers' of 'red bell peppers'), '' when it ends otherwise. */
export function trailingLetters(text: string): string {
  return text.slice(trailingRunStart(text, (ch) => ASCII_LETTER.test(ch)));
}
