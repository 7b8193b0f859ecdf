import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axe from 'axe-core';
import type { ElementHandle } from 'puppeteer-core';
import { violations } from './axe.ts';
import {
  clickByText,
  clickWhenStill,
  saveRecipeThroughApi,
  signUpInBrowser,
  typeInto,
  url,
  waitForText,
} from './browser.ts';
import { page } from './page.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
];

// A page whose keywords hold the author's name, a nutrient, the title and two spellings of one tag.
// (The e2e stack's parser may fetch this loopback page: global-setup.ts.)
const FIXTURE_PAGE = `<!doctype html><html><head><title>Lemon Drizzle Cake</title>
<meta property="og:site_name" content="Berry Bakes">
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Lemon Drizzle Cake',
  author: { '@type': 'Person', name: 'Mary Berry' },
  recipeCategory: 'Dessert',
  recipeCuisine: 'British',
  keywords: 'Mary Berry, Fibre, lemon drizzle cake, Cakes, baking, Baking, Berry Bakes',
  recipeIngredient: ['225 g butter', '225 g caster sugar', '4 eggs', '225 g self-raising flour', '2 lemons'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Beat the butter and sugar.' },
    { '@type': 'HowToStep', text: 'Add the eggs and flour.' },
    { '@type': 'HowToStep', text: 'Bake for 45 minutes, then drizzle.' },
  ],
})}</script></head><body><h1>Lemon Drizzle Cake</h1></body></html>`;

let fixture: Server;
let fixtureOrigin = '';
beforeAll(async () => {
  fixture = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(FIXTURE_PAGE);
  });
  await new Promise<void>((done) => fixture.listen(0, '127.0.0.1', done));
  fixtureOrigin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => fixture.close(done));
});

/** The tags of the recipe page's tag editor, in order. */
const shownTags = () =>
  page.$$eval('[data-testid="tag-editor"] button[aria-label^="Remove tag "]', (buttons) =>
    buttons.map((b) => b.getAttribute('aria-label')?.slice('Remove tag '.length)),
  );
/** The recipe page's suggested tags, in order. */
const shownSuggestions = () =>
  page.$$eval('button[aria-label^="Add tag "]', (buttons) =>
    buttons.map((b) => b.getAttribute('aria-label')?.slice('Add tag '.length)),
  );

async function waitForTags(expected: string[]): Promise<void> {
  await page.waitForFunction(
    (wanted: string[]) =>
      JSON.stringify(
        [...document.querySelectorAll('[data-testid="tag-editor"] button[aria-label^="Remove tag "]')].map(
          (b) => b.getAttribute('aria-label')?.slice('Remove tag '.length),
        ),
      ) === JSON.stringify(wanted),
    { timeout: 15_000 },
    expected,
  );
}

/** The card titles once the list has settled on `expected` (the wait fails saying what it shows). */
async function waitForCards(expected: string[]): Promise<void> {
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
    const shown = await page.$$eval('ul[aria-label="Recipes"] h3', (titles) =>
      titles.map((t) => t.textContent),
    );
    throw new Error(`expected the cards ${JSON.stringify(expected)}; shown ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
}

/** The page fits the screen's width. */
async function expectNoOverflow(viewport: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ viewport, overflow }).toEqual({ viewport, overflow: 0 });
}

test('an import suggests cleaned tags, not tags; one tap accepts one, the cross dismisses another, on a desktop and a phone', async () => {
  await signUpInBrowser(page, 'Mary', 'Tags');
  for (const [imported, viewport] of VIEWPORTS.entries()) {
    await page.setViewport({ width: viewport.width, height: viewport.height });
    await page.goto(url('/dashboard/free'));
    await clickByText(page, 'button', 'Add Recipe');
    await typeInto(
      page,
      '#add-recipe-url',
      `${fixtureOrigin}/lemon-drizzle-${randomBytes(3).toString('hex')}`,
    );
    await page.keyboard.press('Enter');
    await waitForText(page, 'Recipe extracted successfully', 45_000);
    // The preview shows the keywords as what they become: suggestions, not tags.
    await waitForText(page, 'Suggested tags, to accept on the saved recipe');
    await clickByText(page, 'button', 'Use This Recipe');
    // The keywords are not typed in as tags.
    expect(await page.$eval('#recipe-tagsInput', (input) => (input as HTMLInputElement).value)).toBe('');
    await clickByText(page, 'button', 'Save Recipe');
    // The list shows this import too (each viewport imports the page once more); the newest is first.
    await page.waitForFunction(
      (count: number) =>
        document.querySelectorAll('ul[aria-label="Recipes"][aria-busy="false"] h3').length === count,
      { timeout: 15_000 },
      imported + 1,
    );
    await clickByText(page, 'ul[aria-label="Recipes"] h3', 'Lemon Drizzle Cake');

    await waitForText(page, 'Suggested tags');
    // Without the author, the site, the nutrient, the title and the second 'baking'.
    expect(await shownSuggestions()).toEqual(['Dessert', 'British', 'Cakes', 'baking']);
    expect(await shownTags()).toEqual([]);
    expect({ viewport: viewport.name, violations: await violations(axe.source) }).toEqual({
      viewport: viewport.name,
      violations: [],
    });
    await expectNoOverflow(viewport.name);

    await page.click('button[aria-label="Add tag baking"]');
    await waitForTags(['baking']);
    await page.click('button[aria-label="Dismiss suggested tag British"]');
    await page.waitForFunction(() => !document.querySelector('button[aria-label="Add tag British"]'));
    await page.reload();
    await waitForTags(['baking']);
    expect(await shownSuggestions()).toEqual(['Dessert', 'Cakes']);
  }
});

test("the tag editor keeps adding: 'holiday⏎baking⏎', then a pasted list, on a desktop and a phone", async () => {
  await signUpInBrowser(page, 'Tess', 'Editor');
  for (const viewport of VIEWPORTS) {
    await page.setViewport({ width: viewport.width, height: viewport.height });
    const id = await saveRecipeThroughApi(page, {
      title: `Shortbread ${viewport.name}`,
      ingredients: ['225 g butter'],
      instructions: ['Bake.'],
      tags: ['Crêpes'],
    });
    await page.goto(url(`/recipe/${id}`));
    await waitForTags(['Crêpes']);
    await clickByText(page, 'button', 'Add tag');
    await page.type('input[aria-label="New tag"]', 'holiday\nbaking\n');
    await waitForTags(['Crêpes', 'holiday', 'baking']);
    // Still open for more; a typed 'crepe' is the same tag as 'Crêpes'.
    await page.type('input[aria-label="New tag"]', 'crepe, ');
    await page.focus('input[aria-label="New tag"]');
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'a, b, c');
      document
        .querySelector('input[aria-label="New tag"]')
        ?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
    });
    await waitForTags(['Crêpes', 'holiday', 'baking', 'a', 'b', 'c']);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('input[aria-label="New tag"]'));
    await page.reload();
    await waitForTags(['Crêpes', 'holiday', 'baking', 'a', 'b', 'c']);
    await expectNoOverflow(viewport.name);
  }
});

/** Ticks the tag manager's checkbox of `name`. */
async function tick(name: string): Promise<void> {
  const box = await page.waitForFunction(
    (wanted: string) =>
      [...document.querySelectorAll('[role=dialog] label')]
        .find((label) => label.querySelector('span')?.textContent === wanted)
        ?.querySelector('input[type=checkbox]'),
    { timeout: 15_000 },
    name,
  );
  await (box.asElement() as ElementHandle<Element> | null)?.click();
}

/** The tag manager's rows: name and count. */
const managerRows = () =>
  page.$$eval('[role=dialog] ul[aria-label="Your tags"] li label', (labels) =>
    labels.map((label) => label.textContent?.trim()),
  );

async function waitForManagerRows(expected: string[]): Promise<void> {
  await page.waitForFunction(
    (wanted: string[]) =>
      JSON.stringify(
        [...document.querySelectorAll('[role=dialog] ul[aria-label="Your tags"] li label')].map((label) =>
          label.textContent?.trim(),
        ),
      ) === JSON.stringify(wanted),
    { timeout: 15_000 },
    expected,
  );
}

test('the tag manager renames (into another tag, merging) and merges several, on a desktop and a phone', async () => {
  await signUpInBrowser(page, 'Rena', 'Manager');
  for (const viewport of VIEWPORTS) {
    await page.setViewport({ width: viewport.width, height: viewport.height });
    const suffix = viewport.name === 'desktop' ? '' : ' 2';
    const tag = (name: string) => `${name}${suffix}`;
    await saveRecipeThroughApi(page, {
      title: `Moussaka${suffix}`,
      ingredients: ['1 aubergine'],
      instructions: ['Bake.'],
      tags: [tag('greek food'), tag('Main course')],
    });
    await saveRecipeThroughApi(page, {
      title: `Souvlaki${suffix}`,
      ingredients: ['500 g pork'],
      instructions: ['Grill.'],
      tags: [tag('Greek'), tag('Main')],
    });
    await page.goto(url('/dashboard/free'));
    await clickByText(page, 'button', 'Manage tags');
    await page.waitForSelector('[role=dialog] ul[aria-label="Your tags"]', { visible: true });
    const before = await managerRows();
    expect(before).toEqual(
      expect.arrayContaining([`${tag('greek food')}1 recipe`, `${tag('Greek')}1 recipe`]),
    );
    expect({ viewport: viewport.name, violations: await violations(axe.source) }).toEqual({
      viewport: viewport.name,
      violations: [],
    });

    // Renaming 'greek food' to 'Greek' merges it into the existing tag.
    await page.click(`[role=dialog] button[aria-label="Rename ${tag('greek food')}"]`);
    await typeInto(page, '[role=dialog] form input', tag('Greek'));
    await clickByText(page, '[role=dialog] button', 'Save');
    await waitForText(page, 'Tag renamed');
    await page.waitForFunction(
      (greek: string) =>
        [...document.querySelectorAll('[role=dialog] li label')].some(
          (l) => l.textContent?.trim() === `${greek}2 recipes`,
        ),
      { timeout: 15_000 },
      tag('Greek'),
    );

    // Merging 'Main course' and 'Main' under 'Main'.
    await tick(tag('Main course'));
    await tick(tag('Main'));
    await typeInto(page, 'form[aria-label="Merge tags"] input', tag('Main'));
    await clickByText(page, 'form[aria-label="Merge tags"] button', 'Merge');
    await waitForText(page, 'Tags merged');
    await waitForManagerRows(
      viewport.name === 'desktop'
        ? ['Greek2 recipes', 'Main2 recipes']
        : ['Greek2 recipes', 'Greek 22 recipes', 'Main2 recipes', 'Main 22 recipes'],
    );
    await expectNoOverflow(viewport.name);
    // (Escape would first close the toast on top.)
    await clickWhenStill(page, '[role=dialog] button[aria-label="Close"]');
    await page.waitForFunction(() => !document.querySelector('[role=dialog]'));

    // The filter chips follow: one 'Greek' tag finds both recipes.
    await clickByText(page, '[aria-label="Filter by tag"] button', tag('Greek'));
    await waitForText(page, '1 tag selected');
    await waitForCards([`Souvlaki${suffix}`, `Moussaka${suffix}`]);
  }
});

test('the sort control on the free dashboard orders the library, kept in the address, on a desktop and a phone', async () => {
  await signUpInBrowser(page, 'Sol', 'Sorter');
  for (const recipe of [
    { title: 'Banana bread', totalTime: '10 minutes' },
    { title: 'Apple crumble', totalTime: '45 minutes' },
    { title: 'Cheese toastie', totalTime: '1 hour' },
  ]) {
    await saveRecipeThroughApi(page, { ...recipe, ingredients: ['1 thing'], instructions: ['Cook.'] });
  }
  for (const viewport of VIEWPORTS) {
    await page.setViewport({ width: viewport.width, height: viewport.height });
    await page.goto(url('/dashboard/free'));
    await waitForCards(['Cheese toastie', 'Apple crumble', 'Banana bread']);
    const id = await page.$$eval(
      'label',
      (labels) => labels.find((label) => label.textContent === 'Sort by')?.htmlFor ?? '',
    );
    if (!id) throw new Error('no select labelled Sort by');
    await page.select(`[id="${id}"]`, 'title');
    await waitForCards(['Apple crumble', 'Banana bread', 'Cheese toastie']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('title');
    await page.select(`[id="${id}"]`, 'quickest');
    await waitForCards(['Banana bread', 'Apple crumble', 'Cheese toastie']);
    await page.reload();
    await waitForCards(['Banana bread', 'Apple crumble', 'Cheese toastie']);
    await expectNoOverflow(viewport.name);
  }
});
