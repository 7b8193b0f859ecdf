import type { Page } from 'puppeteer-core';
import {
  saveRecipeThroughApi,
  signUpInBrowser,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
} from './browser.ts';
import { checkbox, createListThroughApi, setOffline, tick } from './grocery-page.ts';
import { page } from './page.ts';

// Issue #32: one list open on two screens (a laptop and a phone) stays the same on both without a
// reload, through the live channel; ticks made on the phone offline reach the laptop when it is back.

const ITEMS = ['milk', 'eggs', 'flour', 'butter', 'sugar'];

/** Waits until `tab` shows the line `name` ticked (or not), as the live channel leaves it. */
async function seesTicked(tab: Page, name: string, checked = true): Promise<void> {
  await checkbox(tab, name);
  await tab.waitForFunction(
    (line: string, wanted: boolean) =>
      [...document.querySelectorAll('label')]
        .find((label) => label.textContent?.includes(line))
        ?.querySelector<HTMLInputElement>('input[type=checkbox]')?.checked === wanted,
    { timeout: 15_000 },
    name,
    checked,
  );
}

const isTicked = async (tab: Page, name: string) =>
  (await checkbox(tab, name))?.evaluate((input) => (input as HTMLInputElement).checked);

test('a list ticked on a phone shows ticked on the laptop without a reload; ticks made offline arrive once the phone is back', async () => {
  await page.setViewport({ width: 1280, height: 900 });
  await signUpInBrowser(page, 'Lina', 'Live');
  await upgradeToPremiumInBrowser(page);
  const recipeId = await saveRecipeThroughApi(page, {
    title: 'Pancakes',
    ingredients: ['1 cup milk'],
    instructions: ['Fry.'],
    tags: [],
  });
  const list = await createListThroughApi(page, 'Weekly shop', [recipeId], ITEMS);
  const listPath = `/tools/grocery/lists/${list.id}`;

  // The same person on a phone: a window of its own, signed in with the same account.
  const phoneWindow = await page.browser().createBrowserContext();
  try {
    await phoneWindow.setCookie(...(await page.browserContext().cookies()));
    const phone = await phoneWindow.newPage();
    await phone.setViewport({ width: 375, height: 800 });
    await phone.goto(url(listPath));
    await page.goto(url(listPath));
    await Promise.all([waitForText(phone, 'Weekly shop'), waitForText(page, 'Weekly shop')]);

    await tick(phone, 'milk');
    await tick(phone, 'eggs');
    await seesTicked(page, 'milk');
    await seesTicked(page, 'eggs');
    // And back: the laptop's tick reaches the phone.
    await tick(page, 'flour');
    await seesTicked(phone, 'flour');

    // In the shop with no signal: the phone keeps its ticks; the laptop sees them once it is back.
    await phone.waitForFunction(() => navigator.serviceWorker?.controller !== null, { timeout: 30_000 });
    await setOffline(true, phone);
    await tick(phone, 'butter');
    await tick(phone, 'sugar');
    await seesTicked(phone, 'butter');
    await seesTicked(phone, 'sugar');
    expect([await isTicked(page, 'butter'), await isTicked(page, 'sugar')]).toEqual([false, false]);
    await setOffline(false, phone);
    await seesTicked(page, 'butter');
    await seesTicked(page, 'sugar');
    for (const name of ['milk', 'eggs', 'flour']) expect(await isTicked(page, name)).toBe(true);
  } finally {
    await phoneWindow.close();
  }
});
