/**
 * The 'usable' measure of the parser eval: would a person take this import as it is, even when a
 * line differs from the expected one in a way nobody reads (case, punctuation, brackets, '½' vs
 * '1/2')? Pure functions, unit-tested in usable.test.ts.
 *
 * A page is usable when
 *  - the title matches (near key below; no title expected means none given),
 *  - at least 90% of the expected ingredient lines appear nearly as written among the result's
 *    lines with the same amount and unit (kitchen's ingredient parser reads both; a unit or an
 *    amount spelled otherwise, 'tsp' / 'teaspoon', '0.25' / '¼', is the same, and so is a line
 *    written name first, 'Farine 200 g' / '200 g Farine'), and at most 10%
 *    (+1) of the shown lines are something else; a group heading shown as an ingredient line
 *    ('For the sauce:') is always something else, even where the expected list holds it too,
 *  - the steps' text, joined, is at least 90% similar to the expected steps' text (token-level
 *    similarity: 2 × longest common token subsequence / total tokens), label lines left out of
 *    both, and at most 10% (+1) of the shown steps are short label lines ('Step 3', '2', 'stap 1',
 *    'First instruction'), which a reader sees as noise between the steps.
 *
 * Issue #15 defined the first, looser measure (no amounts compared, headings and labels free);
 * issue #30 made it this stricter one.
 */
import { matchUnit, parseIngredientLine } from '@cookmark/kitchen';

/**
 * The corpus README's 'light normalisation (whitespace, Unicode)': NFKC, invisible format
 * characters dropped (soft hyphen, zero-width space and joiners, word joiner, BOM: Unicode
 * default-ignorables that a reader never sees), whitespace collapsed.
 */
export const norm = (s: unknown): string =>
  String(s ?? '')
    .normalize('NFKC')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Unicode vulgar fractions that NFKC does not take apart ('↉' and friends are rare). */
const FRACTION_SLASH = /[\u2044\u2215]/g;

/**
 * A line as all-exact compares it (issue #30): `norm`, and three differences a reader does not see
 * as a different line, nothing else: the fraction slash written as a slash ('3⁄4' / '3/4', and NFKC's
 * '½' = '1⁄2'), no space before a comma, semicolon, full stop or closing bracket nor after an
 * opening one ('tofu , pressed' / 'tofu, pressed'), and round brackets left out ('8 apples (cold)'
 * / '8 apples cold': a recipe card shows a line's note bare where its structured data puts it in
 * brackets). Case, every word and digit and their order, and all other punctuation still count.
 */
export const exactLine = (s: unknown): string =>
  norm(s)
    .replace(FRACTION_SLASH, '/')
    .replace(/[()]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ (?=[,;.])/g, '')
    .trim();

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
export function stepsSimilarity(expected: readonly string[], got: readonly string[]): number {
  return tokenSimilarity(tokens(expected.join(' ')), tokens(got.join(' ')));
}

export interface LineMatch {
  /** expected lines found nearly as written, with the same amount and unit, among the shown ones */
  found: number;
  expected: number;
  /** shown lines that match no expected line, group headings among them */
  extra: number;
  shown: number;
}

interface ReadLine {
  keys: string[];
  /** The amount the ingredient parser reads: '1,5 TL' is 1.5, '15 TL' is 15. */
  amount: string;
  unit: string;
}

/** Each unit written after a number in the text in one spelling ('or 3 tsp dried' as 'or 3 teaspoon dried'). */
function unitsInOneSpelling(t: string): string {
  let out = '';
  let from = 0;
  for (const m of t.matchAll(/\d\s*/g)) {
    const at = (m.index ?? 0) + m[0].length;
    if (at <= from) continue;
    const u = matchUnit(t, at);
    if (!u) continue;
    out += `${t.slice(from, at)}${u.unit}`;
    from = u.end;
  }
  return out + t.slice(from);
}

/**
 * The key of a line as the ingredient parser reads it: its amount as a number, its unit in one
 * spelling, and the letters and digits of the rest. '2 tsp vanilla' and '2 teaspoons vanilla',
 * '¼ cup oil' and '0.25 cup oil', '2 1/2 c. flour' and '2 ½ cups flour' say the same to a reader;
 * the words of the ingredient must still be the same, in the same order. Empty without an amount.
 */
function parsedKey(p: ReturnType<typeof parseIngredientLine>): string | null {
  if (p.quantity === null) return null;
  const rest = wordsOnly(unitsInOneSpelling(folded(`${p.ingredient ?? ''} ${p.notes ?? ''}`)));
  return rest ? `=${p.quantity}-${p.rangeEnd ?? ''}-${p.unit ?? ''}-${rest}` : null;
}

/**
 * A line written name first, its amount after the name ('Farine 200 g', 'Bananen 1 Stück, mittel'),
 * written amount first ('200 g Farine', '1 Stück Bananen, mittel'): where the amount stands on the
 * line is the site's layout, and a reader takes both for the same line. Null when the line does
 * not end in an amount (with a unit word, and a note after a comma or semicolon).
 */
const NAME_THEN_AMOUNT =
  /^(\p{L}[^\d½⅓⅔¼¾⅛]*?)[\s:,]+((?:\d[\d.,/\s⁄]*|[½⅓⅔¼¾⅛])\s*[^\d,;]{0,20}?)\s*(?:[,;]\s*([^\d]*))?$/u;
function amountFirst(line: string): string | null {
  const m = NAME_THEN_AMOUNT.exec(line);
  if (!m) return null;
  const [, name, amount, note] = m;
  return `${amount?.trim()} ${name?.trim()}${note ? `, ${note}` : ''}`;
}

function readLine(line: string): ReadLine {
  let p = parseIngredientLine(folded(line));
  let keys = nearKeys(line);
  if (p.quantity === null) {
    const turned = amountFirst(folded(line).trim());
    const q = turned ? parseIngredientLine(turned) : null;
    if (turned && q && q.quantity !== null) {
      p = q;
      keys = [...keys, ...nearKeys(turned)];
    }
  }
  const parsed = parsedKey(p);
  return {
    keys: parsed ? [...keys, parsed] : keys,
    amount: `${p.quantity ?? ''}-${p.rangeEnd ?? ''}`,
    unit: p.unit ?? '',
  };
}

/**
 * Same amount and unit. Where the two lines have the same near key (the same letters and digits in
 * the same order), no unit can have been lost: a unit read differently there comes from spacing
 * alone ('1 tablespooncream cheese'), and only the amount is compared.
 */
function sameAmount(e: ReadLine, g: ReadLine): boolean {
  return e.amount === g.amount && (e.unit === g.unit || e.keys[0] === g.keys[0]);
}

/**
 * A group heading shown as an ingredient line: one of the expected recipe's group names, or a
 * line with no amount that reads as a heading ('For the sauce', 'Topping:').
 */
export function isGroupHeading(line: string, groupNames: readonly string[] = []): boolean {
  const key = nearKey(line);
  if (!key) return false;
  if (groupNames.some((n) => nearKey(n) === key)) return true;
  const t = folded(line).trim();
  if (/[\d½⅓⅔¼¾⅛]/.test(t) || tokens(t).length > 6) return false;
  return /:$/.test(t) || /^for (?:the |a |an )?\p{L}/u.test(t);
}

const LABEL_WORDS =
  /^(?:step|steps|stap|schritt|paso|étape|etape|passo|etapa|krok|trin|steg|vaihe|adım|instruction|method)$/u;
const ORDINALS =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|last|final|next)$/u;
const NUMBER_WORDS = /^(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/u;

/**
 * A short label line among the steps: a step number on its own ('1', '2.'), a step word with its
 * number ('Step 3', 'stap 1'), or an ordinal with a step word ('First instruction', 'Next step').
 */
export function isStepLabel(line: string): boolean {
  const t = tokens(line);
  if (!t.length || t.length > 3) return false;
  if (t.length === 1) return /^\d{1,3}$/.test(t[0] as string);
  const [w0, w1, w2] = t as [string, string, string | undefined];
  if (t.length === 2) {
    if (LABEL_WORDS.test(w0) && NUMBER_WORDS.test(w1)) return true;
    if (ORDINALS.test(w0) && LABEL_WORDS.test(w1)) return true;
    return NUMBER_WORDS.test(w0) && LABEL_WORDS.test(w1);
  }
  // three words: 'step number 3', 'the first step'
  return (
    (LABEL_WORDS.test(w0) && /^(?:no|nr|number)$/.test(w1) && NUMBER_WORDS.test(w2 ?? '')) ||
    (/^(?:the)$/.test(w0) && ORDINALS.test(w1) && LABEL_WORDS.test(w2 ?? ''))
  );
}

/**
 * Match shown lines against expected lines by near keys (nearKeys) or by the key the ingredient
 * parser reads (parsedKey: the same amount, unit and words in other spellings), each shown line used
 * at most once; an exact near-key match is taken before the others, and a pair matches only
 * when both lines have the same amount and unit. Group headings are left out of the expected lines
 * and count as extra among the shown ones.
 */
export function matchLines(
  expected: readonly string[],
  shown: readonly string[],
  groupNames: readonly string[] = [],
): LineMatch {
  const exp = expected.filter((l) => nearKey(l) && !isGroupHeading(l, groupNames)).map(readLine);
  const all = shown.filter((l) => nearKey(l));
  const got = all.filter((l) => !isGroupHeading(l, groupNames)).map(readLine);
  const used = new Array<boolean>(got.length).fill(false);
  const unmatched: ReadLine[] = [];
  let found = 0;
  const take = (e: ReadLine, pred: (g: string[]) => boolean): boolean => {
    const i = got.findIndex((g, j) => !used[j] && pred(g.keys) && sameAmount(e, g));
    if (i < 0) return false;
    used[i] = true;
    found++;
    return true;
  };
  for (const e of exp) if (!take(e, (g) => g[0] === e.keys[0])) unmatched.push(e);
  for (const e of unmatched) take(e, (g) => g.some((k) => e.keys.includes(k)));
  return { found, expected: exp.length, extra: all.length - found, shown: all.length };
}

/** At least 90% of the expected lines found, at most 10% (+1) of the shown lines something else. */
export function ingredientsUsable(
  expected: readonly string[],
  shown: readonly string[],
  groupNames: readonly string[] = [],
): boolean {
  const m = matchLines(expected, shown, groupNames);
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
  /** The names of the ingredient groups, where known (the expected recipe's `ingredient_groups`). */
  ingredientGroupNames?: string[];
}

export interface UsableVerdict {
  usable: boolean;
  title: boolean;
  ingredients: boolean;
  instructions: boolean;
  stepsSimilarity: number;
  /** Short label lines among the shown steps ('Step 3', '2'). */
  stepLabels: number;
}

/** The steps' text similar enough, label lines left out; at most 10% (+1) of them labels. */
export function stepsUsable(
  expected: readonly string[],
  shown: readonly string[],
): { usable: boolean; similarity: number; labels: number } {
  const steps = shown.filter((l) => nearKey(l));
  const labels = steps.filter(isStepLabel).length;
  const similarity = stepsSimilarity(
    expected.filter((l) => !isStepLabel(l)),
    steps.filter((l) => !isStepLabel(l)),
  );
  return {
    usable: similarity >= STEPS_SIMILARITY && labels <= 0.1 * steps.length + 1,
    similarity,
    labels,
  };
}

/** The whole verdict for one page. */
export function usable(expected: UsableInput, got: UsableInput): UsableVerdict {
  const title = titleUsable(expected.title, got.title);
  const ingredients = ingredientsUsable(expected.ingredients, got.ingredients, expected.ingredientGroupNames);
  const steps = stepsUsable(expected.instructions, got.instructions);
  return {
    usable: title && ingredients && steps.usable,
    title,
    ingredients,
    instructions: steps.usable,
    stepsSimilarity: steps.similarity,
    stepLabels: steps.labels,
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
