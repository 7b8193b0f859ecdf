import type { Recipe, RecipeListResponse, TagListResponse } from '@cookmark/contracts';
import { type Harness, startHarness, type TestUser } from './helpers.ts';

let h: Harness;
let cook: TestUser;
let other: TestUser;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  cook = await h.createUser();
  other = await h.createUser();
});

const tagList = async (user: TestUser) => {
  const response = await h.call(user, 'GET', '/api/tags');
  expect(response.statusCode).toBe(200);
  return response.json<TagListResponse>().tags;
};
const recipeOf = async (user: TestUser, id: string) =>
  (await h.call(user, 'GET', `/api/recipes/${id}`)).json<Recipe>();

/** An import as the web app saves it: the page's keywords sent as suggestions. */
const imported = (user: TestUser, suggestedTags: string[], title = 'Greek Lemon Chicken Soup') =>
  h.createRecipe(user, {
    title,
    tags: [],
    suggestedTags,
    sourceUrl: 'https://www.souvlakiforthesoul.com/avgolemono/',
  });

describe('tags match ignoring case, accents and plural', () => {
  test("'Crêpes', 'crepe' and 'CREPE' are one tag, named as first used", async () => {
    const first = await h.createRecipe(cook, { title: 'One', tags: ['Crêpes', 'Dessert'] });
    const second = await h.createRecipe(cook, { title: 'Two', tags: ['crepe', 'desserts', 'CREPE'] });
    expect(first.tags).toEqual(['Crêpes', 'Dessert']);
    expect(second.tags).toEqual(['Crêpes', 'Dessert']);
    expect(await tagList(cook)).toEqual([
      { name: 'Crêpes', recipes: 2 },
      { name: 'Dessert', recipes: 2 },
    ]);
    const patched = await h.call(cook, 'PATCH', `/api/recipes/${first.id}`, { tags: ['CRÊPE', 'Quick'] });
    expect(patched.json<Recipe>().tags).toEqual(['Crêpes', 'Quick']);
  });

  test('a tag filter finds the tag whatever its spelling', async () => {
    const recipe = await h.createRecipe(cook, { title: 'Filtered', tags: ['Crêpes'] });
    const page = (await h.call(cook, 'GET', '/api/recipes?tags=crepe')).json<RecipeListResponse>();
    expect(page.recipes.map((r) => r.id)).toEqual([recipe.id]);
  });

  test("a shared recipe saved as a copy takes the reader's names for its tags", async () => {
    await h.createRecipe(other, { title: 'Theirs', tags: ['crepe'] });
    const recipe = await h.createRecipe(cook, { title: 'Shared', tags: ['Crêpes', 'Brunch'] });
    const link = (await h.call(cook, 'POST', `/api/recipes/${recipe.id}/share`)).json<{ token: string }>();
    const saved = (await h.call(other, 'POST', `/api/shared/${link.token}/save`)).json<{ id: string }>();
    expect((await recipeOf(other, saved.id)).tags).toEqual(['crepe', 'Brunch']);
    expect(await tagList(other)).toEqual([
      { name: 'Brunch', recipes: 1 },
      { name: 'crepe', recipes: 2 },
    ]);
  });

  test("one user's spelling is not another's", async () => {
    await h.createRecipe(cook, { title: 'Mine', tags: ['Crêpes'] });
    const theirs = await h.createRecipe(other, { title: 'Theirs', tags: ['crepe'] });
    expect(theirs.tags).toEqual(['crepe']);
  });
});

describe('suggested tags', () => {
  test('an import keeps its keywords as cleaned suggestions, not tags', async () => {
    await h.createRecipe(cook, { title: 'Salad', tags: ['Greek', 'Main'] });
    const recipe = await imported(cook, [
      'Main course',
      'greek food',
      'Soup',
      'soups',
      'Fibre',
      'Protein',
      'Souvlaki for the Soul',
      'Greek Lemon Chicken Soup',
    ]);
    expect(recipe.tags).toEqual([]);
    expect(recipe.suggestedTags).toEqual(['Main', 'Greek', 'Soup']);
    expect((await recipeOf(cook, recipe.id)).suggestedTags).toEqual(['Main', 'Greek', 'Soup']);
  });

  test('accepting adds the tag and takes the suggestion away; dismissing only takes it away', async () => {
    const recipe = await imported(cook, ['Soup', 'Dinner']);
    const accepted = await h.call(cook, 'POST', `/api/recipes/${recipe.id}/suggested-tags/accept`, {
      tag: 'Soup',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Recipe>()).toMatchObject({ tags: ['Soup'], suggestedTags: ['Dinner'] });
    const dismissed = await h.call(cook, 'POST', `/api/recipes/${recipe.id}/suggested-tags/dismiss`, {
      tag: 'dinner',
    });
    expect(dismissed.json<Recipe>()).toMatchObject({ tags: ['Soup'], suggestedTags: [] });
    expect(await tagList(cook)).toEqual([{ name: 'Soup', recipes: 1 }]);
  });

  test('a tag that is no suggestion is 404, and changes nothing', async () => {
    const recipe = await imported(cook, ['Soup']);
    const response = await h.call(cook, 'POST', `/api/recipes/${recipe.id}/suggested-tags/accept`, {
      tag: 'Dessert',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Suggested tag not found' });
    expect(await recipeOf(cook, recipe.id)).toMatchObject({ tags: [], suggestedTags: ['Soup'] });
  });

  test("another user's recipe is 404 'Recipe not found'", async () => {
    const recipe = await imported(cook, ['Soup']);
    for (const action of ['accept', 'dismiss']) {
      const response = await h.call(other, 'POST', `/api/recipes/${recipe.id}/suggested-tags/${action}`, {
        tag: 'Soup',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Recipe not found' });
    }
    expect((await recipeOf(cook, recipe.id)).suggestedTags).toEqual(['Soup']);
  });

  test('accepting past the tag limit is refused with the limit wording', async () => {
    const tags = Array.from({ length: 50 }, (_, i) => `Tag ${i + 1}`);
    const recipe = await h.createRecipe(cook, { title: 'Full', tags, suggestedTags: ['Soup'] });
    const response = await h.call(cook, 'POST', `/api/recipes/${recipe.id}/suggested-tags/accept`, {
      tag: 'Soup',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'A recipe can have at most 50 tags' });
    expect((await recipeOf(cook, recipe.id)).suggestedTags).toEqual(['Soup']);
  });

  test.each([
    [{}, 'Tag name is required'],
    [{ tag: '   ' }, 'Tag name is required'],
    [{ tag: 'x'.repeat(41) }, 'Each tag must be at most 40 characters'],
    [{ tag: 'a, b' }, 'A tag name cannot contain a comma'],
  ])('a bad suggestion body %j is 400 %s', async (body, message) => {
    const recipe = await imported(cook, ['Soup']);
    const response = await h.call(cook, 'POST', `/api/recipes/${recipe.id}/suggested-tags/accept`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });
});

describe('rename and merge', () => {
  test('renaming changes the name on every recipe', async () => {
    const a = await h.createRecipe(cook, { title: 'A', tags: ['greek food', 'Quick'] });
    const b = await h.createRecipe(cook, { title: 'B', tags: ['Greek Food'] });
    const response = await h.call(cook, 'POST', '/api/tags/rename', { from: 'greek food', to: 'Greek' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TagListResponse>().tags).toEqual([
      { name: 'Greek', recipes: 2 },
      { name: 'Quick', recipes: 1 },
    ]);
    expect((await recipeOf(cook, a.id)).tags).toEqual(['Greek', 'Quick']);
    expect((await recipeOf(cook, b.id)).tags).toEqual(['Greek']);
  });

  test('renaming into an existing tag merges the two, each recipe keeping it once', async () => {
    const a = await h.createRecipe(cook, { title: 'A', tags: ['Main course', 'Main'] });
    const b = await h.createRecipe(cook, { title: 'B', tags: ['Main course'] });
    await h.call(cook, 'POST', '/api/tags/rename', { from: 'Main course', to: 'main' });
    expect((await recipeOf(cook, a.id)).tags).toEqual(['main']);
    expect((await recipeOf(cook, b.id)).tags).toEqual(['main']);
    expect(await tagList(cook)).toEqual([{ name: 'main', recipes: 2 }]);
  });

  test('merging several tags under a chosen name', async () => {
    const a = await h.createRecipe(cook, { title: 'A', tags: ['Dessert', 'Sweets', 'Easy'] });
    const b = await h.createRecipe(cook, { title: 'B', tags: ['Deserts', 'Baking'] });
    const response = await h.call(cook, 'POST', '/api/tags/merge', {
      tags: ['Dessert', 'Sweets', 'Deserts'],
      into: 'Desserts',
    });
    expect(response.statusCode).toBe(200);
    expect((await recipeOf(cook, a.id)).tags).toEqual(['Desserts', 'Easy']);
    expect((await recipeOf(cook, b.id)).tags).toEqual(['Desserts', 'Baking']);
    const filtered = (await h.call(cook, 'GET', '/api/recipes?tags=dessert')).json<RecipeListResponse>();
    expect(filtered.recipes.map((r) => r.title).sort()).toEqual(['A', 'B']);
  });

  test("another user's tag is 404 'Tag not found', and theirs stay as they are", async () => {
    const theirs = await h.createRecipe(other, { title: 'Theirs', tags: ['Secret'] });
    const rename = await h.call(cook, 'POST', '/api/tags/rename', { from: 'Secret', to: 'Mine' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json()).toEqual({ message: 'Tag not found' });
    await h.createRecipe(cook, { title: 'Mine', tags: ['Mine'] });
    const merge = await h.call(cook, 'POST', '/api/tags/merge', { tags: ['Mine', 'Secret'], into: 'Mine' });
    expect(merge.statusCode).toBe(404);
    expect((await recipeOf(other, theirs.id)).tags).toEqual(['Secret']);
    expect(await tagList(other)).toEqual([{ name: 'Secret', recipes: 1 }]);
  });

  test.each([
    ['/api/tags/merge', { tags: ['One'], into: 'One' }, 'Choose at least two tags to merge'],
    ['/api/tags/merge', { tags: 'One,Two', into: 'One' }, 'Tags must be a list of text'],
    ['/api/tags/merge', { tags: ['One', 'Two'], into: '' }, 'Tag name is required'],
    ['/api/tags/rename', { from: 'One', to: 'x'.repeat(41) }, 'Each tag must be at most 40 characters'],
    ['/api/tags/rename', { from: 'One', to: 'a,b' }, 'A tag name cannot contain a comma'],
  ])('%s %j is 400 %s', async (url, body, message) => {
    const response = await h.call(cook, 'POST', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  test('signed out is 401', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/tags' });
    expect(response.statusCode).toBe(401);
  });
});

describe("the order is everyone's", () => {
  test.each(['title', 'quickest', 'cooked', 'newest'])(
    "a free user's %s order pages by its cursor: every recipe once, in order",
    async (sort) => {
      const times = ['10 minutes', '1 hour', null, '25 minutes', '45 minutes'];
      for (const [i, title] of ['Éclair', 'apple pie', 'Banana bread', 'crumble', 'Dal'].entries()) {
        await h.createRecipe(cook, { title, totalTime: times[i], prepTime: null, cookTime: null });
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `/api/recipes?sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const response = await h.call(cook, 'GET', query);
        expect(response.statusCode).toBe(200);
        const page = response.json<RecipeListResponse>();
        seen.push(...page.recipes.map((recipe) => recipe.title));
        cursor = page.nextCursor;
      } while (cursor);
      const expected = {
        title: ['apple pie', 'Banana bread', 'crumble', 'Dal', 'Éclair'],
        quickest: ['Éclair', 'crumble', 'Dal', 'apple pie', 'Banana bread'],
        cooked: ['Dal', 'crumble', 'Banana bread', 'apple pie', 'Éclair'],
        newest: ['Dal', 'crumble', 'Banana bread', 'apple pie', 'Éclair'],
      }[sort];
      expect(seen).toEqual(expected);
    },
  );
});
