import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import {
  clickByText,
  clickWhenStill,
  signUpInBrowser,
  TEST_PASSWORD,
  typeInto,
  url,
  waitForText,
} from './browser.ts';
import { page } from './page.ts';

/** A recipe site the server is never asked to read: the page exists only in the user's browser. */
const RECIPE_PAGE = `<!doctype html><html><head><title>Members' Plum Crumble</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: "Members' Plum Crumble",
  description: 'Only for signed-in members of this site.',
  recipeYield: '6',
  cookTime: 'PT40M',
  recipeIngredient: ['8 ripe plums', '150 g plain flour', '100 g cold butter', '75 g demerara sugar'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Halve and stone the plums.' },
    { '@type': 'HowToStep', text: 'Rub the butter into the flour and sugar.' },
    { '@type': 'HowToStep', text: 'Scatter over the plums and bake for 40 minutes.' },
  ],
})}</script></head><body><h1>Members' Plum Crumble</h1><p>Welcome back, member.</p></body></html>`;

let site: Server;
let sitePort = 0;
/** Every page the recipe site was asked for: only the browser's visits, never Cookmark's server. */
const siteRequests: string[] = [];
beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/favicon.ico') {
      res.writeHead(404).end();
      return;
    }
    siteRequests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(RECIPE_PAGE);
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  sitePort = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => site.close(done));
});

/** The recipe site, at an origin of its own (Cookmark's stack is on localhost:41xx). */
const siteOrigin = () => `http://127.0.0.1:${sitePort}`;
const recipeAddress = () => `${siteOrigin()}/members/plum-crumble-${randomBytes(3).toString('hex')}`;

/** The bookmarklet as the dashboard offers it to be dragged to the bookmarks bar. */
async function bookmarkletFromDashboard(): Promise<string> {
  await waitForText(page, 'Save to Cookmark');
  const href = await page.$eval('[data-testid="bookmarklet"]', (link) => link.getAttribute('href') ?? '');
  expect(href.startsWith('javascript:')).toBe(true);
  return href;
}

/**
 * Clicks the bookmark on the page shown: the browser runs the javascript: address's code in that
 * page, with the user's click as the gesture that lets it open a tab. Returns the tab it opens.
 */
async function clickBookmark(on: Page, href: string): Promise<Page> {
  const opened = on.browserContext().waitForTarget((target) => target.url().startsWith(url('/import')), {
    timeout: 15_000,
  });
  await on.evaluate(decodeURIComponent(href.slice('javascript:'.length)));
  const tab = await (await opened).page();
  if (!tab) throw new Error('the bookmarklet opened no page');
  await tab.setViewport({ width: 1280, height: 900 });
  return tab;
}

async function showsText(tab: Page, text: string, timeout = 30_000): Promise<void> {
  await tab
    .waitForFunction((wanted: string) => document.body.innerText.includes(wanted), { timeout }, text)
    .catch(async (error: unknown) => {
      const shown = await tab.evaluate(() => document.body.innerText.slice(0, 1500));
      throw new Error(`expected "${text}"; the page showed:\n${shown}`, { cause: error });
    });
}

/** From the extracted preview: Use This Recipe, then Save Recipe; the dashboard then lists it. */
async function saveFromPreview(tab: Page): Promise<void> {
  await showsText(tab, 'Recipe extracted successfully');
  await showsText(tab, '150 g plain flour');
  await showsText(tab, 'Halve and stone the plums.');
  await clickByText(tab, 'button', 'Use This Recipe');
  expect(await tab.$eval('#recipe-title', (input) => (input as HTMLInputElement).value)).toBe(
    "Members' Plum Crumble",
  );
  await clickByText(tab, 'button', 'Save Recipe');
  await tab.waitForFunction(() => location.pathname === '/dashboard/free', { timeout: 15_000 });
  await tab.waitForSelector('[data-testid="recipe-card"]');
  expect(await tab.$eval('[data-testid="recipe-card"]', (card) => card.textContent)).toContain(
    "Members' Plum Crumble",
  );
}

test('a user clicks the bookmarklet on a recipe site and saves the recipe from the page they see', async () => {
  await signUpInBrowser(page, 'Nigel', 'Slater');
  const href = await bookmarkletFromDashboard();
  const address = recipeAddress();
  await page.goto(address);
  siteRequests.length = 0;

  const tab = await clickBookmark(page, href);
  expect(new URL(tab.url()).searchParams.get('from')).toBe(siteOrigin());
  await saveFromPreview(tab);

  // The recipe came from the user's page alone: Cookmark's server never asked the site for it.
  expect(siteRequests).toEqual([]);
  const sources = await tab.evaluate(async () => {
    const response = await fetch('/api/recipes', { credentials: 'include' });
    const list = (await response.json()) as { recipes: { sourceUrl: string | null }[] };
    return list.recipes.map((r) => r.sourceUrl);
  });
  expect(sources).toEqual([address]);
});

test('signed out, the import page asks the user to sign in and then carries on with the page', async () => {
  const email = await signUpInBrowser(page, 'Delia', 'Smith');
  const href = await bookmarkletFromDashboard();
  await clickWhenStill(page, 'button[aria-label^="Open account menu"]');
  await clickByText(page, '[role=menuitem]', 'Sign out');
  await page.waitForFunction(() => location.pathname === '/', { timeout: 15_000 });
  await page.goto(recipeAddress());
  await page.evaluate(() => {
    const state = window as unknown as { heard: unknown[] };
    state.heard = [];
    window.addEventListener('message', (event) => state.heard.push((event.data as { type?: unknown }).type));
  });

  const tab = await clickBookmark(page, href);
  // Told 'ready' as a signed-in visitor's page is: the site cannot tell the two apart.
  await showsText(tab, 'has arrived. Sign in to import it');
  expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([
    'cookmark:ready',
  ]);
  // The page waits in the tab through the sign-in (the router's move to the import page and back).
  await clickByText(tab, 'a', 'Sign In');
  await typeInto(tab, '#auth-email', email);
  await typeInto(tab, '#auth-password', TEST_PASSWORD);
  await clickByText(tab, 'button[type=submit]', 'Sign In');
  await saveFromPreview(tab);
});

test('the import page ignores a page sent from another origin than the one that opened it', async () => {
  await signUpInBrowser(page, 'Rick', 'Stein');
  // A page of another origin (localhost, not 127.0.0.1) opens the import page claiming the recipe
  // site's origin, then keeps posting a well-formed page to it, addressed to anyone.
  const other = `http://localhost:${sitePort}/not-the-recipe-site`;
  await page.goto(other);
  const opened = page.browserContext().waitForTarget((target) => target.url().startsWith(url('/import')));
  await page.evaluate(
    (importPage: string, from: string) => {
      const state = window as unknown as { readies: unknown[]; tab: Window | null };
      state.readies = [];
      window.addEventListener('message', (event) => state.readies.push(event.data));
      state.tab = window.open(`${importPage}?from=${encodeURIComponent(from)}`, '_blank');
      const message = {
        type: 'cookmark:page',
        version: 1,
        url: `${from}/members/plum-crumble`,
        html: document.documentElement.outerHTML,
      };
      setInterval(() => state.tab?.postMessage(message, '*'), 100);
    },
    url('/import'),
    siteOrigin(),
  );
  const tab = await (await opened).page();
  if (!tab) throw new Error('no import page opened');

  await showsText(tab, 'Receiving the page from 127.0.0.1');
  await showsText(
    tab,
    `The page from 127.0.0.1:${sitePort} did not arrive. Go back to the recipe page and click the Cookmark bookmarklet again.`,
    30_000,
  );
  expect(await tab.evaluate(() => document.body.innerText.includes('Use This Recipe'))).toBe(false);
  // Cookmark said 'ready' only to the origin it was told about, so this page never heard it.
  expect(await page.evaluate(() => (window as unknown as { readies: unknown[] }).readies)).toEqual([]);
});
