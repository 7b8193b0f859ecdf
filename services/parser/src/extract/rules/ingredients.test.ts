/**
 * Failure classes seen on sites outside the corpus, each on small pages of our own: the ingredient rules that handle them (and the quality gate where it is the gate that does).
 */
import { extractRecipe } from '../index.ts';
import { URL, LINES, STEPS, ul, METHOD, page, ld } from './lemon-cake-pages.ts';

describe('navigation, footer links and related recipes are not ingredients', () => {
  it('a related-recipes list right after the ingredients is dropped (ingredient-navigation-lines)', () => {
    const related = ul([
      '<a href="/t">Easy Lemon Tart Recipe</a>',
      '<a href="/c">Best Chocolate Cake Recipe</a>',
    ]);
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
