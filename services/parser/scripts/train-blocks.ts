/**
 * Train the page reader's block models (issue #30) and measure them honestly.
 *
 *   node scripts/train-blocks.ts [--corpus DIR] [--write]
 *
 * Every corpus page is read without its structured data (usable.ts withoutStructuredData), its
 * candidate blocks (src/extract/blocks.ts) labelled by the expected recipe: a block is an
 * ingredient block when most of its lines are expected ingredient lines (near keys) and it holds
 * a good part of them; a method block likewise with the expected steps (by words). Two logistic
 * regressions are trained (plain gradient descent, L2, positives weighted up) on half a and
 * reported on half b, then the other way round: the model's reading (pickLines) against the hand
 * rules' reading of the same pages (extractRecipe), both judged by the eval's usable measure.
 * --write trains on the whole corpus and on each half, and writes src/extract/read/block-weights.ts
 * (format it with `npx prettier --write` before committing). The eval reads each half with the
 * models trained on the other (BLOCK_MODELS_TRAINED_ON).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  type BlockModels,
  featuredBlocks,
  type LogisticModel,
  readPart,
  score,
} from '../src/extract/read/block-model.ts';
import { FEATURE_NAMES } from '../src/extract/read/blocks.ts';
import { parseHtml } from '../src/extract/read/dom.ts';
import { extractRecipe, isPlausible } from '../src/extract/index.ts';
import { RULES } from '../src/extract/rules/index.ts';
import { stripHeavy } from '../src/extract/read/sources.ts';
import {
  hostHalf,
  ingredientsUsable,
  nearKey,
  stepsUsable,
  tokens,
  withoutStructuredData,
} from './usable.ts';

type Part = 'ingredients' | 'instructions';

interface PageData {
  half: 'a' | 'b';
  expected: Record<Part, string[]>;
  groupNames: string[];
  blocks: ReturnType<typeof featuredBlocks>;
  labels: Record<Part, number[]>;
  hand: Record<Part, boolean>;
  /** Whether the hand rules found the part at all (the model stands in where they did not). */
  handFound: Record<Part, boolean>;
  /** The hand rules' lines of each part (the model does not read the other part's lines again). */
  handLines: Record<Part, string[]>;
}

const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split('\n') : [];

/** 1 when most of the block's lines are expected lines and it holds a good part of them. */
function ingredientLabel(lines: string[], expected: string[]): number {
  const want = new Set(expected.map(nearKey));
  const hits = lines.filter((l) => want.has(nearKey(l))).length;
  return hits >= 0.6 * lines.length && (hits >= 0.3 * want.size || hits >= 3) ? 1 : 0;
}

function stepLabel(lines: string[], expected: string[]): number {
  const want = new Set(tokens(expected.join(' ')));
  const words = tokens(lines.join(' '));
  if (!words.length || !want.size) return 0;
  const hits = words.filter((w) => want.has(w)).length;
  const covered = new Set(words.filter((w) => want.has(w))).size;
  return hits >= 0.8 * words.length && covered >= 0.3 * want.size ? 1 : 0;
}

/** The hand rules alone: every rule but the trained reader, which is what is measured here. */
const HAND_RULES = RULES.filter((r) => r.name !== 'parts-from-trained-reader');

function load(corpus: string): PageData[] {
  const cases = fs.readFileSync(path.join(corpus, 'cases.txt'), 'utf8').split('\n').filter(Boolean);
  return cases.map((c) => {
    const host = c.split('/')[0] ?? '';
    const raw = zlib.gunzipSync(fs.readFileSync(path.join(corpus, `${c}.html.gz`))).toString('utf8');
    const html = withoutStructuredData(raw);
    const exp = JSON.parse(fs.readFileSync(path.join(corpus, `${c}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    const expected = { ingredients: list(exp['ingredients']), instructions: list(exp['instructions_list']) };
    const groupNames = (Array.isArray(exp['ingredient_groups']) ? exp['ingredient_groups'] : [])
      .map((g: { purpose?: string | null }) => g.purpose ?? '')
      .filter(Boolean);
    const blocks = featuredBlocks(parseHtml(stripHeavy(html)));
    const recipe = extractRecipe(html, `https://${host}/`, HAND_RULES).recipe;
    return {
      half: hostHalf(host),
      expected,
      groupNames,
      blocks,
      labels: {
        ingredients: blocks.map((b) => ingredientLabel(b.block.lines, expected.ingredients)),
        instructions: blocks.map((b) => stepLabel(b.block.lines, expected.instructions)),
      },
      handLines: { ingredients: recipe.ingredients, instructions: recipe.instructions },
      handFound: {
        ingredients: recipe.ingredients.length >= MIN_FOUND && isPlausible(recipe),
        instructions: recipe.instructions.length > 0 && isPlausible(recipe),
      },
      hand: {
        ingredients: ingredientsUsable(expected.ingredients, recipe.ingredients, groupNames),
        instructions: stepsUsable(expected.instructions, recipe.instructions).usable,
      },
    };
  });
}

/** Fewer ingredient lines than this is no list found. */
const MIN_FOUND = 2;
const EPOCHS = 300;
const RATE = 0.5;
const L2 = 1e-3;

function train(pages: PageData[], part: Part): LogisticModel {
  const xs: number[][] = [];
  const ys: number[] = [];
  for (const p of pages)
    p.blocks.forEach((b, i) => {
      xs.push(b.x);
      ys.push(p.labels[part][i] as number);
    });
  const d = FEATURE_NAMES.length;
  const mean = Array.from({ length: d }, (_, j) => xs.reduce((s, x) => s + (x[j] as number), 0) / xs.length);
  const scale = Array.from({ length: d }, (_, j) => {
    const v = xs.reduce((s, x) => s + ((x[j] as number) - (mean[j] as number)) ** 2, 0) / xs.length;
    return Math.sqrt(v) || 1;
  });
  const z = xs.map((x) => x.map((v, j) => (v - (mean[j] as number)) / (scale[j] as number)));
  const pos = ys.filter((y) => y === 1).length || 1;
  const posWeight = (ys.length - pos) / pos;
  const w = new Array<number>(d).fill(0);
  let bias = 0;
  for (let e = 0; e < EPOCHS; e++) {
    const grad = new Array<number>(d).fill(0);
    let gb = 0;
    let total = 0;
    z.forEach((x, i) => {
      const y = ys[i] as number;
      let s = bias;
      for (let j = 0; j < d; j++) s += (w[j] as number) * (x[j] as number);
      const p = 1 / (1 + Math.exp(-s));
      const weight = y === 1 ? posWeight : 1;
      const err = (p - y) * weight;
      for (let j = 0; j < d; j++) grad[j] = (grad[j] as number) + err * (x[j] as number);
      gb += err;
      total += weight;
    });
    for (let j = 0; j < d; j++)
      w[j] = (w[j] as number) - RATE * ((grad[j] as number) / total + L2 * (w[j] as number));
    bias -= RATE * (gb / total);
  }
  // Positives were weighted up: move the bias back so that 0.5 means even odds on the real mix.
  return { mean, scale, weights: w, bias: bias - Math.log(posWeight) };
}

function report(test: PageData[], models: Record<Part, LogisticModel>, label: string): void {
  const pct = (k: number): string => `${((100 * k) / (test.length || 1)).toFixed(1)}% (${k})`;
  for (const part of ['ingredients', 'instructions'] as const) {
    let model = 0;
    let hand = 0;
    let either = 0;
    let fallback = 0;
    let top = 0;
    let any = 0;
    for (const p of test) {
      const sc = score(models[part], p.blocks);
      let bi = -1;
      sc.forEach((x, i) => {
        if (bi < 0 || x.p > (sc[bi] as { p: number }).p) bi = i;
      });
      if (bi >= 0 && p.labels[part][bi] === 1) top++;
      if (p.labels[part].includes(1)) any++;
      const other = p.handLines[part === 'ingredients' ? 'instructions' : 'ingredients'];
      const lines = readPart(models[part], p.blocks, part, other);
      const ok =
        part === 'ingredients'
          ? ingredientsUsable(p.expected.ingredients, lines, p.groupNames)
          : stepsUsable(p.expected.instructions, lines).usable;
      if (ok) model++;
      if (p.hand[part]) hand++;
      if (ok || p.hand[part]) either++;
      if (p.handFound[part] ? p.hand[part] : ok) fallback++;
    }
    console.log(
      `${label.padEnd(24)} ${part.padEnd(13)} model ${pct(model).padEnd(13)} hand rules ${pct(hand).padEnd(13)} either ${pct(either).padEnd(13)} model where the rules find nothing plausible ${pct(fallback).padEnd(13)} best block labelled ${pct(top)} of ${pct(any)} with one`,
    );
  }
}

const trainBoth = (pages: PageData[]): BlockModels => ({
  ingredients: train(pages, 'ingredients'),
  instructions: train(pages, 'instructions'),
});

/**
 * block-weights.ts: the models trained on the whole corpus (what the parser reads with) and on
 * each half (what the eval reads the other half with).
 */
function writeWeights(out: string, pages: PageData[]): void {
  const whole = trainBoth(pages);
  const byHalf = {
    a: trainBoth(pages.filter((p) => p.half === 'a')),
    b: trainBoth(pages.filter((p) => p.half === 'b')),
  };
  const round = (xs: number[]): string => JSON.stringify(xs.map((x) => Number(x.toFixed(5))));
  const model = (m: LogisticModel): string =>
    `{ mean: ${round(m.mean)}, scale: ${round(m.scale)}, weights: ${round(m.weights)}, bias: ${m.bias.toFixed(5)} }`;
  const models = (m: BlockModels): string =>
    `{ ingredients: ${model(m.ingredients)}, instructions: ${model(m.instructions)} }`;
  fs.writeFileSync(
    out,
    `/**
 * Weights of the page reader's block models, written by scripts/train-blocks.ts --write from the
 * recipe-pages corpus read without structured data. Features: blocks.ts FEATURE_NAMES.
 */
import type { BlockModels } from './block-model.ts';

/** Trained on the whole corpus: what the parser reads pages with. */
export const BLOCK_MODELS: BlockModels = ${models(whole)};

/**
 * Trained on one half of the corpus by host (scripts/usable.ts hostHalf): the eval reads each half
 * with the models trained on the other, so that its figures are measured on pages not trained on.
 */
export const BLOCK_MODELS_TRAINED_ON: Record<'a' | 'b', BlockModels> = { a: ${models(byHalf.a)}, b: ${models(byHalf.b)} };
`,
  );
  console.log(`weights written to ${out}`);
  for (const part of ['ingredients', 'instructions'] as const)
    console.log(
      `${part}: ${FEATURE_NAMES.map((f, j) => `${f} ${(whole[part].weights[j] as number).toFixed(2)}`).join(', ')}`,
    );
}

function main(): void {
  const argv = process.argv;
  const scriptDir = path.dirname(path.resolve(argv[1] ?? 'scripts/train-blocks.ts'));
  let corpus = path.resolve(scriptDir, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages');
  const write = argv.includes('--write');
  const at = argv.indexOf('--corpus');
  if (at > 0 && argv[at + 1]) corpus = path.resolve(argv[at + 1] as string);
  const pages = load(corpus);
  console.log(
    `${pages.length} pages read without structured data; ${pages.reduce((n, p) => n + p.blocks.length, 0)} candidate blocks`,
  );
  console.log('held-out half (trained on the other)  part  usable: model / hand rules / either');
  for (const [trainHalf, testHalf] of [
    ['a', 'b'],
    ['b', 'a'],
  ] as const) {
    const trainSet = pages.filter((p) => p.half === trainHalf);
    const models = trainBoth(trainSet);
    report(
      pages.filter((p) => p.half === testHalf),
      models,
      `half ${testHalf} (trained on ${trainHalf})`,
    );
  }
  if (write) writeWeights(path.resolve(scriptDir, '..', 'src', 'extract', 'read', 'block-weights.ts'), pages);
}

main();
