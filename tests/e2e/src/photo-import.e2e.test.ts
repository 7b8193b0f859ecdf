import { resolve } from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import { clickByText, signUpInBrowser, waitForText } from './browser.ts';
import { page } from './page.ts';

/** A cookbook page rendered by services/parser/scripts/page-images.ts: two columns, a 25 KB JPEG. */
const PAGE_PHOTO = resolve(
  __dirname,
  '..',
  '..',
  '..',
  'services',
  'parser',
  'test',
  'fixtures',
  'photo-dal-two-columns.jpg',
);

const previewText = () =>
  page.$eval('section[aria-label="Extracted recipe"]', (section) => (section as HTMLElement).innerText);

describe.each([
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
])('on a $name screen ($width px)', ({ width, height }) => {
  test('a signed-in user photographs a cookbook page, checks what was read and saves it with the photo', async () => {
    await page.setViewport({ width, height });
    await signUpInBrowser(page, 'Page', 'Reader');
    await clickByText(page, 'button', 'Add Recipe');
    await clickByText(page, 'button', 'Take or upload a photo of a cookbook page');
    const input = (await page.waitForSelector(
      'input[type="file"][capture="environment"]',
    )) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(PAGE_PHOTO);
    await waitForText(page, 'Recipe extracted successfully', 90_000);

    const preview = await previewText();
    expect(preview).toContain('Weeknight Dal');
    expect(preview).toContain('200 g red lentils');
    expect(preview).toContain('Stir in the lime juice and serve with rice.');
    expect(await page.evaluate(() => document.body.innerText)).toContain('Photo of a page (OCR)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await clickByText(page, 'button', 'Use This Recipe');
    expect(await page.$eval('#recipe-title', (field) => (field as HTMLInputElement).value)).toBe(
      'Weeknight Dal',
    );
    await clickByText(page, 'button', 'Save Recipe');
    await page.waitForSelector('[data-testid="recipe-card"]');
    expect(await page.$eval('[data-testid="recipe-card"]', (card) => card.textContent)).toContain(
      'Weeknight Dal',
    );
    // The page's photo was kept as the recipe's photo.
    await page.waitForSelector('[data-testid="recipe-card"] img[src*="/photos/"]');
  });
});
