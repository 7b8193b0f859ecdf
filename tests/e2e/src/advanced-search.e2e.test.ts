import axe from 'axe-core';
import {
  clickByText,
  saveRecipeThroughApi,
  signUpInBrowser,
  typeInto,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
} from './browser.ts';
import { violations } from './axe.ts';
import { page } from './page.ts';

const RECIPES = [
  { title: 'Lemon chicken', ingredients: ['2 chicken breasts', '1 lemon'], totalTime: '25 minutes' },
  {
    title: 'Chicken satay',
    ingredients: ['500 g chicken thighs', '3 tbsp peanut butter'],
    totalTime: '20 minutes',
  },
  { title: 'Roast chicken', ingredients: ['1 whole chicken', '2 tbsp butter'], cookTime: '1 hr 30 min' },
  { title: 'Walnut salad', ingredients: ['1 cup walnuts', '1 lettuce'], cookTime: '10 minutes' },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
];

const WITH = 'input[placeholder="chicken, lemon"]';
const WITHOUT = 'input[placeholder="nuts, dairy"]';

/** The titles of the cards shown, once the list has settled on `expected` (or the wait fails saying what it shows). */
async function waitForCards(expected: string[]): Promise<void> {
  const read = () =>
    page.$$eval('ul[aria-label="Recipes"][aria-busy="false"] h3', (titles) =>
      titles.map((title) => title.textContent?.trim() ?? ''),
    );
  try {
    await page.waitForFunction(
      (wanted: string[]) => {
        const list = document.querySelector('ul[aria-label="Recipes"][aria-busy="false"]');
        const titles = [...(list?.querySelectorAll('h3') ?? [])].map((h) => h.textContent?.trim() ?? '');
        return JSON.stringify(titles) === JSON.stringify(wanted);
      },
      { timeout: 15_000 },
      expected,
    );
  } catch (error) {
    throw new Error(`expected the cards ${JSON.stringify(expected)}; shown ${JSON.stringify(await read())}`, {
      cause: error,
    });
  }
}

/** Opens the Filters panel unless it is open. */
async function openFilters(): Promise<void> {
  const button = await page.waitForSelector('button[aria-controls][aria-expanded]', { visible: true });
  if ((await button?.evaluate((el) => el.getAttribute('aria-expanded'))) !== 'true') {
    await clickByText(page, 'button[aria-controls]', 'Filters');
  }
  await page.waitForSelector('[role=group][aria-label="Advanced filters"]', { visible: true });
}

/** Chooses an option of the panel's select labelled `label`. */
async function choose(label: string, value: string): Promise<void> {
  const id = await page.$$eval(
    '[aria-label="Advanced filters"] label',
    (labels, wanted) => labels.find((l) => l.textContent === wanted)?.getAttribute('for') ?? '',
    label,
  );
  if (!id) throw new Error(`no select labelled ${label}`);
  await page.select(`[id="${id}"]`, value);
}

test("a premium user finds 'chicken without nuts under 30 minutes', bookmarks it, and sorts by recently cooked, on a desktop and a phone", async () => {
  await signUpInBrowser(page, 'Ada', 'Search');
  for (const recipe of RECIPES) {
    await saveRecipeThroughApi(page, { ...recipe, instructions: ['Cook.'] });
  }

  // On the free plan the filters offer the upgrade.
  await page.reload();
  await waitForCards(RECIPES.map((r) => r.title).reverse());
  await clickByText(page, 'button[aria-controls]', 'Filters');
  await waitForText(
    page,
    'Advanced search and filtering — total time, ingredients with and without, and calories — is available to Premium subscribers.',
  );
  await waitForText(page, 'Upgrade to Premium');

  await upgradeToPremiumInBrowser(page);

  for (const viewport of VIEWPORTS) {
    await page.setViewport({ width: viewport.width, height: viewport.height });
    await page.goto(url('/dashboard/premium'));
    await waitForCards(RECIPES.map((r) => r.title).reverse());

    await openFilters();
    await choose('Total time', '30');
    await typeInto(page, WITH, 'chicken');
    await typeInto(page, WITHOUT, 'nuts');
    await waitForCards(['Lemon chicken']);
    await waitForText(page, 'Showing 1 of 4 recipes');
    // The open panel is accessible (labels, contrast, roles) at this width.
    expect({ viewport: viewport.name, violations: await violations(axe.source) }).toEqual({
      viewport: viewport.name,
      violations: [],
    });

    // The filters are the address: a bookmark (or a reload) shows the same list and the same filters.
    const bookmarked = new URL(page.url());
    expect(bookmarked.searchParams.get('time')).toBe('30');
    expect(bookmarked.searchParams.getAll('with')).toEqual(['chicken']);
    expect(bookmarked.searchParams.getAll('without')).toEqual(['nuts']);
    await page.reload();
    await waitForCards(['Lemon chicken']);
    await openFilters();
    expect(await page.$eval(WITH, (el) => (el as HTMLInputElement).value)).toBe('chicken');
    expect(await page.$eval(WITHOUT, (el) => (el as HTMLInputElement).value)).toBe('nuts');

    // Without the time limit the roast comes in; the walnut salad and the satay (peanuts) stay out.
    await choose('Total time', '');
    await waitForCards(['Roast chicken', 'Lemon chicken']);
    await clickByText(page, 'button', 'Clear filters');
    await waitForCards(RECIPES.map((r) => r.title).reverse());
    expect(new URL(page.url()).search).toBe('');

    // The panel fits the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ viewport: viewport.name, overflow }).toEqual({ viewport: viewport.name, overflow: 0 });
  }

  // The search box understands the same in words: the satay (peanuts), the roast (90 minutes) and the
  // salad (no chicken) stay out; the address keeps the words, so a bookmark finds it again.
  await page.goto(url('/dashboard/premium'));
  await waitForCards(RECIPES.map((r) => r.title).reverse());
  await typeInto(page, 'input[aria-label="Search recipes"]', 'chicken without nuts under 30 minutes');
  await waitForCards(['Lemon chicken']);
  await page.waitForFunction(
    () => new URL(location.href).searchParams.get('q') === 'chicken without nuts under 30 minutes',
    { timeout: 15_000 },
  );
  await page.reload();
  await waitForCards(['Lemon chicken']);

  // 'I cooked this' on a recipe page, then Recently cooked puts it first.
  await page.goto(url('/dashboard/premium'));
  await clickByText(page, 'ul[aria-label="Recipes"] h3', 'Roast chicken');
  await clickByText(page, 'button', 'I cooked this');
  await waitForText(page, 'Marked as cooked');
  await page.waitForFunction(
    () => [...document.querySelectorAll('span')].some((el) => el.textContent?.startsWith('Last cooked ')),
    { timeout: 15_000 },
  );
  await page.goto(url('/dashboard/premium?sort=cooked'));
  await waitForCards(['Roast chicken', 'Walnut salad', 'Chicken satay', 'Lemon chicken']);
  await page.goto(url('/dashboard/premium?sort=quickest'));
  await waitForCards(['Walnut salad', 'Chicken satay', 'Lemon chicken', 'Roast chicken']);
});
