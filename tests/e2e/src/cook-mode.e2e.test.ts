import axe from 'axe-core';
import { violations } from './axe.ts';
import {
  clickByText,
  saveRecipeThroughApi,
  signUpInBrowser,
  typeInto,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
} from './browser.ts';
import { page } from './page.ts';

const RECIPE = {
  title: 'Weeknight chicken and rice',
  description: 'One pan, four steps',
  ingredients: ['1 lb chicken breast', '2 tbsp olive oil', '1 onion, chopped', '1 cup rice', '1 tsp salt'],
  instructions: [
    'Heat the olive oil and fry the onion for 5 minutes.',
    'Add the chicken and simmer for 1 hour.',
    'Stir in the rice, then let it rest for 3 seconds.',
    'Season with salt and serve.',
  ],
  servings: 4,
};

const progress = () =>
  page.$eval('[role=progressbar][aria-label="Cooking progress"]', (el) => el.getAttribute('aria-valuetext'));

async function waitForProgress(text: string): Promise<void> {
  await page.waitForFunction(
    (wanted: string) =>
      document
        .querySelector('[role=progressbar][aria-label="Cooking progress"]')
        ?.getAttribute('aria-valuetext') === wanted,
    { timeout: 10_000 },
    text,
  );
}

/** The reader's ingredient line that names `food`, as the reader shows it (scaled, in the user's units). */
const readerLine = (food: string) =>
  page.$$eval(
    'section[aria-labelledby=ingredients-heading] li',
    (items, wanted: string) =>
      items.map((li) => li.textContent?.trim() ?? '').find((text) => text.includes(wanted)),
    food,
  );

/** The lines the current step lists under 'Ingredients for this step'. */
const stepIngredients = () =>
  page.$$eval('[aria-labelledby=step-ingredients-heading] li > span', (spans) =>
    spans.map((span) => span.textContent?.trim() ?? ''),
  );

/** The tray's clock of the timer named `name` ('Time is up' once it has rung). */
const timerClock = (name: string) =>
  page.$eval(
    `aside[aria-label=Timers] li[data-timer="${name}"] .font-mono`,
    (el) => el.textContent?.trim() ?? '',
  );

async function waitForClockChange(name: string, from: string): Promise<void> {
  await page.waitForFunction(
    (timer: string, before: string) =>
      document
        .querySelector(`aside[aria-label=Timers] li[data-timer="${timer}"] .font-mono`)
        ?.textContent?.trim() !== before,
    { timeout: 10_000 },
    name,
    from,
  );
}

/** A finger moving `dx` pixels across the step, as touch events. */
async function swipe(dx: number): Promise<void> {
  await page.$eval(
    '[data-testid=cook-step]',
    (el, by: number) => {
      const at = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
      const start = 200 - by / 2;
      el.dispatchEvent(
        new TouchEvent('touchstart', { touches: [at(start)], changedTouches: [at(start)], bubbles: true }),
      );
      el.dispatchEvent(
        new TouchEvent('touchend', { touches: [], changedTouches: [at(start + by)], bubbles: true }),
      );
    },
    dx,
  );
}

test('a premium cook steps through a recipe by key, runs two timers at once, hears a short one ring and scales to what they have', async () => {
  await signUpInBrowser(page, 'Marcella', 'Hazan');
  await upgradeToPremiumInBrowser(page);
  const id = await saveRecipeThroughApi(page, RECIPE);
  await page.browserContext().overridePermissions(url('/'), ['notifications']);

  await page.goto(url(`/recipe/${id}`));
  await waitForText(page, RECIPE.title);
  const chicken = await readerLine('chicken');
  await clickByText(page, 'a', 'Cook');
  await page.waitForFunction(
    (path: string) => location.pathname === path,
    { timeout: 10_000 },
    `/recipe/${id}/cook`,
  );
  await waitForProgress('Step 1 of 4');
  expect(await page.title()).toBe(`Cook: ${RECIPE.title} | Cookmark`);
  // The screen is kept awake where this browser allows it; where it refuses, the page says so.
  const wakeLock = await page.evaluate(() =>
    navigator.wakeLock.request('screen').then(
      (lock) => lock.release().then(() => 'on'),
      () => 'unavailable',
    ),
  );
  const dimNote = () =>
    page.evaluate(() => document.body.textContent?.includes('This browser cannot keep the screen awake'));
  await page.waitForFunction(
    (state: string) =>
      state === 'on' || document.body.textContent?.includes('This browser cannot keep the screen awake'),
    { timeout: 10_000 },
    wakeLock,
  );
  expect(await dimNote()).toBe(wakeLock === 'unavailable');
  expect(await stepIngredients()).toEqual(['2 tbsp olive oil', '1 onion, chopped']);

  // A timer from step 1, then the next step by the arrow key and a timer from it.
  await clickByText(page, 'button', '5 minutes');
  await page.waitForSelector('aside[aria-label=Timers] li[data-timer="Step 1: fry"]');
  await page.keyboard.press('ArrowRight');
  await waitForProgress('Step 2 of 4');
  // As the reader shows it (in the user's units).
  expect(await stepIngredients()).toEqual([chicken]);
  await clickByText(page, 'button', '1 hour');
  await page.waitForSelector('aside[aria-label=Timers] li[data-timer="Step 2: simmer"]');

  // On another step both keep counting down.
  await page.keyboard.press('ArrowRight');
  await waitForProgress('Step 3 of 4');
  const fry = await timerClock('Step 1: fry');
  const simmer = await timerClock('Step 2: simmer');
  await waitForClockChange('Step 1: fry', fry);
  await waitForClockChange('Step 2: simmer', simmer);
  expect(await timerClock('Step 1: fry')).toMatch(/^4:[0-5]\d$/);
  expect(await timerClock('Step 2: simmer')).toMatch(/^(59:[0-5]\d|1:00:00)$/);
  // Notifications were allowed: nothing warns that the timers could go unheard.
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  expect(await page.$eval('aside[aria-label=Timers]', (el) => el.textContent)).not.toContain(
    'Notifications are off',
  );

  // A real three-second timer rings: the tray says so and it is announced at once.
  await clickByText(page, 'button', '3 seconds');
  await page.waitForFunction(
    () =>
      document.querySelector('aside[aria-label=Timers] li[data-timer="Step 3: rest"] .font-mono')
        ?.textContent === 'Time is up',
    { timeout: 30_000 },
  );
  expect(await page.$eval('aside[aria-label=Timers] [aria-live=assertive]', (el) => el.textContent)).toBe(
    'Step 3: rest: time is up',
  );

  // The page passes axe with timers running and one rung.
  expect(await violations(axe.source)).toEqual([]);

  // A reload keeps the timers, still counting.
  await page.reload();
  await waitForProgress('Step 1 of 4');
  const afterReload = await timerClock('Step 2: simmer');
  expect(afterReload).toMatch(/^(59:[0-5]\d|1:00:00)$/);
  await waitForClockChange('Step 2: simmer', afterReload);
  expect(await timerClock('Step 3: rest')).toBe('Time is up');

  // Pause one, cancel another.
  await page.click('button[aria-label="Pause Step 1: fry"]');
  await page.waitForSelector('button[aria-label="Resume Step 1: fry"]');
  await page.click('button[aria-label="Cancel Step 2: simmer"]');
  await page.waitForFunction(() => !document.querySelector('li[data-timer="Step 2: simmer"]'));

  // 'I have 227 g chicken' (half a pound): the recipe is scaled to half, here and back in the reader.
  await page.keyboard.press('ArrowRight');
  await waitForProgress('Step 2 of 4');
  await page.click(`button[aria-label="Scale to this: ${chicken}"]`);
  await typeInto(page, '#scale-to-have', 'a handful');
  await clickByText(page, '[role=dialog] button', 'Scale recipe');
  await waitForText(page, 'Enter the amount you have, e.g. 300 g.');
  await typeInto(page, '#scale-to-have', '227 g');
  await clickByText(page, '[role=dialog] button', 'Scale recipe');
  await page.waitForFunction(
    (before: string) => {
      const shown = document.querySelector(
        '[aria-labelledby=step-ingredients-heading] li > span',
      )?.textContent;
      return shown !== before && shown?.includes('chicken breast');
    },
    { timeout: 15_000 },
    chicken ?? '',
  );
  const [halved] = await stepIngredients();
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    (path: string) => location.pathname === path,
    { timeout: 10_000 },
    `/recipe/${id}`,
  );
  await waitForText(page, RECIPE.title);
  // The title can show before the ingredient list has rendered: wait for the chicken's line, as a reader
  // looks for it, and fail if it never reads as the scaled amount cook mode showed.
  await page.waitForFunction(
    (wanted: string) =>
      [...document.querySelectorAll('section[aria-labelledby=ingredients-heading] li')].some(
        (li) => li.textContent?.trim() === wanted,
      ),
    { timeout: 15_000 },
    halved ?? '',
  );
  expect(await readerLine('chicken')).toBe(halved);
  expect(
    await page.$eval(
      '[role=radiogroup][aria-label="Scale Recipe"] [aria-checked=true]',
      (el) => el.textContent,
    ),
  ).toBe('0.5×');

  // The reader's own 'Scale to an ingredient': 2 lb of chicken doubles the recipe.
  await clickByText(page, 'button', 'Scale to an ingredient');
  await page.waitForSelector('#scale-to-line');
  await page.select('#scale-to-line', '0');
  await typeInto(page, '#scale-to-have', '2 lb');
  await clickByText(page, '[role=dialog] button', 'Scale recipe');
  await page.waitForFunction(
    () =>
      document.querySelector('[role=radiogroup][aria-label="Scale Recipe"] [aria-checked=true]')
        ?.textContent === '2×',
    { timeout: 15_000 },
  );
});

test('on a phone a free cook swipes between steps, is told timers need the tab open, and sees scaling as Premium', async () => {
  await page.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true });
  await signUpInBrowser(page, 'Edna', 'Lewis');
  const id = await saveRecipeThroughApi(page, RECIPE);
  await page.goto(url(`/recipe/${id}/cook`));
  await waitForProgress('Step 1 of 4');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await swipe(-150);
  await waitForProgress('Step 2 of 4');
  await swipe(-150);
  await waitForProgress('Step 3 of 4');
  await swipe(150);
  await waitForProgress('Step 2 of 4');
  // A mostly vertical move is a scroll, not a swipe.
  await page.$eval('[data-testid=cook-step]', (el) => {
    const at = (x: number, y: number) => new Touch({ identifier: 2, target: el, clientX: x, clientY: y });
    el.dispatchEvent(
      new TouchEvent('touchstart', {
        touches: [at(200, 100)],
        changedTouches: [at(200, 100)],
        bubbles: true,
      }),
    );
    el.dispatchEvent(
      new TouchEvent('touchend', { touches: [], changedTouches: [at(140, 400)], bubbles: true }),
    );
  });
  expect(await progress()).toBe('Step 2 of 4');

  // The on-screen buttons move too.
  await clickByText(page, 'nav[aria-label=Steps] button', 'Next');
  await waitForProgress('Step 3 of 4');
  await clickByText(page, 'nav[aria-label=Steps] button', 'Previous');
  await waitForProgress('Step 2 of 4');

  // Notifications were refused: the tray says the timer rings only in this tab.
  await page.browserContext().overridePermissions(url('/'), []);
  await page.evaluate(() => Notification.permission);
  await clickByText(page, 'button', '1 hour');
  await waitForText(page, 'Notifications are off: keep this tab open to hear the timer');

  // Scaling is Premium: the free cook is told so, and nothing is scaled.
  await page.click('[aria-labelledby=step-ingredients-heading] button');
  await waitForText(page, 'Recipe scaling is available for Premium subscribers only.');
  expect(await page.$('[role=dialog]')).toBeNull();

  await clickByText(page, 'header button', 'Close');
  await page.waitForFunction(
    (path: string) => location.pathname === path,
    { timeout: 10_000 },
    `/recipe/${id}`,
  );
});
