/**
 * Where the nutrition eval's error comes from, page by page and line by line (a dev aid).
 *
 *   node libs/kitchen/scripts/nutrition-worst.ts [--half a|b] [--top N] [--band LOW-HIGH] [--corpus DIR]
 *
 * The pages of `npm run eval:nutrition` (same corpus, same servings), worst first: `--top N` of them
 * (default 30), only those whose absolute error lies in `--band` (percent, e.g. `25-60`, the pages a
 * rule could bring within 25 %). Each page prints its lines heaviest first in energy per serving,
 * with the matched food, the grams counted, the kcal a serving and the line's share of our total, or
 * why it was not counted; a line of a kind the pages' calculators may not count is flagged ('for
 * serving', 'optional', 'garnish', 'to taste', frying oil, marinade), so the causes stand out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { foodById } from '../src/nutrition/food.ts';
import { defaultCorpus, measureCorpus } from './eval-nutrition.ts';

const FLAGS: readonly [RegExp, string][] = [
  [/\bfor (?:serving|garnish|topping|the pan|greasing|dusting)\b|\bto serve\b/i, 'serving'],
  [/\boptional\b/i, 'optional'],
  [/\bgarnish/i, 'garnish'],
  [/\bto taste\b/i, 'to taste'],
  [/\b(?:deep[- ]?)?fry(?:ing)?\b/i, 'frying'],
  [/\bmarinade\b/i, 'marinade'],
];

function main(): void {
  const argv = process.argv;
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  let corpus = defaultCorpus(argv);
  let half: 'a' | 'b' | null = null;
  let top = 30;
  let band: [number, number] = [0, Infinity];
  for (let i = 2; i < argv.length; i += 2) {
    const [a, v] = [argv[i], argv[i + 1]];
    const range = /^(\d+)-(\d+)$/.exec(v ?? '');
    if (a === '--half' && (v === 'a' || v === 'b')) half = v;
    else if (a === '--top' && v) top = Number(v);
    else if (a === '--band' && range) band = [Number(range[1]) / 100, Number(range[2]) / 100];
    else if (a === '--corpus' && v) corpus = path.resolve(cwd, v);
    else {
      console.log(
        'usage: node libs/kitchen/scripts/nutrition-worst.ts [--half a|b] [--top N] [--band LOW-HIGH] [--corpus DIR]',
      );
      process.exit(2);
    }
  }
  if (!fs.existsSync(corpus)) {
    console.error(`corpus not found at ${corpus} (pass --corpus DIR)`);
    process.exit(2);
  }
  const pages = measureCorpus(corpus, half)
    .measured.filter((m) => m.error >= band[0] && m.error <= band[1])
    .sort((a, b) => b.error - a.error)
    .slice(0, top);
  for (const m of pages) {
    const sign = m.signed >= 0 ? '+' : '';
    console.log(
      `\n${m.half} ${m.name}: ours ${m.ours.toFixed(0)} kcal, page ${m.published} (${sign}${(m.signed * 100).toFixed(1)}%), servings ${m.result.servings}`,
    );
    const rows = m.result.lines.map((l) => {
      const food = l.food ? foodById(l.food.id) : undefined;
      const kcal =
        l.grams === null || !food ? 0 : (food.per100g.energyKcal * l.grams) / 100 / m.result.servings;
      return { l, kcal };
    });
    rows.sort((a, b) => b.kcal - a.kcal);
    for (const { l, kcal } of rows) {
      const flags = FLAGS.filter(([re]) => re.test(l.text)).map(([, f]) => f);
      const what =
        l.grams === null
          ? `not counted (${l.notCounted})`
          : `${l.grams.toFixed(0)} g, ${kcal.toFixed(0)} kcal (${((kcal / Math.max(1, m.ours)) * 100).toFixed(0)}%)`;
      const flag = flags.length > 0 ? `  [${flags.join(', ')}]` : '';
      console.log(`  ${what.padEnd(28)} ${l.text} → ${l.food?.name ?? '-'}${flag}`);
    }
  }
}

main();
