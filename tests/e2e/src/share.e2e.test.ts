import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import {
  clickByText,
  signUpInBrowser,
  TEST_PASSWORD,
  typeInto,
  url,
  waitForText,
  waitUntilStill,
} from './browser.ts';
import { page, session } from './page.ts';
import { expectReadOnly } from './read-only.ts';
import { E2E_BASE_URL } from './stack-env.ts';

/** Where the screenshots of these screens go (tmp/ is not committed). */
const SHOTS = resolve(__dirname, '../tmp');
mkdirSync(SHOTS, { recursive: true });

async function screenshots(of: Page, name: string): Promise<void> {
  for (const [width, label] of [
    [375, 'phone'],
    [1280, 'desktop'],
  ] as const) {
    await of.setViewport({ width, height: 900 });
    await of.screenshot({ path: `${SHOTS}/share-${name}-${label}.png`, fullPage: true });
  }
}

const TART = {
  title: 'Lemon Tart',
  description: 'Sharp, sweet and short.',
  ingredientGroups: [
    { name: 'Pastry', lines: ['1 1/4 cups flour', '1/2 cup cold butter'] },
    { name: 'Filling', lines: ['3 lemons', '3/4 cup sugar', '3 eggs'] },
  ],
  instructionGroups: [
    {
      name: null,
      lines: ['Rub the butter into the flour and press into a tin.', 'Bake blind for 15 minutes.'],
    },
    { name: 'Filling', lines: ['Whisk lemon juice, zest, sugar and eggs.', 'Pour in and bake until set.'] },
  ],
  cookTime: '1 hr 10 mins',
  difficulty: 'Medium',
  servings: 8,
  tags: ['dessert', 'baking'],
};

/** Saves the tart as the signed-in user, through the API as the page calls it; answers its id. */
async function saveTart(of: Page): Promise<string> {
  return of.evaluate(async (recipe) => {
    const response = await fetch('/api/recipes', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(recipe),
    });
    return ((await response.json()) as { id: string }).id;
  }, TART);
}

test('the owner shares a recipe; a signed-out reader opens it, signs up to save a copy; the owner stops sharing', async () => {
  await signUpInBrowser(page, 'Julia', 'Child');
  const id = await saveTart(page);
  await page
    .browserContext()
    .overridePermissions(E2E_BASE_URL, ['clipboard-read', 'clipboard-sanitized-write']);
  await page.evaluateOnNewDocument(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.goto(url(`/recipe/${id}`));
  await waitForText(page, 'Lemon Tart');

  // Share opens the dialog with the link; Copy puts it on the clipboard and says so.
  await clickByText(page, 'button', 'Share');
  await waitUntilStill(page, '[role=dialog]');
  await waitForText(page, 'Share this recipe');
  await page.waitForSelector('#share-link-url');
  const shown = await page.$eval('#share-link-url', (input) => (input as HTMLInputElement).value);
  expect(shown).toMatch(new RegExp(`^${E2E_BASE_URL}/s/[A-Za-z0-9_-]{43}$`));
  await clickByText(page, '[role=dialog] button', 'Copy');
  await waitForText(page, 'Copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(shown);
  await waitForText(page, 'Shared');
  await screenshots(page, 'owner-dialog');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role=dialog]'));

  // Someone else, signed out, in a browser of their own.
  const readerContext = await session.browser.createBrowserContext();
  const reader = await readerContext.newPage();
  await reader.setViewport({ width: 1280, height: 900 });
  try {
    await reader.goto(link);
    await waitForText(reader, 'Lemon Tart');
    await waitForText(reader, '3/4 cup sugar');
    await waitForText(reader, 'Pour in and bake until set.');
    await expectReadOnly(reader);
    await screenshots(reader, 'reader');

    await clickByText(reader, 'button', 'Save to my recipes');
    await reader.waitForFunction(() => location.pathname === '/auth');
    await clickByText(reader, 'button', 'Sign up');
    await waitForText(reader, 'Create your account');
    await typeInto(reader, '#auth-firstName', 'Paul');
    await typeInto(reader, '#auth-lastName', 'Child');
    await typeInto(reader, '#auth-email', `paul.${Date.now().toString(36)}@example.com`);
    await typeInto(reader, '#auth-password', TEST_PASSWORD);
    await clickByText(reader, 'button[type=submit]', 'Create Account');

    // Back on the link, signed in: the save finishes and the reader lands on their copy.
    await reader.waitForFunction(() => location.pathname.startsWith('/recipe/'), { timeout: 20_000 });
    await waitForText(reader, 'Recipe saved');
    const copyId = await reader.evaluate(() => location.pathname.split('/').pop() ?? '');
    expect(copyId).not.toBe(id);
    await waitForText(reader, 'Lemon Tart');
    await reader.goto(url('/'));
    await reader.waitForFunction(() => location.pathname === '/dashboard/free', { timeout: 15_000 });
    await waitForText(reader, 'Welcome back, Paul!');
    await reader.waitForSelector('[data-testid="recipe-card"]');
    expect(
      await reader.$$eval('[data-testid="recipe-card"]', (cards) => cards.map((c) => c.textContent)),
    ).toEqual([expect.stringContaining('Lemon Tart')]);

    // The owner stops sharing from the dialog: it closes and the link opens nothing any more.
    await clickByText(page, 'button', 'Share');
    await waitUntilStill(page, '[role=dialog]');
    await clickByText(page, '[role=dialog] button', 'Stop sharing');
    await waitForText(page, 'Sharing stopped');
    await page.waitForFunction(() => !document.querySelector('[role=dialog]'));
    await page.waitForFunction(
      () => ![...document.querySelectorAll('span')].some((b) => b.textContent?.trim() === 'Shared'),
    );
    await reader.goto(link);
    await waitForText(reader, 'Recipe Not Found');
    await waitForText(
      reader,
      "The recipe you're looking for doesn't exist or you don't have permission to view it.",
    );
    // The reader's copy is theirs and stays.
    await reader.goto(url(`/recipe/${copyId}`));
    await waitForText(reader, 'Lemon Tart');
  } finally {
    await readerContext.close();
  }
});

test('link previews and our own importer read the shared page without running it', async () => {
  await signUpInBrowser(page, 'Ada', 'Lovelace');
  const id = await saveTart(page);
  const { url: link } = await page.evaluate(async (recipeId) => {
    const response = await fetch(`/api/recipes/${recipeId}/share`, {
      method: 'POST',
      credentials: 'include',
    });
    return (await response.json()) as { url: string };
  }, id);

  // What a link preview fetches: the HTML alone.
  const html = await (await fetch(link)).text();
  expect(html).toContain('<meta property="og:title" content="Lemon Tart" />');
  expect(html).toContain('<title>Lemon Tart | Cookmark</title>');

  // The importer fetches the page as any other recipe site and reads its JSON-LD. (Its address
  // checks refuse the name 'localhost' whatever the test switches say; the same page by IP.)
  const address = link.replace('//localhost:', '//127.0.0.1:');
  const imported = await page.evaluate(async (target) => {
    const response = await fetch('/api/parse-recipe', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: target }),
    });
    return (await response.json()) as {
      recipe: { title: string; ingredients: string[]; instructions: string[]; servings: unknown };
      report: { method: string };
    };
  }, address);
  expect(imported).toMatchObject({
    report: { method: 'json-ld' },
    recipe: {
      title: TART.title,
      ingredients: TART.ingredientGroups.flatMap((g) => g.lines),
      // A named group's name leads its steps in the flat list, as in every stored recipe.
      instructions: TART.instructionGroups.flatMap((g) => (g.name ? [g.name, ...g.lines] : g.lines)),
      instructionGroups: TART.instructionGroups,
    },
  });
});
