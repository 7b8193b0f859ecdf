/**
 * Speed of the kitchen's hot paths on one core.
 *
 *   npm run bench:kitchen -- [--lines FILE] [--seconds N]
 *
 * Prints ingredient lines parsed per second (and per minute; target ≥ 1,000,000 a minute) and the
 * time to merge 100 recipes of 15 lines each into one grocery list (target ≤ 50 ms). FILE is a
 * JSON Lines file with a `text` field per line (the ingredient-line corpus, say); by default the
 * lines are generated from the templates below.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  mergeGroceryItems,
  parseIngredientLine,
  scaleStepText,
  stepFoods,
  type GroceryRecipe,
} from '../src/index.ts';

const AMOUNTS = ['1', '2', '1 1/2', '½', '¾', '3', '1-2', '2 to 3', '250', '1.5', '12'];
const UNITS = [
  'cup',
  'cups',
  'tbsp',
  'tablespoons',
  'tsp',
  'oz',
  'lb',
  'g',
  'kg',
  'ml',
  'l',
  'cloves',
  'large',
  '',
];
const FOODS = [
  'all-purpose flour',
  'granulated sugar',
  'unsalted butter, softened',
  'whole milk',
  'eggs',
  'yellow onion, finely chopped',
  'garlic, minced',
  'olive oil',
  'chicken broth',
  'boneless chicken thighs, cut into 2-inch pieces',
  'fresh parsley, chopped (optional)',
  'carrots, peeled and sliced',
  'kosher salt',
  'freshly ground black pepper',
  'canned diced tomatoes, drained',
  'heavy cream',
  'basmati rice, rinsed',
  'cheddar cheese, grated',
  'lemon juice',
  'frozen peas',
];
const EXTRA = [
  'Salt and pepper to taste',
  'Pinch of nutmeg',
  '1 (14.5 ounce) can diced tomatoes',
  '200g/7oz spinach',
];

function generatedLines(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    if (i % 9 === 8) {
      out.push(EXTRA[i % EXTRA.length] ?? '');
      continue;
    }
    const amount = AMOUNTS[i % AMOUNTS.length] ?? '1';
    const unit = UNITS[(i * 7) % UNITS.length] ?? '';
    const food = FOODS[(i * 3) % FOODS.length] ?? 'flour';
    out.push([amount, unit, food].filter((p) => p !== '').join(' '));
  }
  return out;
}

function parseArgs(argv: string[]): { lines: string[]; seconds: number } {
  let lines = generatedLines(2000);
  let seconds = 2;
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  for (let i = 2; i < argv.length; i++) {
    const v = argv[i + 1];
    if (argv[i] === '--lines' && v) {
      lines = fs
        .readFileSync(path.resolve(cwd, v), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => (JSON.parse(l) as { text: string }).text);
      i++;
    } else if (argv[i] === '--seconds' && v) {
      seconds = Number(v);
      i++;
    } else {
      console.log('usage: npm run bench:kitchen -- [--lines FILE] [--seconds N]');
      process.exit(argv[i] === '--help' ? 0 : 2);
    }
  }
  return { lines, seconds };
}

function benchParse(lines: string[], seconds: number): { wall: number; cpu: number } {
  for (const l of lines) parseIngredientLine(l);
  let parsed = 0;
  let sink = 0;
  const cpuStart = cpuMs();
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    for (const l of lines) sink += parseIngredientLine(l).ingredient.length;
    parsed += lines.length;
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpu = (cpuMs() - cpuStart) / 1000;
  if (sink < 0) console.log(sink);
  return { wall: parsed / elapsed, cpu: parsed / cpu };
}

/** CPU milliseconds this process has used: on a busy machine, wall time also counts other work. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

interface MergeTimes {
  first: number;
  median: number;
  worst: number;
  cpu: number;
  lineCount: number;
}

function benchMerge(lines: string[]): MergeTimes {
  const recipes: GroceryRecipe[] = [];
  for (let r = 0; r < 100; r++) {
    const recipeLines: string[] = [];
    for (let k = 0; k < 15; k++) recipeLines.push(lines[(r * 15 + k) % lines.length] ?? '');
    recipes.push({ title: `Recipe ${r + 1}`, lines: recipeLines });
  }
  const cold = performance.now();
  mergeGroceryItems(recipes);
  const first = performance.now() - cold;
  for (let i = 0; i < 5; i++) mergeGroceryItems(recipes);
  const times: number[] = [];
  const cpuStart = cpuMs();
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    mergeGroceryItems(recipes);
    times.push(performance.now() - t);
  }
  const cpu = (cpuMs() - cpuStart) / 30;
  times.sort((a, b) => a - b);
  return { first, median: times[15] ?? 0, worst: times[times.length - 1] ?? 0, cpu, lineCount: 1500 };
}

/**
 * The steps of the largest recipe the server stores (200 steps of 2,000 characters, an amount every
 * few words) scaled 2× and converted to metric: the scale route's worst case for steps.
 */
function benchSteps(): { median: number; cpu: number } {
  const step = 'Mix 1 cup of the flour with 2 cups sugar at 350°F; '.repeat(40).slice(0, 2000);
  const steps: string[] = Array.from({ length: 200 }, () => step);
  const foods = stepFoods(['bread flour', 'granulated sugar']);
  const times: number[] = [];
  const cpuStart = cpuMs();
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    for (const s of steps) scaleStepText(s, 2, 'Metric', foods);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[3] ?? 0, cpu: (cpuMs() - cpuStart) / 7 };
}

function main(): void {
  const { lines, seconds } = parseArgs(process.argv);
  const rate = benchParse(lines, seconds);
  const perMinute = rate.wall * 60;
  const n = (x: number) => Math.round(x).toLocaleString('en');
  console.log(
    `parse: ${n(rate.wall)} lines/s = ${n(perMinute)} lines/min (per CPU second: ${n(rate.cpu)} lines/s; ` +
      `${lines.length} distinct lines; target ≥ 1,000,000/min) ${perMinute >= 1_000_000 ? 'OK' : 'SLOW'}`,
  );
  const merge = benchMerge(lines);
  console.log(
    `merge: 100 recipes, ${merge.lineCount} lines: median ${merge.median.toFixed(1)} ms, worst ${merge.worst.toFixed(1)} ms, ` +
      `first (cold) ${merge.first.toFixed(1)} ms, CPU ${merge.cpu.toFixed(1)} ms each ` +
      `(target ≤ 50 ms) ${merge.median <= 50 ? 'OK' : 'SLOW'}`,
  );
  const steps = benchSteps();
  console.log(
    `steps: 200 of 2,000 characters scaled 2× to metric: median ${steps.median.toFixed(1)} ms, ` +
      `CPU ${steps.cpu.toFixed(1)} ms each`,
  );
}

main();
