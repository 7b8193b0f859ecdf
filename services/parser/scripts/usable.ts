/**
 * The 'usable' measure of the parser eval (issue #15): would a person take this import as it is,
 * even when a line differs from the expected one in a way nobody reads (case, punctuation,
 * brackets, '½' vs '1/2')? Pure functions, unit-tested in usable.test.ts.
 *
 * A page is usable when
 *  - the title matches (near key below; no title expected means none given),
 *  - at least 90% of the expected ingredient lines appear nearly as written among the result's
 *    lines, and at most 10% (+1) of the shown lines are something else,
 *  - the steps' text, joined, is at least 90% similar to the expected steps' text (token-level
 *    similarity: 2 × longest common token subsequence / total tokens).
 */

/** Unicode vulgar fractions that NFKC does not take apart ('↉' and friends are rare). */
const FRACTION_SLASH = /[\u2044\u2215]/g;

/** A bracketed aside: '(375 mL)', '[optional]', '（约 200 克）'. */
const ASIDE = /\([^()]*\)|\[[^[\]]*\]|（[^（）]*）/g;

const wordsOnly = (x: string): string => x.replace(/[^\p{L}\p{N}]+/gu, '');
const folded = (s: unknown): string =>
  String(s ?? '')
    .normalize('NFKC')
    .replace(FRACTION_SLASH, '/')
    .toLowerCase();

/**
 * A line's near key: NFKC (which writes '½' as '1⁄2'), lower case, only letters and digits
 * kept, so that case, punctuation, brackets, spacing and fraction style ('½', '1/2', '1 ⁄ 2') do
 * not count.
 */
export function nearKey(s: unknown): string {
  return wordsOnly(folded(s));
}

/**
 * The keys a line is known by: its near key, and the same without its bracketed asides
 * ('1 cup (250 ml) milk' is '1 cup milk' nearly as written). Two lines match when they share one.
 */
export function nearKeys(s: unknown): string[] {
  const t = folded(s);
  const full = wordsOnly(t);
  const bare = wordsOnly(t.replace(ASIDE, ' '));
  return bare && bare !== full ? [full, bare] : [full];
}

/** Words of a text for the step similarity: NFKC, lower case, runs of letters and digits. */
export function tokens(s: string): string[] {
  return (
    s
      .normalize('NFKC')
      .replace(FRACTION_SLASH, '/')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Above this many cells the token LCS is replaced by a bag-of-words overlap (order ignored). */
const LCS_CELLS = 40_000_000;

/**
 * Similarity of two token lists in [0, 1]: 2 × LCS / (|a| + |b|) (difflib's ratio on tokens).
 * Two empty lists are the same (1); one empty list against a non-empty one is 0.
 */
export function tokenSimilarity(a: string[], b: string[]): number {
  if (!a.length && !b.length) return 1;
  if (!a.length || !b.length) return 0;
  let common: number;
  if (a.length * b.length > LCS_CELLS) {
    const bag = new Map<string, number>();
    for (const t of a) bag.set(t, (bag.get(t) ?? 0) + 1);
    common = 0;
    for (const t of b) {
      const n = bag.get(t) ?? 0;
      if (n > 0) {
        common++;
        bag.set(t, n - 1);
      }
    }
  } else {
    let prev = new Int32Array(b.length + 1);
    let cur = new Int32Array(b.length + 1);
    for (let i = 1; i <= a.length; i++) {
      const ai = a[i - 1];
      for (let j = 1; j <= b.length; j++) {
        cur[j] =
          ai === b[j - 1] ? (prev[j - 1] as number) + 1 : Math.max(prev[j] as number, cur[j - 1] as number);
      }
      [prev, cur] = [cur, prev];
    }
    common = prev[b.length] as number;
  }
  return (2 * common) / (a.length + b.length);
}

/** Similarity of two step lists: their texts joined, compared token by token. */
export function stepsSimilarity(expected: string[], got: string[]): number {
  return tokenSimilarity(tokens(expected.join(' ')), tokens(got.join(' ')));
}

export interface LineMatch {
  /** expected lines found nearly as written among the shown ones (each shown line used once) */
  found: number;
  expected: number;
  /** shown lines that match no expected line */
  extra: number;
  shown: number;
}

/**
 * Match shown lines against expected lines by near keys (nearKeys), each shown line used at most
 * once; an exact near-key match is taken before a match without asides.
 */
export function matchLines(expected: string[], shown: string[]): LineMatch {
  const exp = expected.map(nearKeys).filter((k) => k[0]);
  const got = shown.map(nearKeys).filter((k) => k[0]);
  const used = new Array<boolean>(got.length).fill(false);
  const unmatched: string[][] = [];
  let found = 0;
  const take = (pred: (g: string[]) => boolean): boolean => {
    const i = got.findIndex((g, j) => !used[j] && pred(g));
    if (i < 0) return false;
    used[i] = true;
    found++;
    return true;
  };
  for (const e of exp) if (!take((g) => g[0] === e[0])) unmatched.push(e);
  for (const e of unmatched) take((g) => g.some((k) => e.includes(k)));
  return { found, expected: exp.length, extra: got.length - found, shown: got.length };
}

/** At least 90% of the expected lines found, at most 10% (+1) of the shown lines something else. */
export function ingredientsUsable(expected: string[], shown: string[]): boolean {
  const m = matchLines(expected, shown);
  return m.found >= 0.9 * m.expected && m.extra <= 0.1 * m.shown + 1;
}

/** Titles match by near key; when no title is expected, none may be given. */
export function titleUsable(expected: unknown, got: unknown): boolean {
  const e = nearKey(expected);
  const g = nearKey(got);
  return e === g;
}

export const STEPS_SIMILARITY = 0.9;

export interface UsableInput {
  title: unknown;
  ingredients: string[];
  instructions: string[];
}

export interface UsableVerdict {
  usable: boolean;
  title: boolean;
  ingredients: boolean;
  instructions: boolean;
  stepsSimilarity: number;
}

/** The whole verdict for one page. */
export function usable(expected: UsableInput, got: UsableInput): UsableVerdict {
  const title = titleUsable(expected.title, got.title);
  const ingredients = ingredientsUsable(expected.ingredients, got.ingredients);
  const sim = stepsSimilarity(expected.instructions, got.instructions);
  const instructions = sim >= STEPS_SIMILARITY;
  return {
    usable: title && ingredients && instructions,
    title,
    ingredients,
    instructions,
    stepsSimilarity: sim,
  };
}

/** Which half of the corpus a host falls in (shared with the nutrition eval). */
export { hostHalf } from '@cookmark/kitchen';

const JSON_LD_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const START_TAG = /<[a-z][a-z0-9-]*\s[^<>]*>/gi;
const MICRODATA_ATTRIBUTE =
  /\s(?:itemscope|itemprop|itemtype|itemid|itemref)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?(?=[\s/>])/gi;

/**
 * A page as a site without structured data would serve it: its JSON-LD scripts and its microdata
 * attributes removed, the rest byte for byte (for `eval:parser --no-structured-data`).
 */
export function withoutStructuredData(html: string): string {
  return html.replace(JSON_LD_SCRIPT, '').replace(START_TAG, (tag) => tag.replace(MICRODATA_ATTRIBUTE, ''));
}
