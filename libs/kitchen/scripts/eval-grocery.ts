/**
 * How many ingredient lines lose words when merged into a grocery list (issue #34), on real data
 * split in halves that no rule was written against.
 *
 *   npm run eval:grocery -- [--corpus DIR] [--kitchen PATH]     (SHOW_LOST=1 prints each line)
 *
 * DIR is ../shared/corpus beside the repository. Two data sets:
 * - recipe-pages: each case's recipe (its `ingredients`), split by host (`hostHalf`), hosts sorted,
 *   recipes taken six at a time as one list;
 * - ingredient-lines: the labelled lines split by their `source` (`hostHalf`), ten lines a recipe,
 *   six recipes a list.
 * A line's words are its letters-only tokens, less units ('cups', 'g', 'fl'), amounts in words
 * ('one', 'x', 'each', the 'to' of '2 to 3'), 'a', 'an', 'of', 'the', 'and', 'or', and 'divided'
 * and 'about' (which the list drops on purpose: a recipe's split of an amount, a qualifier of an
 * amount the list has summed). A word is lost when no list line the line went into (amount, unit,
 * name, notes) has it, in either number. `--kitchen` points at another copy of
 * libs/kitchen/src/index.ts, to measure an older merge the same way. Also counted: list lines whose
 * amount is a decimal in US units ('1.42 cups'), and salt lines past the first of a list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostHalf } from '../src/corpus/host-half.ts';
import { matchUnit } from '../src/ingredients/units.ts';
import { singularWord } from '../src/ingredients/word-forms.ts';

interface MergedItem {
  ingredient: string;
  display: string;
  notes: string | null;
  recipeSources: string[];
}
type Merge = (recipes: { title: string; lines: readonly string[] }[]) => { items: MergedItem[] }[];

interface Args {
  corpus: string;
  kitchen: string;
}

function parseArgs(argv: string[]): Args {
  const scriptDir = path.dirname(path.resolve(argv[1] ?? 'libs/kitchen/scripts/eval-grocery.ts'));
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  const args: Args = {
    corpus: path.resolve(scriptDir, '..', '..', '..', '..', 'shared', 'corpus'),
    kitchen: path.resolve(scriptDir, '..', 'src', 'index.ts'),
  };
  for (let i = 2; i < argv.length; i++) {
    const v = argv[i + 1];
    if (argv[i] === '--corpus' && v) args.corpus = path.resolve(cwd, v);
    else if (argv[i] === '--kitchen' && v) args.kitchen = path.resolve(cwd, v);
    else continue;
    i++;
  }
  return args;
}

/** Not words a list must show: articles, amounts written in words, and what the list drops on purpose. */
const SKIPPED = new Set(
  `a an of the and or divided about approximately approx around roughly x each fl fluid
  one two three four five six seven eight nine ten twelve`.split(/\s+/),
);

const RANGE_TO = /([\d½¼¾⅓⅔⅛])\s+to\s+(?=[\d½¼¾⅓⅔⅛])/gu;

function words(text: string): string[] {
  return (
    text
      .replace(RANGE_TO, '$1 ')
      .split(/[^\p{L}]+/u)
      // A unit as written ('TB' is a tablespoon, 'tb' is not).
      .filter((w) => {
        const u = matchUnit(w, 0);
        return !(u && u.end === w.length);
      })
      .map((w) => w.toLowerCase())
      .filter((w) => w.length > 0 && !SKIPPED.has(w))
  );
}

function itemText(item: MergedItem): string {
  return `${item.display} ${item.ingredient} ${item.notes ?? ''}`;
}

interface Tally {
  lines: number;
  losing: number;
  /** Lines losing 'water': tap water, left off the list on purpose. */
  water: number;
  lost: Map<string, number>;
  /** List lines, those whose amount is a decimal in US units ('1.42 cups'), and salt lines past one a list. */
  listLines: number;
  decimals: number;
  extraSalt: number;
}

const US_DECIMAL = /\d\.\d+ (?:cups?|tbsp|tsp|oz|lb|pints?|quarts?|gallons?)\b/;
/** A list line of salt itself ('kosher salt', 'salt'), not 'celery salt'. */
const SALT = /^(?:(?:kosher|sea|table|fine|coarse|flaky|iodized)\s+)*salt$/i;

/**
 * Lines of `recipes` (one list) that lose a word, added to `tally`. Each line is merged as a recipe
 * of its own (no servings change, so the list is the same) and the list lines it went into are
 * those that name it among their sources.
 */
function measureList(
  merge: Merge,
  recipes: { title: string; lines: readonly string[] }[],
  tally: Tally,
): void {
  const lines = recipes.flatMap((r) => r.lines).filter((line) => line.trim() !== '');
  const items = merge(lines.map((line, i) => ({ title: String(i), lines: [line] }))).flatMap((g) => g.items);
  tally.listLines += items.length;
  tally.decimals += items.filter((item) => US_DECIMAL.test(item.display)).length;
  tally.extraSalt += Math.max(0, items.filter((item) => SALT.test(item.ingredient)).length - 1);
  const shownBy = new Map<string, Set<string>>();
  for (const item of items) {
    const shown = words(itemText(item)).map(singularWord);
    for (const source of item.recipeSources) {
      const set = shownBy.get(source) ?? new Set<string>();
      for (const w of shown) set.add(w);
      shownBy.set(source, set);
    }
  }
  lines.forEach((line, i) => {
    const mine = words(line);
    if (mine.length === 0) return;
    const shown = shownBy.get(String(i)) ?? new Set<string>();
    const lost = mine.filter((w) => !shown.has(singularWord(w)));
    if (lost.length > 0 && process.env['SHOW_LOST']) console.log(`  ${line}  →  lost ${lost.join(' ')}`);
    tally.lines++;
    if (lost.length > 0) tally.losing++;
    if (lost.includes('water')) tally.water++;
    for (const w of lost) tally.lost.set(w, (tally.lost.get(w) ?? 0) + 1);
  });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function recipePages(dir: string): Record<'a' | 'b', { title: string; lines: string[] }[]> {
  const out: Record<'a' | 'b', { title: string; lines: string[] }[]> = { a: [], b: [] };
  const hosts = fs
    .readdirSync(dir)
    .filter((h) => fs.statSync(path.join(dir, h)).isDirectory())
    .sort();
  for (const host of hosts) {
    for (const file of fs.readdirSync(path.join(dir, host)).sort()) {
      if (!file.endsWith('.json')) continue;
      const data = JSON.parse(fs.readFileSync(path.join(dir, host, file), 'utf8')) as {
        title?: string;
        ingredients?: unknown;
      };
      if (!Array.isArray(data.ingredients)) continue;
      const lines = data.ingredients.filter((l): l is string => typeof l === 'string');
      out[hostHalf(host)].push({ title: `${host}/${file}`, lines });
    }
  }
  return out;
}

function ingredientLines(file: string): Record<'a' | 'b', { title: string; lines: string[] }[]> {
  const bySource: Record<'a' | 'b', string[]> = { a: [], b: [] };
  for (const row of fs.readFileSync(file, 'utf8').split('\n')) {
    if (row.trim() === '') continue;
    const c = JSON.parse(row) as { text: string; source: string };
    bySource[hostHalf(c.source)].push(c.text);
  }
  const asRecipes = (lines: string[]) => chunks(lines, 10).map((l, i) => ({ title: `R${i}`, lines: l }));
  return { a: asRecipes(bySource.a), b: asRecipes(bySource.b) };
}

function report(
  name: string,
  merge: Merge,
  halves: Record<'a' | 'b', { title: string; lines: string[] }[]>,
): void {
  for (const half of ['a', 'b'] as const) {
    const tally: Tally = {
      lines: 0,
      losing: 0,
      water: 0,
      lost: new Map(),
      listLines: 0,
      decimals: 0,
      extraSalt: 0,
    };
    for (const list of chunks(halves[half], 6)) measureList(merge, list, tally);
    const top = [...tally.lost]
      .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
      .slice(0, 12)
      .map(([w, n]) => `${w} ${n}`)
      .join(', ');
    const pct = tally.lines ? ((100 * tally.losing) / tally.lines).toFixed(1) : '0';
    console.log(
      `${name} half ${half}: ${tally.losing} of ${tally.lines} lines lose a word (${pct} %), ${tally.water} of them water; most lost: ${top}; of ${tally.listLines} list lines ${tally.decimals} have a decimal US amount, ${tally.extraSalt} are salt past one a list`,
    );
  }
}

const args = parseArgs(process.argv);
const kitchen = (await import(args.kitchen)) as { mergeGroceryItems: Merge };
report('recipe-pages', kitchen.mergeGroceryItems, recipePages(path.join(args.corpus, 'recipe-pages')));
report(
  'ingredient-lines',
  kitchen.mergeGroceryItems,
  ingredientLines(path.join(args.corpus, 'ingredient-lines', 'public.jsonl')),
);
