/**
 * The misses of `eval:photo-import`, by cause, from the OCR texts it saved (--save-text DIR): each
 * text is read again by the text reader (no OCR: seconds for the whole set), so a change to the
 * post-OCR repairs or to the text reader is measured without reading the photos again.
 *
 *   node scripts/photo-misses.ts --texts DIR [--corpus DIR] [--half a|b] [--lines N]
 *
 * For each page: usable or not, and for a miss which parts failed (title, ingredients, steps), and
 * whether the page's own text (the recipe written out as the page prints it) reads usable: when it
 * does not, the miss is the text reader's or the scorer's, not the OCR's. For the ingredient lines
 * that match no expected line, the nearest expected line and the characters that differ are
 * counted ('½' read as '%', 'l' as 'I'), to see which misreadings cost most. --lines N prints the
 * first N such line pairs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fixEnye, fixLetterL, fixUnits, repairFractions } from '../src/photo/ocr-text.ts';
import { readRecipeText } from '../src/text/text-recipe.ts';
import type { CorpusRecipe } from './text-layouts.ts';
import { hostHalf, matchLines, nearKey, usable } from './usable.ts';

function parseArgs(argv: string[]) {
  const scriptDir = path.dirname(path.resolve(argv[1] ?? 'scripts/photo-misses.ts'));
  const args = {
    corpus: path.resolve(scriptDir, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages'),
    texts: '',
    half: null as 'a' | 'b' | null,
    lines: 0,
    pages: false,
  };
  for (let i = 2; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--pages') {
      args.pages = true;
      continue;
    }
    if (flag === '--corpus' && value) args.corpus = path.resolve(value);
    else if (flag === '--texts' && value) args.texts = path.resolve(value);
    else if (flag === '--half' && (value === 'a' || value === 'b')) args.half = value;
    else if (flag === '--lines' && value) args.lines = Number(value);
    else continue;
    i++;
  }
  return args;
}

/** The recipe as the rendered page prints it (page-images.ts), in reading order. */
function pageText(recipe: CorpusRecipe): string {
  const one = (s: string) => s.replace(/\s+/g, ' ').trim();
  const groups = recipe.ingredient_groups?.length
    ? recipe.ingredient_groups.map((g) => ({ name: g.purpose, lines: g.ingredients }))
    : [{ name: null, lines: recipe.ingredients }];
  const out = [one(recipe.title), '', 'Ingredients'];
  for (const g of groups) {
    if (g.name) out.push(one(g.name));
    out.push(...g.lines.map(one));
  }
  out.push('', 'Method');
  (recipe.instructions_list ?? [])
    .map(one)
    .filter(Boolean)
    .forEach((s, i) => out.push(`${i + 1}. ${s}`));
  return out.join('\n');
}

/** Edit operations turning a into b, as (from, to) character pairs ('' for an insertion or deletion). */
function charDiff(a: string, b: string): [string, string][] {
  const m = a.length;
  const n = b.length;
  const d = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
  for (let i = 0; i <= m; i++) d[i]![0] = i;
  for (let j = 0; j <= n; j++) d[0]![j] = j;
  for (let i = 1; i <= m; i++)
    for (let j = 1; j <= n; j++)
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  const ops: [string, string][] = [];
  let i = m;
  let j = n;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      if (a[i - 1] !== b[j - 1]) ops.push([a[i - 1]!, b[j - 1]!]);
      i--;
      j--;
    } else if (i > 0 && d[i]![j] === d[i - 1]![j]! + 1) {
      ops.push([a[i - 1]!, '']);
      i--;
    } else {
      ops.push(['', b[j - 1]!]);
      j--;
    }
  }
  return ops.reverse();
}

function main(): void {
  const args = parseArgs(process.argv);
  if (!args.texts) throw new Error('--texts DIR: the texts saved by eval:photo-import --save-text');
  const files = fs.readdirSync(args.texts).filter((f) => f.endsWith('.txt'));
  const tally = new Map<string, number>();
  const add = (key: string, n = 1) => tally.set(key, (tally.get(key) ?? 0) + n);
  const pairs = new Map<string, number>();
  const shownPairs: string[] = [];
  const pageLines: string[] = [];
  for (const file of files.sort()) {
    const [caseName = '', style = ''] = file
      .replace(/\.txt$/, '')
      .split('.')
      .slice(-2);
    const host = file.split('__')[0] ?? '';
    const c = `${host}/${file.slice(host.length + 2).split('.')[0]}`;
    if (args.half && hostHalf(host) !== args.half) continue;
    void caseName;
    const expected = JSON.parse(fs.readFileSync(path.join(args.corpus, `${c}.json`), 'utf8')) as CorpusRecipe;
    const want = {
      title: expected.title,
      ingredients: expected.ingredients,
      instructions: expected.instructions_list ?? [],
      ingredientGroupNames: (expected.ingredient_groups ?? []).flatMap((g) => (g.purpose ? [g.purpose] : [])),
    };
    // The repairs of the OCR's plain text applied again (each leaves text it has mended as it is),
    // so texts saved before a change to them measure it.
    const saved = fs.readFileSync(path.join(args.texts, file), 'utf8');
    const text = repairFractions(process.env.RAW ? saved : fixUnits(fixEnye(fixLetterL(saved)))).text;
    const got = readRecipeText(text).recipe;
    const verdict = usable(want, {
      title: got.title,
      ingredients: got.ingredients,
      instructions: got.instructions,
    });
    add('pages');
    add(`pages ${style}`);
    if (verdict.usable) {
      add('usable');
      add(`usable ${style}`);
      continue;
    }
    const ideal = readRecipeText(pageText(expected)).recipe;
    const idealVerdict = usable(want, {
      title: ideal.title,
      ingredients: ideal.ingredients,
      instructions: ideal.instructions,
    });
    const parts = (['title', 'ingredients', 'instructions'] as const).filter((k) => !verdict[k]);
    if (!idealVerdict.usable) add('miss: the page text itself reads unusable (reader/scorer)');
    for (const p of parts) add(`miss part: ${p}`);
    if (args.pages)
      pageLines.push(`${style} ${c}: ${parts.join(', ')} (steps ${verdict.stepsSimilarity.toFixed(2)})`);
    if (!verdict.ingredients) {
      const m = matchLines(want.ingredients, got.ingredients, want.ingredientGroupNames);
      add('  ingredient lines expected', m.expected);
      add('  ingredient lines found', m.found);
      add('  ingredient lines extra', m.extra);
      // Each shown line that matches nothing, against its nearest expected line.
      const expKeys = want.ingredients.map((l) => ({ l, k: nearKey(l) }));
      for (const line of got.ingredients) {
        const k = nearKey(line);
        if (!k || expKeys.some((e) => e.k === k)) continue;
        let best: { l: string; dist: number } | null = null;
        for (const e of want.ingredients) {
          const ops = charDiff(e.replace(/\s+/g, ' ').trim(), line.trim());
          if (!best || ops.length < best.dist) best = { l: e, dist: ops.length };
        }
        if (!best) continue;
        const ops = charDiff(best.l.replace(/\s+/g, ' ').trim(), line.trim());
        if (ops.length > Math.max(6, best.l.length * 0.4)) {
          add('  shown lines unlike any expected (joined/split/heading)');
          if (shownPairs.length < args.lines) shownPairs.push(`  [far] ${JSON.stringify(line)}`);
          continue;
        }
        add('  shown lines near an expected one');
        for (const [from, to] of ops) {
          const key = `${JSON.stringify(from)}→${JSON.stringify(to)}`;
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
        if (shownPairs.length < args.lines)
          shownPairs.push(`  ${JSON.stringify(best.l)}\n    ${JSON.stringify(line)}`);
      }
    }
  }
  for (const [k, v] of [...tally.entries()].sort()) console.log(`${k.padEnd(62)} ${v}`);
  console.log('\ncharacters read otherwise in near lines (expected→shown):');
  console.log(
    [...pairs.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([k, v]) => `${k} ${v}`)
      .join('   '),
  );
  if (shownPairs.length) console.log(`\n${shownPairs.join('\n')}`);
  if (pageLines.length) console.log(`\n${pageLines.join('\n')}`);
}

main();
