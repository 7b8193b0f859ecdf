/**
 * How many ingredient lines cook mode shows under some step, on the English recipe pages of the
 * corpus, per host half (the parser eval's split), with and without the 'all the ingredients' /
 * 'the remaining ingredients' rule (turned off by hiding the word 'ingredients' from the steps):
 *
 *   node libs/kitchen/scripts/eval-step-ingredients.ts [DIR]
 *
 * DIR defaults to ../shared/corpus/recipe-pages beside the repository. A line no step uses is a
 * miss; a line shown under a step that does not use it is not counted (the corpus has no labels for
 * that: the unit tests check chosen steps by hand).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stepIngredients } from '../src/cook/step-ingredients.ts';
import { hostHalf } from '../src/corpus/host-half.ts';

const scriptDir = path.dirname(
  path.resolve(process.argv[1] ?? 'libs/kitchen/scripts/eval-step-ingredients.ts'),
);
const root = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(scriptDir, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages');

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const usedLines = (lines: string[], steps: string[]) => new Set(stepIngredients(lines, steps).flat()).size;

const totals = { a: { lines: 0, without: 0, with: 0 }, b: { lines: 0, without: 0, with: 0 } };
for (const host of readdirSync(root, { withFileTypes: true })) {
  if (!host.isDirectory()) continue;
  for (const file of readdirSync(path.join(root, host.name)).filter((f) => f.endsWith('.json'))) {
    const page = JSON.parse(readFileSync(path.join(root, host.name, file), 'utf8')) as Record<
      string,
      unknown
    >;
    if (!String(page['language'] ?? '').startsWith('en')) continue;
    const lines = strings(page['ingredients']);
    const steps = strings(page['instructions_list']);
    const half = totals[hostHalf(host.name)];
    half.lines += lines.length;
    half.without += usedLines(
      lines,
      steps.map((step) => step.replace(/ingredients/gi, 'things')),
    );
    half.with += usedLines(lines, steps);
  }
}
const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
for (const [name, t] of Object.entries(totals)) {
  console.log(
    `half ${name}: ${t.lines} lines; used by some step ${percent(t.without, t.lines)} without the rule, ${percent(t.with, t.lines)} with it`,
  );
}
