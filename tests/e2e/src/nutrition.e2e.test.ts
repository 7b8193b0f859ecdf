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
} from './browser.ts';
import { page } from './page.ts';

/** Screenshots of the panel at desktop and phone width, kept for a person to look at. */
const SHOTS = resolve(__dirname, '../.screenshots');
mkdirSync(SHOTS, { recursive: true });
const shot = (name: string) =>
  page.screenshot({ path: resolve(SHOTS, `nutrition-${name}.png`), fullPage: true });

const UNKNOWN = '200 g zorblax paste';
const CAKE = {
  title: 'Plain Cake',
  description: 'Simple.',
  ingredients: ['2 large eggs', '1 cup all-purpose flour', '1/2 cup sugar', 'salt to taste', UNKNOWN],
  instructions: ['Mix.', 'Bake.'],
  servings: 4,
};

/** The nutrition table's row for a nutrient: [label, per serving, recipe]. */
const row = (label: string) =>
  page.$$eval(
    'section[aria-labelledby="nutrition-heading"] tbody tr',
    (rows, wanted) =>
      rows
        .map((r) => [...r.querySelectorAll('th, td')].map((c) => (c as HTMLElement).innerText.trim()))
        .find((cells) => cells[0] === wanted) ?? [],
    label,
  );

const notCounted = () =>
  page.$$eval('ul[aria-label="Not counted"] li', (items) =>
    items.map((li) => (li as HTMLElement).innerText.trim()),
  );

test('a premium user sees a recipe’s nutrition, scaled with its servings, lines not counted, and picks a food for one; a free user sees the lock card', async () => {
  await signUpInBrowser(page, 'Julia', 'Child');
  const id = await saveRecipeThroughApi(page, CAKE);

  // Free: the lock card, no figures.
  await page.goto(url(`/recipe/${id}`));
  await waitForText(page, '2 large eggs');
  await waitForText(
    page,
    'Nutritional analysis (energy, protein, fat, sugars and more per serving) is available to Premium subscribers.',
  );
  expect(await page.$('section[aria-labelledby="nutrition-heading"]')).toBeNull();

  await page.goto(url('/dashboard/free'));
  await upgradeToPremiumInBrowser(page);
  await page.goto(url(`/recipe/${id}`));
  await waitForText(page, 'Nutrition');
  await waitForText(page, 'Recipe (4 servings)');
  // 100 g egg + 125 g flour + 100 g sugar = 985 kcal; a quarter a serving.
  expect(await row('Energy')).toEqual(['Energy', '246 kcal', '985 kcal']);
  expect(await notCounted()).toEqual(['salt to taste (no amount)', `${UNKNOWN} (no matching food)`]);
  await waitForText(page, 'Partial: some ingredients could not be counted, so the real figures are higher.');
  await shot('desktop');

  // Scaled to 2×: the recipe's figures follow the servings shown; a serving stays the same.
  await clickWhenStill(page, '[role=radio][aria-label="Scale 2×"]');
  await waitForText(page, 'Recipe (8 servings)');
  expect(await row('Energy')).toEqual(['Energy', '246 kcal', '1,970 kcal']);
  await clickWhenStill(page, '[role=radio][aria-label="Scale 1×"]');
  await waitForText(page, 'Recipe (4 servings)');

  // The line that matched nothing gets a food of the person's choosing, kept after a reload.
  await clickByText(page, 'summary', 'Foods counted for each line');
  await clickWhenStill(page, `button[aria-label="Choose the food for ${UNKNOWN}"]`);
  await typeInto(page, 'input[placeholder="e.g. cheddar cheese"]', 'granulated sugar');
  await clickByText(page, 'ul[aria-label="Foods found"] button', 'Sugars, granulated');
  await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Not counted"] li').length === 1);
  expect(await notCounted()).toEqual(['salt to taste (no amount)']);
  await page.reload();
  await waitForText(page, 'Recipe (4 servings)');
  // 985 + 200 g sugar (774 kcal) = 1,759 kcal; nothing that weighs is left out.
  expect(await row('Energy')).toEqual(['Energy', '440 kcal', '1,759 kcal']);
  expect(
    await page.evaluate(() =>
      document.body.innerText.includes('Partial: some ingredients could not be counted'),
    ),
  ).toBe(false);

  // On a phone the panel fits the screen.
  await page.setViewport({ width: 375, height: 800 });
  await waitForText(page, 'Recipe (4 servings)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot('phone');
  await page.setViewport({ width: 1280, height: 900 });
});
