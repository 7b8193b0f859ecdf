/**
 * `npm run bench:export`: how long one PDF takes to render at the export's size bound, on this
 * machine as it is (the load average is printed beside each figure). Two books, each just under
 * EXPORT_LIMITS.recipeCharacters: 200 ordinary recipes (30 ingredient lines, 12 steps), and one
 * recipe of long lines (500 lines of 1,500 characters, the field limits' worst case).
 */
import { loadavg } from 'node:os';
import { EXPORT_LIMITS, type LineGroup } from '@cookmark/contracts';
import { renderPdf } from '../src/pdf/render-pdf.ts';
import type { ExportRecipe } from '../src/text/recipe-text.ts';

function recipe(title: string, ingredients: string[], steps: string[]): ExportRecipe {
  const group = (lines: string[]): LineGroup[] => [{ name: null, lines }];
  return {
    title,
    description: 'A family favourite. '.repeat(10),
    servings: 4,
    prepTime: null,
    cookTime: '45 mins',
    totalTime: null,
    difficulty: 'Easy',
    notes: null,
    sourceUrl: 'https://example.com/r',
    ingredientGroups: group(ingredients),
    instructionGroups: group(steps),
  };
}

const characters = (recipes: ExportRecipe[]) =>
  recipes.reduce(
    (sum, r) =>
      sum +
      r.title.length +
      (r.description?.length ?? 0) +
      [...r.ingredientGroups, ...r.instructionGroups].flatMap((g) => g.lines).join('').length,
    0,
  );

const ordinary = Array.from({ length: 200 }, (_, r) =>
  recipe(
    `Recipe ${r + 1}`,
    Array.from({ length: 30 }, (_, i) => `${i + 1} cups of flour, sifted twice, with a pinch of salt`),
    Array.from({ length: 12 }, () =>
      'Rub the butter into the flour until it looks like breadcrumbs, then stir in the milk. '.repeat(2),
    ),
  ),
);
const longLines = [
  recipe(
    'Long lines',
    Array.from({ length: 500 }, (_, i) => `${i} ${'flour '.repeat(250)}`.slice(0, 1_500)),
    Array.from({ length: 180 }, () => 'Knead the dough. '.repeat(76).slice(0, 1_300)),
  ),
];

console.log(`bound: ${EXPORT_LIMITS.recipeCharacters.toLocaleString('en-US')} characters of printed text`);
for (const [name, recipes] of [
  ['200 ordinary recipes', ordinary],
  ['one recipe of long lines', longLines],
] as const) {
  const started = performance.now();
  const pdf = await renderPdf({
    kind: 'recipes',
    recipes,
    options: { includeInstructions: true, compact: false },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${name}: ${characters(recipes).toLocaleString('en-US')} characters, ${seconds.toFixed(1)} s, ` +
      `${(pdf.length / 1e6).toFixed(1)} MB (load average ${loadavg()[0]?.toFixed(1)})`,
  );
}
