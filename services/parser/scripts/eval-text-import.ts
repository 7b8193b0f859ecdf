/**
 * Evaluate the plain-text reader (src/text/) on the corpus's expected recipes written out as text.
 *
 *   node scripts/eval-text-import.ts [--corpus DIR] [--layout NAME] [--failures N]
 *
 * Every expected recipe of ../shared/corpus/recipe-pages is rendered in each layout of
 * text-layouts.ts, read back with readRecipeText, and judged with the parser eval's 'usable'
 * measure (usable.ts: title, ingredient lines with their amounts, steps' text ≥ 90% similar). Prints
 * the usable share per layout, for the whole corpus and its two halves by host, and the reading time
 * per recipe. --failures N shows the first N unusable readings with what was wrong.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readRecipeText } from '../src/text/text-recipe.ts';
import { type CorpusRecipe, LAYOUTS, type Layout, renderRecipe } from './text-layouts.ts';
import { hostHalf, usable } from './usable.ts';

interface Args {
  corpus: string;
  layouts: readonly Layout[];
  failures: number;
}

function parseArgs(argv: string[]): Args {
  const scriptDir = path.dirname(path.resolve(argv[1] ?? 'scripts/eval-text-import.ts'));
  const args: Args = {
    corpus: path.resolve(scriptDir, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages'),
    layouts: LAYOUTS,
    failures: 0,
  };
  for (let i = 2; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--corpus' && value) args.corpus = path.resolve(value);
    else if (flag === '--layout' && LAYOUTS.includes(value as Layout)) args.layouts = [value as Layout];
    else if (flag === '--failures' && value) args.failures = Number(value);
    else continue;
    i++;
  }
  return args;
}

interface Tally {
  usable: number;
  all: number;
}

const pct = (t: Tally): string =>
  `${((100 * t.usable) / Math.max(1, t.all)).toFixed(1)}% (${t.usable}/${t.all})`;

function main(): void {
  const args = parseArgs(process.argv);
  const cases = fs.readFileSync(path.join(args.corpus, 'cases.txt'), 'utf8').split('\n').filter(Boolean);
  const tallies = new Map<string, Tally>();
  const count = (key: string, ok: boolean) => {
    const t = tallies.get(key) ?? { usable: 0, all: 0 };
    t.all++;
    if (ok) t.usable++;
    tallies.set(key, t);
  };
  const failures: string[] = [];
  let readMs = 0;
  let reads = 0;
  for (const c of cases) {
    const expected = JSON.parse(fs.readFileSync(path.join(args.corpus, `${c}.json`), 'utf8')) as CorpusRecipe;
    if (!Array.isArray(expected.ingredients)) continue;
    const half = hostHalf(c.split('/')[0] ?? '');
    for (const layout of args.layouts) {
      const text = renderRecipe(expected, layout);
      const start = performance.now();
      const { recipe } = readRecipeText(text);
      readMs += performance.now() - start;
      reads++;
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
      for (const key of ['whole', `half ${half}`, `${layout}`, `${layout} half ${half}`])
        count(key, verdict.usable);
      if (!verdict.usable && failures.length < args.failures) {
        const wrong = (['title', 'ingredients', 'instructions'] as const).filter((k) => !verdict[k]);
        failures.push(`${layout} ${c}: ${wrong.join(', ')} (steps ${verdict.stepsSimilarity.toFixed(2)})`);
      }
    }
  }
  console.log(`plain-text import, ${cases.length} corpus recipes × ${args.layouts.length} layouts`);
  console.log(`usable: whole ${pct(tallies.get('whole') ?? { usable: 0, all: 0 })}`);
  for (const half of ['a', 'b'])
    console.log(`        half ${half} ${pct(tallies.get(`half ${half}`) ?? { usable: 0, all: 0 })}`);
  for (const layout of args.layouts) {
    const halves = ['a', 'b'].map(
      (h) => `half ${h} ${pct(tallies.get(`${layout} half ${h}`) ?? { usable: 0, all: 0 })}`,
    );
    console.log(
      `  ${layout.padEnd(17)} ${pct(tallies.get(layout) ?? { usable: 0, all: 0 })}  ${halves.join('  ')}`,
    );
  }
  console.log(`time: ${(readMs / Math.max(1, reads)).toFixed(2)} ms per recipe read (mean of ${reads})`);
  if (failures.length) console.log(`\nnot usable:\n  ${failures.join('\n  ')}`);
}

main();
