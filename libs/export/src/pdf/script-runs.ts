/**
 * pdfkit draws a text in one font and cannot fall back to another for characters it lacks, so
 * text is cut into runs of one script each and every run is drawn in the face that has it.
 */
export type Script = 'latin' | 'cjk';

export interface Run {
  text: string;
  script: Script;
}

/** Which face draws a character: its coverage, as read from the embedded fonts (fonts.ts). */
export interface Coverage {
  latin(codePoint: number): boolean;
  cjk(codePoint: number): boolean;
}

/** Control characters and line breaks inside a line read as one space. */
const BLANKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

/**
 * The runs of `text`, adjacent characters of one face joined: a character goes to the Latin face
 * when it has it, else to the Japanese one. A character neither face draws (an emoji) is left out
 * rather than printed as an empty box.
 */
export function scriptRuns(text: string, coverage: Coverage): Run[] {
  const runs: Run[] = [];
  let last: Run | undefined;
  for (const char of text.replace(BLANKS, ' ')) {
    const codePoint = char.codePointAt(0) ?? 0;
    let script: Script | undefined;
    // A space stays in a Japanese run only where the Japanese face has one.
    if (char === ' ' && last?.script === 'cjk' && coverage.cjk(codePoint)) script = 'cjk';
    else if (coverage.latin(codePoint)) script = 'latin';
    else if (coverage.cjk(codePoint)) script = 'cjk';
    if (!script) continue;
    if (last && last.script === script) last.text += char;
    else runs.push((last = { text: char, script }));
  }
  return runs;
}
