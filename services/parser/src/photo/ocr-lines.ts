/**
 * The page's text rebuilt from tesseract's lines, with their geometry: words mended (the fraction
 * glyphs read by photo-reader.ts) and lines that print wrapped joined again. Pure code.
 */

interface Bbox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** What this file needs of a tesseract line. */
export interface OcrLine {
  text: string;
  bbox: Bbox;
  /** Where tesseract found the line's baseline (its ends), when it did. */
  baseline?: { y0: number; y1: number; has_baseline?: boolean } | null;
  words: { text: string; bbox: Bbox }[];
}

/** A line that opens with an amount, a step number or a bullet starts an item of its own. */
const OPENS_ITEM = /^\s*(?:[\d½⅓⅔¼¾⅛⅜⅝⅞%¥•*·-])/;

/**
 * A line wrapped by print: the line before it, in the same paragraph, ends so near the text's right
 * edge (the widest line of the part; `texts` are the lines as mended) that this line's first word would not have fitted after it,
 * and does not end a sentence; and this line does not open an item (an amount, a number, a bullet;
 * a line that is only a number opens none).
 * In a narrow column a long ingredient runs on ('1/2 tsp McCormick Gourmet™ Organic' / 'Chili
 * Powder'), and its second line starts with a capital as often as not.
 */
export function wrapsOnto(
  previous: OcrLine,
  line: OcrLine,
  rightEdge: number,
  texts: { previous: string; line: string },
): boolean {
  const first = line.words[0];
  // A bare number is no item of its own: the end of the one before ('… Weizenmehl Type' / '405').
  const bareNumber = /^\s*\d+(?:[.,]\d+)?\s*$/.test(texts.line);
  if (!first || (OPENS_ITEM.test(texts.line) && !bareNumber) || /[.!?:]\s*$/.test(texts.previous))
    return false;
  // Type of one size: a title's line is not continued by the facts under it.
  const height = wordHeight(previous);
  if (Math.abs(height - wordHeight(line)) > 0.25 * Math.max(height, wordHeight(line))) return false;
  const space = 0.3 * height;
  return previous.bbox.x1 + space + (first.bbox.x1 - first.bbox.x0) > rightEdge;
}

/** The height of a line's baseline on the page (its middle); the bottom of its box without one. */
function baseY(line: OcrLine): number {
  return line.baseline && line.baseline.has_baseline !== false
    ? (line.baseline.y0 + line.baseline.y1) / 2
    : line.bbox.y1;
}

/**
 * The part's line spacing within an item: the second smallest distance from one baseline to the
 * next inside tesseract's paragraphs (the smallest alone may be a misplaced baseline), or null with
 * fewer than four such distances to go by.
 */
function tightPitch(paragraphs: OcrLine[][]): number | null {
  const pitches: number[] = [];
  for (const lines of paragraphs)
    for (let i = 1; i < lines.length; i++) {
      const pitch = baseY(lines[i] as OcrLine) - baseY(lines[i - 1] as OcrLine);
      if (pitch > 0) pitches.push(pitch);
    }
  if (pitches.length < 4) return null;
  return pitches.sort((a, b) => a - b)[1] ?? null;
}

/**
 * A list whose items are set apart by more space than the lines of one item: a line further below
 * the one before than the part's tightest spacing (by more than 6%) starts an item, whatever the
 * line before it fills ('1 lemon (zested and cut into wedges)' / 'olive oil (for drizzling)').
 */
const ITEM_SPACING = 1.06;

/** The median height of a line's words: its type size, whatever its ascenders and descenders. */
function wordHeight(line: OcrLine): number {
  const heights = line.words.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? line.bbox.y1 - line.bbox.y0;
}

/**
 * The text with each paragraph's lines found in turn (tesseract's text is theirs, in order): a line
 * with mended words (by word index) rewritten, a wrapped line joined to the one before with a
 * space. A line not found as it should be is left as it is, and the search goes on after it.
 */
export function rebuildText(
  text: string,
  paragraphs: OcrLine[][],
  mended: Map<OcrLine, Map<number, string>> = new Map(),
): string {
  const all = paragraphs.flat();
  const rightEdge = Math.max(0, ...all.map((line) => line.bbox.x1));
  // The widest line alone does not show where print wraps (a list of short lines has one too): the
  // edge counts when at least three lines end near it (within 12% of the text's width).
  const leftEdge = Math.min(rightEdge, ...all.map((line) => line.bbox.x0));
  const nearEdge = all.filter((line) => line.bbox.x1 >= rightEdge - 0.12 * (rightEdge - leftEdge)).length;
  const wrapping = nearEdge >= 3;
  // Large type (a title) wrapped over two lines may be read as two paragraphs: joined all the same.
  // Large: well above the part's small print (its tenth percentile of type size).
  const sizes = all.map(wordHeight).sort((a, b) => a - b);
  const large = 1.3 * (sizes[Math.floor(sizes.length / 10)] ?? 0);
  const tight = tightPitch(paragraphs);
  // Measured on the part's small print: large type (a title) is further apart line to line.
  const spacedApart = (above: OcrLine, below: OcrLine) =>
    tight !== null && wordHeight(above) <= large && baseY(below) - baseY(above) > ITEM_SPACING * tight;
  let out = '';
  let cursor = 0;
  let previous: { line: OcrLine; text: string } | null = null;
  for (const lines of paragraphs) {
    for (const [i, line] of lines.entries()) {
      const lineText = line.text.replace(/\s+$/, '');
      const at = text.indexOf(lineText, cursor);
      if (at < 0 || !lineText) {
        previous = null;
        continue;
      }
      const between = text.slice(cursor, at);
      const newText = mendWords(line, lineText, mended.get(line));
      const sameParagraph =
        wrapping && i > 0 && between === '\n' && previous !== null && !spacedApart(previous.line, line);
      const largeType =
        i === 0 &&
        /^\n+$/.test(between) &&
        wordHeight(line) > large &&
        previous !== null &&
        wordHeight(previous.line) > large;
      const joined =
        previous !== null &&
        (sameParagraph || largeType) &&
        wrapsOnto(previous.line, line, rightEdge, { previous: previous.text, line: newText });
      out += (joined ? ' ' : between) + newText;
      cursor = at + lineText.length;
      previous = { line, text: newText };
    }
  }
  return out + text.slice(cursor);
}

function mendWords(line: OcrLine, lineText: string, words: Map<number, string> | undefined): string {
  if (!words?.size) return lineText;
  let out = '';
  let cursor = 0;
  for (const [w, word] of line.words.entries()) {
    const at = lineText.indexOf(word.text, cursor);
    if (at < 0) break;
    out += lineText.slice(cursor, at) + (words.get(w) ?? word.text);
    cursor = at + word.text.length;
  }
  return out + lineText.slice(cursor);
}
