import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import {
  checkOutFromUpgradeDialog,
  clickByText,
  saveRecipeThroughApi,
  signUpInBrowser,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
} from './browser.ts';
import { page } from './page.ts';

/** Screenshots for a person to look at (tmp/ is not committed; the checks do not read them). */
const ARTIFACTS = resolve(process.cwd(), '..', '..', 'tmp', 'test-artifacts');
mkdirSync(ARTIFACTS, { recursive: true });
const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `form-toasts-${name}.png`) });

/** The open toast once it has stopped moving (it slides in), as a box. */
async function settledToast(of: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const handle = await of.waitForFunction(
    () =>
      new Promise<DOMRect | null>((resolve) => {
        const toast = document.querySelector('.toast-root[data-state="open"]');
        if (!toast) return resolve(null);
        const a = toast.getBoundingClientRect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const b = toast.getBoundingClientRect();
            resolve(a.x === b.x && a.y === b.y && a.height === b.height && b.height > 0 ? b.toJSON() : null);
          }),
        );
      }),
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as { x: number; y: number; width: number; height: number };
}

/**
 * The texts of the primary buttons on screen that the open toast covers (none, as it should be).
 * F8 first: the notification area takes the focus, which holds the toast open however busy the
 * machine is (its 5 s pause while focused), and is no control of the page.
 */
async function primaryControlsUnderToast(
  of: Page,
  pageReady: () => Promise<void> = async () => undefined,
): Promise<string[]> {
  await of.keyboard.press('F8');
  await pageReady();
  const toast = await settledToast(of);
  return of.evaluate((box: { x: number; y: number; width: number; height: number }) => {
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.left < box.x + box.width &&
      box.x < r.right &&
      r.top < box.y + box.height &&
      box.y < r.bottom;
    return [...document.querySelectorAll<HTMLElement>('button[data-primary]')]
      .filter((button) => !button.closest('.toast-root') && overlaps(button.getBoundingClientRect()))
      .map((button) => button.textContent?.trim() ?? '');
  }, toast);
}

/** Whether a shown 'Save Recipe' button sits wholly inside the window. */
const saveInView = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')].some((button) => {
      const r = button.getBoundingClientRect();
      return (
        button.textContent?.trim() === 'Save Recipe' &&
        r.height > 0 &&
        r.top >= 0 &&
        r.bottom <= window.innerHeight
      );
    }),
  );

test('on a phone: Save stays in reach, an empty save names every field, scaling shows its price, toasts cover no primary button', async () => {
  await page.setViewport({ width: 375, height: 740 });
  await signUpInBrowser(page, 'Nigel', 'Slater');

  // The manual form: Save in view at its top, in its middle, and at its end.
  await clickByText(page, 'button', 'Add Recipe');
  await clickByText(page, 'button', 'Or add recipe details manually');
  await waitForText(page, 'Add New Recipe');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect(await saveInView()).toBe(true);
  await page.evaluate(() =>
    document.getElementById('recipe-servings')?.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  expect(await saveInView()).toBe(true);

  // Saving it empty names the title too, in the spec's words, and the toast leaves Save uncovered.
  await clickByText(page, 'button', 'Save Recipe');
  await waitForText(page, 'Missing title, ingredients and instructions');
  await waitForText(
    page,
    'Title is required. Please add at least one ingredient. Please add at least one instruction.',
  );
  await waitForText(page, 'Title is required');
  expect(await primaryControlsUnderToast(page)).toEqual([]);
  expect(await saveInView()).toBe(true);
  await shot('empty-save-375');

  // A free user's recipe page: scaling is a Premium feature at the billing price, with the way up.
  const id = await saveRecipeThroughApi(page, {
    title: 'Leek soup',
    ingredients: ['2 leeks', '1 l stock'],
    instructions: ['Simmer.'],
    servings: 4,
  });
  await page.goto(url(`/recipe/${id}`));
  await waitForText(page, 'Premium Feature · from $2.99/month');
  expect(await page.$('[role=radio][aria-label="Scale 2×"]')).toBeNull();
  await clickByText(page, '[aria-labelledby="scale-upsell-label"] button', 'Upgrade to Premium');
  // A short phone screen: at the bottom, the welcome would sit on Add Recipe (at y 442-482).
  await page.setViewport({ width: 375, height: 560 });
  await checkOutFromUpgradeDialog(page);

  // Welcomed to Premium on the dashboard, the toast clear of Add Recipe.
  expect(await primaryControlsUnderToast(page, () => waitForText(page, 'Add Recipe'))).toEqual([]);
  await shot('welcome-premium-375');

  // The greeting is the dashboard's: a tool page is headed by its own name.
  await page.goto(url('/tools/meal-plan'));
  await waitForText(page, 'Back to Dashboard');
  expect(await page.$$eval('h1', (headings) => headings.map((h) => h.textContent))).toEqual(['Meal plan']);
  expect(await page.evaluate(() => document.body.textContent?.includes('Welcome back'))).toBe(false);
});

test('on a desktop: the Premium welcome covers no primary button, Add Recipe among them', async () => {
  // A short window: at the bottom right, the welcome would sit on Add Recipe (x 767-912, y 449-489).
  await page.setViewport({ width: 1280, height: 560 });
  await signUpInBrowser(page, 'Madhur', 'Jaffrey');
  await upgradeToPremiumInBrowser(page);
  expect(await primaryControlsUnderToast(page, () => waitForText(page, 'Add Recipe'))).toEqual([]);
  await shot('welcome-premium-1280');
  await waitForText(page, 'Welcome back, Madhur!');
});
