import { clickByText, signUpInBrowser, typeInto, url, waitForText } from './browser.ts';
import { page } from './page.ts';

const signUp = () => signUpInBrowser(page, 'Julia', 'Child');

/** The recipe ids of the signed-in user, read like the page reads them. */
async function recipeIds(): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/recipes', { credentials: 'include' });
    const body = (await response.json()) as { recipes: { id: string }[] };
    return body.recipes.map((r) => r.id);
  });
}

async function search(text: string): Promise<void> {
  await typeInto(page, 'input[aria-label="Search recipes"]', text);
}

test('add a recipe by hand, find it by search and tag, edit its tags, tick an ingredient, delete it', async () => {
  await signUp();
  await waitForText(page, 'No recipes yet');

  await clickByText(page, 'button', 'Add Recipe');
  await clickByText(page, 'button', 'Or add recipe details manually');
  await waitForText(page, 'Add New Recipe');
  await typeInto(page, '#recipe-title', 'Garlic Butter Pasta');
  await typeInto(page, '#recipe-description', 'Ten minutes, one pan.');
  await typeInto(page, '#recipe-ingredients', '200 g spaghetti\n3 cloves garlic\n40 g butter');
  await typeInto(
    page,
    '#recipe-instructions',
    'Boil the pasta.\nMelt the butter with the garlic.\nToss together.',
  );
  await typeInto(page, '#recipe-cookTime', '10 minutes');
  await typeInto(page, '#recipe-tagsInput', 'pasta, weeknight');
  await clickByText(page, 'button', 'Save Recipe');

  await waitForText(page, 'Garlic Butter Pasta');
  await page.waitForSelector('[data-testid="recipe-card"]');
  expect(await page.$$eval('[data-testid="recipe-card"]', (cards) => cards.length)).toBe(1);
  expect(await page.$eval('[data-testid="recipe-card"]', (card) => card.textContent)).toContain('4 servings');

  // Search runs on the server over titles, descriptions, ingredients and tags.
  await search('chocolate');
  await waitForText(page, 'No recipes found');
  await waitForText(page, 'Showing 0 of 1 recipes');
  await search('GARLIC');
  await waitForText(page, 'Showing 1 of 1 recipes');
  await clickByText(page, 'button', 'Clear filters');

  await clickByText(page, '[aria-label="Filter by tag"] button', 'weeknight');
  await waitForText(page, '1 tag selected');
  await waitForText(page, 'Showing 1 of 1 recipes');
  await clickByText(page, 'button', 'Clear filters');

  // The recipe page: add and remove tags, each kept after a reload.
  const [id] = await recipeIds();
  expect(id).toBeDefined();
  await page.goto(url(`/recipe/${id}`));
  await page.waitForSelector('h1');
  expect(await page.$eval('h1', (h) => h.textContent)).toBe('Garlic Butter Pasta');
  await clickByText(page, 'button', 'Add tag');
  await page.type('input[aria-label="New tag"]', 'buttery\n');
  await page.waitForSelector('button[aria-label="Remove tag buttery"]');
  const removed = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes(`/api/recipes/${id}`) &&
      !(r.request().postData() ?? '').includes('pasta'),
  );
  await page.click('button[aria-label="Remove tag pasta"]');
  await page.waitForFunction(() => !document.querySelector('button[aria-label="Remove tag pasta"]'));
  await removed;
  await page.reload();
  await page.waitForSelector('button[aria-label="Remove tag buttery"]');
  expect(await page.$('button[aria-label="Remove tag pasta"]')).toBeNull();
  expect(await page.$('button[aria-label="Remove tag weeknight"]')).not.toBeNull();

  // Ticking an ingredient's checkbox strikes it through (its text asks for a substitution).
  await page.click('input[type=checkbox][aria-label="3 cloves garlic"]');
  const struck = await page.$$eval('article li span', (spans) =>
    spans
      .filter((span) => span.textContent === '3 cloves garlic')
      .map((span) => getComputedStyle(span).textDecorationLine),
  );
  expect(struck).toEqual(['line-through']);

  // Back to the dashboard and delete it from its card, accepting the confirmation.
  await clickByText(page, 'a', 'Back to Recipes');
  await page.waitForFunction(() => location.pathname === '/dashboard/free', { timeout: 15_000 });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.waitForSelector('[data-testid="recipe-card"]');
  await page.hover('[data-testid="recipe-card"]');
  await page.click('button[aria-label="Delete Garlic Butter Pasta"]');
  await waitForText(page, 'Recipe deleted');
  await waitForText(page, 'No recipes yet');
  expect(dialogs).toEqual([
    'Are you sure you want to delete "Garlic Butter Pasta"? This action cannot be undone.',
  ]);
  expect(await recipeIds()).toEqual([]);
});
