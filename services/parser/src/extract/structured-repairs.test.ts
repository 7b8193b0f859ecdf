/**
 * Repairs of structured data that is malformed in ways the data itself shows (issue #30): lines
 * split at decimal commas, several lines joined by line breaks in one item, a title that names
 * no dish, the site or a category, and step counters given as steps. Each page is written for the
 * test.
 */
import { expectLinearTime } from '../../test/linear-time.ts';
import { extractRecipe } from './index.ts';
import { isGroupNameLine } from './rules/group-name-lines.ts';
import { joinDecimalSplits } from './read/schema.ts';

const URL = 'https://www.lemonbakery.example/recipes/lemon-cake/';

const STEPS = ['Beat the butter with the sugar until pale.', 'Fold in the flour and bake for 45 minutes.'];

/** A page with JSON-LD (`recipe`), its head (`head`) and the body it shows (`body`). */
const page = (recipe: Record<string, unknown>, body = '<h1>Lemon cake</h1>', head = ''): string =>
  `<html><head>${head}<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon cake',
    recipeIngredient: ['200 g flour', '150 g sugar', '3 eggs'],
    recipeInstructions: STEPS,
    ...recipe,
  })}</script></head><body>${body}</body></html>`;

const read = (html: string) => extractRecipe(html, URL).recipe;

describe('ingredient lines split at decimal commas', () => {
  it("joins a whole number with the line after it ('1' and '5 TL Salz' are '1,5 TL Salz')", () => {
    expect(joinDecimalSplits(['500 g Mehl', '1', '5 TL Salz', '2 Eier'])).toEqual([
      '500 g Mehl',
      '1,5 TL Salz',
      '2 Eier',
    ]);
    expect(read(page({ recipeIngredient: ['500 g Mehl', '1', '5 TL Salz', '2 Eier'] })).ingredients).toEqual([
      '500 g Mehl',
      '1,5 TL Salz',
      '2 Eier',
    ]);
  });

  it('keeps a number that a word follows, and a number at the end', () => {
    expect(joinDecimalSplits(['2', 'eggs', '3'])).toEqual(['2', 'eggs', '3']);
  });
});

describe('several ingredient lines joined by line breaks in one structured item', () => {
  it('splits an item whose every line starts with an amount', () => {
    const lines = ['200 g flour\n150 g sugar', '3 eggs', '1 lemon, zested\n100 g butter'];
    expect(read(page({ recipeIngredient: lines })).ingredients).toEqual([
      '200 g flour',
      '150 g sugar',
      '3 eggs',
      '1 lemon, zested',
      '100 g butter',
    ]);
  });

  it('keeps a note on a line of its own with its ingredient', () => {
    const lines = ['200 g flour\n(sifted)', '150 g sugar', '3 eggs'];
    expect(read(page({ recipeIngredient: lines })).ingredients).toEqual([
      '200 g flour (sifted)',
      '150 g sugar',
      '3 eggs',
    ]);
  });
});

describe('titles checked against the page', () => {
  it("takes the page's heading over a meta title without letters ('2')", () => {
    const html = `<html><head><meta property="og:title" content="2"></head><body><h2>Ingredients</h2><ul><li>200 g flour</li><li>3 eggs</li></ul><h2>Method</h2><ol><li>${STEPS[0]}</li><li>${STEPS[1]}</li></ol></body></html>`;
    expect(read(html).title).not.toBe('2');
    const withH1 = html.replace('<body>', '<body><h1>Lemon cake</h1>');
    expect(read(withH1).title).toBe('Lemon cake');
  });

  it("takes the page's title when the structured name has no letters", () => {
    expect(read(page({ name: '#2' }, '<h1>Lemon cake</h1>')).title).toBe('Lemon cake');
  });

  it("drops the site's name after the dish in the structured name", () => {
    expect(read(page({ name: 'Lemon cake | Lemon Bakery' })).title).toBe('Lemon cake');
    const named = '<meta property="og:site_name" content="The Baking Corner">';
    expect(read(page({ name: 'Lemon cake - The Baking Corner' }, '<h1>Lemon cake</h1>', named)).title).toBe(
      'Lemon cake',
    );
  });

  it('keeps a second part that does not name the site', () => {
    expect(read(page({ name: 'Lemon cake – Torta al limone' })).title).toBe('Lemon cake – Torta al limone');
  });

  it("takes the heading when the structured name is one of the recipe's categories", () => {
    const html = page({ name: 'Desserts', recipeCategory: 'Desserts' }, '<h1>Lemon drizzle cake</h1>');
    expect(read(html).title).toBe('Lemon drizzle cake');
    expect(read(page({ name: 'Recipe' }, '<h1>Lemon drizzle cake</h1>')).title).toBe('Lemon drizzle cake');
  });

  it("keeps a dish's own name among its keywords, whatever the heading says", () => {
    const html = page(
      { name: 'Shakshuka', keywords: 'shakshuka, eggs' },
      '<h1>Eggs baked in a spicy tomato sauce</h1>',
    );
    expect(read(html).title).toBe('Shakshuka');
  });

  it('keeps a course name that the heading holds', () => {
    const html = page({ name: 'Soup', recipeCategory: 'Soup' }, '<h1>Tomato soup</h1>');
    expect(read(html).title).toBe('Soup');
  });

  it('keeps a name that is a keyword too when the heading says it', () => {
    const html = page({ name: 'Guacamole', keywords: 'guacamole, dip' }, '<h1>The best guacamole</h1>');
    expect(read(html).title).toBe('Guacamole');
  });
});

describe('step counters given as steps, from any source', () => {
  it("drops ordinal labels ('First instruction') between structured steps", () => {
    const labelled = ['First instruction', STEPS[0], 'Second instruction', STEPS[1]];
    expect(read(page({ recipeInstructions: labelled })).instructions).toEqual(STEPS);
  });

  it("drops bare numbers and 'stap 1' between the steps a page shows without structured data", () => {
    const html = `<html><body><h1>Citroencake</h1><h2>Ingrediënten</h2><ul><li>200 g bloem</li><li>3 eieren</li></ul><h2>Bereiding</h2><ol><li>stap 1</li><li>${STEPS[0]}</li><li>2</li><li>${STEPS[1]}</li></ol></body></html>`;
    expect(read(html).instructions).toEqual(STEPS);
  });
});

describe('a part the structured data lacks, read from the right block of the page', () => {
  it("takes the steps of the block that shows the recipe's own ingredients, not a product card's", () => {
    const productCard =
      '<div class="product-card"><h3>Stand mixer</h3><div class="ingredients"><ul><li>Whole wheat flour</li><li>Sea salt</li></ul></div>' +
      '<div class="instructions"><ol><li>Attach the bowl to the base and lock it in place before use.</li><li>Clean the whisk with warm soapy water after every use.</li></ol></div></div>';
    const recipeBlock =
      '<h2>Ingredients</h2><ul><li>200 g flour</li><li>150 g sugar</li><li>3 eggs</li></ul>' +
      `<h2>Method</h2><ol><li>${STEPS[0]}</li><li>${STEPS[1]}</li></ol>`;
    const html = page({ recipeInstructions: undefined }, `<h1>Lemon cake</h1>${productCard}${recipeBlock}`);
    expect(read(html).instructions).toEqual(STEPS);
  });

  it("takes the ingredients of the block that shows the recipe's own steps, not another tab's", () => {
    const otherTab =
      '<div class="tab-panel"><div class="ingredients"><ul><li>2 limes</li><li>50 ml rum</li></ul></div>' +
      '<div class="instructions"><ol><li>Shake the rum with the lime juice and ice.</li></ol></div></div>';
    const recipeBlock =
      '<h2>Ingredients</h2><ul><li>200 g flour</li><li>150 g sugar</li><li>3 eggs</li></ul>' +
      `<h2>Method</h2><ol><li>${STEPS[0]}</li><li>${STEPS[1]}</li></ol>`;
    const html = page({ recipeIngredient: undefined }, `<h1>Lemon cake</h1>${otherTab}${recipeBlock}`);
    expect(read(html).ingredients).toEqual(['200 g flour', '150 g sugar', '3 eggs']);
  });
});

describe('group names read as ingredient lines, from any source', () => {
  const groups = (html: string) =>
    extractRecipe(html, URL)
      .recipe.sections.filter((s) => s.ingredients.length)
      .map((s) => [s.name, s.ingredients.length]);

  it("makes 'For the glaze:' lines of a page list the names of the lines after them", () => {
    const html = `<html><body><h1>Lemon cake</h1><h2>Ingredients</h2><ul><li>For the cake:</li><li>200 g flour</li><li>150 g sugar</li><li>For the glaze:</li><li>100 g icing sugar</li><li>2 tbsp lemon juice</li></ul><h2>Method</h2><ol><li>${STEPS[0]}</li><li>${STEPS[1]}</li></ol></body></html>`;
    expect(read(html).ingredients).toEqual([
      '200 g flour',
      '150 g sugar',
      '100 g icing sugar',
      '2 tbsp lemon juice',
    ]);
    expect(groups(html)).toEqual([
      ['For the cake', 2],
      ['For the glaze', 2],
    ]);
  });

  it("does the same for structured lines without a colon ('Für den Teig')", () => {
    const lines = [
      'Für den Teig',
      '200 g Mehl',
      '3 Eier',
      'Für die Glasur',
      '100 g Puderzucker',
      '2 EL Zitronensaft',
    ];
    expect(read(page({ recipeIngredient: lines })).ingredients).toEqual([
      '200 g Mehl',
      '3 Eier',
      '100 g Puderzucker',
      '2 EL Zitronensaft',
    ]);
  });

  it("keeps lines that only look alike ('Oil, for frying', 'Salt')", () => {
    const lines = ['200 g flour', '3 eggs', 'Oil, for frying', 'Salt'];
    expect(read(page({ recipeIngredient: lines })).ingredients).toEqual(lines);
    expect(['For the glaze:', 'Pour la pâte', 'Para la salsa', 'Toppings:'].every(isGroupNameLine)).toBe(
      true,
    );
    expect(['Oil, for frying', '2 tbsp for the pan:', 'Salt', 'Forest mushrooms'].some(isGroupNameLine)).toBe(
      false,
    );
  });
});

describe('a name that every structured step carries', () => {
  it("is a template's label, not a step of its own ('Do this' on each step)", () => {
    const steps = STEPS.map((text) => ({ '@type': 'HowToStep', name: 'Do this', text }));
    expect(read(page({ recipeInstructions: steps })).instructions).toEqual(STEPS);
  });

  it('keeps names that title one step each', () => {
    const steps = STEPS.map((text, i) => ({ '@type': 'HowToStep', name: ['Cream', 'Bake'][i], text }));
    expect(read(page({ recipeInstructions: steps })).instructions).toEqual([
      'Cream',
      STEPS[0],
      'Bake',
      STEPS[1],
    ]);
  });
});

describe('title checks on hostile pages', () => {
  it('cost linear time on a long name of words and separators', () => {
    const named = (n: number) => page({ name: `${'a '.repeat(n / 2)}|` });
    expectLinearTime((n) => extractRecipe(named(n), URL), 200_000);
  });
});

describe('an ingredient list that holds the recipe in two unit systems', () => {
  const METRIC = ['200 g flour', '150 g sugar', '100 g butter', '3 eggs'];
  const US = ['1 2/3 cups flour', '3/4 cup sugar', '7 tbsp butter', '3 eggs'];

  it('keeps the first version, from structured data', () => {
    expect(read(page({ recipeIngredient: [...METRIC, ...US] })).ingredients).toEqual(METRIC);
  });

  it('keeps the first version, from a page list', () => {
    const html = `<html><body><h1>Lemon cake</h1><h2>Ingredients</h2><ul>${[...METRIC, ...US].map((l) => `<li>${l}</li>`).join('')}</ul><h2>Method</h2><ol><li>${STEPS[0]}</li><li>${STEPS[1]}</li></ol></body></html>`;
    expect(read(html).ingredients).toEqual(METRIC);
  });

  it("keeps a topping that repeats the base's foods in the same units", () => {
    const lines = ['200 g flour', '100 g butter', '50 g sugar', '100 g flour', '50 g butter', '30 g sugar'];
    expect(read(page({ recipeIngredient: lines })).ingredients).toEqual(lines);
  });
});
