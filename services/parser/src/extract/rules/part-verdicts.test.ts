import { extractRecipe } from '../index.ts';
import { amountsDiffer, isPartial, reconcileIngredients, reconcileSteps } from './part-verdicts.ts';

const URL = 'https://example.com/recipes/x/';

/** A page with structured data (`recipe`) and the recipe it shows (`body`). */
const page = (recipe: Record<string, unknown>, body: string): string =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Lemon cake',
    ...recipe,
  })}</script></head><body><h1>Lemon cake</h1>${body}</body></html>`;

const list = (heading: string, lines: string[], tag = 'ul'): string =>
  `<h2>${heading}</h2><${tag}>${lines.map((l) => `<li>${l}</li>`).join('')}</${tag}>`;

const CAKE = ['200 g flour', '150 g sugar', '3 eggs', '100 g butter', '1 lemon, zested'];
const GLAZE = ['100 g icing sugar', '2 tbsp lemon juice', '1 tsp water'];
const STEPS = [
  'Heat the oven to 180 °C and butter a loaf tin.',
  'Beat the butter with the sugar until pale, then beat in the eggs one by one.',
  'Fold in the flour and the lemon zest, pour into the tin and bake for 45 minutes.',
  'Stir the icing sugar with the lemon juice and the water, and pour it over the cooled cake.',
];
const shown = (ingredients: string[] = [...CAKE, ...GLAZE], steps: string[] = STEPS): string =>
  list('Ingredients', ingredients) + list('Method', steps, 'ol');

describe('reconcileIngredients: which ingredient list wins', () => {
  it('keeps the structured list when the page shows the same lines', () => {
    expect(reconcileIngredients(CAKE, CAKE)).toEqual({ take: 'structured', why: null });
  });

  it('takes the page when the structured data holds only the first group', () => {
    expect(reconcileIngredients(CAKE, [...CAKE, ...GLAZE])).toEqual({
      take: 'page',
      why: 'the structured data lists 5 of the 8 ingredient lines the page shows',
    });
  });

  it('keeps the structured list when the page reading is the shorter one', () => {
    expect(reconcileIngredients([...CAKE, ...GLAZE], CAKE).take).toBe('structured');
  });

  it('does not take a page list whose extra lines are interface words or the list again for other servings', () => {
    expect(isPartial(CAKE, ['Ingredients', 'Scale', ...CAKE, 'Print'])).toBe(false);
    const twice = [...CAKE, ...CAKE.map((l) => l.replace(/^\d+/, (n) => String(2 * Number(n))))];
    expect(isPartial(CAKE.slice(0, 3), ['2', '4', ...twice, 'Salt', 'Salt', 'Salt'])).toBe(false);
  });

  it('takes the page when structured lines are the page lines joined', () => {
    const joined = ['200 g flour 150 g sugar', '3 eggs 100 g butter', '1 lemon, zested'];
    expect(reconcileIngredients(joined, CAKE).why).toBe(
      'the structured data joins several ingredient lines into one',
    );
  });

  it('takes the page when structured lines are split at every comma', () => {
    const split = ['1', '5 TL Salz', '200 g Mehl', '1 Zitrone', 'abgerieben'];
    expect(reconcileIngredients(split, ['1,5 TL Salz', '200 g Mehl', '1 Zitrone, abgerieben']).why).toBe(
      'the structured data splits ingredient lines at their commas',
    );
  });

  it('takes the page when the structured data gives one keyword for the list', () => {
    expect(reconcileIngredients(['cake'], CAKE).why).toBe(
      'the structured data gives one word for the ingredient list',
    );
  });

  it('takes the page when the structured data adds equipment the page does not list', () => {
    expect(reconcileIngredients([...CAKE, 'Loaf tin', 'Stand mixer'], CAKE).why).toBe(
      'the structured data lists equipment among the ingredients',
    );
    // Foods without amounts the page reading missed are not equipment: the structured list stays.
    expect(reconcileIngredients([...CAKE, 'Salt', 'Pepper'], CAKE).take).toBe('structured');
  });

  it('takes the page when the structured data gives other amounts for some of the same ingredients', () => {
    const older = ['250 g flour', '150 g sugar', '2 eggs', '100 g butter', '1 lemon, zested'];
    expect(amountsDiffer(older, CAKE)).toBe(2);
    expect(reconcileIngredients(older, CAKE)).toEqual({
      take: 'page',
      why: 'the structured data gives other amounts than the page shows on 2 lines',
    });
  });

  it('counts a line the page names otherwise beside another amount, and not a note in brackets', () => {
    const older = ['200 g flour', '150 g sugar', '2 eggs', '100 g butter', '1 lime, zested'];
    expect(amountsDiffer(older, CAKE)).toBe(2);
    const bracketed = [
      '200 g flour (sifted)',
      '150 g sugar',
      '3 eggs (large)',
      '100 g butter',
      '1 lemon (zested)',
    ];
    const bare = ['200 g flour sifted', '150 g sugar', '3 eggs large', '100 g butter', '1 lemon, zested'];
    expect(amountsDiffer(bracketed, bare)).toBe(0);
  });

  it('keeps the structured list where one amount differs, or the page shows every amount otherwise', () => {
    const oneOther = ['250 g flour', '150 g sugar', '3 eggs', '100 g butter', '1 lemon, zested'];
    expect(reconcileIngredients(oneOther, CAKE).take).toBe('structured');
    // The page shows the recipe doubled, or in cups: a version switch, not an older recipe.
    const doubled = ['400 g flour', '300 g sugar', '6 eggs', '200 g butter', '2 lemons, zested'];
    expect(amountsDiffer(CAKE, doubled)).toBe(0);
    const cups = ['1 2/3 cups flour', '3/4 cup sugar', '3 eggs', '1/2 cup butter', '1 lemon, zested'];
    expect(reconcileIngredients(CAKE, cups).take).toBe('structured');
  });
});

describe('reconcileSteps: which method wins', () => {
  it('keeps the structured steps when they are the page steps', () => {
    expect(reconcileSteps(STEPS, STEPS).take).toBe('structured');
  });

  it('takes the page when the structured steps are a teaser of the method', () => {
    expect(reconcileSteps(STEPS.slice(0, 1), STEPS)).toEqual({
      take: 'page',
      why: 'the structured data gives 1 of the 4 steps the page shows',
    });
  });

  it('takes the page when the structured steps hold the whole article', () => {
    const story =
      'We first baked this cake for a picnic by the lake and it was a great success with everyone there.';
    const article = [
      story,
      story,
      ...STEPS,
      story,
      'Leave a comment below and rate the recipe.',
      story,
      story,
    ];
    expect(reconcileSteps(article, STEPS).why).toBe(
      'the structured steps hold the whole article, not only the method',
    );
  });

  it('takes the page when the structured data gives the method as one block', () => {
    expect(reconcileSteps([STEPS.join(' ')], STEPS).why).toBe(
      'the structured data gives the method as one block',
    );
  });

  it('keeps the structured steps when the page reading found less', () => {
    expect(reconcileSteps(STEPS, STEPS.slice(0, 2)).take).toBe('structured');
  });
});

describe('the reconciling rule on whole pages', () => {
  it('reads the ingredients from the page when the structured data is an older version of the recipe', () => {
    const older = ['250 g flour', '150 g sugar', '2 eggs', '100 g butter', '1 lime, zested', ...GLAZE];
    const html = page({ recipeIngredient: older, recipeInstructions: STEPS }, shown());
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual([...CAKE, ...GLAZE]);
    expect(report.parts?.ingredients).toEqual({
      from: 'the page',
      why: 'the structured data gives other amounts than the page shows on 3 lines',
    });
  });

  it('reads the ingredients from the page when the structured data has only the first group, and says so', () => {
    const html = page({ recipeIngredient: CAKE, recipeInstructions: STEPS }, shown());
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual([...CAKE, ...GLAZE]);
    expect(recipe.instructions).toEqual(STEPS);
    expect(report.rules).toContain('structured-data-reconciled-with-page');
    expect(report.parts).toEqual({
      ingredients: {
        from: 'the page',
        why: 'the structured data lists 5 of the 8 ingredient lines the page shows',
      },
      instructions: { from: 'json-ld', why: 'the structured data agrees with what the page shows' },
    });
  });

  it('reads the steps from the page when the structured data gives a teaser', () => {
    const html = page(
      { recipeIngredient: [...CAKE, ...GLAZE], recipeInstructions: STEPS.slice(0, 1) },
      shown(),
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual(STEPS);
    expect(report.parts?.instructions?.from).toBe('the page');
  });

  it('reads the ingredients from the page when the structured lines are split at commas', () => {
    const lines = ['1,5 TL Salz', '500 g Mehl', '1 Zitrone, abgerieben', '3 Eier', '200 ml Milch'];
    const split = ['1', '5 TL Salz', '500 g Mehl', '1 Zitrone', 'abgerieben', '3 Eier', '200 ml Milch'];
    const html = page({ recipeIngredient: split, recipeInstructions: STEPS }, shown(lines));
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(lines);
  });

  it('keeps the structured data where the page is the broken one (a shorter list in the page)', () => {
    const html = page({ recipeIngredient: [...CAKE, ...GLAZE], recipeInstructions: STEPS }, shown(CAKE));
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual([...CAKE, ...GLAZE]);
    expect(report.parts?.ingredients?.from).toBe('json-ld');
  });

  it("does not make a step's generic name ('Instructions') a step of its own", () => {
    const steps = STEPS.map((text) => ({ '@type': 'HowToStep', name: 'Instructions', text }));
    const html = page({ recipeIngredient: CAKE, recipeInstructions: steps }, '');
    expect(extractRecipe(html, URL).recipe.instructions).toEqual(STEPS);
    const named = [{ '@type': 'HowToStep', name: 'Make the glaze', text: STEPS[3] }];
    expect(
      extractRecipe(page({ recipeIngredient: CAKE, recipeInstructions: named }, ''), URL).recipe.instructions,
    ).toEqual(['Make the glaze', STEPS[3]]);
  });

  it('leaves out step counters given as steps', () => {
    const labelled = STEPS.flatMap((s, i) => [`Step ${i + 1}`, s]);
    const html = page({ recipeIngredient: CAKE, recipeInstructions: labelled }, '');
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual(STEPS);
    expect(report.parts?.instructions).toEqual({
      from: 'json-ld',
      why: 'step counters given as steps were left out',
    });
  });
});
