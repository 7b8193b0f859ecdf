/**
 * What the parser reads as a recipe's notes on the recipe-pages corpus, whose expected recipes have
 * no notes to compare with (services/parser/RULES.md, 'Notes').
 *
 *   node scripts/survey-notes.ts [--corpus DIR] [--sample N]
 *
 * For each half of the corpus (split by host, hostHalf): the pages with notes; the pages whose
 * steps point at a note ('see note', 'see notes', 'note 2', 'Tip:') and that have none (the misses
 * a notes rule is for); and the notes that repeat a step or an ingredient line (a notes rule must
 * never swallow the recipe itself: the count should stay 0). --sample N prints the notes of N
 * pages of each half, picked by a fixed stride, to read by eye.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { extractRecipe } from '../src/extract/index.ts';
import { hostHalf } from './usable.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const corpus = path.resolve(
  option('--corpus') ??
    path.join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages'),
);
const sample = Number(option('--sample') ?? 0);
/** --rule NAME: also print the notes of every page where that rule set them. */
const rule = option('--rule');

/** A step pointing at a note the recipe should carry. */
const POINTS_AT_NOTE =
  /\bsee\s+(?:the\s+)?(?:recipe\s+)?notes?\b|\bnotes?\s*#?\d\b|\(see\s+(?:tips?|below)\)/i;
const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

interface Half {
  pages: number;
  withNotes: number;
  pointing: number;
  pointingWithout: number;
  missed: string[];
  swallowed: string[];
  samples: { name: string; notes: string[] }[];
}
const halves: Record<'a' | 'b', Half> = {
  a: { pages: 0, withNotes: 0, pointing: 0, pointingWithout: 0, missed: [], swallowed: [], samples: [] },
  b: { pages: 0, withNotes: 0, pointing: 0, pointingWithout: 0, missed: [], swallowed: [], samples: [] },
};

const cases = fs.readFileSync(path.join(corpus, 'cases.txt'), 'utf8').split('\n').filter(Boolean);
for (const name of cases) {
  const host = name.split('/')[0] ?? '';
  const html = zlib.gunzipSync(fs.readFileSync(path.join(corpus, `${name}.html.gz`))).toString('utf8');
  const { recipe, report } = extractRecipe(html, `https://${host}/`);
  const half = halves[hostHalf(host)];
  half.pages++;
  const notes = recipe.notes;
  if (notes.length > 0) half.withNotes++;
  if (recipe.instructions.some((step) => POINTS_AT_NOTE.test(step))) {
    half.pointing++;
    if (notes.length === 0) {
      half.pointingWithout++;
      half.missed.push(name);
    }
  }
  const recipeLines = new Set(
    [...recipe.instructions, ...recipe.ingredients].map(key).filter((k) => k.length > 15),
  );
  for (const note of notes)
    if (recipeLines.has(key(note))) half.swallowed.push(`${name}: ${note.slice(0, 100)}`);
  if (notes.length > 0) half.samples.push({ name, notes });
  if (rule && report.rules?.includes(rule)) {
    console.log(`${hostHalf(host)} ${name} (${rule}):`);
    for (const note of notes.slice(0, 6)) console.log(`    - ${note.slice(0, 140)}`);
    if (notes.length > 6) console.log(`    (+${notes.length - 6} more)`);
  }
}

for (const [label, half] of Object.entries(halves)) {
  console.log(
    `half ${label}: ${half.pages} pages, notes on ${half.withNotes}; steps pointing at a note on ${half.pointing}, ` +
      `of which without notes ${half.pointingWithout}; notes repeating a step or ingredient: ${half.swallowed.length}`,
  );
  for (const line of half.swallowed) console.log(`  repeats: ${line}`);
  for (const name of half.missed) console.log(`  no notes, a step points at one: ${name}`);
  if (sample > 0) {
    const stride = Math.max(1, Math.floor(half.samples.length / sample));
    for (const { name, notes } of half.samples.filter((_, i) => i % stride === 0).slice(0, sample)) {
      console.log(`  ${name}:`);
      for (const note of notes.slice(0, 4)) console.log(`    - ${note.slice(0, 160)}`);
      if (notes.length > 4) console.log(`    (+${notes.length - 4} more)`);
    }
  }
}
