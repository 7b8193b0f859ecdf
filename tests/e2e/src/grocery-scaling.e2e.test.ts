import type { ElementHandle } from 'puppeteer-core';
import {
  clickByText,
  pickFromSearch,
  saveRecipeThroughApi,
  signUpInBrowser,
  typeInto,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
} from './browser.ts';
import { page } from './page.ts';

// Three recipes whose lines give the same ingredients in cups, tablespoons and grams.
const RECIPES = [
  { title: 'Pancakes', lines: ['1 cup flour', '2 tbsp sugar', '100 g butter', '1 cup milk'] },
  { title: 'Crepes', lines: ['4 tbsp flour', '1 tbsp sugar', '50 g butter', '1/2 cup milk'] },
  { title: 'Shortbread', lines: ['1 cup flour', '1 tbsp sugar', '250 g butter'] },
];

/** Saves a recipe as the signed-in user. */
async function saveRecipe(title: string, ingredients: string[]): Promise<string> {
  return saveRecipeThroughApi(page, {
    title,
    description: `${title} for the weekend`,
    ingredients,
    instructions: ['Mix.', 'Cook.'],
    servings: 4,
  });
}

/** The checklist rows of the opened list, as their checkbox labels read. */
const checklistRows = () =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role=region][aria-label="Weekend baking"] li label')].map(
      (label) => ({
        text: label.textContent?.trim() ?? '',
        checked: label.querySelector<HTMLInputElement>('input[type=checkbox]')?.checked ?? false,
      }),
    ),
  );

async function toggleRow(name: string): Promise<void> {
  const handle = await page.waitForFunction(
    (wanted: string) =>
      [...document.querySelectorAll<HTMLElement>('[role=region][aria-label="Weekend baking"] li label')].find(
        (label) => label.textContent?.includes(wanted),
      ),
    { timeout: 10_000 },
    name,
  );
  const label = handle.asElement() as ElementHandle<Element> | null;
  if (!label) throw new Error(`no row ${name}`);
  await label.click();
}

test('a premium user builds a grocery list from three recipes, shops it on a phone, and scales a recipe', async () => {
  await signUpInBrowser(page, 'Julia', 'Child');
  await upgradeToPremiumInBrowser(page);
  const ids: string[] = [];
  for (const recipe of RECIPES) ids.push(await saveRecipe(recipe.title, recipe.lines));

  // Smart Grocery Lists: name, three recipes (found through the debounced search), live preview.
  await page.reload();
  await clickByText(page, '[aria-label="Premium tools"] span span', 'Grocery List');
  await waitForText(page, 'Smart Grocery Lists');
  // The tool is a page of its own: a reload stays on it.
  expect(new URL(page.url()).pathname).toBe('/tools/grocery');
  await page.reload();
  await waitForText(page, 'Smart Grocery Lists');
  expect(await page.title()).toBe('Grocery List | Cookmark');
  await typeInto(page, 'input[placeholder="Weekly shop"]', 'Weekend baking');
  for (const { title } of RECIPES) {
    await pickFromSearch(page, title.toLowerCase(), 'Recipe choices', `${title}${title} for the weekend`);
  }
  await page.waitForFunction(
    () =>
      (document.querySelector('input[aria-label="Quantity of flour"]') as HTMLInputElement | null)?.value ===
      '2 ¼',
    { timeout: 15_000 },
  );
  await clickByText(page, 'button[type=submit]', 'Save List');
  await waitForText(page, 'Grocery list created');
  await waitForText(page, '0 of 4 items checked');

  // One line per ingredient, with the totals of all three recipes.
  const rows = await checklistRows();
  const line = (name: string) => rows.filter((row) => row.text.includes(name));
  expect(line('flour')).toHaveLength(1);
  expect(line('flour')[0]?.text).toMatch(/^2 ¼ cups flour/);
  expect(line('sugar')[0]?.text).toMatch(/^¼ cup sugar/);
  // Written in the user's units (US by default): 400 g is 14 oz.
  expect(line('butter')[0]?.text).toMatch(/^14 oz butter/);
  expect(line('milk')[0]?.text).toMatch(/^1 ½ cups milk/);
  expect(rows).toHaveLength(4);

  // Shopping on a 375 px phone: tick two, reload, they are still ticked. (The toast is let go
  // first: a tap where it floats over a row lands on the toast.)
  await page.setViewport({ width: 375, height: 800 });
  await page.waitForFunction(() => !document.body.innerText.includes('Grocery list created'), {
    timeout: 15_000,
  });
  await toggleRow('flour');
  await toggleRow('butter');
  await waitForText(page, '2 of 4 items checked');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await page.reload();
  // The opened list has an address of its own (/tools/grocery/lists/:id): the reload keeps it open.
  await waitForText(page, '2 of 4 items checked');
  expect(new URL(page.url()).pathname).toMatch(/^\/tools\/grocery\/lists\//);
  const ticked = (await checklistRows()).filter((row) => row.checked).map((row) => row.text);
  expect(ticked).toHaveLength(2);
  expect(ticked[0]).toMatch(/butter/);
  expect(ticked[1]).toMatch(/flour/);
  const noSideScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideScroll).toBe(true);

  // Scale a recipe to 2× and switch it to metric.
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(url(`/recipe/${ids[0] ?? ''}`));
  await waitForText(page, '1 cup flour');
  await clickByText(page, '[role=radiogroup][aria-label="Scale Recipe"] button', '2×');
  await waitForText(page, '2 cups flour');
  await waitForText(page, '8 servings');
  await clickByText(page, '[role=radiogroup][aria-label="Measurement units"] button', 'Metric');
  // Metric by weight: flour and sugar are weighed (USDA portions: 125 g and 200 g a cup).
  await waitForText(page, '250 g flour');
  await waitForText(page, '200 g butter');
  await waitForText(page, '50 g sugar');
  await waitForText(page, '475 ml milk');
});
