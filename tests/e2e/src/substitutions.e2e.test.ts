import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  clickByText,
  clickWhenStill,
  saveRecipeThroughApi,
  signUpInBrowser,
  typeInto,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
  waitUntilStill,
} from './browser.ts';
import { page } from './page.ts';

/** Screenshots of the panel and the tool at desktop and phone width, kept for a person to look at. */
const SHOTS = resolve(__dirname, '../.screenshots');
mkdirSync(SHOTS, { recursive: true });
const shot = (name: string) => page.screenshot({ path: resolve(SHOTS, `substitutions-${name}.png`) });

const BUTTERMILK = '2 cups buttermilk, cold';
const LINES = [BUTTERMILK, '1 egg', '1 tbsp honey'];

/** Saves a recipe as the signed-in user. */
async function saveRecipe(title: string): Promise<string> {
  return saveRecipeThroughApi(page, {
    title,
    description: 'Fluffy',
    ingredients: LINES,
    instructions: ['Mix.', 'Fry.'],
    servings: 4,
  });
}

/** The ingredient lines as the detail shows them. */
const shownIngredients = () =>
  page.$$eval('section[aria-labelledby="ingredients-heading"] li', (items) =>
    items.map((li) => (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
  );

/** The stored ingredients, as the server answers them. */
const storedIngredients = (id: string) =>
  page.evaluate(async (recipeId: string) => {
    const res = await fetch(`/api/recipes/${recipeId}`, { credentials: 'include' });
    return ((await res.json()) as { ingredients: string[] }).ingredients;
  }, id);

const ingredientButton = (line: string) => `button[aria-label="Find a substitution for ${line}"]`;

async function openSubstitutionFor(line: string): Promise<void> {
  const button = await page.waitForSelector(ingredientButton(line), { visible: true });
  await button?.click();
  await waitForText(page, 'Find Substitution');
  await page.waitForSelector('[role=dialog] [aria-label="Suggestions"]', { visible: true });
}

test('a premium user swaps an ingredient on a recipe, undoes, saves and finds it after a reload; the AI tool answers with the recipe in mind', async () => {
  await signUpInBrowser(page, 'Edna', 'Lewis');
  await upgradeToPremiumInBrowser(page);
  const id = await saveRecipe('Buttermilk Pancakes');
  // Shared, so that every action a premium owner has is shown beside the title.
  await page.evaluate((recipeId: string) => fetch(`/api/recipes/${recipeId}/share`, { method: 'POST' }), id);

  await page.goto(url(`/recipe/${id}`));
  await waitForText(page, BUTTERMILK);
  await waitForText(page, 'Shared');
  // The title keeps room to be read: the actions wrap under it instead of squeezing it.
  expect(await page.$eval('h1', (h) => h.getBoundingClientRect().width)).toBeGreaterThanOrEqual(256);
  // The checkbox still ticks a line off; the line's text asks for a substitute.
  await page.click(`input[type=checkbox][aria-label="1 egg"]`);
  expect(
    await page.$eval('input[type=checkbox][aria-label="1 egg"]', (box) => (box as HTMLInputElement).checked),
  ).toBe(true);

  await openSubstitutionFor(BUTTERMILK);
  await waitForText(page, 'Substitutions found');
  await shot('dialog-desktop');
  await clickByText(page, '[role=dialog] button[aria-label="Replace with milk + lemon juice"]', 'Replace');
  await waitForText(page, 'Substitution applied');
  await page.waitForFunction(() => !document.querySelector('[role=dialog]'));
  expect((await shownIngredients())[0]).toBe(`2 cups milk + 2 tbsp lemon juice Changed · was ${BUTTERMILK}`);
  await shot('changed-desktop');

  // Undo restores the line as the recipe has it.
  await clickByText(page, 'button', 'Undo');
  await waitForText(page, 'Substitution removed');
  expect(await shownIngredients()).toEqual(LINES);

  await openSubstitutionFor(BUTTERMILK);
  await clickByText(page, '[role=dialog] button[aria-label="Replace with milk + lemon juice"]', 'Replace');
  await page.waitForFunction(() => !document.querySelector('[role=dialog]'));
  await clickByText(page, 'button', 'Save Changes');
  await waitForText(page, 'Recipe updated');
  expect(await storedIngredients(id)).toEqual(['2 cups milk + 2 tbsp lemon juice', '1 egg', '1 tbsp honey']);

  await page.reload();
  await waitForText(page, '2 cups milk + 2 tbsp lemon juice');
  expect(await shownIngredients()).toEqual(['2 cups milk + 2 tbsp lemon juice', '1 egg', '1 tbsp honey']);

  // On a phone: the panel wraps under the units switch and the dialog fits the screen.
  await page.setViewport({ width: 375, height: 800 });
  await typeInto(page, 'input[placeholder="Any ingredient"]', 'honey');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[role=dialog] [aria-label="Suggestions"]', { visible: true });
  // The dialog slides in: look at it, and close it, once it has arrived.
  await waitUntilStill(page, '[role=dialog]');
  await shot('dialog-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await clickWhenStill(page, '[role=dialog] button[aria-label="Close"]');
  await page.waitForFunction(() => !document.querySelector('[role=dialog]'));
  await shot('panel-phone');

  // The AI Substitutions tool: a recipe, one of its lines, the stand-in AI's answer, saved.
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(url('/dashboard/premium'));
  await clickByText(page, '[aria-label="Premium tools"] span span', 'AI Substitutions');
  await waitForText(page, 'No ingredient selected');
  await clickByText(page, '[aria-label="Recipe choices"] label', 'Buttermilk PancakesFluffy');
  await page.waitForSelector('select option[value="1"]');
  await page.select('select', '1');
  await clickByText(page, 'button', 'Find Substitutions');
  await waitForText(page, 'Answered by AI', 30_000);
  await waitForText(page, 'kefir');
  await shot('tool-desktop');
  await page.setViewport({ width: 375, height: 800 });
  await shot('tool-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewport({ width: 1280, height: 900 });
  await clickByText(page, 'button', 'Apply');
  await waitForText(page, 'Substitution applied');
  // The toast floats where the Save button is: let it go first, or the click lands on it.
  await page.waitForFunction(() => !document.body.innerText.includes('Substitution applied'), {
    timeout: 15_000,
  });
  await clickByText(page, 'button', 'Save to Recipe');
  await waitForText(page, 'Recipe updated');
  expect(await storedIngredients(id)).toEqual([
    '2 cups milk + 2 tbsp lemon juice',
    '2 cups kefir',
    '1 tbsp honey',
  ]);
});

test('a free user clicking an ingredient is told it is a Premium Feature', async () => {
  await signUpInBrowser(page, 'Irma', 'Rombauer');
  const id = await saveRecipe('Plain Pancakes');
  await page.goto(url(`/recipe/${id}`));
  await (await page.waitForSelector(ingredientButton(BUTTERMILK), { visible: true }))?.click();
  await waitForText(page, 'Premium Feature');
  await waitForText(page, 'AI substitutions are available for Premium subscribers only.');
  expect(await page.$('[role=dialog]')).toBeNull();
  expect(await page.$('input[placeholder="Any ingredient"]')).toBeNull();
});
