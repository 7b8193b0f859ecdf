import { GROCERY_MESSAGES, type GroceryList, type GroceryPreviewResponse } from '@cookmark/contracts';
import { itemLine } from '@cookmark/export/text';
import { type Harness, type RecipesService, startHarness, startRecipesService } from './helpers.ts';

let h: Harness;
let recipes: RecipesService;
beforeAll(async () => {
  h = await startHarness();
  recipes = await startRecipesService(h);
});
afterAll(async () => {
  await recipes?.stop();
  await h.close();
});

const PANCAKES = {
  title: 'Pancakes',
  ingredients: ['1 cup flour', '2 eggs', '1 cup milk', 'salt to taste'],
  instructions: ['Mix.', 'Fry.'],
  servings: 2,
};
const CREPES = {
  title: 'Crêpes',
  ingredients: ['1/2 cup flour', '1 egg', '250 ml milk', 'butter for the pan'],
  instructions: ['Whisk.', 'Fry thin.'],
  servings: 4,
};

const flat = (preview: GroceryPreviewResponse | GroceryList) =>
  preview.items.flatMap((group) =>
    group.items.map((item) => ({
      category: group.category,
      name: item.name,
      amount: [item.quantity, item.unit].filter(Boolean).join(' '),
      from: item.recipeSources,
    })),
  );

describe('preview through the recipes service', () => {
  test("merges the user's recipes into category groups", async () => {
    const user = await h.createUser();
    const [pancakes, crepes] = [
      await recipes.createRecipe(user, PANCAKES),
      await recipes.createRecipe(user, CREPES),
    ];
    const response = await h.call(user, 'POST', '/api/grocery-lists/preview', {
      recipeIds: [pancakes.id, crepes.id],
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json<GroceryPreviewResponse>();
    expect(flat(preview)).toEqual([
      { category: 'Dairy', name: 'butter', amount: '?', from: ['Crêpes'] },
      { category: 'Dairy', name: 'eggs', amount: '3', from: ['Crêpes', 'Pancakes'] },
      { category: 'Dairy', name: 'milk', amount: '2 cups', from: ['Crêpes', 'Pancakes'] },
      { category: 'Pantry', name: 'flour', amount: '1 ½ cups', from: ['Crêpes', 'Pancakes'] },
      { category: 'Pantry', name: 'salt', amount: '?', from: ['Pancakes'] },
    ]);
    const item = preview.items[0]?.items[0];
    expect(item).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), checked: false });
  });

  test('lines read as a person writes them: fractions, plurals, one salt line, notes kept (issue #34)', async () => {
    const user = await h.createUser();
    const curry = await recipes.createRecipe(user, {
      title: 'Curry',
      ingredients: [
        '1 cup sugar',
        '1 handful of spinach',
        '1 head of broccoli',
        '1 tsp pepper',
        '1 tsp salt',
        '1 can full-fat coconut milk',
        '4 tbsp (60g) butter, melted',
      ],
      instructions: ['Cook.'],
      servings: 4,
    });
    const stew = await recipes.createRecipe(user, {
      title: 'Stew',
      ingredients: [
        '1/3 cup sugar',
        '2 handfuls spinach',
        '2 heads broccoli',
        'salt to taste',
        '1 red bell pepper',
        '1/2 cup butter, softened',
        '2 cups water',
      ],
      instructions: ['Stew.'],
      servings: 4,
    });
    const response = await h.call(user, 'POST', '/api/grocery-lists/preview', {
      recipeIds: [curry.id, stew.id],
    });
    expect(response.statusCode).toBe(200);
    const lines = response
      .json<GroceryPreviewResponse>()
      .items.flatMap((group) => group.items.map((item) => `${group.category}: ${itemLine(item)}`));
    expect(lines).toEqual([
      'Produce: 3 heads broccoli',
      'Produce: 1 red bell pepper',
      'Produce: 3 handfuls spinach',
      'Dairy: ¾ cup butter, melted, softened',
      'Pantry: 1 tsp black pepper',
      'Pantry: 1 can full-fat coconut milk',
      'Pantry: 1 tsp salt, plus to taste',
      'Pantry: 1 ⅓ cups sugar',
    ]);
  });

  test('with a system every total is written in it', async () => {
    const user = await h.createUser();
    const [pancakes, crepes] = [
      await recipes.createRecipe(user, PANCAKES),
      await recipes.createRecipe(user, CREPES),
    ];
    const ask = async (system: string) =>
      flat(
        (
          await h.call(user, 'POST', '/api/grocery-lists/preview', {
            recipeIds: [pancakes.id, crepes.id],
            system,
          })
        ).json<GroceryPreviewResponse>(),
      ).map((item) => `${item.name}: ${item.amount}`);
    expect(await ask('Metric')).toEqual(expect.arrayContaining(['milk: 500 ml', 'flour: 350 ml', 'eggs: 3']));
    expect(await ask('US')).toEqual(expect.arrayContaining(['milk: 2 cups', 'flour: 1 ½ cups']));
    const bad = await h.call(user, 'POST', '/api/grocery-lists/preview', {
      recipeIds: [pancakes.id],
      system: 'SI',
    });
    expect(bad.statusCode).toBe(400);
  });

  test('servings scales each recipe from its own servings', async () => {
    const user = await h.createUser();
    const [pancakes, crepes] = [
      await recipes.createRecipe(user, PANCAKES),
      await recipes.createRecipe(user, CREPES),
    ];
    const response = await h.call(user, 'POST', '/api/grocery-lists/preview', {
      recipeIds: [pancakes.id, crepes.id],
      servings: 4,
    });
    expect(response.statusCode).toBe(200);
    // Pancakes doubled (2 → 4 servings), crêpes as written (4 servings).
    expect(flat(response.json())).toContainEqual({
      category: 'Pantry',
      name: 'flour',
      amount: '2 ½ cups',
      from: ['Crêpes', 'Pancakes'],
    });
  });

  test("another user's recipe or a missing one is 404 'Recipe not found', and nothing of it shows", async () => {
    const user = await h.createUser();
    const other = await h.createUser();
    const mine = await recipes.createRecipe(user, PANCAKES);
    const theirs = await recipes.createRecipe(other, { ...CREPES, title: 'Secret family crêpes' });
    for (const ids of [[mine.id, theirs.id], [theirs.id], ['00000000-0000-4000-8000-000000000000']]) {
      const response = await h.call(user, 'POST', '/api/grocery-lists/preview', { recipeIds: ids });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 404,
        body: { message: GROCERY_MESSAGES.recipeNotFound },
      });
      expect(response.body).not.toContain('Secret');
    }
  });

  test('a preview needs a recipe', async () => {
    const user = await h.createUser();
    const response = await h.call(user, 'POST', '/api/grocery-lists/preview', { recipeIds: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: GROCERY_MESSAGES.previewRecipesRequired });
  });

  test('a saved preview survives the deletion of its source recipe', async () => {
    const user = await h.createUser();
    const pancakes = await recipes.createRecipe(user, PANCAKES);
    const preview = (
      await h.call(user, 'POST', '/api/grocery-lists/preview', { recipeIds: [pancakes.id] })
    ).json<GroceryPreviewResponse>();
    const created = await h.call(user, 'POST', '/api/grocery-lists', {
      name: 'Pancake morning',
      items: preview.items,
      recipeIds: [pancakes.id],
    });
    expect(created.statusCode).toBe(201);
    const list = created.json<GroceryList>();
    expect(list.items).toEqual(preview.items);

    await recipes.deleteRecipe(user, pancakes.id);
    const read = await h.call(user, 'GET', `/api/grocery-lists/${list.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(list);
    // The recipe is gone for a new preview, not for the stored list.
    const again = await h.call(user, 'POST', '/api/grocery-lists/preview', { recipeIds: [pancakes.id] });
    expect(again.statusCode).toBe(404);
  });

  test('the internal route needs the token and answers only the named user’s recipes', async () => {
    const user = await h.createUser();
    const other = await h.createUser();
    const theirs = await recipes.createRecipe(other, CREPES);
    const post = (token: string | undefined, body: unknown) =>
      fetch(`${recipes.url}/internal/recipes/contents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-internal-token': token } : {}) },
        body: JSON.stringify(body),
      });
    expect((await post(undefined, { userId: user.id, ids: [theirs.id] })).status).toBe(404);
    expect((await post('wrong-token-0123456789', { userId: user.id, ids: [theirs.id] })).status).toBe(404);
    const answer = await post(h.config.INTERNAL_TOKEN, { userId: user.id, ids: [theirs.id] });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ recipes: [] });
    const own = await post(h.config.INTERNAL_TOKEN, { userId: other.id, ids: [theirs.id] });
    expect(await own.json()).toEqual({
      recipes: [{ id: theirs.id, title: 'Crêpes', servings: 4, ingredients: CREPES.ingredients }],
    });
  });
});
