import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { clickByText, signUpInBrowser, typeInto, url, waitForText, waitUntilStill } from './browser.ts';
import { page, session } from './page.ts';
import { expectReadOnly } from './read-only.ts';

/** Where the screenshots of these screens go (tmp/ is not committed). */
const SHOTS = resolve(__dirname, '../tmp');
mkdirSync(SHOTS, { recursive: true });

const NOTES = [
  'Note 1: low-moisture mozzarella keeps the base crisp.',
  'The dough keeps 3 days in the fridge.',
];

// A recipe plugin's card (WP Recipe Maker's markup): the JSON-LD has no notes, the card has them.
// The e2e stack's parser may fetch this loopback page (global-setup.ts).
const PIZZA_PAGE = `<!doctype html><html><head><title>Skillet Pizza</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Skillet Pizza',
  description: 'A crisp pizza from a cast iron pan.',
  recipeYield: '2',
  prepTime: 'PT30M',
  cookTime: 'PT10M',
  recipeIngredient: ['1 ball pizza dough', '1/2 cup tomato sauce', '4 oz mozzarella'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Stretch the dough into a hot oiled skillet.' },
    { '@type': 'HowToStep', text: 'Top with sauce and cheese (see note 1).' },
    { '@type': 'HowToStep', text: 'Bake until golden, about 10 minutes.' },
  ],
})}</script></head><body><h1>Skillet Pizza</h1>
<div class="wprm-recipe-container"><div class="wprm-recipe">
<ul><li class="wprm-recipe-ingredient">1 ball pizza dough</li><li class="wprm-recipe-ingredient">1/2 cup tomato sauce</li>
<li class="wprm-recipe-ingredient">4 oz mozzarella</li></ul>
<div class="wprm-recipe-notes-container"><h3>Notes</h3><div class="wprm-recipe-notes">
${NOTES.map((note) => `<p>${note}</p>`).join('')}</div></div></div></div></body></html>`;

let fixture: Server;
let fixtureOrigin = '';
beforeAll(async () => {
  fixture = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PIZZA_PAGE);
  });
  await new Promise<void>((done) => fixture.listen(0, '127.0.0.1', done));
  fixtureOrigin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => fixture.close(done));
});

/** The notes the page shows under its Notes heading, one per item. */
const shownNotes = (of: Page) =>
  of.$$eval('section[aria-labelledby="notes-heading"] li', (items) =>
    items.map((li) => li.textContent?.trim()),
  );

/** The times the recipe page shows, as 'Label value'. */
const shownTimes = (of: Page) =>
  of.$$eval('dl > div', (rows) =>
    rows
      .map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent])
      .filter(([label]) => label === 'Total' || label === 'Prep' || label === 'Cook')
      .map(([label, value]) => `${label} ${value}`),
  );

/** At phone and desktop width: the notes and times are there, nothing is wider than the screen. */
async function checkBothWidths(of: Page, name: string): Promise<void> {
  for (const [width, label] of [
    [375, 'phone'],
    [1280, 'desktop'],
  ] as const) {
    await of.setViewport({ width, height: 900 });
    await of.waitForSelector('section[aria-labelledby="notes-heading"]', { visible: true });
    expect(await shownNotes(of)).toEqual(NOTES);
    expect(await shownTimes(of)).toEqual(['Total 40 mins', 'Prep 30 mins', 'Cook 10 mins']);
    expect(await of.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await of.screenshot({ path: `${SHOTS}/notes-${name}-${label}.png`, fullPage: true });
  }
}

test('an imported recipe keeps its notes and its total time, in the reader and on its shared page', async () => {
  await signUpInBrowser(page, 'Marcella', 'Hazan');
  await page
    .browserContext()
    .overridePermissions(new URL(url('/')).origin, ['clipboard-read', 'clipboard-sanitized-write']);
  await clickByText(page, 'button', 'Add Recipe');
  await typeInto(page, '#add-recipe-url', `${fixtureOrigin}/skillet-pizza-${randomBytes(3).toString('hex')}`);
  await page.keyboard.press('Enter');
  await waitForText(page, 'Recipe extracted successfully', 45_000);
  await clickByText(page, 'button', 'Use This Recipe');
  // The form keeps the notes apart from the description.
  expect(await page.$eval('#recipe-notes', (area) => (area as HTMLTextAreaElement).value)).toBe(
    NOTES.join('\n'),
  );
  expect(await page.$eval('#recipe-description', (area) => (area as HTMLTextAreaElement).value)).toBe(
    'A crisp pizza from a cast iron pan.',
  );
  await clickByText(page, 'button', 'Save Recipe');

  // The card shows the total (prep plus cook), not the 10 minutes in the oven.
  await page.waitForSelector('[data-testid="recipe-card"] [data-testid="recipe-times"]');
  expect(await page.$eval('[data-testid="recipe-times"]', (times) => times.textContent)).toBe(
    'Total 40 mins· Prep 30 mins· Cook 10 mins',
  );
  await clickByText(page, '[data-testid="recipe-card"] h3', 'Skillet Pizza');
  await page.waitForFunction(() => location.pathname.startsWith('/recipe/'));
  await checkBothWidths(page, 'reader');

  // The share dialog: the link, Copy.
  await clickByText(page, 'button', 'Share');
  await waitUntilStill(page, '[role=dialog]');
  await page.waitForSelector('#share-link-url');
  await clickByText(page, '[role=dialog] button', 'Copy');
  await waitForText(page, 'Copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await page.keyboard.press('Escape');

  // A stranger signed out, then another user signed in: the same read-only page, notes and times.
  const strangerContext = await session.browser.createBrowserContext();
  const stranger = await strangerContext.newPage();
  try {
    await stranger.goto(link);
    await waitForText(stranger, 'Skillet Pizza');
    await checkBothWidths(stranger, 'shared');
    await expectReadOnly(stranger);

    await signUpInBrowser(stranger, 'Ada', 'Boni');
    await stranger.goto(link);
    await waitForText(stranger, 'Save to my recipes');
    await stranger.waitForSelector('section[aria-labelledby="notes-heading"]');
    expect(await shownNotes(stranger)).toEqual(NOTES);
    await expectReadOnly(stranger);
  } finally {
    await strangerContext.close();
  }
});
