import { addDays, type GroceryList, MEAL_PLAN_MESSAGES } from '@cookmark/contracts';
import type { HouseholdOf } from '@cookmark/service-kit';
import { callAs } from '@cookmark/service-kit/testing';
import { buildApp } from '../src/app.ts';
import {
  type Harness,
  type RecipesService,
  startHarness,
  startRecipesService,
  type TestUser,
} from './helpers.ts';

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

const MONDAY = (() => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) + 7);
  return day.toISOString().slice(0, 10);
})();
const day = (n: number) => addDays(MONDAY, n);
const WEEK = { from: MONDAY, to: day(6) };

const PANCAKES = {
  title: 'Pancakes',
  ingredients: ['1 cup flour', '2 eggs', '1 cup milk'],
  instructions: ['Mix.', 'Fry.'],
  servings: 2,
};
const OMELETTE = {
  title: 'Omelette',
  ingredients: ['3 eggs', 'salt'],
  instructions: ['Whisk.'],
  servings: 1,
};

/** Plans an entry through the recipes service's public API, as the web app does. */
async function plan(user: TestUser, body: object): Promise<{ id: string }> {
  const response = await fetch(`${recipes.url}/api/meal-plan/entries`, {
    method: 'POST',
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`plan answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string };
}

const flat = (list: GroceryList) =>
  list.items.flatMap((group) =>
    group.items.map((item) => ({
      name: item.name,
      amount: [item.quantity, item.unit].filter(Boolean).join(' '),
      from: item.recipeSources,
    })),
  );

describe('POST /api/grocery-lists/meal-plan', () => {
  test("merges the week's recipes at their planned servings, naming each line's recipes and days", async () => {
    const user = await h.createUser();
    const pancakes = await recipes.createRecipe(user, PANCAKES);
    const omelette = await recipes.createRecipe(user, OMELETTE);
    await plan(user, { date: day(0), meal: 'breakfast', recipeId: pancakes.id }); // 2 servings: ×1
    await plan(user, { date: day(2), meal: 'breakfast', recipeId: pancakes.id, servings: 4 }); // ×2
    await plan(user, { date: day(1), meal: 'lunch', recipeId: omelette.id });
    await plan(user, { date: day(1), meal: 'dinner', text: 'Eat out' });
    await plan(user, { date: day(8), meal: 'dinner', recipeId: omelette.id }); // outside the week

    const response = await h.call(user, 'POST', '/api/grocery-lists/meal-plan', WEEK);
    expect(response.statusCode).toBe(201);
    const list = response.json<GroceryList>();
    const pancakeDays = `Pancakes (Mon ${Number(day(0).slice(8))}`;
    expect(list.name).toMatch(/^Meal plan Mon \d+ \w+ – Sun \d+ \w+$/);
    expect(flat(list)).toEqual([
      {
        name: 'eggs',
        amount: '9',
        from: [expect.stringMatching(/^Omelette \(Tue /), expect.stringContaining(pancakeDays)],
      },
      { name: 'milk', amount: '3 cups', from: [expect.stringContaining(pancakeDays)] },
      { name: 'flour', amount: '3 cups', from: [expect.stringContaining(pancakeDays)] },
      { name: 'salt', amount: '?', from: [expect.stringMatching(/^Omelette \(Tue /)] },
    ]);
    expect(list.items.flatMap((g) => g.items)[0]?.recipeSources[1]).toMatch(
      /^Pancakes \(Mon \d+ \w+, Wed \d+ \w+\)$/,
    );
    expect(list.recipeIds.sort()).toEqual([pancakes.id, omelette.id].sort());
  });

  test('building the same days again updates that list; unchanged lines keep their ticks; other days make another', async () => {
    const user = await h.createUser();
    const pancakes = await recipes.createRecipe(user, PANCAKES);
    await plan(user, { date: day(0), meal: 'breakfast', recipeId: pancakes.id });
    const first = (await h.call(user, 'POST', '/api/grocery-lists/meal-plan', WEEK)).json<GroceryList>();
    const ticks = first.items
      .flatMap((g) => g.items)
      .filter((item) => item.name === 'flour' || item.name === 'eggs')
      .map((item) => ({ id: item.id, checked: true }));
    await h.call(user, 'PATCH', `/api/grocery-lists/${first.id}`, { checks: ticks });

    const omelette = await recipes.createRecipe(user, OMELETTE);
    await plan(user, { date: day(3), meal: 'lunch', recipeId: omelette.id });
    const again = await h.call(user, 'POST', '/api/grocery-lists/meal-plan', WEEK);
    expect(again.statusCode).toBe(200);
    const updated = again.json<GroceryList>();
    expect(updated.id).toBe(first.id);
    const items = updated.items.flatMap((g) => g.items);
    expect(items.map((item) => [item.name, item.quantity, item.checked])).toEqual([
      ['eggs', '5', false],
      ['milk', '1', false],
      ['flour', '1', true],
      ['salt', '?', false],
    ]);

    const lists = (await h.call(user, 'GET', '/api/grocery-lists')).json<GroceryList[]>();
    expect(lists.map((list) => list.id)).toEqual([first.id]);

    const otherDays = await h.call(user, 'POST', '/api/grocery-lists/meal-plan', {
      from: MONDAY,
      to: day(2),
    });
    expect(otherDays.statusCode).toBe(201);
    expect((await h.call(user, 'GET', '/api/grocery-lists')).json<GroceryList[]>()).toHaveLength(2);
  });

  test('400 when no recipe is planned on those days; 400 for a bad range', async () => {
    const user = await h.createUser();
    await plan(user, { date: day(0), meal: 'dinner', text: 'Eat out' });
    const nothing = await h.call(user, 'POST', '/api/grocery-lists/meal-plan', WEEK);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(MEAL_PLAN_MESSAGES.nothingToBuy);
    const backwards = await h.call(user, 'POST', '/api/grocery-lists/meal-plan', {
      from: day(3),
      to: day(0),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(MEAL_PLAN_MESSAGES.rangeInvalid);
    expect((await h.call(user, 'GET', '/api/grocery-lists')).json()).toEqual([]);
  });

  test("only the caller's plan counts; free users get 403 and signed out 401", async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    await plan(owner, {
      date: day(0),
      meal: 'dinner',
      recipeId: (await recipes.createRecipe(owner, OMELETTE)).id,
    });
    const response = await h.call(other, 'POST', '/api/grocery-lists/meal-plan', WEEK);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MEAL_PLAN_MESSAGES.nothingToBuy);

    const free = await h.createUser({ premium: false });
    const refused = await h.call(free, 'POST', '/api/grocery-lists/meal-plan', WEEK);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Premium subscription required');
    expect((await h.call(null, 'POST', '/api/grocery-lists/meal-plan', WEEK)).statusCode).toBe(401);
  });
});

test("a household's members building the same days update one list (issue #32)", async () => {
  const households = new Map<string, HouseholdOf>();
  const app = await buildApp(h.config, {
    db: h.db,
    redis: h.redis,
    logger: false,
    households: { householdOf: async (userId) => households.get(userId) ?? null },
  });
  try {
    const call = callAs(app);
    const first = await h.createUser();
    const second = await h.createUser();
    const house = { id: 'house', ownerId: first.id, memberIds: [first.id, second.id] };
    households.set(first.id, house).set(second.id, house);
    await plan(first, {
      date: day(0),
      meal: 'dinner',
      recipeId: (await recipes.createRecipe(first, PANCAKES)).id,
    });
    await plan(second, {
      date: day(1),
      meal: 'dinner',
      recipeId: (await recipes.createRecipe(second, OMELETTE)).id,
    });

    const built = await call(first, 'POST', '/api/grocery-lists/meal-plan', WEEK);
    expect(built.statusCode).toBe(201);
    const again = await call(second, 'POST', '/api/grocery-lists/meal-plan', WEEK);
    expect(again.statusCode).toBe(200);
    expect(again.json<GroceryList>().id).toBe(built.json<GroceryList>().id);
    expect((await call(first, 'GET', '/api/grocery-lists')).json<GroceryList[]>()).toHaveLength(1);
  } finally {
    await app.close();
  }
});
