/**
 * Evaluate the extraction engine on the recipe-pages corpus.
 *
 *   node scripts/eval-parser.ts [--corpus DIR] [--out DIR] [--misses N] [--field NAME] [--filter SUBSTR]
 *                               [--half a|b] [--failures]
 *
 * For every case: gunzip the page, run extractRecipe(html, 'https://<host>/'), write
 * OUT/<host>/<name>.json (title, ingredients, instructions_list, total_time, yields) and compare
 * with the expected JSON. Comparison: NFKC + whitespace collapse + trim, case-sensitive, lists
 * element-wise, each line as usable.ts's exactLine writes it (fraction slash as '/', no space before
 * a comma or full stop, round brackets left out: issue #30). Following the corpus README, for the
 * always-checked keys (title, ingredients, instructions_list, total_time, yields) an absent key
 * means the page does not provide the field,
 * so the extractor must return nothing for it (null / empty); a null value means the same.
 *
 * Beside the exact figures it prints 'usable' (usable.ts: title matches, ingredient lines nearly
 * as written with their amounts and units, no more than a few group headings among them, steps'
 * text >= 90% similar and no more than a few label lines among them) and all-exact for the whole corpus and for its two
 * halves split by a hash of the host name (half a / half b), so that a rule can be checked on the
 * half it was not written against. --half a|b evaluates one half only. Last, each half is read
 * again with the page reader's models trained on the other half (block-weights.ts
 * BLOCK_MODELS_TRAINED_ON) and its usable and all-exact printed per half and for both: the figures
 * of the trained reader on pages it was not trained on (the whole-corpus models above are
 * in-sample).
 *
 * --no-structured-data removes the JSON-LD scripts and the microdata attributes (itemscope,
 * itemprop, …) from every page before reading it: the same pages as a site without structured data
 * would serve them, so the page-reading rules are measured on their own (the expected recipes stay
 * the same; pages that draw their recipe with script from data we do not read count as misses).
 * Its outputs go to OUT-no-structured-data.
 *
 * --failures lists, after the normal output, every page that is not usable or not all-exact, one
 * line each with its half, the source and rules, and why (the fields that differ, with the first
 * differing line), for grouping the failures into causes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BLOCK_MODELS_TRAINED_ON } from '../src/extract/read/block-weights.ts';
import { extractRecipe, type ParsedRecipe } from '../src/extract/index.ts';
import { rulesReadingWith } from '../src/extract/rules/index.ts';
import { exactLine, hostHalf, nearKey, norm, usable, withoutStructuredData } from './usable.ts';

interface Args {
  corpus: string;
  out: string;
  misses: number;
  field: string | null;
  filter: string | null;
  half: 'a' | 'b' | null;
  failures: boolean;
  noStructuredData: boolean;
}

function parseArgs(argv: string[]): Args {
  const scriptDir = path.dirname(path.resolve(argv[1] ?? 'scripts/eval-parser.ts'));
  const args: Args = {
    corpus: path.resolve(scriptDir, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages'),
    out: path.join(os.tmpdir(), 'cookmark-parser-eval'),
    misses: 15,
    field: null,
    filter: null,
    half: null,
    failures: false,
    noStructuredData: false,
  };
  for (let i = 2; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if (a === '--corpus' && v) {
      args.corpus = path.resolve(v);
      i++;
    } else if (a === '--out' && v) {
      args.out = path.resolve(v);
      i++;
    } else if (a === '--misses' && v) {
      args.misses = Number(v);
      i++;
    } else if (a === '--field' && v) {
      args.field = v;
      i++;
    } else if (a === '--filter' && v) {
      args.filter = v;
      i++;
    } else if (a === '--half' && (v === 'a' || v === 'b')) {
      args.half = v;
      i++;
    } else if (a === '--failures') {
      args.failures = true;
    } else if (a === '--no-structured-data') {
      args.noStructuredData = true;
    } else if (a === '--help' || a === '-h') {
      console.log(
        'usage: node scripts/eval-parser.ts [--corpus DIR] [--out DIR] [--misses N] [--field title|ingredients|instructions_list|total_time|yields] [--filter SUBSTR] [--half a|b] [--failures] [--no-structured-data]',
      );
      process.exit(0);
    }
  }
  return args;
}

/** Secondary, informative comparison: case, punctuation and spacing ignored. */
const loose = (s: unknown): string =>
  norm(s)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

type Expected = Record<string, unknown>;
type FieldName = 'title' | 'ingredients' | 'instructions_list' | 'total_time' | 'yields';
const FIELDS: FieldName[] = ['title', 'ingredients', 'instructions_list', 'total_time', 'yields'];
const TARGETS: Record<string, number> = {
  title: 97,
  ingredients: 90,
  instructions_list: 90,
  total_time: 90,
  yields: 90,
  all3: 0,
};

function expectedList(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  if (typeof v === 'string') return v.split('\n').map(norm).filter(Boolean);
  if (Array.isArray(v)) return v.map(norm).filter(Boolean);
  return [];
}

function fieldOk(field: FieldName, exp: Expected, got: Record<FieldName, unknown>): boolean {
  const e = exp[field];
  const g = got[field];
  switch (field) {
    case 'title':
      return e === undefined || e === null ? !g : norm(e) === norm(g);
    case 'ingredients':
    case 'instructions_list': {
      const el = expectedList(e).map(exactLine);
      const gl = (g as string[]).map(exactLine).filter(Boolean);
      return el.length === gl.length && el.every((x, i) => x === gl[i]);
    }
    case 'total_time':
      return e === undefined || e === null ? g === null : Number(e) === g;
    case 'yields':
      if (e === undefined || e === null) return g === null;
      if (typeof e === 'number')
        return g !== null && (norm(g) === String(e) || Number.parseFloat(String(g)) === e);
      return norm(e) === norm(g);
    default:
      return false;
  }
}

function short(v: unknown, n = 160): string {
  const s = JSON.stringify(v) ?? 'undefined';
  return s.length > n ? s.slice(0, n) + '…' : s;
}

function firstDiff(e: string[], g: string[]): string {
  for (let i = 0; i < Math.max(e.length, g.length); i++) {
    if (e[i] === undefined || g[i] === undefined || exactLine(e[i]) !== exactLine(g[i]))
      return `#${i}: want ${short(e[i])} got ${short(g[i])}`;
  }
  return '';
}

/** Each half is read again with the page reader trained on the other half (block-weights.ts). */
const HELD_OUT_RULES = {
  a: rulesReadingWith(BLOCK_MODELS_TRAINED_ON.b),
  b: rulesReadingWith(BLOCK_MODELS_TRAINED_ON.a),
};

/** The fields of a reading as the eval compares them. */
function gotOf(recipe: ParsedRecipe): Record<FieldName, unknown> {
  return {
    title: recipe.title || null,
    ingredients: recipe.ingredients,
    instructions_list: recipe.instructions,
    total_time: recipe.time.total,
    yields: recipe.yield,
  };
}

/** usable.ts's verdict on one reading of a page. */
function usableVerdict(exp: Expected, recipe: ParsedRecipe): ReturnType<typeof usable> {
  const groups = Array.isArray(exp['ingredient_groups'])
    ? (exp['ingredient_groups'] as { purpose: string | null }[])
    : [];
  return usable(
    {
      title: exp['title'],
      ingredients: expectedList(exp['ingredients']),
      instructions: expectedList(exp['instructions_list']),
      ingredientGroupNames: groups.flatMap((g) => (g.purpose ? [g.purpose] : [])),
    },
    { title: recipe.title || null, ingredients: recipe.ingredients, instructions: recipe.instructions },
  );
}

/** Usable and all-exact (title, ingredients and steps as expected) of one reading of a page. */
function verdictOf(exp: Expected, recipe: ParsedRecipe): { usable: boolean; exact: boolean } {
  const got = gotOf(recipe);
  const exact = (['title', 'ingredients', 'instructions_list'] as const).every((f) => fieldOk(f, exp, got));
  return { usable: usableVerdict(exp, recipe).usable, exact };
}

function main(): void {
  const args = parseArgs(process.argv);
  if (args.noStructuredData) args.out = `${args.out}-no-structured-data`;
  const casesFile = path.join(args.corpus, 'cases.txt');
  if (!fs.existsSync(casesFile)) {
    console.error(`corpus not found: ${casesFile}`);
    process.exit(2);
  }
  let cases = fs
    .readFileSync(casesFile, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (args.filter) cases = cases.filter((c) => c.includes(args.filter as string));
  if (args.half) cases = cases.filter((c) => hostHalf(c.split('/')[0] ?? '') === args.half);
  // Per part of the corpus (whole, half a, half b): pages, usable, all-exact.
  const parts: Record<string, { pages: number; usable: number; exact: number }> = {
    whole: { pages: 0, usable: 0, exact: 0 },
    'half a': { pages: 0, usable: 0, exact: 0 },
    'half b': { pages: 0, usable: 0, exact: 0 },
  };
  // The same, each half read with the page reader trained on the other half.
  const heldOut: Record<string, { pages: number; usable: number; exact: number }> = {
    'half a (trained on b)': { pages: 0, usable: 0, exact: 0 },
    'half b (trained on a)': { pages: 0, usable: 0, exact: 0 },
    'both halves': { pages: 0, usable: 0, exact: 0 },
  };
  const usableMisses: string[] = [];
  const groups = { pages: 0, same: 0 };
  // --failures: every page not usable or not all-exact, with the half and why.
  const failures: string[] = [];
  const ok: Record<string, number> = {
    title: 0,
    ingredients: 0,
    instructions_list: 0,
    total_time: 0,
    yields: 0,
    all3: 0,
  };
  const misses: Record<string, string[]> = {
    title: [],
    ingredients: [],
    instructions_list: [],
    total_time: [],
    yields: [],
  };
  const methods: Record<string, number> = {};
  const fired: Record<string, number> = {};
  // Why a part was read from the page instead of the structured data (report.parts).
  const fromPage: Record<string, number> = {};
  const lenient: Record<string, number> = { ingredients: 0, instructions_list: 0 };
  let success = 0;
  let ms = 0;
  for (const c of cases) {
    const [host] = c.split('/');
    const page = zlib.gunzipSync(fs.readFileSync(path.join(args.corpus, `${c}.html.gz`))).toString('utf8');
    const html = args.noStructuredData ? withoutStructuredData(page) : page;
    const exp = JSON.parse(fs.readFileSync(path.join(args.corpus, `${c}.json`), 'utf8')) as Expected;
    const t0 = performance.now();
    const { recipe, report } = extractRecipe(html, `https://${host}/`);
    ms += performance.now() - t0;
    methods[report.method] = (methods[report.method] ?? 0) + 1;
    for (const r of report.rules ?? []) fired[r] = (fired[r] ?? 0) + 1;
    for (const part of Object.values(report.parts ?? {}))
      if (part.from === 'the page' && report.method !== 'enhanced-dom') {
        const why = part.why.replace(/\d+/g, 'N');
        fromPage[why] = (fromPage[why] ?? 0) + 1;
      }
    // The source that won and the rules that changed its recipe, for the misses lists.
    const how = report.rules?.length ? `${report.method}; ${report.rules.join(', ')}` : report.method;
    if (report.success) success++;
    const got = gotOf(recipe);
    const outFile = path.join(args.out, `${c}.json`);
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, JSON.stringify(got, null, 2));
    const res: Record<string, boolean> = {};
    for (const f of FIELDS) {
      res[f] = fieldOk(f, exp, got);
      if (res[f]) ok[f] = (ok[f] ?? 0) + 1;
      else {
        let detail: string;
        if (f === 'ingredients' || f === 'instructions_list') {
          const el = expectedList(exp[f]);
          const gl = (got[f] as string[]).map(norm);
          detail = `want ${el.length} got ${gl.length}; ${firstDiff(el, gl)}`;
        } else detail = `want ${short(exp[f])} got ${short(got[f])}`;
        misses[f]?.push(`  ${c} [${how}] ${detail}`);
      }
    }
    const exact = !!(res['title'] && res['ingredients'] && res['instructions_list']);
    const diffs: string[] = [];
    if (!exact) {
      if (!res['title']) diffs.push(`title want ${short(exp['title'], 80)} got ${short(got.title, 80)}`);
      for (const f of ['ingredients', 'instructions_list'] as const) {
        if (res[f]) continue;
        const el = expectedList(exp[f]);
        const gl = (got[f] as string[]).map(norm).filter(Boolean);
        diffs.push(`${f} want ${el.length} got ${gl.length}; ${firstDiff(el, gl)}`);
      }
    }
    if (exact) ok['all3'] = (ok['all3'] ?? 0) + 1;
    // Ingredient groups, where the expected recipe has two or more: the same names (nearly as
    // written) holding as many lines each.
    const expGroups = Array.isArray(exp['ingredient_groups'])
      ? (exp['ingredient_groups'] as { purpose: string | null; ingredients: string[] }[])
      : [];
    if (expGroups.length >= 2) {
      groups.pages++;
      const gotGroups = recipe.ingredientGroups;
      if (
        gotGroups.length === expGroups.length &&
        gotGroups.every(
          (g, i) =>
            nearKey(g.name ?? '') === nearKey(expGroups[i]?.purpose ?? '') &&
            g.lines.length === expGroups[i]?.ingredients.length,
        )
      )
        groups.same++;
    }
    const verdict = usableVerdict(exp, recipe);
    for (const part of [parts['whole'], parts[`half ${hostHalf(host ?? '')}`]]) {
      if (!part) continue;
      part.pages++;
      if (verdict.usable) part.usable++;
      if (exact) part.exact++;
    }
    const half = hostHalf(host ?? '');
    const held = verdictOf(exp, extractRecipe(html, `https://${host}/`, HELD_OUT_RULES[half]).recipe);
    for (const part of [
      heldOut[`half ${half} (trained on ${half === 'a' ? 'b' : 'a'})`],
      heldOut['both halves'],
    ]) {
      if (!part) continue;
      part.pages++;
      if (held.usable) part.usable++;
      if (held.exact) part.exact++;
    }
    if (!verdict.usable) {
      const why = [
        verdict.title ? '' : `title ${short(got.title, 60)}`,
        verdict.ingredients ? '' : `ingredients (got ${recipe.ingredients.length})`,
        verdict.instructions
          ? ''
          : `steps ${(100 * verdict.stepsSimilarity).toFixed(0)}% similar, ${verdict.stepLabels} label lines`,
      ].filter(Boolean);
      usableMisses.push(`  ${c} [${how}] ${why.join('; ')}`);
    }
    if (!verdict.usable || !exact) {
      const kind = verdict.usable ? 'NOT-EXACT' : 'UNUSABLE ';
      const parts2 = [
        verdict.title ? '' : 'title',
        verdict.ingredients ? '' : 'ingredients',
        verdict.instructions
          ? ''
          : `steps ${(100 * verdict.stepsSimilarity).toFixed(0)}% ${verdict.stepLabels} labels`,
      ].filter(Boolean);
      const bad = verdict.usable ? '' : ` (unusable: ${parts2.join(', ')})`;
      failures.push(`${kind} ${hostHalf(host ?? '')} ${c} [${how}]${bad}\n    ${diffs.join('\n    ')}`);
    }
    for (const f of ['ingredients', 'instructions_list'] as const) {
      const el = expectedList(exp[f]).map(loose).filter(Boolean);
      const gl = (got[f] as string[]).map(loose).filter(Boolean);
      if (el.length === gl.length && el.every((x, i) => x === gl[i])) lenient[f] = (lenient[f] ?? 0) + 1;
    }
  }
  const n = cases.length || 1;
  const fields = args.field ? [args.field] : FIELDS;
  if (!args.field && usableMisses.length && args.misses > 0) {
    console.log(
      `\nnot usable (${usableMisses.length}, showing ${Math.min(usableMisses.length, args.misses)}):`,
    );
    for (const line of usableMisses.slice(0, args.misses)) console.log(line);
  }
  for (const f of fields) {
    const m = misses[f] ?? [];
    if (!m.length || args.misses <= 0) continue;
    console.log(`\n${f} misses (${m.length}, showing ${Math.min(m.length, args.misses)}):`);
    for (const line of m.slice(0, args.misses)) console.log(line);
  }
  console.log(
    `\nrecipe-pages eval: ${cases.length} cases from ${args.corpus}${args.noStructuredData ? ', structured data removed' : ''}`,
  );
  console.log(`outputs written to ${args.out}`);
  console.log(
    `methods: ${JSON.stringify(methods)}; report.success ${success}/${cases.length}; extract time ${(ms / n).toFixed(1)} ms/page avg`,
  );
  console.log(
    `rules that changed recipes (pages): ${
      Object.entries(fired)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || 'none'
    }`,
  );
  if (Object.keys(fromPage).length)
    console.log(
      `parts read from the page over the structured data: ${Object.entries(fromPage)
        .map(([k, v]) => `${k} ${v}`)
        .join('; ')}`,
    );
  console.log('field                        accuracy   target');
  const rows: [string, string][] = [
    ['title', 'title'],
    ['ingredients', 'ingredients'],
    ['instructions_list', 'instructions_list'],
    ['total_time', 'total_time'],
    ['yields', 'yields'],
    ['all3', 'title+ingredients+instructions exact'],
  ];
  for (const [k, label] of rows) {
    const pct = (100 * (ok[k] ?? 0)) / n;
    const target = TARGETS[k] ? `>= ${TARGETS[k]}%` : '(ref: ~60% popular scraper)';
    const flag = TARGETS[k] ? (pct >= (TARGETS[k] ?? 0) ? 'ok' : 'BELOW') : '';
    console.log(
      `${label.padEnd(38)} ${pct.toFixed(1).padStart(5)}%  (${ok[k]}/${cases.length})  ${target} ${flag}`,
    );
  }
  if (groups.pages)
    console.log(
      `ingredient groups (pages with 2+ expected): same names and sizes ${((100 * groups.same) / groups.pages).toFixed(1)}% (${groups.same}/${groups.pages})`,
    );
  const lp = (k: string): string => ((100 * (lenient[k] ?? 0)) / n).toFixed(1);
  console.log(
    `(info) ignoring case/punctuation/spacing: ingredients ${lp('ingredients')}%, instructions_list ${lp('instructions_list')}%`,
  );
  if (args.failures) {
    console.log(`\nfailures (${failures.length}: not usable, or usable but not all-exact):`);
    for (const line of failures.sort()) console.log(line);
  }
  console.log('\ncorpus part     pages   usable              all-exact');
  for (const [name, p] of Object.entries(parts)) {
    if (!p.pages) continue;
    const pc = (k: number): string => `${((100 * k) / p.pages).toFixed(1).padStart(5)}% (${k})`;
    const label = name === 'whole' && (args.half || args.filter) ? 'selected' : name;
    console.log(
      `${label.padEnd(14)} ${String(p.pages).padStart(6)}   ${pc(p.usable).padEnd(18)}  ${pc(p.exact)}`,
    );
  }
  console.log('\npage reader trained on the other half   pages   usable              all-exact');
  for (const [name, p] of Object.entries(heldOut)) {
    if (!p.pages) continue;
    const pc = (k: number): string => `${((100 * k) / p.pages).toFixed(1).padStart(5)}% (${k})`;
    console.log(
      `${name.padEnd(38)} ${String(p.pages).padStart(6)}   ${pc(p.usable).padEnd(18)}  ${pc(p.exact)}`,
    );
  }
}

main();
