/**
 * Evaluate the photo import (issue #33): corpus recipes rendered as cookbook-page photos by
 * page-images.ts (four styles: serif one column, sans two columns, small serif rotated 1.5°, large
 * sans with noise and blur, rotated -1°), read by the PhotoReader (sharp, column search, tesseract.js
 * OCR, the text reader) and judged with the parser eval's 'usable' measure (usable.ts).
 *
 *   node scripts/eval-photo-import.ts [--corpus DIR] [--pages N] [--half a|b] [--failures N] [--save-text DIR] [--progress] [--shard K/N] [--from P]
 *
 * Takes every k-th corpus recipe (of one half of the corpus, split by host, with --half) so that
 * N pages (20 unless given; 0 for every recipe) cover it, one style each in turn. Prints the usable
 * share, per half and per style, and the seconds per page (OCR and reading, not the rendering),
 * one page at a time as the service reads them. --save-text writes each page's OCR text
 * (DIR/<host>__<name>.<style>.txt), to study the misreadings without reading the photos again
 * (scripts/photo-misses.ts classifies the misses from them). --progress prints a line a page as it
 * is read (its half, style, verdict and seconds), so a long run's figures can be read before its end.
 * --shard K/N reads only the K-th of every N pages of the same sample, each with the style it has in
 * the whole run (K from 1): N runs side by side read the whole set, and their --progress lines together
 * give its figures. --from P skips the pages before page P (as --progress numbers them), to share the rest
 * of a long run with more runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findRegions, type PageProbe } from '../src/photo/columns.ts';
import { PhotoReader } from '../src/photo/photo-reader.ts';
import type { PageReader } from '../src/reading/page-reader.ts';
import { readRecipeText } from '../src/text/text-recipe.ts';
import { openBrowser, PAGE_STYLES, renderPagePhoto } from './page-images.ts';
import type { CorpusRecipe } from './text-layouts.ts';
import { hostHalf, usable } from './usable.ts';

function parseArgs(argv: string[]) {
  const scriptDir = path.dirname(path.resolve(argv[1] ?? 'scripts/eval-photo-import.ts'));
  const args = {
    corpus: path.resolve(scriptDir, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages'),
    pages: 20,
    failures: 0,
    half: null as 'a' | 'b' | null,
    saveText: null as string | null,
    progress: false,
    shard: { k: 1, n: 1 },
    from: 1,
  };
  for (let i = 2; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--progress') {
      args.progress = true;
      continue;
    }
    if (flag === '--corpus' && value) args.corpus = path.resolve(value);
    else if (flag === '--pages' && value) args.pages = Number(value);
    else if (flag === '--failures' && value) args.failures = Number(value);
    else if (flag === '--half' && (value === 'a' || value === 'b')) args.half = value;
    else if (flag === '--from' && value) args.from = Number(value);
    else if (flag === '--save-text' && value) args.saveText = path.resolve(value);
    else if (flag === '--shard' && value && /^\d+\/\d+$/.test(value)) {
      const [k, n] = value.split('/').map(Number) as [number, number];
      if (k >= 1 && k <= n) args.shard = { k, n };
    } else continue;
    i++;
  }
  return args;
}

/** The text reader on this thread: the eval measures OCR and reading, not the pool's hand-offs. */
const inline = {
  readText: async (text: string) => readRecipeText(text),
  pageRegions: async (probe: PageProbe) => findRegions(probe),
} as unknown as PageReader;

async function main(): Promise<void> {
  const args = parseArgs(process.argv);
  const cases = fs
    .readFileSync(path.join(args.corpus, 'cases.txt'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((c) => ({ c, expected: JSON.parse(fs.readFileSync(path.join(args.corpus, `${c}.json`), 'utf8')) }))
    .filter((x): x is { c: string; expected: CorpusRecipe } => Array.isArray(x.expected.ingredients))
    .filter(({ c }) => !args.half || hostHalf(c.split('/')[0] ?? '') === args.half);
  const pages = args.pages > 0 ? args.pages : cases.length;
  const step = Math.max(1, Math.floor(cases.length / pages));
  const sample = cases.filter((_, i) => i % step === 0).slice(0, pages);
  if (args.saveText) fs.mkdirSync(args.saveText, { recursive: true });
  const browser = await openBrowser();
  const photos = new PhotoReader({ reader: inline, timeoutMs: 120_000, queue: 1 });
  const tally = new Map<string, { usable: number; all: number }>();
  const failures: string[] = [];
  let seconds = 0;
  try {
    for (const [i, { c, expected }] of sample.entries()) {
      if (i % args.shard.n !== args.shard.k - 1 || i + 1 < args.from) continue;
      const style = PAGE_STYLES[i % PAGE_STYLES.length] ?? 'serif-one-column';
      const photo = await renderPagePhoto(browser, expected, style);
      const start = performance.now();
      let ok = false;
      let why = '';
      try {
        const { recipe } = await photos.readPhoto(photo, (text) => {
          if (args.saveText)
            fs.writeFileSync(path.join(args.saveText, `${c.replace('/', '__')}.${style}.txt`), text);
        });
        const verdict = usable(
          {
            title: expected.title,
            ingredients: expected.ingredients,
            instructions: expected.instructions_list ?? [],
            ingredientGroupNames: (expected.ingredient_groups ?? []).flatMap((g) =>
              g.purpose ? [g.purpose] : [],
            ),
          },
          { title: recipe.title, ingredients: recipe.ingredients, instructions: recipe.instructions },
        );
        ok = verdict.usable;
        why = (['title', 'ingredients', 'instructions'] as const).filter((k) => !verdict[k]).join(', ');
        why += ` (steps ${verdict.stepsSimilarity.toFixed(2)})`;
      } catch (error) {
        why = error instanceof Error ? error.message : String(error);
      }
      const took = (performance.now() - start) / 1000;
      seconds += took;
      if (args.progress)
        console.log(
          `page ${i + 1}/${sample.length} half ${hostHalf(c.split('/')[0] ?? '')} ${style} ${c}: ${ok ? 'usable' : `not usable: ${why}`} ${took.toFixed(1)} s`,
        );
      for (const key of ['all', style, `half ${hostHalf(c.split('/')[0] ?? '')}`]) {
        const t = tally.get(key) ?? { usable: 0, all: 0 };
        t.all++;
        if (ok) t.usable++;
        tally.set(key, t);
      }
      if (!ok && failures.length < args.failures) failures.push(`${style} ${c}: ${why}`);
    }
  } finally {
    await photos.close();
    await browser.close();
  }
  const pct = (key: string) => {
    const t = tally.get(key) ?? { usable: 0, all: 0 };
    return `${((100 * t.usable) / Math.max(1, t.all)).toFixed(1)}% (${t.usable}/${t.all})`;
  };
  const read = [...sample.keys()].filter(
    (i) => i % args.shard.n === args.shard.k - 1 && i + 1 >= args.from,
  ).length;
  const shard = args.shard.n > 1 ? ` (shard ${args.shard.k}/${args.shard.n}: ${read} of them)` : '';
  console.log(`photo import, ${sample.length} corpus recipes rendered as page photos${shard}`);
  console.log(`usable: ${pct('all')}`);
  for (const half of ['a', 'b'])
    if (tally.has(`half ${half}`)) console.log(`  half ${half}${' '.repeat(14)} ${pct(`half ${half}`)}`);
  for (const style of PAGE_STYLES) console.log(`  ${style.padEnd(20)} ${pct(style)}`);
  console.log(
    `time: ${(seconds / Math.max(1, read)).toFixed(1)} s per page (mean of ${read}, first page includes the OCR thread's start)`,
  );
  if (failures.length) console.log(`\nnot usable:\n  ${failures.join('\n  ')}`);
}

await main();
