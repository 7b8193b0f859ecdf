import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import axe from 'axe-core';
import { violations } from './axe.ts';
import {
  clickByText,
  saveRecipeThroughApi,
  signUpInBrowser,
  upgradeToPremiumInBrowser,
  waitForText,
} from './browser.ts';
import { page } from './page.ts';
import { choose as chooseIn, week as weekOf } from './plan-page.ts';

const PANCAKES = {
  title: 'Pancakes',
  description: 'Weekend pancakes',
  ingredients: ['1 cup flour', '2 eggs', '1 cup milk'],
  instructions: ['Mix.', 'Fry.'],
  servings: 2,
};
const OMELETTE = {
  title: 'Omelette',
  description: 'Quick lunch',
  ingredients: ['3 eggs', 'salt'],
  instructions: ['Whisk.', 'Cook.'],
  servings: 1,
};

/** Chooses `option` in the select labelled `label` inside `scope` of the test's page. */
const choose = (scope: string, label: string, option: string) => chooseIn(page, scope, label, option);

/** The titles shown under each day of the test's page, in order. */
const week = () => weekOf(page);

/**
 * The week's arrows and label at the current width: in one row (their middles level), the label on
 * one line and not cut, all inside the window.
 */
const weekNavigation = () =>
  page.evaluate(() => {
    const nav = document.querySelector('[data-testid=week-nav]');
    const [previous, label, next] = [...(nav?.children ?? [])].map((el) => el as HTMLElement);
    if (!nav || !previous || !label || !next) throw new Error('no week navigation');
    const middle = (el: HTMLElement) =>
      el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2;
    const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
    return {
      oneRow: [label, next].every((el) => Math.abs(middle(el) - middle(previous)) <= 1),
      labelOnOneLine: label.getBoundingClientRect().height < lineHeight * 1.5,
      labelWhole: label.scrollWidth <= label.clientWidth,
      inView: nav.getBoundingClientRect().right <= window.innerWidth,
    };
  });

/** Where screenshots for a person to look at go (tmp/ is not committed; the checks do not read them). */
const ARTIFACTS = resolve(process.cwd(), '..', '..', 'tmp', 'test-artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

/**
 * Sets a date field as its picker does (the picker's own look differs by browser and locale): the
 * value, then the input event the page listens to.
 */
async function pickDate(selector: string, date: string): Promise<void> {
  await page.$eval(
    selector,
    (el, value: string) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    date,
  );
}

/** The figures at the foot of a day's card ('Energy' → '1,234 kcal'), or null when it shows none. */
const dayTotals = (index: number) =>
  page.evaluate((i: number) => {
    const day = document.querySelectorAll('[role=region][aria-labelledby^="plan-day-"]')[i];
    const foot = day?.querySelector('[aria-label^="Day total"]');
    if (!foot) return null;
    return Object.fromEntries(
      [...foot.querySelectorAll('dt')].map((dt) => [
        dt.textContent ?? '',
        dt.nextElementSibling?.textContent ?? '',
      ]),
    );
  }, index);

/** axe-core's findings on the page as it is, once its dialogs have faded in: 'rule: element'. */
async function axeFindings(): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  return (await violations(axe.source)).flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/**
 * Builds the grocery list of the days from `from` to `to` through the 'Build grocery list' dialog
 * (axe finds nothing in it, open).
 */
async function buildGroceries(from?: string, to?: string): Promise<void> {
  await clickByText(page, 'button', 'Build grocery list');
  await page.waitForSelector('[role=dialog] form[aria-label="Days to shop for"]');
  if (from) await pickDate('#grocery-from', from);
  if (to) await pickDate('#grocery-to', to);
  expect(await axeFindings()).toEqual([]);
  await clickByText(page, '[role=dialog] button[type=submit]', 'Build the list');
  await waitForText(page, 'Grocery list ready');
  await page.waitForFunction(() => !document.querySelector('[role=dialog]'), { timeout: 15_000 });
  await page.waitForFunction(() => !document.body.innerText.includes('Grocery list ready'), {
    timeout: 15_000,
  });
}

type Lists = {
  name: string;
  items: { items: { name: string; quantity: string; unit: string | null; recipeSources: string[] }[] }[];
}[];

const groceryLists = () =>
  page.evaluate(async () => {
    const res = await fetch('/api/grocery-lists', { credentials: 'include' });
    return (await res.json()) as Lists;
  });

const ADD = 'form[aria-label="Add to the plan"]';
/** The entry whose menu is open. */
const OPEN_ENTRY = '[data-testid=plan-entry]:has([id$="-menu"])';

async function addToPlan(day: number, meal: string, recipe: string, text?: string): Promise<void> {
  const days = await week();
  const label = days[day]?.day ?? '';
  await choose(ADD, 'Day', label);
  await choose(ADD, 'Meal', meal);
  await choose(ADD, 'Recipe', recipe);
  if (text) {
    const input = await page.waitForSelector('input[placeholder="Leftovers"]');
    await input?.type(text);
  }
  const before = (await week()).flatMap((d) => d.entries).length;
  await clickByText(page, 'button[type=submit]', 'Add');
  await page.waitForFunction(
    (count: number) => document.querySelectorAll('[data-testid=plan-entry]').length > count,
    { timeout: 15_000 },
    before,
  );
}

test("a premium user plans a week, sees each day's nutrition, builds grocery lists of chosen days and subscribes to the feed", async () => {
  await signUpInBrowser(page, 'Nigel', 'Slater');
  await upgradeToPremiumInBrowser(page);
  const pancakesId = await saveRecipeThroughApi(page, PANCAKES);
  await saveRecipeThroughApi(page, OMELETTE);

  // From the premium dashboard's tools to the week.
  await page.reload();
  await clickByText(page, '[aria-label="Premium tools"] span span', 'Meal plan');
  await waitForText(page, 'Add to the plan');
  expect(new URL(page.url()).pathname).toBe('/tools/meal-plan');
  await page.waitForFunction(() => document.querySelectorAll('[aria-labelledby^="plan-day-"]').length === 7);

  // Plan from the library: Pancakes on Monday's breakfast for 4, Omelette on Tuesday, a text on Wednesday.
  await choose(ADD, 'Recipe', 'Pancakes');
  await page.type('input[placeholder="As the recipe"]', '4');
  await addToPlan(0, 'Breakfast', 'Pancakes');
  await addToPlan(1, 'Lunch', 'Omelette');
  await addToPlan(2, 'Dinner', 'Something else', 'Leftovers');
  let days = await week();
  expect(days.map((d) => d.entries)).toEqual([['Pancakes'], ['Omelette'], ['Leftovers'], [], [], [], []]);
  // Desktop: the seven days side by side.
  expect(new Set(days.map((d) => d.x)).size).toBe(7);

  // Move the Pancakes to Thursday through the entry's menu (the keyboard and touch way).
  const actions = await page.waitForSelector('button[aria-label="Actions for Pancakes"]');
  await actions?.click();
  await choose(OPEN_ENTRY, 'Day', days[3]?.day ?? '');
  await clickByText(page, 'button', 'Move here');
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[aria-labelledby^="plan-day-"]')[3]?.textContent?.includes('Pancakes') ===
      true,
    { timeout: 15_000 },
  );
  days = await week();
  expect(days.map((d) => d.entries)).toEqual([[], ['Omelette'], ['Leftovers'], ['Pancakes'], [], [], []]);

  // Each day's nutrition at the foot of its card: Thursday is Pancakes for 4, four of a serving
  // of the recipe's own figures; Wednesday's text counts nothing, so it shows no total.
  const serving = await page.evaluate(async (id: string) => {
    const res = await fetch('/api/recipes/nutrition/summary', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ recipeIds: [id] }),
    });
    return ((await res.json()) as { recipes: { perServing: { energyKcal: number; proteinG: number } }[] })
      .recipes[0]?.perServing;
  }, pancakesId);
  const kcal = `${Math.round(Math.round((serving?.energyKcal ?? 0) * 40) / 10).toLocaleString('en-US')} kcal`;
  await page.waitForFunction(
    (text: string) =>
      document
        .querySelectorAll('[aria-labelledby^="plan-day-"]')[3]
        ?.querySelector('[aria-label^="Day total"]')
        ?.textContent?.includes(text) === true,
    { timeout: 15_000 },
    kcal,
  );
  expect(await dayTotals(3)).toMatchObject({
    Energy: kcal,
    Protein: expect.stringMatching(/^\d+(\.\d)? g$/),
  });
  expect(Object.keys((await dayTotals(3)) ?? {})).toEqual(
    expect.arrayContaining(['Energy', 'Protein', 'Fat', 'Carbohydrate', 'Sodium']),
  );
  expect(await dayTotals(2)).toBeNull();
  expect(await axeFindings()).toEqual([]);

  // The week's grocery list (the dialog starts at the week shown), built twice: one list, each line
  // naming its recipes and days.
  await buildGroceries();
  await buildGroceries();
  const lists = await groceryLists();
  expect(lists).toHaveLength(1);
  const items = lists[0]?.items.flatMap((group) => group.items) ?? [];
  const eggs = items.find((item) => item.name === 'eggs');
  // Pancakes for 4 (a recipe for 2: 4 eggs) and an omelette (3 eggs).
  expect(eggs?.quantity).toBe('7');
  expect(eggs?.recipeSources).toEqual([
    expect.stringMatching(/^Omelette \(Tue /),
    expect.stringMatching(/^Pancakes \(Thu /),
  ]);
  expect(items.find((item) => item.name === 'flour')).toMatchObject({ quantity: '2', unit: 'cups' });

  // The entry's recipe opens at the entry's servings (4, from a recipe for 2).
  await clickByText(page, 'a', 'Pancakes');
  await waitForText(page, '4 servings');
  await waitForText(page, '2 cups flour');
  await page.goBack();
  await waitForText(page, 'Add to the plan');

  // The calendar feed: turned on, its address fetched as a calendar app would (no session).
  await clickByText(page, 'button', 'Turn on calendar feed');
  const feedInput = await page.waitForSelector('input[readonly]');
  const feedUrl = await feedInput?.evaluate((el) => (el as HTMLInputElement).value);
  expect(feedUrl).toMatch(/\/api\/meal-plan\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const path = new URL(feedUrl ?? '').pathname;
  const ics = await page.evaluate(async (feedPath: string) => {
    const res = await fetch(feedPath, { credentials: 'omit' });
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  }, path);
  expect(ics.status).toBe(200);
  expect(ics.type).toBe('text/calendar; charset=utf-8');
  expect(ics.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.body).toContain('SUMMARY:Breakfast: Pancakes\r\n');
  expect(ics.body).toContain('SUMMARY:Lunch: Omelette\r\n');
  expect(ics.body).toContain('SUMMARY:Dinner: Leftovers\r\n');

  // On a phone: a day list, one day under the other, no sideways scrolling; the menu copies.
  await page.setViewport({ width: 375, height: 800 });
  await page.reload();
  await waitForText(page, 'Add to the plan');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=plan-entry]').length === 3);
  days = await week();
  expect(new Set(days.map((d) => d.x)).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await weekNavigation()).toEqual({
    oneRow: true,
    labelOnOneLine: true,
    labelWhole: true,
    inView: true,
  });
  await (
    await page.$('[data-testid=week-nav]')
  )?.screenshot({ path: join(ARTIFACTS, 'meal-plan-week-nav-375.png') });
  const omeletteActions = await page.waitForSelector('button[aria-label="Actions for Omelette"]');
  await omeletteActions?.click();
  await choose(OPEN_ENTRY, 'Day', days[4]?.day ?? '');
  await clickByText(page, 'button', 'Copy here');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=plan-entry]').length === 4, {
    timeout: 15_000,
  });
  days = await week();
  expect(days.map((d) => d.entries)).toEqual([
    [],
    ['Omelette'],
    ['Leftovers'],
    ['Pancakes'],
    ['Omelette'],
    [],
    [],
  ]);

  // A list of three chosen days on the phone: Thursday to Saturday holds the Pancakes and the
  // copied Omelette only; its lines name those days, and the week's list stays as it was.
  const [thursday, saturday] = await page.evaluate(() =>
    [3, 5].map(
      (i) =>
        document
          .querySelectorAll('[aria-labelledby^="plan-day-"]')
          [i]?.getAttribute('aria-labelledby')
          ?.replace('plan-day-', '') ?? '',
    ),
  );
  await buildGroceries(thursday, saturday);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const after = await groceryLists();
  expect(after).toHaveLength(2);
  const threeDays = after.find((list) => list.name !== lists[0]?.name);
  const threeDayEggs = threeDays?.items.flatMap((group) => group.items).find((item) => item.name === 'eggs');
  expect(threeDayEggs?.quantity).toBe('7');
  expect(threeDayEggs?.recipeSources).toEqual([
    expect.stringMatching(/^Omelette \(Fri /),
    expect.stringMatching(/^Pancakes \(Thu /),
  ]);
  await page.setViewport({ width: 1280, height: 900 });
});
