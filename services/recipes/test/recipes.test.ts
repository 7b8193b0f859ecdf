import { RECIPE_MESSAGES, type Recipe } from '@cookmark/contracts';
import { type Harness, SAMPLE_RECIPE, startHarness, type TestUser } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function countRecipes(userId: string): Promise<number> {
  const row = await h.db
    .selectFrom('recipes.recipes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('create, read, update and delete', () => {
  test('a created recipe answers 201 with every field and reads back the same', async () => {
    const user = await h.createUser();
    const response = await h.call(user, 'POST', '/api/recipes', {
      ...SAMPLE_RECIPE,
      descriptionRaw: '  A rich custard…  ',
      ingredientsRaw: ['2 cups heavy cream', { section: 'topping', lines: ['sugar'] }],
      instructionsRaw: null,
      extractionMethod: 'json-ld',
      extractionIngredientCount: 4,
      extractionInstructionCount: 3,
      id: 'preview',
      userId: 'preview',
      tagsInput: 'ignored',
    });
    expect(response.statusCode).toBe(201);
    const recipe = response.json<Recipe>();
    expect(recipe).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: user.id,
      title: 'Crème Brûlée',
      description: SAMPLE_RECIPE.description,
      descriptionRaw: 'A rich custard…',
      ingredients: SAMPLE_RECIPE.ingredients,
      ingredientsRaw: ['2 cups heavy cream', { section: 'topping', lines: ['sugar'] }],
      instructions: SAMPLE_RECIPE.instructions,
      instructionsRaw: null,
      lastCookedAt: null,
      photo: null,
      suggestedTags: [],
      inHousehold: false,
      ingredientGroups: [{ name: null, lines: SAMPLE_RECIPE.ingredients }],
      instructionGroups: [{ name: null, lines: SAMPLE_RECIPE.instructions }],
      cookTime: '45 minutes',
      prepTime: '15 minutes',
      totalTime: '1 hour',
      difficulty: 'Medium',
      notes: null,
      servings: 6,
      tags: ['Dessert', 'French'],
      sourceUrl: 'https://example.com/creme-brulee',
      extractionMethod: 'json-ld',
      extractionIngredientCount: 4,
      extractionInstructionCount: 3,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(recipe.id).not.toBe('preview');
    const read = await h.call(user, 'GET', `/api/recipes/${recipe.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(recipe);
  });

  test('a recipe with only the required fields: servings answer 4, method enhanced-dom, empty tags', async () => {
    const user = await h.createUser();
    const response = await h.call(user, 'POST', '/api/recipes', {
      title: 'Toast',
      ingredients: ['bread'],
      instructions: ['Toast it.'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      servings: 4,
      extractionMethod: 'enhanced-dom',
      tags: [],
      description: null,
      cookTime: null,
      prepTime: null,
      totalTime: null,
      sourceUrl: null,
      ingredientsRaw: null,
    });
    const stored = await h.db
      .selectFrom('recipes.recipes')
      .select('servings')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.servings).toBeNull();
  });

  test('text is trimmed, blank lines dropped, tags trimmed and de-duplicated ignoring case, numeric servings text accepted', async () => {
    const user = await h.createUser();
    const response = await h.call(user, 'POST', '/api/recipes', {
      title: '  Pancakes  ',
      description: '   ',
      ingredients: ['  flour ', '', '   ', 'milk'],
      instructions: 'Mix.\n\n  Fry.  \r\n',
      servings: '8',
      tags: [' Breakfast ', 'breakfast', '', 'Quick, sweet', 'QUICK'],
      sourceUrl: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Pancakes',
      description: null,
      ingredients: ['flour', 'milk'],
      instructions: ['Mix.', 'Fry.'],
      servings: 8,
      tags: ['Breakfast', 'Quick', 'sweet'],
      sourceUrl: null,
    });
  });

  test('PATCH replaces the tags only', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    const response = await h.call(user, 'PATCH', `/api/recipes/${recipe.id}`, {
      tags: ['Weeknight', ' weeknight ', 'Custard'],
      title: 'ignored',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Recipe>();
    expect(updated.tags).toEqual(['Weeknight', 'Custard']);
    expect(updated.title).toBe(recipe.title);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(recipe.updatedAt).getTime(),
    );
    expect((await h.call(user, 'PATCH', `/api/recipes/${recipe.id}`, { tags: [] })).json().tags).toEqual([]);
  });

  test('PUT is a partial update: fields sent replace, others stay, null clears', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    const substituted = ['2 cups coconut cream', '5 egg yolks', '1/2 cup sugar', '1 vanilla bean'];
    const response = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { ingredients: substituted });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Recipe>();
    expect(updated).toEqual({
      ...recipe,
      ingredients: substituted,
      ingredientGroups: [{ name: null, lines: substituted }],
      updatedAt: expect.any(String),
    });

    const cleared = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, {
      title: 'Coconut Crème Brûlée',
      description: null,
      servings: null,
      sourceUrl: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      title: 'Coconut Crème Brûlée',
      description: null,
      servings: 4,
      sourceUrl: null,
      ingredients: substituted,
      tags: recipe.tags,
    });
  });

  test('DELETE removes the recipe', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    const response = await h.call(user, 'DELETE', `/api/recipes/${recipe.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Recipe deleted' });
    expect((await h.call(user, 'GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await h.call(user, 'DELETE', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
  });

  test('recipes are removed with their user', async () => {
    const user = await h.createUser();
    await h.createRecipe(user);
    await h.db.deleteFrom('auth.users').where('id', '=', user.id).execute();
    expect(await countRecipes(user.id)).toBe(0);
  });
});

describe('notes', () => {
  test('are kept apart from the description, one a line, trimmed, blank lines dropped', async () => {
    const user = await h.createUser();
    const created = await h.call(user, 'POST', '/api/recipes', {
      ...SAMPLE_RECIPE,
      notes: '  Note 1: use a water bath.\n\n  Keeps 3 days in the fridge.  \n',
    });
    expect(created.statusCode).toBe(201);
    const recipe = created.json<Recipe>();
    expect(recipe.notes).toBe('Note 1: use a water bath.\nKeeps 3 days in the fridge.');
    expect(recipe.description).toBe(SAMPLE_RECIPE.description);
    const read = await h.call(user, 'GET', `/api/recipes/${recipe.id}`);
    expect(read.json<Recipe>().notes).toBe(recipe.notes);
  });

  test('a list of notes, as an import gives them, is stored one a line', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user, { notes: ['Chill overnight.', ' ', 'Serve cold.'] });
    expect(recipe.notes).toBe('Chill overnight.\nServe cold.');
  });

  test('PUT edits the notes, leaves them alone when not sent, and null or blank clears them', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user, { notes: 'First note.' });
    const edited = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { notes: 'Second note.' });
    expect(edited.json<Recipe>().notes).toBe('Second note.');
    const untouched = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { title: 'Renamed' });
    expect(untouched.json<Recipe>().notes).toBe('Second note.');
    const blank = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { notes: ' \n ' });
    expect(blank.json<Recipe>().notes).toBeNull();
    await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { notes: 'Again.' });
    const cleared = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { notes: null });
    expect(cleared.json<Recipe>().notes).toBeNull();
  });

  test('notes over the limit answer 400 on PUT and the stored notes stay', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user, { notes: 'Kept.' });
    const response = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { notes: 'x'.repeat(10_001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Notes must be at most 10,000 characters');
    const read = await h.call(user, 'GET', `/api/recipes/${recipe.id}`);
    expect(read.json<Recipe>().notes).toBe('Kept.');
  });

  test('a list item carries the times a card shows, never the notes', async () => {
    const user = await h.createUser();
    await h.createRecipe(user, {
      prepTime: '30 mins',
      cookTime: '10 mins',
      totalTime: null,
      notes: 'Private to the page.',
    });
    const list = await h.call(user, 'GET', '/api/recipes');
    const [item] = list.json<{ recipes: Record<string, unknown>[] }>().recipes;
    expect(item).toMatchObject({ prepTime: '30 mins', cookTime: '10 mins', totalTime: null });
    expect(item).not.toHaveProperty('notes');
  });
});

describe('ingredient and instruction groups', () => {
  const GROUPED = {
    title: 'Biefstuk salade',
    ingredientGroups: [
      { name: 'Dressing', lines: ['3 tbsp olive oil', '1 tbsp mustard'] },
      { name: 'Biefstuk', lines: ['2 sirloin steaks'] },
    ],
    instructionGroups: [
      { name: 'Dressing', lines: ['Whisk oil and mustard.'] },
      { name: 'Salade', lines: ['Wash the lettuce.', 'Add ☆ and toss.'] },
    ],
  };

  test('a recipe sent with groups stores them, answers the flat lists they give and reads back the same', async () => {
    const user = await h.createUser();
    const response = await h.call(user, 'POST', '/api/recipes', GROUPED);
    expect(response.statusCode).toBe(201);
    const recipe = response.json<Recipe>();
    expect(recipe).toMatchObject({
      ...GROUPED,
      ingredients: ['3 tbsp olive oil', '1 tbsp mustard', '2 sirloin steaks'],
      instructions: ['Dressing', 'Whisk oil and mustard.', 'Salade', 'Wash the lettuce.', 'Add ☆ and toss.'],
    });
    expect((await h.call(user, 'GET', `/api/recipes/${recipe.id}`)).json()).toEqual(recipe);
  });

  test('a recipe sent with flat lists only is one unnamed group of each', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    expect(recipe.ingredientGroups).toEqual([{ name: null, lines: SAMPLE_RECIPE.ingredients }]);
    expect(recipe.instructionGroups).toEqual([{ name: null, lines: SAMPLE_RECIPE.instructions }]);
  });

  test('PUT with groups renames, reorders and removes headings, and the flat lists follow', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user, GROUPED);
    const response = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, {
      ingredientGroups: [
        { name: 'Steak', lines: ['2 sirloin steaks'] },
        { name: null, lines: ['3 tbsp olive oil', '1 tbsp mustard'] },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ingredientGroups: [
        { name: 'Steak', lines: ['2 sirloin steaks'] },
        { name: null, lines: ['3 tbsp olive oil', '1 tbsp mustard'] },
      ],
      ingredients: ['2 sirloin steaks', '3 tbsp olive oil', '1 tbsp mustard'],
      instructionGroups: GROUPED.instructionGroups,
    });
  });

  test('PUT of a flat ingredient list of the same length (a substitution) keeps each line in its group', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user, GROUPED);
    const replaced = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, {
      ingredients: ['3 tbsp olive oil', '1 tbsp honey', '2 sirloin steaks'],
    });
    expect(replaced.json<Recipe>().ingredientGroups).toEqual([
      { name: 'Dressing', lines: ['3 tbsp olive oil', '1 tbsp honey'] },
      { name: 'Biefstuk', lines: ['2 sirloin steaks'] },
    ]);
    const shorter = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { ingredients: ['salt'] });
    expect(shorter.json<Recipe>().ingredientGroups).toEqual([{ name: null, lines: ['salt'] }]);
    expect(shorter.json<Recipe>().instructionGroups).toEqual(GROUPED.instructionGroups);
  });

  test("search finds a grouped recipe by an ingredient of any group, not by a group's name", async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user, { ...GROUPED, title: 'Salad', description: null, tags: [] });
    const search = async (q: string) =>
      (await h.call(user, 'GET', `/api/recipes?q=${encodeURIComponent(q)}`))
        .json<{ recipes: { id: string }[] }>()
        .recipes.map((r) => r.id);
    expect(await search('sirloin')).toEqual([recipe.id]);
    expect(await search('mustard')).toEqual([recipe.id]);
    expect(await search('biefstuk')).toEqual([]);
  });

  test('malformed groups answer 400 and store nothing', async () => {
    const user = await h.createUser();
    const response = await h.call(user, 'POST', '/api/recipes', {
      ...GROUPED,
      ingredientGroups: [{ name: 'Dressing', lines: 'oil' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: RECIPE_MESSAGES.ingredientGroupsInvalid });
    expect(await countRecipes(user.id)).toBe(0);
  });
});

describe('owner only', () => {
  let owner: TestUser;
  let other: TestUser;
  let recipe: Recipe;
  beforeAll(async () => {
    owner = await h.createUser();
    other = await h.createUser();
    recipe = await h.createRecipe(owner);
  });

  const notFound = { message: 'Recipe not found' };
  const attempts: [string, string, unknown][] = [
    ['GET', '', undefined],
    ['PATCH', '', { tags: ['Stolen'] }],
    ['PUT', '', { title: 'Stolen', ingredients: ['x'] }],
    ['DELETE', '', undefined],
  ];

  test.each(attempts)(
    "%s of another user's recipe answers 404 like a missing one and changes nothing",
    async (method, _, payload) => {
      const response = await h.call(other, method as 'GET', `/api/recipes/${recipe.id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
      const missing = await h.call(other, method as 'GET', `/api/recipes/${MISSING_ID}`, payload);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(notFound);
      const still = await h.call(owner, 'GET', `/api/recipes/${recipe.id}`);
      expect(still.statusCode).toBe(200);
      expect(still.json()).toEqual(recipe);
    },
  );

  test.each(['GET', 'PATCH', 'PUT', 'DELETE'])('%s with a malformed id answers 404', async (method) => {
    for (const id of ['not-a-uuid', '123', `${recipe.id}x`, "1' or '1'='1"]) {
      const response = await h.call(
        owner,
        method as 'GET',
        `/api/recipes/${encodeURIComponent(id)}`,
        method === 'PATCH' ? { tags: [] } : method === 'PUT' ? { title: 'x' } : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  test("another user's list does not show the recipe", async () => {
    const list = await h.call(other, 'GET', '/api/recipes');
    expect(list.json()).toEqual({ recipes: [], total: 0, totalAll: 0, nextCursor: null });
  });
});

describe('signed out', () => {
  test.each([
    ['GET', '/api/recipes'],
    ['GET', `/api/recipes/${MISSING_ID}`],
    ['POST', '/api/recipes'],
    ['PATCH', `/api/recipes/${MISSING_ID}`],
    ['PUT', `/api/recipes/${MISSING_ID}`],
    ['DELETE', `/api/recipes/${MISSING_ID}`],
  ])('%s %s answers 401 Unauthorized', async (method, url) => {
    const response = await h.call(null, method as 'GET', url, method === 'POST' ? SAMPLE_RECIPE : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  test('a forged session cookie is not accepted', async () => {
    const user = await h.createUser();
    const forged = { ...user, cookie: `${user.cookie.slice(0, -4)}AAAA` };
    expect((await h.call(forged, 'GET', '/api/recipes')).statusCode).toBe(401);
  });
});

describe('internal routes', () => {
  test("the data export reads all of one user's recipes, a page at a time, and only with the token", async () => {
    const [owner, other] = [await h.createUser(), await h.createUser()];
    const made = [];
    for (const title of ['Soup', 'Bread', 'Tart']) made.push(await h.createRecipe(owner, { title }));
    await h.createRecipe(other, { title: 'Not yours' });
    const page = (after?: string, token = h.config.INTERNAL_TOKEN) =>
      h.app.inject({
        method: 'GET',
        url: `/internal/users/${owner.id}/recipes?limit=2${after ? `&after=${after}` : ''}`,
        headers: { 'x-internal-token': token },
      });
    const first = (await page()).json<{ recipes: { id: string; title: string }[]; next: string | null }>();
    expect(first.recipes).toHaveLength(2);
    const second = (await page(first.next ?? '')).json<typeof first>();
    expect(second.next).toBeNull();
    expect([...first.recipes, ...second.recipes].map((r) => r.title).sort()).toEqual([
      'Bread',
      'Soup',
      'Tart',
    ]);
    expect((await page(undefined, 'wrong-token-0123456789')).statusCode).toBe(404);
  });

  test.each(['/internal/recipes', `/internal/recipes/${MISSING_ID}`, `/%69nternal/recipes/${MISSING_ID}`])(
    '%s does not exist, with or without the shared token',
    async (url) => {
      for (const headers of [{}, { 'x-internal-token': h.config.INTERNAL_TOKEN }]) {
        const response = await h.app.inject({ method: 'GET', url, headers });
        expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not found' }]);
      }
    },
  );
});

describe('validation', () => {
  const tooLong = (n: number) => 'x'.repeat(n + 1);
  const cases: [string, Record<string, unknown>, string][] = [
    ['title missing', { title: undefined }, 'Title is required'],
    ['title blank', { title: '   ' }, 'Title is required'],
    ['title too long', { title: tooLong(200) }, 'Title must be at most 200 characters'],
    [
      'ingredients missing',
      { ingredients: undefined },
      'Missing ingredients: Please add at least one ingredient.',
    ],
    [
      'ingredients only blank lines',
      { ingredients: ['', '  '] },
      'Missing ingredients: Please add at least one ingredient.',
    ],
    ['ingredients not a list', { ingredients: 5 }, 'Ingredients must be a list of text lines'],
    [
      'too many ingredients',
      { ingredients: Array.from({ length: 501 }, (_, i) => `item ${i}`) },
      'A recipe can have at most 500 ingredients',
    ],
    [
      'ingredient too long',
      { ingredients: [tooLong(2000)] },
      'Each ingredient must be at most 2,000 characters',
    ],
    [
      'instructions missing',
      { instructions: undefined },
      'Missing instructions: Please add at least one instruction.',
    ],
    [
      'instructions only blank lines',
      { instructions: [' '] },
      'Missing instructions: Please add at least one instruction.',
    ],
    ['instructions not a list', { instructions: { step: 1 } }, 'Instructions must be a list of text lines'],
    [
      'too many instructions',
      { instructions: Array.from({ length: 201 }, (_, i) => `step ${i}`) },
      'A recipe can have at most 200 instructions',
    ],
    [
      'instruction too long',
      { instructions: [tooLong(2000)] },
      'Each instruction must be at most 2,000 characters',
    ],
    ['servings zero', { servings: 0 }, 'Servings must be a whole number from 1 to 1,000'],
    ['servings negative', { servings: -2 }, 'Servings must be a whole number from 1 to 1,000'],
    ['servings fractional', { servings: 2.5 }, 'Servings must be a whole number from 1 to 1,000'],
    ['servings too many', { servings: 1001 }, 'Servings must be a whole number from 1 to 1,000'],
    ['servings not a number', { servings: 'four' }, 'Servings must be a whole number from 1 to 1,000'],
    ['tags not a list', { tags: 7 }, 'Tags must be a list of text'],
    [
      'too many tags',
      { tags: Array.from({ length: 51 }, (_, i) => `tag ${i}`) },
      'A recipe can have at most 50 tags',
    ],
    ['tag too long', { tags: [tooLong(40)] }, 'Each tag must be at most 40 characters'],
    [
      'source url not http',
      { sourceUrl: 'javascript:alert(1)' },
      'Source URL must be a web address starting with http:// or https://',
    ],
    [
      'source url ftp',
      { sourceUrl: 'ftp://example.com/r' },
      'Source URL must be a web address starting with http:// or https://',
    ],
    [
      'source url not a url',
      { sourceUrl: 'my grandmother' },
      'Source URL must be a web address starting with http:// or https://',
    ],
    [
      'description too long',
      { description: tooLong(10_000) },
      'Description must be at most 10,000 characters',
    ],
    ['cook time too long', { cookTime: tooLong(100) }, 'Cook time must be at most 100 characters'],
    ['notes too long', { notes: tooLong(10_000) }, 'Notes must be at most 10,000 characters'],
    [
      'notes too long once their lines are joined',
      { notes: Array.from({ length: 3 }, () => 'n'.repeat(3_400)) },
      'Notes must be at most 10,000 characters',
    ],
    ['notes not text', { notes: 42 }, 'Notes must be text'],
    ['notes a list of other things', { notes: [{ note: 'x' }] }, 'Notes must be text'],
    ['difficulty not text', { difficulty: 3 }, 'Difficulty must be text'],
    ['raw data too large', { ingredientsRaw: ['y'.repeat(200_001)] }, 'Raw extraction data is too large'],
    [
      'extraction count negative',
      { extractionIngredientCount: -1 },
      'Extraction counts must be whole numbers of zero or more',
    ],
  ];

  test.each(cases)(
    'create with %s answers 400 with its message and saves nothing',
    async (_name, change, message) => {
      const user = await h.createUser();
      const response = await h.call(user, 'POST', '/api/recipes', { ...SAMPLE_RECIPE, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await countRecipes(user.id)).toBe(0);
    },
  );

  test('the first problem is reported in form order: title, then ingredients, then instructions', async () => {
    const user = await h.createUser();
    const response = await h.call(user, 'POST', '/api/recipes', {});
    expect(response.json()).toMatchObject({
      message: 'Title is required',
      errors: {
        title: 'Title is required',
        ingredients: 'Missing ingredients: Please add at least one ingredient.',
        instructions: 'Missing instructions: Please add at least one instruction.',
      },
    });
  });

  test('PUT checks the fields it is sent and writes nothing when one is bad', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    const response = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, {
      title: 'New title',
      ingredients: ['  '],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RECIPE_MESSAGES.missingIngredients);
    expect((await h.call(user, 'GET', `/api/recipes/${recipe.id}`)).json()).toEqual(recipe);
  });

  test('PUT with no recipe fields answers 400', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    const response = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { colour: 'red' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Nothing to update: send at least one recipe field');
  });

  test('PATCH without tags answers 400', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    const response = await h.call(user, 'PATCH', `/api/recipes/${recipe.id}`, { title: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tags must be a list of text');
  });

  test('a body over 1 MB answers 413', async () => {
    const user = await h.createUser();
    const response = await h.call(user, 'POST', '/api/recipes', {
      ...SAMPLE_RECIPE,
      descriptionRaw: 'z'.repeat(1_100_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  test.each([
    ['a limit of 0', 'limit=0', RECIPE_MESSAGES.limitInvalid],
    ['a limit of 101', 'limit=101', RECIPE_MESSAGES.limitInvalid],
    ['a limit that is not a number', 'limit=ten', RECIPE_MESSAGES.limitInvalid],
    ['a made-up cursor', 'cursor=bogus', RECIPE_MESSAGES.cursorInvalid],
    ['a search of 201 characters', `q=${'a'.repeat(201)}`, RECIPE_MESSAGES.searchTooLong],
    ['a tag of 41 characters', `tags=${'t'.repeat(41)}`, RECIPE_MESSAGES.tagTooLong],
  ])('list with %s answers 400', async (_name, query, message) => {
    const user = await h.createUser();
    const response = await h.call(user, 'GET', `/api/recipes?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('service basics', () => {
  test('health and readiness answer', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { postgres: true, redis: true } });
  });

  test('recipe answers are not cached by browsers or proxies', async () => {
    const user = await h.createUser();
    const response = await h.call(user, 'GET', '/api/recipes');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
