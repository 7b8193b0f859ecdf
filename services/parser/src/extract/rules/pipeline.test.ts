import { extractRecipe, RULES } from '../index.ts';

const URL = 'https://example.com/recipes/x/';
const ld = (recipe: Record<string, unknown>): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Test', ...recipe })}</script>`;
const page = (head: string, body: string): string => `<html><head>${head}</head><body>${body}</body></html>`;

describe('the rule list', () => {
  it('has unique kebab-case names, each with applies and apply', () => {
    const names = RULES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const r of RULES) {
      expect(r.name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(typeof r.applies).toBe('function');
      expect(typeof r.apply).toBe('function');
    }
  });

  it('the report names only the rules that changed the recipe, in the order they ran', () => {
    const html = page(
      ld({
        recipeIngredient: ['• 1 cup flour', '2 eggs'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix and bake.' }],
      }),
      '',
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['1 cup flour', '2 eggs']);
    expect(report.rules).toEqual(['ingredient-bullets']);
    const clean = page(
      ld({ recipeIngredient: ['1 cup flour', '2 eggs'], recipeInstructions: 'Mix and bake.' }),
      '',
    );
    expect(extractRecipe(clean, URL).report.rules).toEqual([]);
  });
});

describe('rules without a test of their own elsewhere', () => {
  it('ingredients-from-other-source: structured data without ingredients, the page lists them', () => {
    const html = page(
      ld({ recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix and bake.' }] }),
      '<div class="ingredients"><ul><li>1 cup flour</li><li>2 eggs</li></ul></div>',
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['1 cup flour', '2 eggs']);
    expect(recipe.instructions).toEqual(['Mix and bake.']);
    expect(report.rules).toContain('ingredients-from-other-source');
    expect(report.warnings).toContain('Ingredients recovered from class-names');
  });

  it('tags-from-other-source: the tags another source of the page gives', () => {
    const html = page(
      ld({ recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix and bake.' }] }),
      `<div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Test</h2>
        <meta itemprop="keywords" content="cake, easy">
        <ul><li itemprop="recipeIngredient">1 cup flour</li><li itemprop="recipeIngredient">2 eggs</li></ul></div>`,
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.tags).toEqual(['cake', 'easy']);
    expect(report.rules).toEqual(
      expect.arrayContaining(['ingredients-from-other-source', 'tags-from-other-source']),
    );
  });

  it('notes-from-whole-page: complete structured data, the notes further down the page', () => {
    const html = page(
      ld({ recipeIngredient: ['1 cup flour', '2 eggs'], recipeInstructions: 'Mix and bake.' }),
      '<article><p>Story.</p><div class="recipe-notes"><p>Keeps for 3 days in a tin.</p></div></article>',
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.notes).toEqual(['Keeps for 3 days in a tin.']);
    expect(report.rules).toContain('notes-from-whole-page');
  });

  it('split-numbered-method: a method written as one numbered paragraph', () => {
    const html = page(
      ld({
        recipeIngredient: ['1 cup flour', '2 eggs'],
        recipeInstructions: '1. Preheat the oven. 2. Mix the flour and eggs. 3. Bake for 20 minutes.',
      }),
      '',
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual([
      '1. Preheat the oven.',
      '2. Mix the flour and eggs.',
      '3. Bake for 20 minutes.',
    ]);
    expect(report.rules).toContain('split-numbered-method');
  });

  it('step-list-heading-lines: a microdata method that carries its own heading', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Test</h1>
        <ul><li itemprop="recipeIngredient">1 cup flour</li><li itemprop="recipeIngredient">2 eggs</li></ul>
        <div itemprop="recipeInstructions"><h3>Directions</h3><p>Mix the flour and eggs.</p><p>Bake.</p></div></div>`,
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(report.method).toBe('microdata');
    expect(recipe.instructions).toEqual(['Mix the flour and eggs.', 'Bake.']);
    expect(report.rules).toContain('step-list-heading-lines');
  });

  it("step-list-heading-lines: the page's step numbers set apart between the steps go, other numbers stay", () => {
    const method = (counters: string[]): string =>
      `<h1>Test</h1><h2>Ingredients</h2><ul><li>1 cup flour</li><li>2 eggs</li></ul><h2>Directions</h2><ol>` +
      ['Mix the flour and eggs.', 'Bake for 20 minutes.']
        .map((s, i) => `<li><span>${counters[i]}</span></li><li>${s}</li>`)
        .join('') +
      '</ol>';
    expect(extractRecipe(page('', method(['1', '2'])), URL).recipe.instructions).toEqual([
      'Mix the flour and eggs.',
      'Bake for 20 minutes.',
    ]);
    // Numbers that do not count 1, 2, … are not the page's numbering: this rule leaves them…
    const withoutLabelRule = RULES.filter((rule) => rule.name !== 'step-label-lines');
    expect(extractRecipe(page('', method(['4', '2'])), URL, withoutLabelRule).recipe.instructions).toEqual([
      '4',
      'Mix the flour and eggs.',
      '2',
      'Bake for 20 minutes.',
    ]);
    // …and the chain's step-label-lines (reconcile.ts) drops a bare number as a step of its own.
    expect(extractRecipe(page('', method(['4', '2'])), URL).recipe.instructions).toEqual([
      'Mix the flour and eggs.',
      'Bake for 20 minutes.',
    ]);
  });
});

describe('fields from the page when the structured data leaves them out', () => {
  it('description-from-page, author-from-page, image-from-page, notes-from-page: meta tags and the notes block', () => {
    const html = page(
      `<meta property="og:description" content="A quick cake."><meta name="author" content="A. Baker">
       <meta property="og:image" content="/img/cake.jpg">`,
      `<h1>Cake</h1><h2>Ingredients</h2><ul><li>1 cup flour</li><li>2 eggs</li></ul>
       <h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol><div class="recipe-notes"><p>Keeps for 3 days.</p></div>`,
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe).toMatchObject({
      title: 'Cake',
      description: 'A quick cake.',
      author: 'A. Baker',
      image: 'https://example.com/img/cake.jpg',
      notes: ['Keeps for 3 days.'],
    });
    expect(report.rules).toEqual(
      expect.arrayContaining([
        'title-from-page',
        'description-from-page',
        'author-from-page',
        'image-from-page',
        'notes-from-page',
      ]),
    );
  });

  it('ingredient-list-heading-lines: the list heading that came along with the lines', () => {
    const html = page(
      '',
      `<h1>Cake</h1><div class="ingredients"><ul><li>Ingredients:</li><li>1 cup flour</li><li>2 eggs</li></ul></div>
       <div class="instructions"><ol><li>Mix.</li><li>Bake.</li></ol></div>`,
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['1 cup flour', '2 eggs']);
    expect(report.rules).toContain('ingredient-list-heading-lines');
  });
});
