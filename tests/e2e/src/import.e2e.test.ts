import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_AI_ANSWER } from './ai-answer.ts';
import { clickByText, signUpInBrowser, typeInto, url, waitForText } from './browser.ts';
import { page } from './page.ts';

// The e2e stack runs the parser with its test-only switch that lets it fetch this loopback page
// (global-setup.ts); in production the parser refuses loopback addresses.
const FIXTURE_PAGE = `<!doctype html><html><head><title>Lemon Drizzle Cake</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Lemon Drizzle Cake',
  description: 'A sharp, sticky loaf cake.',
  recipeYield: '8',
  cookTime: 'PT45M',
  keywords: 'baking, cake, lemon',
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
  fixture = createServer((req, res) => {
    if (req.url?.startsWith('/members-only')) {
      // A site that refuses robots.
      res.writeHead(403, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<h1>Subscribers only</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(FIXTURE_PAGE);
  });
  await new Promise<void>((done) => fixture.listen(0, '127.0.0.1', done));
  fixtureOrigin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => fixture.close(done));
});

/** A fresh address on the fixture server (a new page for the parser's cache). */
const pageAddress = () => `${fixtureOrigin}/lemon-drizzle-${randomBytes(3).toString('hex')}`;

/** Waits until the page's visible text contains `text`. */
async function waitForVisibleText(text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((wanted: string) => document.body.innerText.includes(wanted), { timeout }, text);
}

async function waitForExtraction(): Promise<void> {
  await waitForText(page, 'Recipe extracted successfully', 45_000).catch(async (error: unknown) => {
    const shown = await page.evaluate(() => document.body.innerText.slice(0, 1500));
    throw new Error(`the import did not finish; the page showed:\n${shown}`, { cause: error });
  });
}

/** Expects a link or button whose text is exactly `text`. */
async function expectControl(text: string): Promise<void> {
  const found = await page.evaluate(
    (wanted: string) =>
      [...document.querySelectorAll('a, button')].some((el) => el.textContent?.trim() === wanted),
    text,
  );
  expect([text, found]).toEqual([text, true]);
}

/**
 * The landing page comes as HTML and its code runs at the visitor's first press or key
 * (apps/web/build/prerender.ts): 'View Recipe' turns on once the app has the typed address.
 */
async function landingFormReady(): Promise<void> {
  await page.waitForSelector('form[aria-label="Preview a recipe"] button[type=submit]:not([disabled])');
}

test('the landing page reads before its code runs, and what a visitor types meanwhile is kept', async () => {
  // The app's code is held back (a slow phone network) until the visitor has typed an address.
  const held: (() => void)[] = [];
  let holding = true;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const isAppCode =
      /\/assets\/.*\.js$/.test(new URL(request.url()).pathname) && !/\/wake-/.test(request.url());
    if (holding && isAppCode) held.push(() => void request.continue());
    else void request.continue();
  });
  await page.goto(url('/'), { waitUntil: 'load' });
  expect(
    await page.evaluate(() => ({
      heading: document.querySelector('h1')?.textContent,
      form: document.querySelector('#landing-url') !== null,
      signIn: document.querySelector('header a[href="/auth"]')?.textContent,
      appStarted: document.querySelector('script[type=module]') !== null,
    })),
  ).toEqual({
    heading: 'Just the recipe.None of the clutter.',
    form: true,
    signIn: 'Sign In',
    appStarted: false,
  });

  const address = pageAddress();
  await typeInto(page, '#landing-url', address);
  // Pressing the field woke the app, whose code has not come yet: the button waits for it.
  expect(
    await page.evaluate(() => ({
      appStarted: document.querySelector('script[type=module]') !== null,
      buttonDisabled: document.querySelector<HTMLButtonElement>('form button[type=submit]')?.disabled,
    })),
  ).toEqual({ appStarted: true, buttonDisabled: true });
  holding = false;
  for (const release of held.splice(0)) release();
  await landingFormReady();
  // The app took the page over as it was: one page, the address as typed, the field still focused.
  expect(
    await page.evaluate(() => ({
      headings: document.querySelectorAll('h1').length,
      forms: document.querySelectorAll('form').length,
      value: (document.querySelector('#landing-url') as HTMLInputElement).value,
      focused: document.activeElement?.id,
    })),
  ).toEqual({ headings: 1, forms: 1, value: address, focused: 'landing-url' });
  await page.keyboard.press('Enter');
  await waitForVisibleText('225 g caster sugar', 45_000);
  expect(await page.evaluate(() => document.body.innerText)).toContain('Lemon Drizzle Cake');
});

test('a visitor pastes a page address on the landing page and sees the recipe preview', async () => {
  await page.goto(url('/'));
  await typeInto(page, '#landing-url', `  ${pageAddress()}  `);
  await landingFormReady();
  await clickByText(page, 'button[type=submit]', 'View Recipe');
  await waitForVisibleText('225 g caster sugar', 45_000);
  const shown = await page.evaluate(() => document.body.innerText);
  expect(shown).toContain('Lemon Drizzle Cake');
  expect(shown).toContain('Beat the butter and sugar.');
  for (const action of ['Back to Home', 'Sign In', 'Save Recipe']) await expectControl(action);
  // Substitutions are a Premium feature: clicking an ingredient says so.
  await clickByText(page, 'button', '225 g caster sugar');
  await waitForText(page, 'Premium feature - please sign up for AI-powered ingredient substitutions');
});

test('a visitor whose page refuses to be fetched pastes its source and sees the preview', async () => {
  await page.goto(url('/'));
  const blocked = `${fixtureOrigin}/members-only/lemon-drizzle-${randomBytes(3).toString('hex')}`;
  await typeInto(page, '#landing-url', blocked);
  await landingFormReady();
  await clickByText(page, 'button[type=submit]', 'View Recipe');
  await waitForText(page, 'Failed to parse recipe', 45_000);
  await clickByText(page, 'button', 'Paste the page source instead');
  await page.waitForSelector('#landing-html', { visible: true });
  // A page source is long: put it in the field at once, as a paste does.
  await page.focus('#landing-html');
  await page.evaluate((source: string) => document.execCommand('insertText', false, source), FIXTURE_PAGE);
  await clickByText(page, 'form[aria-label="Preview a recipe from its page source"] button', 'View Recipe');
  await waitForVisibleText('225 g caster sugar', 45_000);
  expect(await page.evaluate(() => document.body.innerText)).toContain('Lemon Drizzle Cake');
});

test('a signed-in user extracts a page, improves it with AI and saves the filled form', async () => {
  await signUpInBrowser(page, 'Mary', 'Berry');
  await clickByText(page, 'button', 'Add Recipe');
  await typeInto(page, '#add-recipe-url', pageAddress());
  await page.keyboard.press('Enter');
  await waitForExtraction();
  await waitForVisibleText('225 g caster sugar');

  await clickByText(page, 'button', 'Improve with AI');
  await waitForText(page, 'Recipe improved', 45_000);
  await waitForVisibleText('Zest of 2 lemons');

  await clickByText(page, 'button', 'Use This Recipe');
  expect(await page.$eval('#recipe-title', (input) => (input as HTMLInputElement).value)).toBe(
    'Lemon Drizzle Cake',
  );
  const ingredients = await page.$eval('#recipe-ingredients', (area) => (area as HTMLTextAreaElement).value);
  expect(ingredients.split('\n')).toEqual(E2E_AI_ANSWER.ingredients);
  await clickByText(page, 'button', 'Save Recipe');
  await page.waitForSelector('[data-testid="recipe-card"]');
  expect(await page.$eval('[data-testid="recipe-card"]', (card) => card.textContent)).toContain(
    'Lemon Drizzle Cake',
  );
});
