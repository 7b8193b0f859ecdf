/**
 * How the readers turn an app's fields into a recipe's: lines into groups, times into readable
 * text, yields into servings, tag lists, ratings and addresses. General rules only: what one app
 * writes another writes too.
 */
import { type LineGroup, RECIPE_LIMITS } from '@cookmark/contracts';
import { formatMinutes, roundToNiceFraction, toMinutes } from '@cookmark/kitchen';
import { INGREDIENT_HEADING, INSTRUCTION_HEADING } from '../extract/read/headings.ts';
import { parseYield } from '../extract/yields.ts';
import type { CollectionRecipe } from './collection-recipe.ts';

/**
 * A line that names a group: short, no digits, ending with a colon ('für den Braten:', 'For the
 * sauce:'). Apps that keep a recipe as text write their group headings this way.
 */
export function isHeadingLine(line: string): boolean {
  return /[:：]\s*$/u.test(line) && line.length <= 60 && !/\d/.test(line) && line.split(/\s+/).length <= 8;
}

/**
 * A heading line's name, without its colon; none for a heading of the whole list ('Ingredients:',
 * 'Method'), which names no group ('Ingredients for the sauce' does).
 */
export function headingName(line: string): string | null {
  const name = line.replace(/[\s:：]+$/u, '').trim();
  const wholeList = INGREDIENT_HEADING.test(name) || INSTRUCTION_HEADING.test(name);
  return wholeList && !/\s(?:for|für|pour|para|per|voor)\s/i.test(name) ? null : name;
}

/** Text lines, trimmed, blank ones dropped. */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** Lines into groups: each heading line starts a named group; lines before any heading are unnamed. */
export function groupLines(
  lines: readonly string[],
  isHeading: (line: string) => boolean = isHeadingLine,
): LineGroup[] {
  const groups: LineGroup[] = [];
  let current: LineGroup = { name: null, lines: [] };
  for (const line of lines) {
    if (isHeading(line)) {
      if (current.lines.length > 0) groups.push(current);
      current = { name: headingName(line), lines: [] };
    } else current.lines.push(line);
  }
  if (current.lines.length > 0) groups.push(current);
  return groups;
}

/**
 * Steps from a block of text: blank lines part paragraphs, each a step; text without blank lines
 * is a step a line. A leading '1.' or '2)' is the step's number, not its text.
 */
export function stepLines(text: string | null | undefined): string[] {
  const source = (text ?? '').replace(/\r\n?/g, '\n').trim();
  if (source === '') return [];
  const blocks = /\n\s*\n/.test(source) ? source.split(/\n\s*\n/) : source.split('\n');
  return blocks
    .map((block) =>
      block
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^\d{1,2}\s*[.)]\s+/, ''),
    )
    .filter((block) => block !== '');
}

/** Any duration an app writes (minutes, 'PT1H15M', '2 Hours 30 Minutes', '10-13 Minutes') as readable text. */
export function timeText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const minutes = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : toMinutes(value);
  if (minutes !== null && minutes > 0) return formatMinutes(minutes);
  return typeof value === 'string' && value.trim().length <= 100 ? value.trim() : null;
}

/** Servings from a yield ('4 serving(s)', 'about 20 rolls', 4); none when it says no number. */
export function servingsOf(value: unknown): number | null {
  const servings = parseYield(value).servings;
  return servings !== null && Number.isInteger(servings) && servings >= 1 && servings <= 1000
    ? servings
    : null;
}

/** Tags from a list or a text separated by commas or semicolons, trimmed, each once. */
export function tagList(...values: unknown[]): string[] {
  const names = values.flatMap((value): string[] => {
    if (Array.isArray(value)) return value.flatMap((item) => tagList(item));
    if (typeof value === 'string') return value.split(/[,;]/);
    if (value !== null && typeof value === 'object' && 'name' in value) return tagList(value.name);
    return [];
  });
  const seen = new Set<string>();
  return names
    .map((name) => name.replace(/\s+/g, ' ').trim())
    .filter((name) => name !== '' && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
}

/** A rating of 1 to 5 stars; 0, blanks and anything else mean none. */
export function ratingOf(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 1 && n <= 5 ? Math.round(n) : null;
}

/** A web address (http or https), else null: apps keep 'Manually entered source' in the same field. */
export function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** An address that names an image file ('…/photo-large.jpg?1628'), as apps give a photo's. */
export function isImageAddress(address: string): boolean {
  return /\.(?:jpe?g|png|gif|webp|avif)$/i.test(new URL(address).pathname);
}

/** An amount as a cook writes it: 1.5 → '1 ½', 0.25 → '¼'; none for 0. */
export function amountText(amount: unknown): string {
  return typeof amount === 'number' && amount > 0 ? roundToNiceFraction(amount).text : '';
}

/** Words joined by single spaces, empty parts left out. */
export const joinWords = (...parts: (string | null | undefined)[]): string =>
  parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');

/** A recipe with every field empty but the title, for readers to fill. */
export function blankRecipe(title: string): CollectionRecipe {
  return {
    title: title.replace(/\s+/g, ' ').trim(),
    description: null,
    ingredientGroups: [],
    instructionGroups: [],
    notes: [],
    prepTime: null,
    cookTime: null,
    totalTime: null,
    servings: null,
    tags: [],
    sourceUrl: null,
    rating: null,
    photo: null,
  };
}

/** Text or null: blank text is none. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * A step longer than a recipe line may be (a whole method pasted as one paragraph) split at its
 * sentences, else at its words, into lines within the limit: nothing of it is lost.
 */
export function splitLongLine(line: string, max: number = RECIPE_LIMITS.line): string[] {
  if (line.length <= max) return [line];
  const slices = (word: string): string[] =>
    Array.from({ length: Math.ceil(word.length / max) }, (_, i) => word.slice(i * max, (i + 1) * max));
  const pieces = (line.match(/[^.!?]+(?:[.!?]+\s*|$)/g) ?? [line]).flatMap((sentence) =>
    sentence.length <= max ? [sentence] : sentence.split(/(?<=\s)/).flatMap(slices),
  );
  const parts: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current.length + piece.length > max) {
      parts.push(current.trim());
      current = '';
    }
    current += piece;
  }
  parts.push(current.trim());
  return parts.filter((part) => part !== '');
}

/** The recipe's steps within the line limit (see splitLongLine). */
export function withStepsInLimits(recipe: CollectionRecipe): CollectionRecipe {
  return {
    ...recipe,
    instructionGroups: recipe.instructionGroups.map((group) => ({
      name: group.name,
      lines: group.lines.flatMap((line) => splitLongLine(line)),
    })),
  };
}
