/**
 * The misses of page reading, by class (issue #30): every corpus page read without its structured
 * data (as `eval:parser -- --no-structured-data`), each half with the page reader trained on the
 * other half, and each page that is not usable put in one class per part that fails:
 *
 *   title     the title differs
 *   ing:none        no ingredient line          steps:none        no step
 *   ing:too-many    more lines than expected    steps:labels      too many label lines ('Step 1')
 *                   (a decoy block, a list running past its end, copies)
 *   ing:too-few     fewer lines than expected   steps:too-many    more text than expected (run past)
 *                   (a list cut short, parts joined)
 *   ing:lines       as many lines, other text   steps:too-few     less text than expected (cut short)
 *                   (amount / unit / name split, asides)
 *                                               steps:text        about as much text, other words
 *
 *   node scripts/page-reading-misses.ts [--half a|b] [--list CLASS] [--pages FILE] [--corpus DIR]
 *
 * Prints the count of each class per half; --list CLASS prints the pages of that class (with the
 * expected and shown line counts and the first differing line) for reading beside the page;
 * --pages FILE writes each page's classes, one page a line, for diffing a change's before and after.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BLOCK_MODELS_TRAINED_ON } from '../src/extract/read/block-weights.ts';
import { extractRecipe } from '../src/extract/index.ts';
import { rulesReadingWith } from '../src/extract/rules/index.ts';
import { hostHalf, matchLines, nearKey, tokens, usable, withoutStructuredData } from './usable.ts';

const argv = process.argv.slice(2);
const opt = (name: string): string | null => {
  const i = argv.indexOf(name);
  return i >= 0 ? (argv[i + 1] ?? null) : null;
};
const scriptDir = path.dirname(path.resolve(process.argv[1] ?? 'scripts/page-reading-misses.ts'));
const corpus = path.resolve(
  opt('--corpus') ?? path.join(scriptDir, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages'),
);
const onlyHalf = opt('--half');
const listClass = opt('--list');
const pagesFile = opt('--pages');
const pageLines: string[] = [];

const RULES_FOR = {
  a: rulesReadingWith(BLOCK_MODELS_TRAINED_ON.b),
  b: rulesReadingWith(BLOCK_MODELS_TRAINED_ON.a),
};

const listOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split('\n') : [])
    .map((s) => s.trim())
    .filter((s) => nearKey(s));

const short = (s: string | undefined, n = 110): string =>
  s === undefined ? '—' : s.length > n ? `${s.slice(0, n)}…` : s;

/** The class of the ingredient miss. */
function ingredientClass(exp: string[], got: string[], groups: string[]): string {
  if (!got.length) return 'ing:none';
  const m = matchLines(exp, got, groups);
  if (m.shown > m.expected * 1.1 + 1) return 'ing:too-many';
  if (m.shown < m.expected * 0.9) return 'ing:too-few';
  return 'ing:lines';
}

/** The class of the steps miss. */
function stepsClass(exp: string[], got: string[], labels: number): string {
  if (!got.length) return 'steps:none';
  if (labels > 0.1 * got.length + 1) return 'steps:labels';
  const e = tokens(exp.join(' ')).length;
  const g = tokens(got.join(' ')).length;
  if (g > e * 1.15) return 'steps:too-many';
  if (g < e * 0.85) return 'steps:too-few';
  return 'steps:text';
}

function firstDiff(e: string[], g: string[]): string {
  for (let i = 0; i < Math.max(e.length, g.length); i++)
    if (nearKey(e[i]) !== nearKey(g[i])) return `#${i}: want ${short(e[i])} | got ${short(g[i])}`;
  return '';
}

const counts: Record<string, Record<string, number>> = {};
const pages: Record<string, number> = { a: 0, b: 0 };
const listed: string[] = [];
const cases = fs
  .readFileSync(path.join(corpus, 'cases.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);
for (const c of cases) {
  const host = c.split('/')[0] ?? '';
  const half = hostHalf(host) as 'a' | 'b';
  if (onlyHalf && half !== onlyHalf) continue;
  pages[half] = (pages[half] ?? 0) + 1;
  const html = withoutStructuredData(
    zlib.gunzipSync(fs.readFileSync(path.join(corpus, `${c}.html.gz`))).toString('utf8'),
  );
  const exp = JSON.parse(fs.readFileSync(path.join(corpus, `${c}.json`), 'utf8')) as Record<string, unknown>;
  const { recipe, report } = extractRecipe(html, `https://${host}/`, RULES_FOR[half]);
  const groups = Array.isArray(exp['ingredient_groups'])
    ? (exp['ingredient_groups'] as { purpose: string | null }[]).flatMap((g) =>
        g.purpose ? [g.purpose] : [],
      )
    : [];
  const ei = listOf(exp['ingredients']);
  const es = listOf(exp['instructions_list']);
  const v = usable(
    { title: exp['title'], ingredients: ei, instructions: es, ingredientGroupNames: groups },
    { title: recipe.title || null, ingredients: recipe.ingredients, instructions: recipe.instructions },
  );
  const classes: string[] = ['all'];
  if (!v.usable) classes.push('unusable');
  if (!v.title) classes.push('title');
  if (!v.ingredients) classes.push(ingredientClass(ei, recipe.ingredients, groups));
  if (!v.instructions) classes.push(stepsClass(es, recipe.instructions, v.stepLabels));
  pageLines.push(`${half} ${c} ${classes.slice(1).join(' ')}`);
  const byHalf = (counts[half] ??= {});
  for (const k of classes) byHalf[k] = (byHalf[k] ?? 0) + 1;
  if (listClass && classes.includes(listClass)) {
    const how = [report.method, ...(report.rules ?? [])].join(', ');
    const detail = listClass.startsWith('title')
      ? `want ${short(String(exp['title']))} | got ${short(recipe.title)}`
      : listClass.startsWith('ing')
        ? `want ${ei.length} got ${recipe.ingredients.length}; ${firstDiff(ei, recipe.ingredients)}`
        : `want ${es.length} got ${recipe.instructions.length} (${(100 * v.stepsSimilarity).toFixed(0)}% similar); ${firstDiff(es, recipe.instructions)}`;
    listed.push(`${half} ${c} [${how}]\n    ${detail}`);
  }
}

const classNames = [...new Set(Object.values(counts).flatMap((h) => Object.keys(h)))].sort();
console.log(`page reading without structured data, each half read with the reader trained on the other`);
console.log(`class            ${(['a', 'b'] as const).map((h) => `half ${h}`.padStart(8)).join('')}`);
for (const k of classNames)
  console.log(
    `${k.padEnd(16)} ${(['a', 'b'] as const).map((h) => String(counts[h]?.[k] ?? 0).padStart(8)).join('')}`,
  );
for (const h of ['a', 'b'] as const) {
  const n = pages[h] ?? 0;
  if (!n) continue;
  const u = n - (counts[h]?.['unusable'] ?? 0);
  console.log(`half ${h}: usable ${((100 * u) / n).toFixed(1)}% (${u}/${n})`);
}
if (pagesFile) fs.writeFileSync(pagesFile, pageLines.join('\n') + '\n');
if (listClass) {
  console.log(`\npages in ${listClass} (${listed.length}):`);
  for (const l of listed) console.log(l);
}
