/**
 * One line of a recipe's plain text, and what it is: a part's heading ('Ingredients', 'Method:',
 * '🛒 Zutaten'), a line of facts ('Serves 4 | Prep 10 min'), a step's label on its own ('Step 2'),
 * or a line of content, numbered ('1.', '2)', 'Step 3:') or bulleted ('-', '•', '*') or plain.
 * The heading words are the page readers' (extract/read/headings.ts).
 */
import { parseIngredientLine } from '@cookmark/kitchen';
import {
  headingText,
  INGREDIENT_HEADING,
  INSTRUCTION_HEADING,
  OTHER_HEADING,
  STEP_LABEL,
} from '../extract/read/headings.ts';
import { collapseWs } from '../extract/read/text.ts';
import { type Fact, factsOfLine } from './facts.ts';

export type LineKind =
  | 'ingredients-heading'
  | 'method-heading'
  | 'notes-heading'
  | 'facts'
  | 'step-label'
  | 'numbered'
  | 'bulleted'
  | 'plain';

export interface TextLine {
  /** The line without its number or bullet. */
  text: string;
  kind: LineKind;
  /** A blank line (or the start of the text) comes before it. */
  afterBlank: boolean;
  /** The servings and times a 'facts' line states. */
  facts?: Fact[];
}

// Bullets, check boxes and the emoji people start lines with in messages.
const BULLET = /^(?:[•▪●◦·✓✔☐□▢➤►▶]|[-*–—+](?=\s)|\p{Extended_Pictographic}\uFE0F?)\s*/u;
const NUMBER = /^(?:(?:step|schritt|[ée]tape|paso|passo|stap|krok)\s*)?\d{1,2}\s*[.):]\s*(?=\S)(?!\d)/i;
/** 'Notes', 'Cook's tips': a heading of other matter is a few words at most. */
const NOTES_HEADING_WORDS = 3;

/** A heading is short: the words of a part's name, a colon, maybe a note in brackets. */
function headingKind(line: string): LineKind | null {
  const name = headingText(line);
  if (!name || name.split(' ').length > 8) return null;
  if (INGREDIENT_HEADING.test(name)) return 'ingredients-heading';
  if (INSTRUCTION_HEADING.test(name)) return 'method-heading';
  // 'Notes', 'Tips:' alone on their line; 'Note that the dough…' is a line of the method.
  if (OTHER_HEADING.test(name) && name.split(' ').length <= NOTES_HEADING_WORDS && !/\d/.test(name))
    return 'notes-heading';
  return null;
}

/** Splits the text into lines, each with its kind; blank lines are kept as `afterBlank` only. */
export function textLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  let afterBlank = true;
  for (const raw of text.split(/\r\n|\r|\n|\u2028|\u2029/)) {
    const line = collapseWs(raw);
    if (line === '' || /^[-_=*~.·•]{3,}$/.test(line)) {
      afterBlank = true;
      continue;
    }
    lines.push(lineOf(line, afterBlank));
    afterBlank = false;
  }
  return lines;
}

function lineOf(line: string, afterBlank: boolean): TextLine {
  const heading = headingKind(line);
  if (heading) return { text: headingText(line), kind: heading, afterBlank };
  if (STEP_LABEL.test(line)) return { text: line, kind: 'step-label', afterBlank };
  const facts = factsOfLine(line);
  if (facts) return { text: line, kind: 'facts', afterBlank, facts };
  const numbered = NUMBER.exec(line);
  if (numbered) return { text: line.slice(numbered[0].length).trim(), kind: 'numbered', afterBlank };
  const bullet = BULLET.exec(line);
  if (bullet && bullet[0].length < line.length)
    return { text: line.slice(bullet[0].length).trim(), kind: 'bulleted', afterBlank };
  return { text: line, kind: 'plain', afterBlank };
}

const AMOUNT_START = /^[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/;
const SENTENCE_END = /[.!?。！？]["'”’)」]?$/u;
/** Scripts written without spaces between words: two of their characters count as a word. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu;

export const wordCount = (text: string): number =>
  text.split(' ').length + Math.floor((text.match(UNSPACED)?.length ?? 0) / 2);

/** Whether a line opens with an amount ('2 cups', '½ tsp', 'a pinch of', 'one onion'). */
export function opensWithAmount(text: string): boolean {
  return AMOUNT_START.test(text) || parseIngredientLine(text.slice(0, 80)).quantity !== null;
}

/**
 * How much a line reads like an ingredient (positive) or like a step of the method (negative):
 * a short line opening with an amount is an ingredient, a long one or a sentence a step.
 */
export function ingredientLikeness(line: TextLine): number {
  const { text } = line;
  const words = wordCount(text);
  if (line.kind === 'numbered') return -1;
  if (opensWithAmount(text) && words <= 20) return SENTENCE_END.test(text) && words > 10 ? 0 : 2;
  if (words > 14) return -2;
  if (SENTENCE_END.test(text) && words >= 5) return -2;
  if (words <= 6 && !SENTENCE_END.test(text)) return line.kind === 'bulleted' ? 1.5 : 1;
  return line.kind === 'bulleted' ? 0.5 : 0;
}

/** A line that a hard wrap (a plain-text e-mail's) may have cut is at least this long. */
const WRAPPED_AT = 45;

/** Whether `line` goes on the paragraph of `before`, cut by a hard wrap. */
export function continues(before: TextLine | undefined, line: TextLine): boolean {
  return (
    before !== undefined &&
    line.kind === 'plain' &&
    !line.afterBlank &&
    before.kind !== 'facts' &&
    before.text.length >= WRAPPED_AT &&
    !endsSentence(before.text) &&
    // The next ingredient line opens with an amount or a name; a wrapped sentence runs on.
    (/^\p{Ll}/u.test(line.text) ||
      /(?:,|\b(?:and|or|the|a|an|to|with|of|in|into|for|until))$/i.test(before.text))
  );
}

/**
 * Each line's likeness (`ingredientLikeness`), a paragraph cut by hard wraps scored as one line:
 * its lines are a sentence, however short each of them is.
 */
export function likenessOf(lines: readonly TextLine[]): number[] {
  const scores: number[] = [];
  for (let start = 0; start < lines.length;) {
    let end = start + 1;
    while (end < lines.length && continues(lines[end - 1], lines[end] as TextLine)) end++;
    const head = lines[start] as TextLine;
    const joined = {
      ...head,
      text: lines
        .slice(start, end)
        .map((l) => l.text)
        .join(' '),
    };
    scores.push(...new Array<number>(end - start).fill(ingredientLikeness(joined)));
    start = end;
  }
  return scores;
}

/** Whether a line ends a sentence (or a part, with a colon): the next one starts anew. */
export function endsSentence(text: string): boolean {
  return SENTENCE_END.test(text) || /[:;]$/.test(text);
}

/** A short line without an amount that names a group of lines ('For the sauce:', 'FROSTING'). */
export function looksLikeGroupName(line: TextLine): boolean {
  const { text } = line;
  if (line.kind === 'bulleted' || line.kind === 'numbered') return false;
  if (/[\d½⅓⅔¼¾⅛]/.test(text) || wordCount(text) > 8 || SENTENCE_END.test(text)) return false;
  return (
    /:$/.test(text) ||
    /^for\s+(?:the\s+)?\p{L}/iu.test(text) ||
    (text === text.toUpperCase() && /\p{Lu}/u.test(text))
  );
}
