import type { GroceryList } from '@cookmark/contracts';
import type { Page } from 'puppeteer-core';
import {
  clickByText,
  saveRecipeThroughApi,
  signUpInBrowser,
  typeInto,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
} from './browser.ts';
import {
  checkbox as checkboxOf,
  createListThroughApi,
  setOffline as setOfflineOf,
  tick as tickOn,
} from './grocery-page.ts';
import { page } from './page.ts';

// Issue #31: a grocery list in a store with no signal. Ticks, an added item and an edited line made
// offline survive a reload while offline and reach the server, each once, when the connection returns
// (whatever screen is open then); the library and a recipe opened before read offline, from the first
// visit on a device.

const ITEMS = ['milk', 'eggs', 'flour', 'butter', 'sugar', 'yeast', 'salt'];
const TICKED = ITEMS.slice(0, 5);

/** The list as the server has it, read with the page's session outside the browser (never offline). */
async function serverList(id: string): Promise<GroceryList> {
  const cookies = await page.cookies();
  const response = await fetch(url(`/api/grocery-lists/${id}`), {
    headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`reading the list answered ${response.status}`);
  return (await response.json()) as GroceryList;
}

const lines = (list: GroceryList) =>
  list.items.flatMap((group) => group.items.map((item) => ({ name: item.name, checked: item.checked })));

/** Waits until the list's sync line (a polite status) starts with `text`. */
async function waitForStatus(text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (wanted: string) => document.querySelector('p[role=status]')?.textContent?.startsWith(wanted) ?? false,
    { timeout },
    text,
  );
}

const checkbox = (name: string) => checkboxOf(page, name);
const tick = (name: string) => tickOn(page, name);
const setOffline = (offline: boolean, tab: Page = page) => setOfflineOf(offline, tab);

/** Edits a line in place: its amount, unit and text, then Save. */
async function editLine(name: string, quantity: string, unit: string, text: string): Promise<void> {
  await (await page.waitForSelector(`::-p-aria(Edit ${name}[role="button"])`))?.click();
  const form = `form[aria-label="Edit ${name}"]`;
  for (const [label, value] of [
    ['Quantity', quantity],
    ['Unit', unit],
    ['Item', text],
  ] as const) {
    const field = await page.waitForSelector(`${form} ::-p-aria(${label}[role="textbox"])`);
    await field?.click({ count: 3 });
    await field?.type(value);
  }
  await (await page.waitForSelector(`${form} ::-p-aria(Save[role="button"])`))?.click();
}

/** Waits until the server's copy of the list (read from the test process) satisfies `done`. */
async function waitForServer(id: string, done: (list: GroceryList) => boolean): Promise<GroceryList> {
  for (;;) {
    const list = await serverList(id);
    if (done(list)) return list;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('a list ticked, added to and edited offline, reloaded offline, reaches the server with all seven changes once from another screen; the library and a recipe read offline', async () => {
  await page.setViewport({ width: 375, height: 800 });
  await signUpInBrowser(page, 'Olive', 'Offline');
  await upgradeToPremiumInBrowser(page);
  const recipeId = await saveRecipeThroughApi(page, {
    title: 'Brioche',
    ingredients: ['1 cup milk'],
    instructions: ['Bake.'],
    tags: [],
  });
  const list = await createListThroughApi(page, 'Market run', [recipeId], ITEMS);

  // Once the service worker keeps the app and what it reads, a cook opens a recipe, the library and
  // the list at home.
  await page.goto(url(`/tools/grocery/lists/${list.id}`));
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, { timeout: 30_000 });
  await page.goto(url(`/recipe/${recipeId}`));
  await waitForText(page, 'Bake.');
  await page.goto(url('/dashboard/premium'));
  await waitForText(page, 'Brioche');
  await page.goto(url(`/tools/grocery/lists/${list.id}`));
  await waitForText(page, 'Market run');
  await checkbox('eggs');

  await setOffline(true);
  await waitForStatus("You're offline.");
  for (const name of TICKED) await tick(name);
  await typeInto(page, 'input[placeholder="e.g. lemons"]', 'lemons');
  await page.keyboard.press('Enter');
  await editLine('salt', '2', 'tsp', 'sea salt');
  await waitForStatus("You're offline. 7 changes waiting");
  expect(lines(await serverList(list.id)).filter((line) => line.checked)).toEqual([]);

  // Reloaded in the store: the app, the list and the seven waiting changes all come back.
  await page.reload();
  await waitForStatus("You're offline. 7 changes waiting");
  for (const name of [...TICKED, 'lemons', '2 tsp sea salt'])
    expect(await (await checkbox(name))?.evaluate((box) => (box as HTMLInputElement).checked)).toBe(
      TICKED.includes(name),
    );

  // The connection returns while the cook reads the library, not the list: the changes go all the same.
  await page.goto(url('/dashboard/premium'));
  await waitForText(page, 'Brioche');
  await setOffline(false);
  const answered = await waitForServer(
    list.id,
    (stored) => stored.items.flatMap((g) => g.items).length > ITEMS.length,
  );
  const stored = lines(answered);
  expect(stored.filter((line) => line.checked).map((line) => line.name)).toEqual(TICKED);
  expect(stored.filter((line) => line.name === 'lemons')).toEqual([{ name: 'lemons', checked: false }]);
  expect(
    answered.items.flatMap((group) => group.items).find((item) => item.name === 'sea salt'),
  ).toMatchObject({ quantity: '2', unit: 'tsp', checked: false });
  expect(stored.some((line) => line.name === 'salt')).toBe(false);
  expect(stored).toHaveLength(ITEMS.length + 1);

  // Nothing waits any more: the list opened online shows the server's list and sends nothing twice.
  await page.goto(url(`/tools/grocery/lists/${list.id}`));
  await waitForText(page, 'Market run');
  await checkbox('2 tsp sea salt');
  expect(lines(await serverList(list.id))).toEqual(stored);

  // In a kitchen with no Wi-Fi: the library and the recipe opened earlier read offline too.
  await setOffline(true);
  await page.goto(url('/dashboard/premium'));
  await waitForText(page, 'Brioche');
  await page.goto(url(`/recipe/${recipeId}`));
  await waitForText(page, 'Bake.');
  await setOffline(false);
});

/** Waits until the service worker has kept, for offline reading, an answer for each of `paths`. */
async function keptForOffline(tab: Page, paths: string[]): Promise<void> {
  await tab.waitForFunction(
    async (wanted: string[]) => {
      const kept = await (await caches.open('cookmark-reads')).keys();
      const keptPaths = new Set(kept.map((request) => new URL(request.url).pathname));
      return wanted.every((path) => keptPaths.has(path));
    },
    { timeout: 30_000, polling: 200 },
    paths,
  );
}

test('on the first visit on a device, the library and a recipe opened once read offline after a reload', async () => {
  await signUpInBrowser(page, 'Fern', 'Firstvisit');
  const recipeId = await saveRecipeThroughApi(page, {
    title: 'Soda bread',
    ingredients: ['4 cups flour'],
    instructions: ['Knead briefly.'],
    tags: [],
  });

  // A phone that never opened the app (a fresh profile, no service worker yet), signed in already.
  const phone = await page.browser().createBrowserContext();
  try {
    await phone.setCookie(...(await page.browserContext().cookies()));
    const tab = await phone.newPage();
    await tab.setViewport({ width: 375, height: 800 });
    await tab.goto(url('/dashboard'));
    await waitForText(tab, 'Soda bread');
    await clickByText(tab, '[data-testid="recipe-card"] h3', 'Soda bread');
    await waitForText(tab, 'Knead briefly.');
    // Read before the worker ran: it reads them again once it takes over, and keeps them.
    await keptForOffline(tab, ['/api/recipes', `/api/recipes/${recipeId}`]);

    await setOffline(true, tab);
    await tab.reload();
    await waitForText(tab, 'Knead briefly.');
    await tab.goto(url('/dashboard'));
    await waitForText(tab, 'Soda bread');
    await setOffline(false, tab);
  } finally {
    await phone.close();
  }
});
