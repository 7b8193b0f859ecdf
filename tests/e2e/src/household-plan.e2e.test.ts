import { randomBytes } from 'node:crypto';
import type { ElementHandle, Page } from 'puppeteer-core';
import {
  clickByText,
  saveRecipeThroughApi,
  signUpInBrowser,
  typeInto,
  upgradeToPremiumInBrowser,
  url,
  waitForMail,
  waitForText,
} from './browser.ts';
import { page, session } from './page.ts';
import { choose, week } from './plan-page.ts';

/**
 * Issue #32, 'Done when': a household of three plans a week and shops from one list, live, in
 * Chromium. A (desktop, pays for Premium) creates the household and invites B and C by e-mail; A puts
 * two recipes in the household library; B plans them on days of the week; C, on a phone, sees the
 * plan change without reloading and builds the week's grocery list; A and B tick items on it and
 * each sees the other's ticks without reloading.
 */

const SOUP = {
  title: 'Tomato soup',
  ingredients: ['4 tomatoes', '1 onion', '2 cups stock'],
  instructions: ['Simmer.', 'Blend.'],
  servings: 2,
};
const RISOTTO = {
  title: 'Mushroom risotto',
  ingredients: ['300 g rice', '200 g mushrooms', '1 onion'],
  instructions: ['Stir.', 'Serve.'],
  servings: 2,
};

/** A private window of its own (another person's browser), at `width`. */
async function personAt(width: number): Promise<Page> {
  const context = await session.browser.createBrowserContext();
  const tab = await context.newPage();
  const [a = 0, b = 0] = randomBytes(2);
  await tab.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.19.${a}.${b}` });
  await tab.setViewport({ width, height: 900 });
  return tab;
}

const ADD = 'form[aria-label="Add to the plan"]';

async function openPlan(tab: Page): Promise<void> {
  await tab.goto(url('/tools/meal-plan'));
  await waitForText(tab, 'Add to the plan');
  await tab.waitForFunction(() => document.querySelectorAll('[aria-labelledby^="plan-day-"]').length === 7, {
    timeout: 15_000,
  });
}

/** Plans `recipe` (from the household library) on day `day` of the week shown, for dinner. */
async function plan(tab: Page, day: number, recipe: string): Promise<void> {
  const label = (await week(tab))[day]?.day ?? '';
  await choose(tab, ADD, 'Day', label);
  await choose(tab, ADD, 'Meal', 'Dinner');
  await choose(tab, ADD, 'Recipe', recipe);
  const before = (await week(tab)).flatMap((d) => d.entries).length;
  await clickByText(tab, `${ADD} button[type=submit]`, 'Add');
  await tab.waitForFunction(
    (count: number) => document.querySelectorAll('[data-testid=plan-entry]').length > count,
    { timeout: 15_000 },
    before,
  );
}

/** Opens the invitation e-mailed to `email` in `tab` (signed in as that person) and joins. */
async function joinFromMail(tab: Page, email: string): Promise<void> {
  const mail = await waitForMail(email);
  const link = new URL(mail.links.find((l) => l.includes('/household/join?token=')) ?? '');
  await tab.goto(url(`${link.pathname}${link.search}`));
  await waitForText(tab, 'Ada invited you to join “Ada house”.', 20_000);
  await clickByText(tab, 'button', 'Join household');
  await waitForText(tab, 'You joined Ada house.');
}

/**
 * Waits until `tab` shows the grocery line named `name` (its name exactly) with its box ticked as
 * `checked` says (null: either); its row.
 */
async function row(tab: Page, name: string, checked: boolean | null = null) {
  const handle = await tab.waitForFunction(
    (line: string, wanted: boolean | null) => {
      const label = [...document.querySelectorAll('label')].find((el) =>
        [...el.querySelectorAll('span')].some((span) => span.textContent === line),
      );
      const box = label?.querySelector<HTMLInputElement>('input[type=checkbox]');
      return box && (wanted === null || box.checked === wanted) ? label : false;
    },
    { timeout: 15_000 },
    name,
    checked,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`no line ${name}`);
  return element as ElementHandle<HTMLLabelElement>;
}

/** Ticks a line as a person does: a tap on its row. */
async function tick(tab: Page, name: string): Promise<void> {
  await (await row(tab, name, false)).click();
}

/** Waits until `tab` shows the line `name` ticked, as the live channel leaves it. */
async function seesTicked(tab: Page, name: string): Promise<void> {
  await row(tab, name, true);
}

test('a household of three plans a week and shops from one list, live', async () => {
  // A, on a laptop: signs up, pays, creates the household.
  const a = page;
  await signUpInBrowser(a, 'Ada', 'Able');
  await upgradeToPremiumInBrowser(a);
  const b = await personAt(1280);
  const c = await personAt(375);
  try {
    const bEmail = await signUpInBrowser(b, 'Ben', 'Baker');
    const cEmail = await signUpInBrowser(c, 'Cleo', 'Cook');

    await a.goto(url('/settings'));
    await waitForText(a, 'Household');
    await typeInto(a, '#household-name', 'Ada house');
    await clickByText(a, 'button[type=submit]', 'Create household');
    await waitForText(a, 'Ada house');
    for (const email of [bEmail, cEmail]) {
      await typeInto(a, '#household-invite-email', email);
      await clickByText(a, 'button[type=submit]', 'Send invitation');
      await waitForText(a, `Invited: ${email}`);
      // The form empties its field once the invitation is stored: the next one is typed after that.
      await a.waitForFunction(
        () => (document.querySelector('#household-invite-email') as HTMLInputElement | null)?.value === '',
        { timeout: 15_000 },
      );
    }
    await joinFromMail(b, bEmail);
    await joinFromMail(c, cEmail);

    // A puts two recipes in the household library from their pages.
    for (const recipe of [SOUP, RISOTTO]) {
      const id = await saveRecipeThroughApi(a, recipe);
      await a.goto(url(`/recipe/${id}`));
      await waitForText(a, 'In the household library');
      await clickByText(a, 'label', 'In the household library');
      await waitForText(a, 'Recipe added to the household library.');
    }

    // B sees them in the household library, read-only: Cook and Copy to my library, no Edit.
    await b.goto(url('/household/recipes'));
    await waitForText(b, 'Mushroom risotto');
    expect(
      await b.$$eval('[data-testid=household-recipe]', (items) =>
        items.map((item) => item.querySelector('span')?.textContent),
      ),
    ).toEqual(['Mushroom risotto', 'Tomato soup']);
    await clickByText(b, '[data-testid=household-recipe] a span', 'Tomato soup');
    await waitForText(b, 'Copy to my library');
    const bButtons = await b.$$eval('button, a', (els) => els.map((el) => el.textContent?.trim() ?? ''));
    expect(bButtons).toContain('Cook');
    expect(bButtons).not.toContain('Edit');

    // C (on a phone) has the plan open while B plans the two recipes on Monday and Wednesday.
    await openPlan(c);
    await openPlan(b);
    await plan(b, 0, 'Tomato soup');
    await plan(b, 2, 'Mushroom risotto');
    await c.waitForFunction(
      () => {
        const days = [...document.querySelectorAll('[role=region][aria-labelledby^="plan-day-"]')];
        return (
          days[0]?.textContent?.includes('Tomato soup') === true &&
          days[2]?.textContent?.includes('Mushroom risotto') === true
        );
      },
      { timeout: 15_000 },
    );
    expect((await week(c)).map((d) => d.entries)).toEqual([
      ['Tomato soup'],
      [],
      ['Mushroom risotto'],
      [],
      [],
      [],
      [],
    ]);

    // C builds the week's grocery list: one list, the household's.
    await clickByText(c, 'button', 'Build grocery list');
    await c.waitForSelector('[role=dialog] form[aria-label="Days to shop for"]');
    await clickByText(c, '[role=dialog] button[type=submit]', 'Build the list');
    await waitForText(c, 'Grocery list ready');
    const lists = await a.evaluate(async () => {
      const res = await fetch('/api/grocery-lists', { credentials: 'include' });
      return (await res.json()) as { id: string; name: string }[];
    });
    expect(lists).toHaveLength(1);
    const listPath = `/tools/grocery/lists/${lists[0]?.id ?? ''}`;

    // A and B shop from it: each sees the other's ticks without reloading.
    await a.goto(url(listPath));
    await b.goto(url(listPath));
    await Promise.all([row(a, 'rice'), row(b, 'rice')]);
    await tick(a, 'rice');
    await seesTicked(b, 'rice');
    await tick(b, 'stock');
    await seesTicked(a, 'stock');
    await c.goto(url(listPath));
    await seesTicked(c, 'rice');
    await seesTicked(c, 'stock');
  } finally {
    await b.browserContext().close();
    await c.browserContext().close();
  }
});
