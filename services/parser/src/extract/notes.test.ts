import { expectLinearTime } from '../../test/linear-time.ts';
import { extractRecipe } from './index.ts';

const URL = 'https://example.com/recipes/pizza/';

/** A page whose JSON-LD has the recipe (no notes: schema.org has no field for them) and `body` around it. */
function page(body: string): string {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Skillet Pizza',
    recipeIngredient: ['1 ball pizza dough', '1/2 cup tomato sauce', '4 oz mozzarella'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Stretch the dough into a hot oiled skillet.' },
      { '@type': 'HowToStep', text: 'Top with sauce and cheese (see note 1).' },
      { '@type': 'HowToStep', text: 'Bake at 500°F until the crust is golden, about 10 minutes.' },
    ],
    prepTime: 'PT30M',
    cookTime: 'PT10M',
  };
  return `<html><head><title>Skillet Pizza</title>
    <script type="application/ld+json">${JSON.stringify(recipe)}</script></head>
    <body><main><h1>Skillet Pizza</h1>${body}</main></body></html>`;
}

/** The recipe card's ingredients and steps as pages show them, before whatever `after` holds. */
const card = (after: string, cls = 'recipe-card') => `
  <div class="${cls}">
    <h2>Ingredients</h2>
    <ul><li>1 ball pizza dough</li><li>1/2 cup tomato sauce</li><li>4 oz mozzarella</li></ul>
    <h2>Instructions</h2>
    <ol>
      <li>Stretch the dough into a hot oiled skillet.</li>
      <li>Top with sauce and cheese (see note 1).</li>
      <li>Bake at 500°F until the crust is golden, about 10 minutes.</li>
    </ol>
    ${after}
  </div>`;

const notesOf = (html: string) => extractRecipe(html, URL).recipe.notes;

describe('recipe notes', () => {
  test.each([
    [
      'WP Recipe Maker',
      `<div class="wprm-recipe-notes-container"><h3 class="wprm-recipe-header">Notes</h3>
        <div class="wprm-recipe-notes"><p>Note 1: fresh mozzarella makes it soggy; use low-moisture.</p>
        <p>The dough keeps 3 days in the fridge.</p></div></div>`,
    ],
    [
      'Tasty Recipes',
      `<div class="tasty-recipes-notes"><h3>Notes</h3><div class="tasty-recipes-notes-body">
        <p>Note 1: fresh mozzarella makes it soggy; use low-moisture.</p>
        <p>The dough keeps 3 days in the fridge.</p></div></div>`,
    ],
    [
      'Mediavine Create',
      `<div class="mv-create-notes"><div class="mv-create-notes-title">Notes</div>
        <div class="mv-create-notes-content"><ul><li>Note 1: fresh mozzarella makes it soggy; use low-moisture.</li>
        <li>The dough keeps 3 days in the fridge.</li></ul></div></div>`,
    ],
    [
      "a card's own 'Recipe Notes' heading",
      `<h3>Recipe Notes:</h3>
       <p>Note 1: fresh mozzarella makes it soggy; use low-moisture.</p>
       <p>The dough keeps 3 days in the fridge.</p>
       <h3>Nutrition</h3><p>Calories: 320</p>`,
    ],
    [
      "a 'Tips' heading in a wrapper of its own",
      `<div class="card-tips"><div><strong>Tips</strong></div>
        <ul><li>Note 1: fresh mozzarella makes it soggy; use low-moisture.</li>
        <li>The dough keeps 3 days in the fridge.</li></ul></div>`,
    ],
  ])('reads the notes of %s, apart from the description and the steps', (_what, notes) => {
    const { recipe } = extractRecipe(page(card(notes)), URL);
    expect(recipe.notes).toEqual([
      'Note 1: fresh mozzarella makes it soggy; use low-moisture.',
      'The dough keeps 3 days in the fridge.',
    ]);
    expect(recipe.instructions).toHaveLength(3);
    expect(recipe.description).not.toContain('mozzarella makes it soggy');
  });

  test("a 'Tips' section of the article above the recipe card is not the recipe's notes", () => {
    const article = `<h2>Tips</h2><p>Our favourite pizza shops in Naples, ranked.</p>`;
    expect(notesOf(page(`${article}${card('')}`))).toEqual([]);
  });

  test('a notes heading far below the steps (after comments) is not taken', () => {
    const comments = `<section><h2>Comments</h2>${'<p>Loved it, made it twice this week!</p>'.repeat(40)}</section>`;
    expect(notesOf(page(card(`${comments}<h3>Notes</h3><p>Not the recipe's.</p>`)))).toEqual([]);
  });

  test('never takes a step or an ingredient for a note, and stops at the next part', () => {
    const notes = `<h3>Notes</h3>
      <p>Bake at 500°F until the crust is golden, about 10 minutes.</p>
      <p>Use a cast iron skillet.</p>
      <p>Read also</p><p>Our best pizza doughs</p>`;
    expect(notesOf(page(card(notes)))).toEqual(['Use a cast iron skillet.']);
  });

  test('ISO 8601 prep and cook times are read into minutes and text', () => {
    const { recipe } = extractRecipe(page(card('')), URL);
    expect(recipe.time).toMatchObject({ prep: 30, cook: 10 });
    expect(recipe.prepTime).toBeTruthy();
    expect(recipe.cookTime).toBeTruthy();
  });

  test('a page of thousands of notes headings, each after a copy of the last step, is read in linear time', () => {
    // Untrusted pages: every heading is checked against every place the last step ends, so both
    // lists are walked together, never one inside the other.
    const hostile = (n: number) =>
      page(
        card(
          '<p>Bake at 500°F until the crust is golden, about 10 minutes.</p><h3>Notes</h3>'.repeat(n / 80),
        ),
      );
    expectLinearTime((n) => extractRecipe(hostile(n), URL), 200_000);
  });
});
