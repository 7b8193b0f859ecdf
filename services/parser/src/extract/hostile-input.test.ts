import { MAX_DOM_DEPTH, parseHtml, shortText, textOf } from './read/dom.ts';
import { extractRecipe } from './index.ts';
import { expectLinearTime } from '../../test/linear-time.ts';

// Pasted pages are untrusted: no field may cost more than linear time, whatever its length
// (a 200,000-digit totalTime once took 80 s of regex backtracking).
const N = 100_000;
const RUNS: Record<string, (n: number) => string> = {
  digits: (n) => `${'1'.repeat(n)}x`,
  'numbers and spaces': (n) => `${'1 '.repeat(n / 2)}x`,
  spaces: (n) => `1${' '.repeat(n)}x`,
  decimals: (n) => `${'1.'.repeat(n / 2)}x`,
  fractions: (n) => `${'1/'.repeat(n / 2)}x`,
  ranges: (n) => `${'1-'.repeat(n / 2)}x`,
};
const FIELDS = [
  'name',
  'description',
  'recipeIngredient',
  'recipeInstructions',
  'recipeYield',
  'totalTime',
  'cookTime',
  'prepTime',
  'keywords',
  'recipeCategory',
  'author',
  'image',
];

const jsonLdPage = (field: string, run: string) => {
  const recipe: Record<string, unknown> = {
    '@type': 'Recipe',
    name: 'Slow',
    recipeIngredient: ['1 egg'],
    recipeInstructions: ['Boil'],
  };
  recipe[field] = field === 'recipeIngredient' || field === 'recipeInstructions' ? [run] : run;
  return `<script type="application/ld+json">${JSON.stringify(recipe)}</script>`;
};

const domPage = (run: string) =>
  `<h1>${run}</h1><h2>Ingredients</h2><ul><li>${run}</li><li>1 egg</li></ul>` +
  `<p>Prep time: ${run}</p><p>Serves: ${run}</p><h2>Instructions</h2><ol><li>${run}</li></ol>`;

describe.each(Object.entries(RUNS))('a page with a 100,000-character run of %s', (_name, run) => {
  test.each(FIELDS)('in the JSON-LD %s is read in linear time', (field) => {
    expectLinearTime((n) => extractRecipe(jsonLdPage(field, run(n)), 'https://slow.example.com/r'), N);
  });

  test('in several lines of the JSON-LD and of the page (the rules that compare lists) is read in linear time', () => {
    // Rules that look at two or more lines (spacing as shown, times labels, titles-only steps)
    // run only on such pages: a glued amount search once took 62 s on a 200,000-digit line.
    expectLinearTime((n) => extractRecipe(severalLinesPage(run(n)), 'https://slow.example.com/r'), N);
  });

  test('in the page text is read in linear time', () => {
    expectLinearTime((n) => extractRecipe(domPage(run(n)), 'https://slow.example.com/r'), N);
  });
});

function severalLinesPage(run: string): string {
  const recipe = {
    '@type': 'Recipe',
    name: 'Slow',
    recipeIngredient: ['1 egg', `Scale ${run}`, `2 g ${run}`],
    recipeInstructions: [`Prep ${run}`, `Cook ${run}`, 'Serve it now.'],
  };
  return (
    `<script type="application/ld+json">${JSON.stringify(recipe)}</script>` +
    `<h2>Ingredients</h2><ul><li>Serves ${run}</li><li>1 egg</li></ul>` +
    `<h2>Method</h2><ol><li>Prep ${run}</li><li>Cook ${run}</li></ol>`
  );
}

describe('a page nested deeper than any browser nests it', () => {
  const ld = `<script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Deep',
    recipeIngredient: ['1 egg', '2 g salt', '100 g flour', '200 ml milk', '1 tbsp butter'],
    recipeInstructions: ['Whisk the egg, the flour and the milk.', 'Fry in the butter.'],
  })}</script>`;

  test('12,000 nested elements (and hidden markup, which one rule walks) are read, not a crash', () => {
    const html = `${ld}${'<div>'.repeat(12_000)}<div class="d-none"><ul><li>200 ml milk</li><li>1 tbsp butter</li></ul></div>`;
    const { recipe } = extractRecipe(html, 'https://deep.example.com/r');
    expect(recipe.title).toBe('Deep');
    expect(recipe.ingredients).toHaveLength(5);
  });

  test('elements past the 512th level hang under the 512th, as Chromium shows them', () => {
    const idx = parseHtml(`${'<div>'.repeat(2_000)}<p>Whisk the egg.</p>`);
    let depth = 0;
    for (let n = idx.byTag.get('p')![0]!.parent; n; n = n.parent) depth++;
    expect(depth).toBe(MAX_DOM_DEPTH + 1); // the 512 divs above it, then the document
    expect(textOf(idx.doc)).toBe('Whisk the egg.');
  });

  test('a short label is looked for in a few elements, not in thousands of empty ones', () => {
    // The label scans ask every element for its short text; on a deep page each of the 512 levels
    // holds thousands of empty elements, and walking them all from every level took seconds.
    const idx = parseHtml(
      `<h2 id="deep">${'<span></span>'.repeat(5_000)}Ingredients</h2><h2 id="label"><span><b>Ingredients</b></span></h2>`,
    );
    const [deep, label] = idx.byTag.get('h2')!;
    expect(shortText(deep!, 80)).toBeNull();
    expect(shortText(label!, 80)).toBe('Ingredients');
  });
});
