import { appDataRecipe } from './appdata.ts';
import { extractRecipe } from '../index.ts';
import { expectLinearTime } from '../../../test/linear-time.ts';

const URL = 'https://example.com/recipes/x/';

const recipe = {
  id: 'r1',
  name: 'Noodle Bowl',
  ingredients: [
    { id: 'a', name: 'Pak Choi', displayIngredientQuantity: 3, displayUnitOfMeasurement: 'Stk.' },
    { id: 'b', name: 'Spring onions', displayIngredientQuantity: 0.5, displayUnitOfMeasurement: 'bunch' },
    { id: 'c', name: 'Sesame', displayIngredientQuantity: null, displayUnitOfMeasurement: null },
  ],
  preparationInstructions: [
    { header: 'Step 1', body: 'Wash the pak choi.', type: 'STEP' },
    { header: 'Step 2', body: 'Cook the noodles.', type: 'STEP' },
  ],
};
const page = (script: string): string =>
  `<html><head><title>Noodle Bowl</title></head><body><h1>Noodle Bowl</h1><p>Loading…</p>${script}</body></html>`;

describe('recipe in embedded app state', () => {
  it('reads a recipe from React Server Components chunks (self.__next_f.push)', () => {
    const row = `5:${JSON.stringify(['$', '$L24', null, { recipe, locale: 'en' }])}\n`;
    const html = page(`<script>self.__next_f.push([1,${JSON.stringify(row)}])</script>`);
    const { recipe: r } = extractRecipe(html, URL);
    expect(r.ingredients).toEqual(['3 Stk. Pak Choi', '0.5 bunch Spring onions', 'Sesame']);
    expect(r.instructions).toEqual(['Wash the pak choi.', 'Cook the noodles.']);
  });

  it('reads a recipe from a __NEXT_DATA__ JSON script', () => {
    const html = page(
      `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { recipe } } })}</script>`,
    );
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual([
      '3 Stk. Pak Choi',
      '0.5 bunch Spring onions',
      'Sesame',
    ]);
  });

  it('reads ingredients and steps given in named groups', () => {
    const grouped = {
      title: 'Lemon Chicken',
      ingredient_sections: [
        {
          id: 1,
          title: '',
          ingredients: [
            { id: 2, title: 'chicken thighs', unit: 'g', quantity: '750' },
            { id: 3, title: 'lemons', unit: '', quantity: '2' },
          ],
        },
        { id: 4, title: 'To serve', ingredients: [{ id: 5, title: 'parsley', unit: '', quantity: '' }] },
      ],
      method: [
        {
          section: 'Cooking',
          steps: [
            { id: '1', step: 'Brown the <strong>chicken</strong>.' },
            { id: '2', step: 'Add the lemon juice.' },
          ],
        },
      ],
    };
    const html = page(`<script type="application/json">${JSON.stringify({ data: grouped })}</script>`);
    const r = appDataRecipe(html);
    expect(r?.ingredients).toEqual(['750 g chicken thighs', '2 lemons', 'parsley']);
    expect(r?.ingredientSections.map((g) => g.name)).toEqual([null, 'To serve']);
    expect(r?.instructions).toEqual(['Brown the chicken.', 'Add the lemon juice.']);
  });

  it('reads entries with a title and no list of their own as lines, not as groups', () => {
    const groupsOnly = {
      ingredients: [{ title: 'For the dough' }, { title: 'For the filling' }],
      steps: ['Mix.'],
    };
    const html = page(`<script type="application/json">${JSON.stringify({ groupsOnly })}</script>`);
    expect(appDataRecipe(html)?.ingredients).toEqual(['For the dough', 'For the filling']);
  });

  it('needs both an ingredient list and steps', () => {
    const { preparationInstructions: _, ...noSteps } = recipe;
    const html = page(`<script type="application/json">${JSON.stringify({ noSteps })}</script>`);
    expect(appDataRecipe(html)).toBeNull();
  });
});

describe('ingredient lines from app-state objects', () => {
  it('ignores ids and numbers in unit or amount fields', () => {
    const data = {
      recipe: {
        title: 'Soup',
        ingredients: [
          { name: 'Carrots', quantity: 2, unitId: 17, unitName: 'pcs' },
          { name: 'Water', amountType: 'VOLUME', unit: 'l', quantity: '1.5' },
        ],
        steps: ['Boil everything.'],
      },
    };
    const html = `<html><body><script type="application/json">${JSON.stringify(data)}</script></body></html>`;
    expect(appDataRecipe(html)?.ingredients).toEqual(['2 pcs Carrots', '1.5 l Water']);
  });
});

describe('times from app-state recipes', () => {
  it('reads minutes from time fields that name their unit, and ISO durations', () => {
    const data = {
      recipe: {
        name: 'Soup',
        preparationTimeInMinutes: 25,
        cookTime: 'PT1H',
        totalTime: 3,
        ingredients: ['2 carrots', '1 l water'],
        steps: ['Boil everything.'],
      },
    };
    const html = `<html><body><script type="application/json">${JSON.stringify(data)}</script></body></html>`;
    const c = appDataRecipe(html);
    expect([c?.prep, c?.cook, c?.total]).toEqual([25, 60, null]);
  });
});

describe('app state escaped into an HTML attribute (issue #30)', () => {
  const escaped = (v: unknown): string => JSON.stringify(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

  it("reads a recipe from a mount element's data attribute ('data-page=\"{&quot;props&quot;…}\"')", () => {
    const html = page(
      `<div id="app" data-page="${escaped({ component: 'Recipe', props: { recipe } })}"></div>`,
    );
    const { recipe: r, report } = extractRecipe(html, URL);
    expect(r.ingredients).toEqual(['3 Stk. Pak Choi', '0.5 bunch Spring onions', 'Sesame']);
    expect(r.instructions).toEqual(['Wash the pak choi.', 'Cook the noodles.']);
    expect(report.success).toBe(true);
  });

  it('reads JSON escaped once more as a string, in a single-quoted attribute', () => {
    const html = page(`<recipe-view :state='${JSON.stringify(JSON.stringify({ recipe }))}'></recipe-view>`);
    expect(appDataRecipe(html)?.instructions).toEqual(['Wash the pak choi.', 'Cook the noodles.']);
  });

  it('passes over attributes that hold other JSON', () => {
    const html = page(`<div data-config="${escaped({ ingredientsLabel: 'Zutaten', theme: 'dark' })}"></div>`);
    expect(appDataRecipe(html)).toBeNull();
  });
});

describe('app state in attributes on hostile pages', () => {
  // Pasted pages are untrusted: reading attributes for app state must cost linear time.
  const SHAPES: Record<string, (n: number) => string> = {
    'many JSON-looking attributes': (n) => `<div ${'a="{ingredients" '.repeat(n / 16)}></div>`,
    'one attribute never closed': (n) => `<div a="{${'ingredients '.repeat(n / 12)}</div>`,
    'single quotes never closed': (n) => `<div ${'a=\'"{ingredients '.repeat(n / 16)}</div>`,
    'names without values': (n) => `<div ${'ingredients= '.repeat(n / 13)}</div>`,
  };
  it.each(Object.keys(SHAPES))('%s', (shape) => {
    const make = SHAPES[shape] as (n: number) => string;
    expect(appDataRecipe(page(make(2_000)))).toBeNull();
    expectLinearTime((n) => appDataRecipe(page(make(n))), 400_000);
  });
});
