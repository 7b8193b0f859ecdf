/**
 * Failure classes seen on sites outside the corpus, each on small pages of our own (no site's
 * markup): the DOM readings that take ingredient lists written without <ul>/<ol>.
 */
import { extractRecipe } from './index.ts';

const URL = 'https://example.com/recipes/lemon-cake/';
const METHOD =
  '<h2>Method</h2><ol><li>Heat the oven to 180 C.</li><li>Beat sugar and eggs, fold in the flour.</li><li>Bake for 40 minutes.</li></ol>';
const page = (ingredients: string): string =>
  `<html><head><title>Lemon cake</title></head><body><h1>Lemon cake</h1><h2>Ingredients</h2>${ingredients}${METHOD}</body></html>`;
const LINES = ['200 g flour', '150 g sugar', '3 eggs'];

describe('an ingredient list shown without a list element is read', () => {
  it('from a table, one line per row, header row left out', () => {
    const { recipe, report } = extractRecipe(
      page(
        '<table><thead><tr><th>Amount</th><th>Ingredient</th></tr></thead><tbody><tr><td>200 g</td><td>flour</td></tr><tr><td>150 g</td><td>sugar</td></tr><tr><td>3</td><td>eggs</td></tr></tbody></table>',
      ),
      URL,
    );
    expect(recipe.ingredients).toEqual(LINES);
    expect(recipe.instructions).toHaveLength(3);
    expect(report.warnings).not.toContain('No ingredients found');
  });

  it('from a table whose header row is written with bold cells, that row left out (issue #15)', () => {
    const row = (a: string, b: string) => `<tr><td>${a}</td><td>${b}</td></tr>`;
    const { recipe } = extractRecipe(
      page(
        `<table>${row('<b>Amount</b>', '<b>Ingredient</b>')}${row('200 g', 'flour')}${row('150 g', 'sugar')}${row('3', '<strong>eggs</strong>')}</table>`,
      ),
      URL,
    );
    expect(recipe.ingredients).toEqual(LINES);
  });

  it("from a table that heads its own parts ('<th>Ingredients</th>', '<th>Method</th>') (issue #15)", () => {
    const head = (t: string) => `<tr><th colspan="2">${t}</th></tr>`;
    const row = (a: string, b: string) => `<tr><td>${a}</td><td>${b}</td></tr>`;
    const step = (t: string) => `<tr><td colspan="2">${t}</td></tr>`;
    const html = `<html><body><h1>Lemon cake</h1><table>${head('Ingredients')}${row('200 g', 'flour')}${row('150 g', 'sugar')}${row('3', 'eggs')}
      ${head('Method')}${step('Beat sugar and eggs, fold in the flour.')}${step('Bake for 40 minutes.')}</table></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(LINES);
    expect(recipe.instructions).toEqual(['Beat sugar and eggs, fold in the flour.', 'Bake for 40 minutes.']);
  });

  it('from a definition list, each term with its definition', () => {
    const { recipe } = extractRecipe(
      page('<dl><dt>200 g</dt><dd>flour</dd><dt>150 g</dt><dd>sugar</dd><dt>3</dt><dd>eggs</dd></dl>'),
      URL,
    );
    expect(recipe.ingredients).toEqual(LINES);
  });

  it('from rows of divs with amount, unit and name in elements of their own', () => {
    const row = (q: string, u: string, n: string) =>
      `<div class="row"><span class="qty">${q}</span>${u ? `<span class="unit">${u}</span>` : ''}<span class="name">${n}</span></div>`;
    const { recipe } = extractRecipe(
      page(
        `<div class="list">${row('200', 'g', 'flour')}${row('150', 'g', 'sugar')}${row('3', '', 'eggs')}</div>`,
      ),
      URL,
    );
    expect(recipe.ingredients).toEqual(LINES);
  });
});

describe('ingredient rows of divs without a box of their own, or without a heading (issue #15)', () => {
  const row = (q: string, n: string) =>
    `<div class="ingredient"><span class="q">${q}</span> <span>${n}</span></div>`;
  const rows = `${row('200 g', 'flour')}${row('150 g', 'sugar')}${row('3', 'eggs')}`;
  it('rows that stand right after the heading, as its siblings', () => {
    expect(extractRecipe(page(rows), URL).recipe.ingredients).toEqual(LINES);
  });
  it('rows after a box that holds only the heading, and steps after such a box', () => {
    const step = (t: string) => `<div class="step">${t}</div>`;
    const html = `<html><body><h1>Lemon cake</h1><div class="title"><h2>Ingredients</h2></div>${rows}
      <div class="title"><h2>Method</h2></div>${step('Beat sugar and eggs, fold in the flour.')}${step('Bake for 40 minutes.')}</body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(LINES);
    expect(recipe.instructions).toEqual(['Beat sugar and eggs, fold in the flour.', 'Bake for 40 minutes.']);
  });
  it('rows in a box named as the ingredients, with no heading over them', () => {
    const html = `<html><body><h1>Lemon cake</h1><div class="recipe-ingredients">${rows}</div>${METHOD}</body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(LINES);
  });
});

describe('amount, unit and name in separate elements of one row keep their amounts and spaces', () => {
  it('in list items of an ingredient container', () => {
    const li = (q: string, u: string, n: string, note = '') =>
      `<li><span class="amount">${q}</span><span class="unit">${u}</span><span class="ingredient-name">${n}</span>${note ? `<span class="note">${note}</span>` : ''}</li>`;
    const { recipe } = extractRecipe(
      `<html><head><title>Lemon cake</title></head><body><h1>Lemon cake</h1><div class="recipe-ingredients"><h2>Ingredients</h2><ul>${li('200', 'g', 'flour', ', sifted')}${li('150', 'g', 'sugar')}${li('1½', 'tsp', 'baking powder')}</ul></div>${METHOD}</body></html>`,
      URL,
    );
    expect(recipe.ingredients).toEqual(['200 g flour, sifted', '150 g sugar', '1½ tsp baking powder']);
  });

  it('inline formatting inside a word is not split', () => {
    const { recipe } = extractRecipe(
      page('<ul><li>200 g <b>fl</b>our</li><li>150 g sugar</li><li>3 eggs</li></ul>'),
      URL,
    );
    expect(recipe.ingredients).toEqual(LINES);
  });
});
