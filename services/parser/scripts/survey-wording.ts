/**
 * Whose wording the corpus's expected ingredient lines follow, per half (docs/parser-log.md,
 * 2026-11-27 night): the figures behind the rules of that entry that were analysed and not kept.
 *
 *   node scripts/survey-wording.ts [--corpus DIR]
 *
 * For every page it reads the recipe twice (as is, and without its structured data, as
 * `eval:parser --no-structured-data`), then prints per half:
 *  - pages where the two readings give other ingredient lines, and whether the expected lines share
 *    more lines (by near key) with the page's reading or with ours;
 *  - WP Recipe Maker pages by how the expected lines show the card's notes: bare or in brackets;
 *  - WP Recipe Maker pages whose card shows unit words that our lines do not have ('tablespoon' for
 *    'tbsp'), by whether the expected lines have them;
 *  - pages whose lines have brackets that open with a comma or hold spaces at their ends, by
 *    whether the expected lines have such brackets too;
 *  - expected lines that match a line of ours by near key while kitchen's parser reads another amount
 *    or unit in them (an amount/unit miss that would come from the parser).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseIngredientLine } from '@cookmark/kitchen';
import { extractRecipe } from '../src/extract/index.ts';
import { hostHalf, nearKey, nearKeys, norm, withoutStructuredData } from './usable.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--corpus');
const corpus = path.resolve(
  at >= 0 && args[at + 1]
    ? (args[at + 1] as string)
    : path.join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages'),
);

const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#0?39;|&rsquo;/g, "'")
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
const spans = (html: string, cls: string): string[] =>
  [...html.matchAll(new RegExp(`<span class="${cls}[^"]*"[^>]*>(.*?)</span>`, 'g'))].map((m) =>
    text(m[1] ?? ''),
  );
const folded = (s: string): string =>
  s
    .normalize('NFKC')
    .replace(/[\u2044\u2215]/g, '/')
    .toLowerCase();
const wordsOf = (lines: readonly string[]): Set<string> =>
  new Set(lines.flatMap((l) => folded(l).match(/[\p{L}\p{N}]+/gu) ?? []));

type Tally = Record<string, number>;
const ZERO: Tally = { 'same near key, amount read otherwise': 0 };
const halves: Record<'a' | 'b', Tally> = { a: { ...ZERO }, b: { ...ZERO } };
const count = (half: 'a' | 'b', key: string): void => {
  halves[half][key] = (halves[half][key] ?? 0) + 1;
};

const cases = fs.readFileSync(path.join(corpus, 'cases.txt'), 'utf8').split('\n').filter(Boolean);
for (const c of cases) {
  const host = c.split('/')[0] ?? '';
  const half = hostHalf(host);
  const html = zlib.gunzipSync(fs.readFileSync(path.join(corpus, `${c}.html.gz`))).toString('utf8');
  const exp = JSON.parse(fs.readFileSync(path.join(corpus, `${c}.json`), 'utf8')) as {
    ingredients?: unknown;
  };
  const given = exp.ingredients;
  const expected = (typeof given === 'string' ? given.split('\n') : Array.isArray(given) ? given : [])
    .map(norm)
    .filter(Boolean);
  const ours = extractRecipe(html, `https://${host}/`).recipe.ingredients;
  const page = extractRecipe(withoutStructuredData(html), `https://${host}/`).recipe.ingredients;

  // 1. The page's reading against ours.
  const keys = (lines: readonly string[]): Set<string> => new Set(lines.map(nearKey));
  const [ek, ok, pk] = [keys(expected), keys(ours), keys(page)];
  if (page.length && [...ok].join('|') !== [...pk].join('|')) {
    const shared = (k: Set<string>): number => [...ek].filter((x) => k.has(x)).length;
    const o = shared(ok);
    const p = shared(pk);
    count(half, 'readings differ');
    if (p > o) count(half, 'readings differ: expected nearer the page');
    else if (o > p) count(half, 'readings differ: expected nearer ours');
  }

  // 2. WP Recipe Maker notes: bare or in brackets in the expected lines.
  const joined = expected.join(' || ');
  const notes = spans(html, 'wprm-recipe-ingredient-notes').filter((n) => n && !n.startsWith('('));
  if (notes.length) {
    const inBrackets = notes.filter((n) => joined.includes(`(${n}`)).length;
    const bare = notes.filter((n) => joined.includes(n) && !joined.includes(`(${n}`)).length;
    if (bare > inBrackets) count(half, 'card notes: expected bare');
    else if (inBrackets > 0) count(half, 'card notes: expected in brackets');
  }

  // 3. The card's unit words that our lines do not have.
  const units = spans(html, 'wprm-recipe-ingredient-unit').filter((u) => /^\p{L}+$/u.test(u));
  const ourWords = wordsOf(ours);
  const missing = [...new Set(units.map(folded))].filter((u) => !ourWords.has(u));
  if (missing.length) {
    const expWords = wordsOf(expected);
    count(
      half,
      missing.some((u) => expWords.has(u))
        ? 'card unit words not in ours: in the expected lines'
        : 'card unit words not in ours: not in the expected lines',
    );
  }

  // 4. Brackets that hold a comma first or spaces at their ends ('(, chopped)', '(frozen )').
  const odd = (lines: readonly string[]): boolean => lines.some((l) => /\(\s*,|\(\s|\s\)/.test(l));
  if (odd(ours))
    count(
      half,
      odd(expected)
        ? 'odd brackets in ours: kept by the expected lines'
        : 'odd brackets in ours: not in the expected lines',
    );

  // 5. Amount/unit read differently on lines with the same near key.
  const read = (l: string): string => {
    const p = parseIngredientLine(folded(l));
    return `${p.quantity ?? ''}-${p.rangeEnd ?? ''}`;
  };
  for (const e of expected) {
    const k = nearKeys(e);
    const g = ours.find((l) => nearKeys(l).some((x) => k.includes(x)));
    if (g && nearKey(g) === nearKey(e) && read(g) !== read(e))
      count(half, 'same near key, amount read otherwise');
  }
}

for (const half of ['a', 'b'] as const) {
  console.log(`\nhalf ${half}`);
  for (const [k, v] of Object.entries(halves[half]).sort()) console.log(`  ${k.padEnd(58)} ${v}`);
}
