import type { Dialog, ElementHandle } from 'puppeteer-core';
import { clickByText, saveRecipeThroughApi, signUpInBrowser, typeInto, url, waitForText } from './browser.ts';
import { page } from './page.ts';

const pathname = () => new URL(page.url()).pathname;

/** Waits until the window has scrolled to `y` (the app scrolls smoothly) and stays there. */
async function waitForScroll(y: number): Promise<void> {
  await page.waitForFunction(
    (wanted: number) => Math.abs(window.scrollY - wanted) <= 2,
    { timeout: 10_000 },
    y,
  );
}

/** Answers the next browser prompt (confirm) with `accept`, and returns its message. */
function answerNextPrompt(accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      const message = dialog.message();
      void (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(message));
    });
  });
}

/** Scrolls the list to the card titled `title`, opens it and waits for its page; returns the list's scroll position. */
async function openCardFarDown(title: string): Promise<number> {
  const card = await page.waitForFunction(
    (wanted: string) =>
      [...document.querySelectorAll('[data-testid="recipe-card"] a')].find((a) =>
        a.textContent?.includes(wanted),
      ),
    {},
    title,
  );
  const link = card.asElement() as ElementHandle<Element> | null;
  if (!link) throw new Error(`no card ${title}`);
  await link.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const y = await page.evaluate(() => window.scrollY);
  await link.click();
  await page.waitForFunction(
    (wanted: string) => document.querySelector('h1')?.textContent === wanted,
    {},
    title,
  );
  return y;
}

test('a recipe opened from the list is its own page: a reload stays on it, Back returns to the list where it was', async () => {
  await signUpInBrowser(page, 'Marcella', 'Hazan');
  expect(await page.title()).toBe('Dashboard | Cookmark');
  for (let i = 1; i <= 18; i++) {
    await saveRecipeThroughApi(page, {
      title: `Ragù number ${String(i).padStart(2, '0')}`,
      ingredients: ['500 g minced beef', '1 onion'],
      instructions: ['Brown the beef.', 'Simmer for three hours.'],
    });
  }
  await page.reload();
  await page.waitForSelector('[data-testid="recipe-card"]');

  // The first recipe saved is last in the list (newest first): scroll down to it, as a person would.
  const listScroll = await openCardFarDown('Ragù number 01');
  expect(listScroll).toBeGreaterThan(300);
  expect(pathname()).toMatch(/^\/recipe\/[0-9a-f-]{36}$/);
  expect(await page.title()).toBe('Ragù number 01 | Cookmark');
  const recipeUrl = page.url();

  await page.reload();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Ragù number 01');
  expect(page.url()).toBe(recipeUrl);

  await page.goBack();
  await page.waitForFunction(() => location.pathname === '/dashboard/free');
  await waitForScroll(listScroll);

  // The page's own 'Back to Recipes' does the same.
  const again = await openCardFarDown('Ragù number 02');
  await clickByText(page, 'a', 'Back to Recipes');
  await page.waitForFunction(() => location.pathname === '/dashboard/free');
  await waitForScroll(again);

  // A recipe page opened from an address goes back to the dashboard, not out of the app.
  await page.goto(recipeUrl);
  await clickByText(page, 'a', 'Back to Recipes');
  await page.waitForFunction(() => location.pathname === '/dashboard/free');
});

test('Add Recipe is /recipes/new; closing it with typed content asks first, and a signed-in /auth goes to the dashboard', async () => {
  await signUpInBrowser(page, 'Elizabeth', 'David');
  await page.goto(url('/auth'));
  await page.waitForFunction(() => location.pathname === '/dashboard/free');

  await clickByText(page, 'button', 'Add Recipe');
  await page.waitForFunction(() => location.pathname === '/recipes/new');
  // The address changes first; the page (and its title) follow once React has rendered it.
  await page.waitForFunction(() => document.title === 'Add Recipe | Cookmark', { timeout: 10_000 });
  // The keyboard starts in the form.
  await page.waitForFunction(() => document.activeElement?.id === 'add-recipe-url', { timeout: 10_000 });

  // Nothing typed: Escape closes at once, and the keyboard is back on Add Recipe.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => location.pathname === '/dashboard/free');
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Add Recipe');

  // A reload of /recipes/new stays on the form.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/recipes/new');
  await page.reload();
  await page.waitForSelector('#add-recipe-url');
  await typeInto(page, '#add-recipe-url', 'https://example.com/omelette');

  // Typed: the browser's Back asks; 'Cancel' keeps the form and what was typed.
  let prompt = answerNextPrompt(false);
  await page.goBack().catch(() => undefined);
  expect(await prompt).toBe('Discard this recipe? What you typed will be lost.');
  await page.waitForFunction(() => location.pathname === '/recipes/new');
  expect(await page.$eval('#add-recipe-url', (el) => (el as HTMLInputElement).value)).toBe(
    'https://example.com/omelette',
  );

  // Escape asks too; the form's Cancel with OK discards and returns to the dashboard.
  prompt = answerNextPrompt(false);
  await page.focus('#add-recipe-url');
  await page.keyboard.press('Escape');
  expect(await prompt).toBe('Discard this recipe? What you typed will be lost.');
  expect(pathname()).toBe('/recipes/new');
  prompt = answerNextPrompt(true);
  await clickByText(page, 'button', 'Cancel');
  await prompt;
  await page.waitForFunction(() => location.pathname === '/dashboard/free');
  await waitForText(page, 'No recipes yet');
});
