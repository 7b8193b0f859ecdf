import type { Run, Script } from './script-runs.ts';

/** The width of `text` drawn in the face of `script`, at the size and weight being laid out. */
export type Measure = (text: string, script: Script) => number;

/** A line as drawn: its runs left to right and its width. */
export interface Line {
  runs: Run[];
  width: number;
}

/** Pieces a line may break after: a word with the spaces after it, or one CJK character. */
interface Piece extends Run {
  width: number;
  /** Width without trailing spaces: what counts when the piece ends a line. */
  inkWidth: number;
}

/** Closing marks that never start a line in Japanese (kinsoku): they stay after the character before. */
const NO_LINE_START =
  /^[、。，．・：；？！ー）」』】〕〉》〙ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)\].,;:!?]/u;

function piece(text: string, script: Script, measure: Measure): Piece {
  return { text, script, width: measure(text, script), inkWidth: measure(text.trimEnd(), script) };
}

function pieces(runs: readonly Run[], measure: Measure): Piece[] {
  const result: Piece[] = [];
  for (const run of runs) {
    const parts = run.script === 'cjk' ? [...run.text] : (run.text.match(/\S+\s*|\s+/g) ?? []);
    for (const text of parts) {
      const previous = result.at(-1);
      // A closing mark is glued to the piece before it, so a line never begins with one.
      const glued =
        previous && previous.script === run.script && NO_LINE_START.test(text) && !/\s$/.test(previous.text);
      if (glued) result[result.length - 1] = piece(previous.text + text, run.script, measure);
      else result.push(piece(text, run.script, measure));
    }
  }
  return result;
}

/** A piece wider than a whole line (a long web address) cut into pieces that fit. */
function cut(whole: Piece, maxWidth: number, measure: Measure): Piece[] {
  const result: Piece[] = [];
  let text = '';
  for (const char of whole.text) {
    if (text && measure(text + char, whole.script) > maxWidth) {
      result.push(piece(text, whole.script, measure));
      text = '';
    }
    text += char;
  }
  if (text) result.push(piece(text, whole.script, measure));
  return result;
}

function toLine(line: Piece[]): Line {
  const runs: Run[] = [];
  for (const piece of line) {
    const last = runs.at(-1);
    if (last && last.script === piece.script) last.text += piece.text;
    else runs.push({ text: piece.text, script: piece.script });
  }
  const lastRun = runs.at(-1);
  if (lastRun) lastRun.text = lastRun.text.trimEnd();
  const width = line.reduce(
    (sum, piece, i) => sum + (i === line.length - 1 ? piece.inkWidth : piece.width),
    0,
  );
  return { runs: runs.filter((run) => run.text !== ''), width };
}

/**
 * Runs broken into lines no wider than `maxWidth`: Latin, Greek and Cyrillic between words,
 * Japanese between characters. Always at least one line (empty for no text).
 */
export function wrap(runs: readonly Run[], maxWidth: number, measure: Measure): Line[] {
  const lines: Line[] = [];
  let line: Piece[] = [];
  let width = 0;
  const all = pieces(runs, measure).flatMap((piece) =>
    piece.inkWidth > maxWidth ? cut(piece, maxWidth, measure) : [piece],
  );
  for (const piece of all) {
    if (line.length > 0 && width + piece.inkWidth > maxWidth) {
      lines.push(toLine(line));
      line = [];
      width = 0;
    }
    // Spaces that would begin a line are dropped.
    if (line.length === 0 && piece.text.trim() === '') continue;
    line.push(piece);
    width += piece.width;
  }
  if (line.length > 0 || lines.length === 0) lines.push(toLine(line));
  return lines;
}
