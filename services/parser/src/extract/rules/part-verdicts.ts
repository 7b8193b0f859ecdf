/**
 * Reconcile the structured data with the recipe the page shows (issue #30): both are read, their
 * lines compared one by one, and for each part (ingredients, steps) the version that is whole and
 * well formed wins, with the reason in plain words for the report.
 *
 * The structured version loses when it is
 *  - partial: every structured line is among the page's lines, and the page has clearly more
 *    (only the first group; 10 of 19 lines; steps cut to a teaser);
 *  - malformed: its lines are the page's lines joined ('1 cup flour 2 eggs' for two lines) or split
 *    at commas ('1' and '5 TL Salz' for '1,5 TL Salz'), or it is one keyword for a whole list;
 *  - polluted: its steps hold the whole article around the page's method; its ingredient lines
 *    add equipment the page's list does not show.
 * Otherwise the structured version is kept: where the page is the broken one (our reading found
 * a shorter list, a decoy block, another recipe), the page version does not win, because it must
 * contain the structured lines (or its lines must be theirs, re-cut) to be taken.
 *
 * Pure functions over lines; the rule that applies them is rules/reconcile.ts.
 */
import { parseIngredientLine } from '@cookmark/kitchen';
import { looseKey } from '../read/text.ts';

export type PartSource = 'structured' | 'page';

export interface PartVerdict {
  take: PartSource;
  /** Why, in plain words, for the report; null when the structured version simply agrees. */
  why: string | null;
}

const KEEP: PartVerdict = { take: 'structured', why: null };

const HAS_AMOUNT = /\d|[½⅓⅔¼¾⅛]/;

const keysOf = (lines: readonly string[]): string[] => lines.map(looseKey).filter(Boolean);

/** How many of `lines` are found among `pool` (each pool line used once). */
function foundIn(lines: readonly string[], pool: readonly string[]): number {
  const left = new Map<string, number>();
  for (const k of pool) left.set(k, (left.get(k) ?? 0) + 1);
  let n = 0;
  for (const k of lines) {
    const m = left.get(k) ?? 0;
    if (m > 0) {
      n++;
      left.set(k, m - 1);
    }
  }
  return n;
}

/**
 * Whether `whole` is `parts` re-cut: reading both as one run of letters and digits, they are the
 * same text, and the line boundaries differ (`parts` has at least one more line).
 */
function sameTextRecut(whole: readonly string[], parts: readonly string[]): boolean {
  return parts.length > whole.length && whole.join('') === parts.join('') && whole.join('').length > 0;
}

/** Structured lines that are the page's lines split at commas: '1' then '5 TL Salz'. */
function splitAtCommas(s: readonly string[], v: readonly string[]): boolean {
  if (s.length <= v.length) return false;
  const joined = (lines: readonly string[]): string => lines.map((l) => l.trim()).join(',');
  // Every page line is one or more consecutive structured lines joined by commas.
  let i = 0;
  let merged = 0;
  for (const line of v) {
    const target = looseKey(line);
    let j = i;
    let acc = '';
    while (j < s.length && acc.length < target.length) acc = looseKey(joined(s.slice(i, ++j)));
    if (acc !== target) return false;
    if (j - i > 1) merged++;
    i = j;
  }
  return i === s.length && merged > 0;
}

/** Words that name kitchen equipment rather than food, in the corpus languages. */
const EQUIPMENT =
  /\b(?:pans?|skillets?|saucepans?|pots?|ovens?|bowls?|whisks?|blenders?|mixers?|food processors?|baking (?:sheets?|trays?|dish(?:es)?|paper)|parchment|foil|thermometers?|knife|knives|spatulas?|rolling pin|cutting board|tins?|moulds?|molds?|ramekins?|skewers?|sieve|colander|grater|mandoline|dutch oven|casserole dish|piping bag|stand mixer|pfanne|topf|schüssel|backblech|backpapier|schneebesen|mixer|poêle|casserole|saladier|fouet|moule|sartén|olla|cuenca|padella|pentola|ciotola|frusta|teglia|koekenpan|pan|kom|garde)\b/iu;

/** A line with an amount and a word: '2 eggs', '1,5 TL Salz'; not '2' alone, not 'Salt'. */
const AMOUNT_AND_WORD = /(?=.*(?:\d|[½⅓⅔¼¾⅛]))(?=.*\p{L}{2})/u;

/**
 * Partial structured ingredients: every structured line is among the page's, and the page shows
 * clearly more lines (at least 2 more, a quarter more), most of them with an amount and a word,
 * hardly any said twice (a page that shows the list again for other servings is not the fuller list).
 */
export function isPartial(s: readonly string[], v: readonly string[]): boolean {
  const sk = keysOf(s);
  const vk = keysOf(v);
  if (foundIn(sk, vk) < sk.length || vk.length < sk.length + 2 || vk.length < sk.length * 1.25) return false;
  if (vk.length - new Set(vk).size > Math.max(1, vk.length * 0.1)) return false;
  const have = new Set(sk);
  const extra = v.filter((l) => !have.has(looseKey(l)));
  return extra.filter((l) => AMOUNT_AND_WORD.test(l)).length >= extra.length * 0.6;
}

/** An ingredient line as the kitchen parser reads it: what, how much, in which unit. */
function amountOf(line: string): { name: string; amount: string } | null {
  const p = parseIngredientLine(line.normalize('NFKC').replace(/[\u2044\u2215]/g, '/'));
  const name = looseKey(p.ingredient ?? '');
  if (!name || p.quantity === null) return null;
  return { name, amount: `${p.quantity}-${p.rangeEnd ?? ''}-${p.unit ?? ''}` };
}

/**
 * Lines whose amount the structured data gives otherwise than the page shows, for the same
 * ingredient ('2 to 3 tablespoons cream cheese' where the page says '1 1/2 ounces cream cheese'):
 * an older version of the recipe left in the data. Counted only where most ingredients are found
 * on both sides by name, and fewer than half of them differ (a page that shows every amount in
 * other units, or scaled, is a version switch, not an older recipe). 0 otherwise.
 */
export function amountsDiffer(s: readonly string[], v: readonly string[]): number {
  // Lines that say the same (brackets, commas and spacing aside) are the same lines.
  const shown = new Map<string, number>();
  for (const k of keysOf(v)) shown.set(k, (shown.get(k) ?? 0) + 1);
  let same = 0;
  const mineLeft: string[] = [];
  for (const l of s) {
    const k = looseKey(l);
    const n = shown.get(k) ?? 0;
    if (k && n > 0) {
      shown.set(k, n - 1);
      same++;
    } else mineLeft.push(l);
  }
  const theirsLeft = v.filter((l) => {
    const k = looseKey(l);
    const n = shown.get(k) ?? 0;
    if (n <= 0) return false;
    shown.set(k, n - 1);
    return true;
  });
  const mine = mineLeft.map(amountOf).filter((x) => x !== null);
  const theirs = theirsLeft.map(amountOf).filter((x) => x !== null);
  if (s.length < 4) return 0;
  const left = new Map<string, string[]>();
  for (const t of theirs) left.set(t.name, [...(left.get(t.name) ?? []), t.amount]);
  let other = 0;
  let byName = 0;
  for (const m of mine) {
    const amounts = left.get(m.name);
    if (!amounts?.length) continue;
    byName++;
    const at = amounts.indexOf(m.amount);
    if (at >= 0) {
      same++;
      amounts.splice(at, 1);
    } else {
      other++;
      amounts.shift();
    }
  }
  const named = same + other;
  // Lines of the older list renamed in the page's ('kosher salt' for 'fine salt'), beside other amounts.
  const unnamed = [...left.values()].reduce((n, a) => n + a.length, 0);
  const renamed = other >= 1 ? Math.min(mine.length - byName, unnamed) : 0;
  const differ = other + renamed;
  return named >= 0.6 * Math.max(s.length, v.length) && differ >= 2 && differ < same ? differ : 0;
}

/** The ingredient lines: structured `s` against the page's `v`. */
export function reconcileIngredients(s: readonly string[], v: readonly string[]): PartVerdict {
  if (!v.length || !s.length) return KEEP;
  const sk = keysOf(s);
  const vk = keysOf(v);
  const vAmounts = v.filter((l) => HAS_AMOUNT.test(l)).length / v.length;
  // One keyword for the whole list ('chicken'): the page's list, with amounts, wins.
  if (s.length === 1 && !HAS_AMOUNT.test(s[0] as string) && v.length >= 3 && vAmounts >= 0.5)
    return { take: 'page', why: 'the structured data gives one word for the ingredient list' };
  if (sameTextRecut(sk, vk))
    return { take: 'page', why: 'the structured data joins several ingredient lines into one' };
  if (splitAtCommas(s, v))
    return { take: 'page', why: 'the structured data splits ingredient lines at their commas' };
  if (isPartial(s, v)) {
    const n = keysOf(s).length;
    return {
      take: 'page',
      why: `the structured data lists ${n} of the ${keysOf(v).length} ingredient lines the page shows`,
    };
  }
  const differ = amountsDiffer(s, v);
  if (differ > 0)
    return {
      take: 'page',
      why: `the structured data gives other amounts than the page shows on ${differ} lines`,
    };
  // Polluted: the page's whole list is in the structured data, whose other lines are equipment.
  const vInS = foundIn(vk, sk);
  if (vInS === vk.length && vk.length >= 2 && sk.length > vk.length) {
    const shown = new Set(vk);
    const extra = s.filter((l) => !shown.has(looseKey(l)));
    if (extra.every((l) => EQUIPMENT.test(l) && !HAS_AMOUNT.test(l)))
      return { take: 'page', why: 'the structured data lists equipment among the ingredients' };
  }
  return KEEP;
}

const wordsOf = (lines: readonly string[]): string[] =>
  lines
    .join(' ')
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * `part`'s words found, in order, in `whole` (a greedy walk): the share found, and how many of
 * `whole`'s words the found ones span, from the first to the last.
 */
function inOrder(part: readonly string[], whole: readonly string[]): { share: number; span: number } {
  if (!part.length) return { share: 0, span: 0 };
  let j = 0;
  let n = 0;
  let first = -1;
  let last = -1;
  for (const w of part) {
    let k = j;
    while (k < whole.length && whole[k] !== w) k++;
    if (k < whole.length) {
      n++;
      if (first < 0) first = k;
      last = k;
      j = k + 1;
    }
  }
  return { share: n / part.length, span: first < 0 ? 0 : last - first + 1 };
}

/**
 * A teaser: at most this many steps, sentences not titles (or a last step cut off with an
 * ellipsis), whose words are under half the page's method, all found in it in order. A full structured method next to a page
 * reading that runs on into variations and tags is not one.
 */
const TEASER_STEPS = 3;
/** Words below which a step list is a teaser of the page's. */
const TEASER_SHARE = 0.5;
/** Words above which the structured steps hold more than the method. */
const ARTICLE_FACTOR = 2.5;

/** The steps: structured `s` against the page's `v`. */
export function reconcileSteps(s: readonly string[], v: readonly string[]): PartVerdict {
  if (!v.length || !s.length) return KEEP;
  const sw = wordsOf(s);
  const vw = wordsOf(v);
  if (vw.length < 12) return KEEP;
  const sentences = s.every((x) => x.split(' ').length >= 5);
  const cut = sentences && (s.length <= TEASER_STEPS || /(?:…|\.\.\.)\s*$/.test(s[s.length - 1] as string));
  if (cut && sw.length < vw.length * TEASER_SHARE && v.length > s.length && inOrder(sw, vw).share >= 0.9)
    return {
      take: 'page',
      why: `the structured data gives ${s.length} of the ${v.length} steps the page shows`,
    };
  // The whole article: the page's method is one run inside the structured text, which is far
  // longer (a page reading that found only some of the steps spreads over the structured ones).
  const inside = inOrder(vw, sw);
  if (
    sw.length > vw.length * ARTICLE_FACTOR &&
    v.length >= 2 &&
    inside.share >= 0.9 &&
    inside.span <= vw.length * 1.3
  )
    return { take: 'page', why: 'the structured steps hold the whole article, not only the method' };
  // One blob for several steps: the same words, cut into steps on the page.
  if (s.length === 1 && v.length >= 3 && sameTextRecut(keysOf(s), keysOf(v)))
    return { take: 'page', why: 'the structured data gives the method as one block' };
  return KEEP;
}
