import { extractRecipe } from './index.ts';
import { isPlausible, LOW_SCORE, plausibility, PROBLEM_WARNINGS } from './quality.ts';

const URL = 'https://example.com/recipes/x/';
const good = {
  title: 'Lemon cake',
  ingredients: ['200 g flour', '150 g sugar', '3 eggs', 'zest of 1 lemon', 'butter for the tin'],
  instructions: [
    'Heat the oven to 180 C.',
    'Beat sugar and eggs, fold in the flour.',
    'Bake for 40 minutes.',
  ],
};

describe('plausibility of a candidate recipe', () => {
  it('a real recipe scores 100 with no problems', () => {
    expect(plausibility(good)).toEqual({ score: 100, problems: [] });
    expect(isPlausible(good)).toBe(true);
  });

  it('a site menu read as the ingredients scores low and says so', () => {
    const p = plausibility({
      ...good,
      ingredients: ['Home', 'Recipes', 'About us', 'Contact', 'Privacy Policy', 'Easy Chocolate Cake Recipe'],
    });
    expect(p.problems).toContain('navigation');
    expect(p.score).toBeLessThan(LOW_SCORE);
  });

  it('a group heading repeated for every line scores low', () => {
    const p = plausibility({ ...good, ingredients: ['EGGS', 'EGGS', 'EGGS', 'EGGS', 'FLOUR'] });
    expect(p.problems).toContain('duplicates');
    expect(p.score).toBeLessThan(LOW_SCORE);
  });

  it('short method sentences read as the ingredients score low (issue #15)', () => {
    const p = plausibility({
      ...good,
      ingredients: [
        'Cream the butter and the sugar until pale.',
        'Beat in the eggs one at a time.',
        'Fold in the flour and the lemon zest.',
      ],
    });
    expect(p.problems).toContain('steps-as-ingredients');
    expect(p.score).toBeLessThan(LOW_SCORE);
  });

  it('ingredient lines that end with a full stop are not steps', () => {
    const p = plausibility({
      ...good,
      ingredients: [
        '200 g flour, sifted.',
        '3 eggs, beaten.',
        '½ lemon, juice and zest.',
        'Salt and pepper.',
      ],
    });
    expect(p.problems).toEqual([]);
  });

  it('the same seasoning in two groups is not a problem', () => {
    const p = plausibility({ ...good, ingredients: [...good.ingredients, 'Salt to taste', 'Salt to taste'] });
    expect(p.problems).toEqual([]);
  });

  it('the method read as the ingredients scores low', () => {
    const method = [
      'Heat the oven to 180 C and line a loaf tin with baking paper, leaving some overhang on the sides.',
      'Beat the sugar and the eggs together until pale and thick, then fold in the flour in three parts.',
    ];
    const p = plausibility({ ...good, ingredients: method });
    expect(p.problems).toContain('steps-as-ingredients');
    expect(p.score).toBeLessThan(LOW_SCORE);
  });

  it('steps that repeat the ingredient list are named', () => {
    const p = plausibility({
      ...good,
      instructions: ['Ingredients', ...good.ingredients, 'Bake for 40 minutes.'],
    });
    expect(p.problems).toContain('ingredients-in-steps');
  });

  it('placeholder steps and lines with neither amount nor food are named', () => {
    expect(plausibility({ ...good, instructions: ['...', 'Step 1', 'N/A'] }).problems).toContain(
      'placeholder-steps',
    );
    expect(
      plausibility({ ...good, ingredients: ['Lovely', 'Quick weeknight', 'Family favourite'] }).problems,
    ).toContain('no-amounts');
  });

  it('empty fields lower the score', () => {
    const p = plausibility({ title: null, ingredients: [], instructions: [] });
    expect(p.problems).toEqual(['no-title', 'no-ingredients', 'no-steps']);
    expect(p.score).toBeLessThan(LOW_SCORE);
  });
});

const ld = (recipe: Record<string, unknown>): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Lemon cake', ...recipe })}</script>`;

describe('the quality gate in the extraction chain', () => {
  it('structured data that lists the site menu gives way to the list the page shows, with a warning', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['Home', 'Recipes', 'About us', 'Contact', 'Shop'],
      recipeInstructions: ['Heat the oven.', 'Bake.'],
    })}</head><body><h1>Lemon cake</h1>
      <h2>Ingredients</h2><ul><li>200 g flour</li><li>150 g sugar</li><li>3 eggs</li></ul>
      <h2>Method</h2><ol><li>Heat the oven to 180 C.</li><li>Beat sugar and eggs, fold in the flour.</li><li>Bake for 40 minutes.</li></ol>
      </body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['200 g flour', '150 g sugar', '3 eggs']);
    expect(recipe.instructions).toHaveLength(3);
    expect(report.method).toBe('enhanced-dom');
    expect(report.warnings.some((w) => w.startsWith('The structured data looked wrong'))).toBe(true);
  });

  it('of two structured recipes, the plausible one is taken even when the other is richer', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['Home', 'Recipes', 'Blog', 'About', 'Contact', 'Shop', 'Newsletter'],
      recipeInstructions: ['Subscribe.', 'Share.'],
    })}${ld({ recipeIngredient: ['200 g flour', '3 eggs'], recipeInstructions: ['Mix and bake.'] })}</head><body></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['200 g flour', '3 eggs']);
    expect(report.method).toBe('json-ld');
  });

  it('when nothing better is on the page, the report says in plain words what to check', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['Home', 'Recipes', 'About us', 'Contact', 'Shop'],
      recipeInstructions: ['Heat the oven.', 'Bake.'],
    })}</head><body><h1>Lemon cake</h1></body></html>`;
    const { report } = extractRecipe(html, URL);
    expect(report.warnings).toContain(PROBLEM_WARNINGS.navigation);
    expect(PROBLEM_WARNINGS.navigation).toBe(
      'Some ingredient lines look like site navigation or links to other recipes; check them.',
    );
  });
});
