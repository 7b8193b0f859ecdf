/**
 * The misses of the parser eval on each half of the recipe-pages corpus, by class, each half read
 * with the page reader trained on the other half (the held-out reading of `eval:parser`).
 *
 *   node scripts/miss-classes.ts [--corpus DIR] [--half a|b] [--filter SUBSTR] [--pages]
 *
 * A page is a miss when it is not usable or not all-exact (title, ingredients, steps as expected).
 * Each miss gets one or more classes (a page can be in several):
 *  - title: the title differs (usable: a different near key; exact: case or punctuation only);
 *  - ingredients from structured data partial / malformed / polluted: the structured source won
 *    and its list is shorter than expected (partial) or longer (polluted), or as long with lines
 *    joined or split (malformed), while the page's visible list was not chosen;
 *  - the same for the steps;
 *  - amount/unit on matched lines: a shown line names an expected line's ingredient (the same
 *    name as kitchen's parser reads it) with another amount or unit;
 *  - label lines in steps ('Step 3', '2'); group headings inline among the ingredient lines;
 *  - extra lines (shown lines that match no expected line, headings and labels aside) and missing
 *    lines (expected lines not shown), for lists read from the page;
 *  - words differ: as many lines, in order, that differ only in wording (brackets, abbreviations,
 *    spacing: what the expected recipe's scraper wrote otherwise);
 *  - and beside those, for a part taken from the structured data: whether the page read without its
 *    structured data (as `eval:parser --no-structured-data`) gives the expected lines nearly as
 *    written, line for line (the visible version that was not chosen).
 * Prints, per half, the count of unusable and not-exact pages per class; --pages lists the pages of
 * each class with their first differing line.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseIngredientLine } from '@cookmark/kitchen';
import { BLOCK_MODELS_TRAINED_ON } from '../src/extract/read/block-weights.ts';
import { extractRecipe } from '../src/extract/index.ts';
import { rulesReadingWith } from '../src/extract/rules/index.ts';
import {
  exactLine,
  hostHalf,
  isGroupHeading,
  isStepLabel,
  matchLines,
  nearKey,
  norm,
  usable,
  withoutStructuredData,
} from './usable.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const corpus = path.resolve(
  option('--corpus') ??
    path.join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages'),
);
const onlyHalf = option('--half');
const filter = option('--filter');
const listPages = args.includes('--pages');

const list = (v: unknown): string[] =>
  typeof v === 'string'
    ? v.split('\n').map(norm).filter(Boolean)
    : Array.isArray(v)
      ? v.map(norm).filter(Boolean)
      : [];
/** Lists equal as all-exact compares them (eval-parser.ts: usable.ts's exactLine). */
const same = (a: string[], b: string[]): boolean =>
  a.length === b.length && a.every((x, i) => exactLine(x) === exactLine(b[i]));
const short = (s: unknown, n = 110): string => {
  const t = JSON.stringify(s) ?? 'undefined';
  return t.length > n ? `${t.slice(0, n)}…` : t;
};
function firstDiff(e: string[], g: string[]): string {
  for (let i = 0; i < Math.max(e.length, g.length); i++)
    if (e[i] !== g[i]) return `#${i} want ${short(e[i])} got ${short(g[i])}`;
  return '';
}
/** The ingredient's name as kitchen's parser reads it, by near key. */
const nameKey = (line: string): string => nearKey(parseIngredientLine(line.normalize('NFKC')).ingredient);
const amountOf = (line: string): string => {
  const p = parseIngredientLine(
    line
      .normalize('NFKC')
      .replace(/[\u2044\u2215]/g, '/')
      .toLowerCase(),
  );
  return `${p.quantity ?? ''}-${p.rangeEnd ?? ''} ${p.unit ?? ''}`;
};

const HELD_OUT = {
  a: rulesReadingWith(BLOCK_MODELS_TRAINED_ON.b),
  b: rulesReadingWith(BLOCK_MODELS_TRAINED_ON.a),
};
const STRUCTURED = new Set(['json-ld', 'microdata', 'rdfa']);

type Tally = Map<string, { unusable: string[]; notExact: string[] }>;
const tallies: Record<'a' | 'b', Tally> = { a: new Map(), b: new Map() };
const totals = { a: { pages: 0, unusable: 0, notExact: 0 }, b: { pages: 0, unusable: 0, notExact: 0 } };

const cases = fs.readFileSync(path.join(corpus, 'cases.txt'), 'utf8').split('\n').filter(Boolean);
for (const c of cases) {
  if (filter && !c.includes(filter)) continue;
  const host = c.split('/')[0] ?? '';
  const half = hostHalf(host);
  if (onlyHalf && half !== onlyHalf) continue;
  const html = zlib.gunzipSync(fs.readFileSync(path.join(corpus, `${c}.html.gz`))).toString('utf8');
  const exp = JSON.parse(fs.readFileSync(path.join(corpus, `${c}.json`), 'utf8')) as Record<string, unknown>;
  const { recipe, report } = extractRecipe(html, `https://${host}/`, HELD_OUT[half]);
  const groupNames = Array.isArray(exp['ingredient_groups'])
    ? (exp['ingredient_groups'] as { purpose: string | null }[]).flatMap((g) =>
        g.purpose ? [g.purpose] : [],
      )
    : [];
  const eIng = list(exp['ingredients']);
  const eSteps = list(exp['instructions_list']);
  const gIng = recipe.ingredients.map(norm).filter(Boolean);
  const gSteps = recipe.instructions.map(norm).filter(Boolean);
  const verdict = usable(
    { title: exp['title'], ingredients: eIng, instructions: eSteps, ingredientGroupNames: groupNames },
    { title: recipe.title || null, ingredients: recipe.ingredients, instructions: recipe.instructions },
  );
  const titleExact = exp['title'] == null ? !recipe.title : norm(exp['title']) === norm(recipe.title);
  const exact = titleExact && same(eIng, gIng) && same(eSteps, gSteps);
  totals[half].pages++;
  if (verdict.usable && exact) continue;
  if (!verdict.usable) totals[half].unusable++;
  else totals[half].notExact++;

  const classes: [string, string][] = [];
  if (!titleExact)
    classes.push([
      verdict.title ? 'title: case or punctuation' : 'title: another title',
      `want ${short(exp['title'], 70)} got ${short(recipe.title, 70)}`,
    ]);
  const rules = report.rules ?? [];
  const parts = report.parts ?? {};
  // The page read as a site without structured data would serve it (eval --no-structured-data).
  let visible: ReturnType<typeof extractRecipe>['recipe'] | null = null;
  const visibleRight = (field: 'ingredients' | 'steps', e: string[]): boolean => {
    visible ??= extractRecipe(withoutStructuredData(html), `https://${host}/`, HELD_OUT[half]).recipe;
    const v = (field === 'ingredients' ? visible.ingredients : visible.instructions)
      .map(norm)
      .filter(Boolean);
    return v.length === e.length && v.every((x, i) => nearKey(x) === nearKey(e[i]));
  };
  for (const [field, e, g] of [
    ['ingredients', eIng, gIng],
    ['steps', eSteps, gSteps],
  ] as const) {
    if (same(e, g)) continue;
    const part = field === 'ingredients' ? parts.ingredients : parts.instructions;
    const fromStructured = STRUCTURED.has(part?.from ?? report.method);
    const detail = `${firstDiff(e, g)} [${report.method}; ${rules.join(', ')}]`;
    if (fromStructured && visibleRight(field, e))
      classes.push([`${field}: structured data taken, the page's own reading is as expected`, detail]);
    const labels = field === 'steps' ? g.filter(isStepLabel).length - e.filter(isStepLabel).length : 0;
    const headings =
      field === 'ingredients'
        ? g.filter((l) => isGroupHeading(l, groupNames)).length -
          e.filter((l) => isGroupHeading(l, groupNames)).length
        : 0;
    if (labels > 0) classes.push([`steps: label lines (${labels > 2 ? '3+' : labels})`, detail]);
    if (headings > 0) classes.push(['ingredients: group headings inline', detail]);
    const eBare =
      field === 'steps' ? e.filter((l) => !isStepLabel(l)) : e.filter((l) => !isGroupHeading(l, groupNames));
    const gBare =
      field === 'steps' ? g.filter((l) => !isStepLabel(l)) : g.filter((l) => !isGroupHeading(l, groupNames));
    if (same(eBare, gBare)) {
      if (labels <= 0 && headings <= 0)
        classes.push([
          `${field}: expected keeps ${field === 'steps' ? 'label lines' : 'group headings'} not shown`,
          detail,
        ]);
      continue;
    }
    const src = fromStructured ? 'structured data' : 'the page';
    if (eBare.length === gBare.length) {
      const words = eBare.every((x, i) => nearKey(x) === nearKey(gBare[i]));
      if (words) classes.push([`${field}: case, spacing or punctuation`, detail]);
      else if (field === 'ingredients') {
        const at = eBare.findIndex(
          (x, i) => nameKey(x) === nameKey(gBare[i] ?? '') && amountOf(x) !== amountOf(gBare[i] ?? ''),
        );
        classes.push(
          at >= 0
            ? [
                'ingredients: amount/unit on matched lines',
                `#${at} want ${short(eBare[at])} (${amountOf(eBare[at] ?? '')}) got ${short(gBare[at])} (${amountOf(gBare[at] ?? '')}) [${report.method}]`,
              ]
            : ['ingredients: words differ', detail],
        );
      } else {
        const m = eBare.filter((x, i) => nearKey(x) !== nearKey(gBare[i])).length;
        classes.push([m === 1 ? 'steps: one step worded otherwise' : 'steps: words differ', detail]);
      }
      continue;
    }
    const m = field === 'ingredients' ? matchLines(eBare, gBare, groupNames) : null;
    if (gBare.length < eBare.length) {
      const joined =
        field === 'steps' && nearKey(gBare.join('')).length >= 0.9 * nearKey(eBare.join('')).length;
      classes.push([
        joined
          ? `${field} from ${src}: steps joined`
          : `${field} from ${src}: partial (${gBare.length}/${eBare.length})`.replace(
              /\(\d+\/\d+\)/,
              '(missing lines)',
            ),
        detail,
      ]);
    } else {
      const split =
        field === 'steps' && nearKey(gBare.join('')).length <= 1.1 * nearKey(eBare.join('')).length;
      classes.push([
        split
          ? `${field} from ${src}: steps split (or names as steps)`
          : m && m.found >= m.expected
            ? `${field} from ${src}: extra lines`
            : `${field} from ${src}: polluted or other lines`,
        detail,
      ]);
    }
  }
  if (!classes.length) classes.push(['other', 'the steps or lines differ only in blank lines']);
  for (const [k, d] of classes) {
    const t = tallies[half].get(k) ?? { unusable: [], notExact: [] };
    (verdict.usable ? t.notExact : t.unusable).push(`${c}: ${d}`);
    tallies[half].set(k, t);
  }
}

for (const half of ['a', 'b'] as const) {
  const tot = totals[half];
  if (!tot.pages) continue;
  console.log(
    `\nhalf ${half} (page reader trained on ${half === 'a' ? 'b' : 'a'}): ${tot.pages} pages, ${tot.unusable} not usable, ${tot.notExact} usable but not all-exact`,
  );
  console.log('class                                                    unusable  not-exact');
  const rows = [...tallies[half].entries()].sort(
    (x, y) => y[1].unusable.length - x[1].unusable.length || y[1].notExact.length - x[1].notExact.length,
  );
  for (const [k, t] of rows) {
    console.log(
      `${k.padEnd(56)} ${String(t.unusable.length).padStart(8)}  ${String(t.notExact.length).padStart(9)}`,
    );
    if (listPages) {
      for (const p of t.unusable) console.log(`    U ${p}`);
      for (const p of t.notExact) console.log(`    x ${p}`);
    }
  }
}
