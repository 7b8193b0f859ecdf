import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PdfFile } from '@cookmark/export/testing';
import {
  clickByText,
  pickFromSearch,
  signUpInBrowser,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
} from './browser.ts';
import { page } from './page.ts';
import { allowDownloads, downloaded as downloadedInto } from './downloads.ts';
import { E2E_BASE_URL } from './stack-env.ts';

let downloads: string;
beforeEach(async () => {
  // Downloads land in a folder of the test's own, where it reads them back.
  downloads = await allowDownloads(page);
  await page
    .browserContext()
    .overridePermissions(E2E_BASE_URL, ['clipboard-read', 'clipboard-sanitized-write']);
});
afterEach(() => rmSync(downloads, { recursive: true, force: true }));

const ARTIFACTS = path.resolve(process.cwd(), '..', '..', 'tmp', 'test-artifacts');

const RECIPES = [
  {
    title: 'Oyakodon 親子丼',
    description: 'Chicken and egg over rice',
    ingredientGroups: [{ name: 'Broth', lines: ['½ cup dashi', '2 tbsp 醤油'] }],
    instructionGroups: [{ name: null, lines: ['Simmer the onion.', 'Pour in the egg.'] }],
    servings: 2,
  },
  {
    title: 'Crème brûlée',
    description: 'Custard under caramel',
    ingredientGroups: [{ name: null, lines: ['¾ cup cream', '3 egg yolks'] }],
    instructionGroups: [{ name: null, lines: ['Bake gently.', 'Torch the sugar.'] }],
    servings: 4,
  },
];

/** Saves the recipes through the API from the signed-in page; their ids, in order. */
function saveAll(recipes: typeof RECIPES): Promise<string[]> {
  return page.evaluate(async (all: typeof RECIPES) => {
    const ids: string[] = [];
    for (const recipe of all) {
      const res = await fetch('/api/recipes', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(recipe),
      });
      if (res.status !== 201) throw new Error(`saving ${recipe.title} answered ${res.status}`);
      ids.push(((await res.json()) as { id: string }).id);
    }
    return ids;
  }, recipes);
}

const downloaded = (ending: string) => downloadedInto(downloads, ending);

async function pdfText(file: string): Promise<string> {
  const pdf = new PdfFile(readFileSync(file));
  try {
    return await pdf.text();
  } finally {
    pdf.close();
  }
}

test('a premium user exports two recipes as one PDF, as text and to the clipboard, and one from its page', async () => {
  await signUpInBrowser(page, 'Ada', 'Cook');
  await upgradeToPremiumInBrowser(page);
  const [oyakodon] = await saveAll(RECIPES);
  await page.reload();

  await clickByText(page, '[aria-label="Premium tools"] span span', 'Export PDF');
  await waitForText(page, 'Export to PDF and Text');
  await waitForText(page, 'No items selected');
  for (const { title, description } of RECIPES) {
    await pickFromSearch(page, title.slice(0, 5).toLowerCase(), 'Recipe choices', `${title}${description}`);
  }
  await waitForText(page, '2 items selected');
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'export-tool-desktop.png'), fullPage: true });

  // One PDF holding both recipes, under a dated name.
  await clickByText(page, 'button', 'Download PDF');
  await waitForText(page, 'Recipes exported', 30_000);
  const book = await pdfText(await downloaded('.pdf'));
  expect(book).toContain('Contents');
  expect(book).toContain('Oyakodon 親子丼');
  expect(book).toContain('Crème brûlée');
  expect(book).toContain('½ cup dashi');
  expect(path.basename(await downloaded('.pdf'))).toMatch(/^cookmark-recipes-\d{4}-\d{2}-\d{2}\.pdf$/);

  // The same two as a .txt file and on the clipboard.
  await clickByText(page, 'button', 'Export as text');
  await waitForText(page, 'Text export complete');
  const text = readFileSync(await downloaded('.txt'), 'utf8');
  expect(text).toContain('Oyakodon 親子丼\nServes 2');
  expect(text).toContain('Broth\n- ½ cup dashi\n- 2 tbsp 醤油');
  expect(text).toContain('Crème brûlée\nServes 4');
  expect(text).toContain('1. Bake gently.\n2. Torch the sugar.');
  await clickByText(page, 'button', 'Copy to clipboard');
  await waitForText(page, 'Recipes copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  // On a phone the tool fits the screen.
  await page.setViewport({ width: 375, height: 800 });
  await page.screenshot({ path: path.join(ARTIFACTS, 'export-tool-phone.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewport({ width: 1280, height: 900 });

  // A recipe's own page: Download PDF gives that recipe alone, named after it.
  rmSync(downloads, { recursive: true, force: true });
  mkdirSync(downloads);
  await page.goto(url(`/recipe/${oyakodon ?? ''}`));
  await waitForText(page, '½ cup dashi');
  await clickByText(page, 'button', 'Download PDF');
  await waitForText(page, 'Recipes exported', 30_000);
  const single = await downloaded('.pdf');
  expect(path.basename(single)).toBe('oyakodon-親子丼.pdf');
  const one = await pdfText(single);
  expect(one).toContain('Oyakodon 親子丼');
  expect(one).not.toContain('Crème brûlée');

  // Printed, the page holds the recipe without buttons or navigation.
  await page.emulateMediaType('print');
  const shown = await page.evaluate(() => ({
    buttons: [...document.querySelectorAll('button')].filter((b) => getComputedStyle(b).display !== 'none')
      .length,
    header: [...document.querySelectorAll('header')].every((h) => getComputedStyle(h).display === 'none'),
    steps: document.body.innerText.includes('Pour in the egg.'),
  }));
  expect(shown).toEqual({ buttons: 0, header: true, steps: true });
  await page.screenshot({ path: path.join(ARTIFACTS, 'recipe-print.png'), fullPage: true });
});
