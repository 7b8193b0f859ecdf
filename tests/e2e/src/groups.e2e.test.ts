import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clickByText, signUpInBrowser, typeInto, url, waitForText } from './browser.ts';
import { page } from './page.ts';

const step = (text: string) => ({ '@type': 'HowToStep', text });
const ingredient = (amount: string, unit: string, name: string) =>
  `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">${amount}</span> ` +
  `<span class="wprm-recipe-ingredient-unit">${unit}</span> <span class="wprm-recipe-ingredient-name">${name}</span></li>`;
const group = (name: string, items: string[]) =>
  `<div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">${name}</h4><ul>${items.join('')}</ul></div>`;

// A page that groups its ingredients (a recipe plugin's card) and its steps (JSON-LD HowToSections),
// served on loopback, which the e2e stack's parser may fetch (global-setup.ts).
const GROUPED_PAGE = `<!doctype html><html lang="nl"><head><title>Biefstuksalade</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Biefstuksalade',
  recipeYield: '4',
  totalTime: 'PT30M',
  recipeIngredient: ['3 el olijfolie', '1 el grove mosterd', '2 biefstukken', '1 krop sla'],
  recipeInstructions: [
    { '@type': 'HowToSection', name: 'Dressing', itemListElement: [step('Klop olie en mosterd.')] },
    {
      '@type': 'HowToSection',
      name: 'Biefstuk',
      itemListElement: [step('Bak de biefstukken.'), step('Laat rusten en snijd.')],
    },
    {
      '@type': 'HowToSection',
      name: 'Salade',
      itemListElement: [step('Was de sla.'), step('Voeg ☆ toe en schep om.')],
    },
  ],
})}</script></head><body><h1>Biefstuksalade</h1>
<div class="wprm-recipe"><h2 class="wprm-recipe-name">Biefstuksalade</h2>
${group('Dressing', [ingredient('3', 'el', 'olijfolie'), ingredient('1', 'el', 'grove mosterd')])}
${group('Biefstuk', [ingredient('2', '', 'biefstukken')])}
${group('Salade', [ingredient('1', 'krop', 'sla')])}
</div></body></html>`;

let fixture: Server;
let fixtureOrigin = '';
beforeAll(async () => {
  fixture = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(GROUPED_PAGE);
  });
  await new Promise<void>((done) => fixture.listen(0, '127.0.0.1', done));
  fixtureOrigin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => fixture.close(done));
});

const pageAddress = () => `${fixtureOrigin}/biefstuksalade-${randomBytes(3).toString('hex')}`;

/** The texts of the elements matching `selector`. */
const texts = (selector: string) =>
  page.$$eval(selector, (els) => els.map((el) => (el as HTMLElement).innerText.trim()));

/** Inputs' values, by their label. */
const values = (label: string) =>
  page.$$eval(`input[aria-label="${label}"]`, (els) => els.map((el) => (el as HTMLInputElement).value));

/**
 * The recipe detail's subheadings (lower-cased: they are shown in capitals), each step as
 * numbered ('4 Was de sla.', headings never among them) and how many lines can be ticked.
 */
async function detail(): Promise<{ headings: string[]; steps: string[]; ticks: number }> {
  await page.waitForSelector('h1');
  return {
    headings: (await texts('article section h3')).map((h) => h.toLowerCase()),
    steps: await page.$$eval('article ol li', (items) =>
      items.map((li) => (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
    ),
    ticks: await page.$$eval('article input[type=checkbox]', (boxes) => boxes.length),
  };
}

test('a grouped page is imported, saved, reloaded and edited, and keeps its subheadings', async () => {
  await signUpInBrowser(page, 'Yvette', 'Rooij');
  await clickByText(page, 'button', 'Add Recipe');
  await typeInto(page, '#add-recipe-url', pageAddress());
  await page.keyboard.press('Enter');
  await waitForText(page, 'Recipe extracted successfully', 45_000);
  // Group names are neither ingredients nor steps.
  await waitForText(page, 'Found 4 ingredients and 5 steps using Structured data (JSON-LD).');

  // The extracted preview card: its first lines under their group names.
  expect((await texts('section[aria-label="Extracted recipe"] h5')).map((h) => h.toLowerCase())).toEqual([
    'dressing',
    'biefstuk',
    'salade',
    'dressing',
    'biefstuk',
  ]);

  await clickByText(page, 'button', 'Use This Recipe');
  expect(await values('Ingredient group heading')).toEqual(['Dressing', 'Biefstuk', 'Salade']);
  expect(await values('Step group heading')).toEqual(['Dressing', 'Biefstuk', 'Salade']);
  await clickByText(page, 'button', 'Save Recipe');
  await page.waitForSelector('[data-testid="recipe-card"]');

  const id = await page.evaluate(async () => {
    const response = await fetch('/api/recipes', { credentials: 'include' });
    return ((await response.json()) as { recipes: { id: string }[] }).recipes[0]?.id;
  });
  await page.goto(url(`/recipe/${id}`));
  await page.reload();
  const saved = await detail();
  expect(saved.headings).toEqual(['dressing', 'biefstuk', 'salade', 'dressing', 'biefstuk', 'salade']);
  expect(saved.steps).toEqual([
    '1 Klop olie en mosterd.',
    '2 Bak de biefstukken.',
    '3 Laat rusten en snijd.',
    '4 Was de sla.',
    '5 Voeg ☆ toe en schep om.',
  ]);
  expect(saved.ticks).toBe(4);

  // Rename a step group in the edit form; the new name is kept after a reload.
  await clickByText(page, 'button', 'Edit');
  await page.waitForSelector('input[aria-label="Step group heading"]');
  const [, , salade] = await page.$$('input[aria-label="Step group heading"]');
  await salade?.click({ count: 3 });
  await salade?.type('Salade en serveren');
  await clickByText(page, 'button', 'Save Recipe');
  await waitForText(page, 'Recipe updated');
  await page.reload();
  const edited = await detail();
  expect(edited.headings.at(-1)).toBe('salade en serveren');
  expect(edited.steps).toEqual(saved.steps);
});

test('a visitor previews a grouped page with its subheadings', async () => {
  await page.goto(url('/'));
  await typeInto(page, '#landing-url', pageAddress());
  // The landing page is HTML until its code runs at the first key (apps/web/build/prerender.ts):
  // 'View Recipe' turns on once the app has the typed address.
  await page.waitForSelector('form[aria-label="Preview a recipe"] button[type=submit]:not([disabled])');
  await clickByText(page, 'button[type=submit]', 'View Recipe');
  await page.waitForFunction(() => document.body.innerText.includes('Voeg ☆ toe en schep om.'), {
    timeout: 45_000,
  });
  const preview = await detail();
  expect(preview.headings).toEqual(['dressing', 'biefstuk', 'salade', 'dressing', 'biefstuk', 'salade']);
  expect(preview.steps[3]).toBe('4 Was de sla.');
  expect(preview.ticks).toBe(4);
});
