/**
 * Failure classes seen on sites outside the corpus, each on small pages of our own: the ingredient rules that handle them (and the quality gate where it is the gate that does).
 */
import { extractRecipe } from '../index.ts';
import { URL, LINES, STEPS, ul, METHOD, page, ld } from '../../../test/lemon-cake-pages.ts';

describe('navigation, footer links and related recipes are not ingredients', () => {
  it('a related-recipes list right after the ingredients is dropped (ingredient-navigation-lines)', () => {
    // Titles written out (a list of links alone is not read at all, see below).
    const related = ul(['Easy Lemon Tart Recipe', 'Best Chocolate Cake Recipe']);
    const { recipe, report } = extractRecipe(
      page(`<h2>Ingredients</h2>${ul(LINES)}${related}${METHOD}`),
      URL,
    );
    expect(recipe.ingredients).toEqual(LINES);
    expect(report.rules).toContain('ingredient-navigation-lines');
  });

  it('menu lines before the list are dropped, an ingredient that is one word is kept', () => {
    const { recipe } = extractRecipe(
      page(`<h2>Ingredients</h2>${ul(['Home', 'Recipes', 'About us', ...LINES, 'Salt'])}${METHOD}`),
      URL,
    );
    expect(recipe.ingredients).toEqual([...LINES, 'Salt']);
  });

  it('structured data that lists the footer links gives way to the list the page shows (quality gate)', () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(LINES)}${METHOD}`,
      ld({
        recipeIngredient: ['Privacy Policy', 'Terms of Use', 'Contact', 'Newsletter'],
        recipeInstructions: STEPS,
      }),
    );
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(LINES);
  });
});

describe('other recipes under their own heading inside the ingredient box (issue #15)', () => {
  it('a heading that starts another part ends the list the box holds', () => {
    const others = ul([
      '<a href="/t">Lemon Tart</a>',
      '<a href="/m">Lemon Muffins</a>',
      '<a href="/b">Lemon Bars</a>',
    ]);
    const html = page(
      `<div class="ingredients"><h3>Ingredients</h3>${ul(LINES)}<h4>You may also like</h4>${others}</div>
      <div class="instructions"><h3>Method</h3>${ul(STEPS, 'ol')}</div>`,
    );
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(LINES);
    expect(recipe.instructions).toEqual(STEPS);
  });
});

describe('a list of links without amounts right after the ingredients (issue #15)', () => {
  const links = ul([
    '<a href="/t">Lemon Tart</a>',
    '<a href="/m">Lemon Muffins</a>',
    '<a href="/b">Lemon Bars</a>',
  ]);
  it('gives no ingredient lines', () => {
    const { recipe } = extractRecipe(page(`<h2>Ingredients</h2>${ul(LINES)}${links}${METHOD}`), URL);
    expect(recipe.ingredients).toEqual(LINES);
  });
  it('keeps an ingredient list whose lines are links, and links with amounts', () => {
    const linked = ul(LINES.map((l) => `<a href="/shop">${l}</a>`));
    expect(extractRecipe(page(`<h2>Ingredients</h2>${linked}${METHOD}`), URL).recipe.ingredients).toEqual(
      LINES,
    );
    const more = ul(['<a href="/z">1 lemon</a>', '<a href="/s">50 g icing sugar</a>']);
    expect(
      extractRecipe(page(`<h2>Ingredients</h2>${ul(LINES)}${more}${METHOD}`), URL).recipe.ingredients,
    ).toEqual([...LINES, '1 lemon', '50 g icing sugar']);
  });
});

describe('group headings in capitals', () => {
  it('names in capitals between the lines become the groups (capital-group-names)', () => {
    const p = (x: string) => `<p>${x}</p>`;
    const body = `<h2>Ingredients</h2><div>${['EGGS', '3 eggs', '1 yolk', 'FLOUR', '200 g flour'].map(p).join('')}</div>${METHOD}`;
    const { recipe, report } = extractRecipe(page(body), URL);
    expect(recipe.ingredients).toEqual(['3 eggs', '1 yolk', '200 g flour']);
    expect(recipe.ingredientGroups).toEqual([
      { name: 'EGGS', lines: ['3 eggs', '1 yolk'] },
      { name: 'FLOUR', lines: ['200 g flour'] },
    ]);
    expect(report.rules).toContain('capital-group-names');
  });

  it('a name said before every line continues its group', () => {
    const body = `<h2>Ingredients</h2>${ul(['EGGS', '3 eggs', 'EGGS', '1 yolk', 'FLOUR', '200 g flour'])}${METHOD}`;
    const { recipe } = extractRecipe(page(body), URL);
    expect(recipe.ingredientGroups).toEqual([
      { name: 'EGGS', lines: ['3 eggs', '1 yolk'] },
      { name: 'FLOUR', lines: ['200 g flour'] },
    ]);
  });

  it('structured data that repeats the heading instead of the lines gives way to the page (quality gate)', () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(['3 eggs', '1 yolk', '200 g flour', '150 g sugar'])}${METHOD}`,
      ld({ recipeIngredient: ['EGGS', 'EGGS', 'FLOUR', 'FLOUR'], recipeInstructions: STEPS }),
    );
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual([
      '3 eggs',
      '1 yolk',
      '200 g flour',
      '150 g sugar',
    ]);
  });
});

describe('group names said again in capitals, in any source and anywhere in the list (issue #15)', () => {
  it('structured lines: a name said before each of its lines becomes the group (capital-group-names)', () => {
    const html = page(
      '',
      ld({
        recipeIngredient: [
          'CAKE',
          '200 g flour',
          'CAKE',
          '150 g sugar',
          'CAKE',
          '3 eggs',
          'GLAZE',
          '100 g icing sugar',
        ],
        recipeInstructions: STEPS,
      }),
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual([...LINES, '100 g icing sugar']);
    expect(recipe.ingredientGroups).toEqual([
      { name: 'CAKE', lines: LINES },
      { name: 'GLAZE', lines: ['100 g icing sugar'] },
    ]);
    expect(report.rules).toContain('capital-group-names');
  });

  it('lines before the first name form a group without a name', () => {
    const body = `<h2>Ingredients</h2>${ul([...LINES, 'GLAZE', '100 g icing sugar', 'GLAZE', '2 tbsp lemon juice'])}${METHOD}`;
    const { recipe } = extractRecipe(page(body), URL);
    expect(recipe.ingredients).toEqual([...LINES, '100 g icing sugar', '2 tbsp lemon juice']);
    expect(recipe.ingredientGroups).toEqual([
      { name: null, lines: LINES },
      { name: 'GLAZE', lines: ['100 g icing sugar', '2 tbsp lemon juice'] },
    ]);
  });

  it('a structured name said once, and a list written all in capitals, are left as they are', () => {
    const once = ['FOR THE CAKE', ...LINES, 'FOR THE GLAZE', '100 g icing sugar'];
    expect(
      extractRecipe(page('', ld({ recipeIngredient: once, recipeInstructions: STEPS })), URL).recipe
        .ingredients,
    ).toEqual(once);
    const shouting = ['200 G FLOUR', 'SALT', '3 EGGS', 'SALT', '1 TSP BAKING POWDER'];
    expect(
      extractRecipe(page('', ld({ recipeIngredient: shouting, recipeInstructions: STEPS })), URL).recipe
        .ingredients,
    ).toEqual(shouting);
  });
});

describe('structured data that holds two versions of the recipe (issue #15)', () => {
  const small = ['1 tablespoon butter, softened', '1/3 cup sugar', '1 cup whole milk', '2 eggs'];
  const large = ['1 1/2 tablespoons butter, softened', '1/2 cup sugar', '1 1/2 cups whole milk', '3 eggs'];
  const steps = [
    'In a large bowl, beat the butter and the sugar until light.',
    'Whisk in the milk and the eggs.',
    'Pour into the small pan and bake for 30 minutes.',
  ];
  const stepsLarge = [
    'In a large bowl, beat the butter and the sugar until light.',
    'Whisk in the milk and the eggs.',
    'Pour into the large pan and bake for 45 minutes.',
  ];
  it('keeps the first version when the foods and the method start again (first-of-two-versions)', () => {
    const html = page(
      '',
      ld({ recipeIngredient: [...small, ...large], recipeInstructions: [...steps, ...stepsLarge] }),
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(small);
    expect(recipe.instructions).toEqual(steps);
    expect(report.rules).toContain('first-of-two-versions');
  });
  describe('versions in tabs, the page showing one (shown-version-only)', () => {
    // Two appliances: other foods and another method, the second tab hidden until chosen.
    const oven = [
      '3 cups water, for steaming',
      '1 1/4 cups all-purpose flour',
      '2 ripe bananas, mashed',
      '1/4 cup canola oil',
    ];
    const other = ['2 cups all-purpose flour', '1 stick butter, softened', '3/4 cup dark brown sugar'];
    const ovenSteps = [
      'Pour the water into the pot and grease the loaf pan.',
      'Whisk the bananas, oil and flour together.',
      'Steam and bake for 30 minutes.',
    ];
    const otherSteps = [
      'Preheat the unit to 325°F for 5 minutes.',
      'Beat the butter and the brown sugar, then add the flour.',
      'Bake for 40 minutes and let it cool.',
    ];
    const tab = (lines: string[], steps: string[], hidden: string) =>
      `<div data-method="appliance"${hidden}><ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>${steps.map((x) => `<p>${x}</p>`).join('')}</div>`;
    const tabs = (hidden: string) =>
      page(
        `<h2>Ingredients</h2>${tab(oven, ovenSteps, '')}${tab(other, otherSteps, hidden)}`,
        ld({ recipeIngredient: [...oven, ...other], recipeInstructions: [...ovenSteps, ...otherSteps] }),
      );

    it.each([' class="tab d-none"', ' hidden', ' style="display: none"'])(
      'keeps the shown version when the other tab is hidden by%s',
      (hidden) => {
        const { recipe, report } = extractRecipe(tabs(hidden), URL);
        expect(recipe.ingredients).toEqual(oven);
        expect(recipe.instructions).toEqual(ovenSteps);
        expect(report.rules).toContain('shown-version-only');
      },
    );

    it('keeps every line when the page shows both versions', () => {
      const { recipe, report } = extractRecipe(tabs(' class="tab"'), URL);
      expect(recipe.ingredients).toEqual([...oven, ...other]);
      expect(recipe.instructions).toHaveLength(6);
      expect(report.rules).not.toContain('shown-version-only');
    });
  });

  it('keeps a list that names a food twice when the method does not start again', () => {
    // The cake, then the glaze: the same foods again, with other amounts.
    const lines = ['2 eggs', '100 g sugar', '50 g butter', '3 eggs', '80 g sugar', '40 g butter'];
    const html = page(
      '',
      ld({ recipeIngredient: lines, recipeInstructions: [...steps, 'Glaze and serve.'] }),
    );
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(lines);
    expect(recipe.instructions).toHaveLength(4);
  });
});

describe('units with an open plural in the structured data (issue #30)', () => {
  const shown = ['1/2 gallon milk', '2 cups flour', '1 package yeast'];
  const open = ['1/2 gallon(s) milk', '2 cup(s) flour', '1 package(s) yeast'];

  it('takes the lines as the page shows them (unit-plurals-as-shown)', () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(shown)}${METHOD}`,
      ld({ recipeIngredient: open, recipeInstructions: STEPS }),
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(shown);
    expect(report.rules).toContain('unit-plurals-as-shown');
  });

  it('keeps the structured lines where the page shows the open plural too, or other lines', () => {
    const same = page(
      `<h2>Ingredients</h2>${ul(open)}${METHOD}`,
      ld({ recipeIngredient: open, recipeInstructions: STEPS }),
    );
    expect(extractRecipe(same, URL).recipe.ingredients).toEqual(open);
    const other = page(
      `<h2>Ingredients</h2>${ul(['1/2 gallon milk', '3 cups flour', '1 package yeast'])}${METHOD}`,
      ld({ recipeIngredient: open, recipeInstructions: STEPS }),
    );
    expect(extractRecipe(other, URL).recipe.ingredients).toEqual(open);
  });
});
