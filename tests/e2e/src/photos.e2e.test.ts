import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { greyPng } from '@cookmark/infra';
import type { ElementHandle } from 'puppeteer-core';
import { clickByText, saveRecipeThroughApi, signUpInBrowser, typeInto, url, waitForText } from './browser.ts';
import { page } from './page.ts';
import { E2E_BASE_URL } from './stack-env.ts';

// A recipe page whose structured data names its photo, on a loopback site the e2e stack's parser
// may fetch (its test-only switch); the photo is a 1200 × 900 PNG of the same site.
const PHOTO = greyPng(1200, 900, 0x90);
const recipePage = (origin: string) => `<!doctype html><html><head><title>Photo Pie</title>
<meta property="og:image" content="${origin}/pie.png" />
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Photo Pie',
  image: `${origin}/pie.png`,
  recipeYield: '6',
  recipeIngredient: ['2 cups flour', '1 cup butter', '4 apples'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Make the pastry.' },
    { '@type': 'HowToStep', text: 'Bake.' },
  ],
})}</script></head><body><h1>Photo Pie</h1></body></html>`;

let site: Server;
let origin = '';
const photoRequests: string[] = [];
beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/pie.png') {
      photoRequests.push(req.headers['user-agent'] ?? '');
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PHOTO);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(recipePage(origin));
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => site.close(done));
});

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
] as const;

/** The loaded photo under `scope`: where it came from and how wide the browser drew it. */
async function shownPhoto(scope: string): Promise<{ src: string; loaded: boolean; srcset: string }> {
  const selector = `${scope} img[data-testid="recipe-photo"]`;
  await page.waitForFunction(
    (s: string) => {
      const img = document.querySelector<HTMLImageElement>(s);
      return img !== null && img.complete && img.naturalWidth > 0;
    },
    { timeout: 30_000 },
    selector,
  );
  return page.$eval(selector, (img) => ({
    src: (img as HTMLImageElement).currentSrc,
    loaded: (img as HTMLImageElement).naturalWidth > 0,
    srcset: (img as HTMLImageElement).srcset,
  }));
}

/** Served by Cookmark itself (never the recipe's site): a WebP copy under /photos/. */
function expectOwnCopy(src: string): void {
  expect(src.startsWith(`${E2E_BASE_URL}/photos/`)).toBe(true);
  expect(src).toMatch(/-\d+\.webp$/);
  expect(src).not.toContain(origin);
}

describe.each(VIEWPORTS)('on a $name screen ($width px)', ({ width, height }) => {
  test("an imported page's photo shows on the card, in the reader and on the shared page", async () => {
    await page.setViewport({ width, height });
    await signUpInBrowser(page, 'Nigella', 'Lawson');
    await clickByText(page, 'button', 'Add Recipe');
    await typeInto(page, '#add-recipe-url', `${origin}/photo-pie-${randomBytes(3).toString('hex')}`);
    await page.keyboard.press('Enter');
    await waitForText(page, 'Recipe extracted successfully', 45_000);
    await clickByText(page, 'button', 'Use This Recipe');
    await clickByText(page, 'button', 'Save Recipe');
    await waitForText(page, 'Recipe saved', 45_000);

    const card = await shownPhoto('[data-testid="recipe-card"]');
    expectOwnCopy(card.src);
    // The 1200 px photo at 320, 640 and its own 1200 px; the card (at most 400 px wide, or the
    // phone's 375) takes 640 by its `sizes`, never the largest.
    expect(card.srcset).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-1200\.webp 1200w$/);
    expect(card.src).toMatch(/-640\.webp$/);

    await clickByText(page, '[data-testid="recipe-card"] h3', 'Photo Pie');
    await page.waitForFunction(() => location.pathname.startsWith('/recipe/'));
    expectOwnCopy((await shownPhoto('article')).src);

    // The shared page: the photo, and its address for link previews, absolute on Cookmark.
    const id = await page.evaluate(() => location.pathname.split('/').pop() ?? '');
    const token = await page.evaluate(async (recipeId: string) => {
      const res = await fetch(`/api/recipes/${recipeId}/share`, { method: 'POST', credentials: 'include' });
      return ((await res.json()) as { token: string }).token;
    }, id);
    await page.goto(url(`/s/${token}`));
    expectOwnCopy((await shownPhoto('article')).src);
    const head = await (await fetch(url(`/s/${token}`))).text();
    expect(head).toMatch(
      new RegExp(`<meta property="og:image" content="${E2E_BASE_URL}/photos/[0-9a-f]{32}\\.jpg"`),
    );
    expect(photoRequests.length).toBeGreaterThan(0);
  });
});

/** A file on disk for the file picker. */
function fileOf(name: string, bytes: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'cookmark-photo-')), name);
  writeFileSync(path, bytes);
  return path;
}

async function choosePhoto(path: string): Promise<void> {
  const input = (await page.$('input[type="file"][accept="image/*"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(path);
}

describe.each(VIEWPORTS)('on a $name screen ($width px)', ({ width, height }) => {
  test('the owner adds a photo, sees it on the card, is told plainly about a file that is not one, and removes it', async () => {
    await page.setViewport({ width, height });
    await signUpInBrowser(page, 'Delia', 'Smith');
    const id = await saveRecipeThroughApi(page, {
      title: 'Plain Scones',
      ingredients: ['2 cups flour', '1/2 cup milk'],
      instructions: ['Mix.', 'Bake.'],
    });
    await page.goto(url(`/recipe/${id}`));
    await waitForText(page, 'Add photo');
    expect(await page.$('article img[data-testid="recipe-photo"]')).toBeNull();

    await choosePhoto(fileOf('notes.png', Buffer.from('these are my notes, not a photo')));
    await page.waitForSelector('[role="alert"]');
    expect(await page.$eval('[role="alert"]', (el) => el.textContent)).toBe(
      'This file is not a photo. Choose a JPEG, PNG, WebP, GIF or AVIF image.',
    );

    // A slow upload shows how much is sent: the network throttled to 256 KB/s for a 2 MB photo (a
    // real PNG, padded after its end), until the bar has moved.
    const padded = Buffer.concat([greyPng(800, 600, 0x60), Buffer.alloc(2 * 1024 * 1024, 1)]);
    await page.emulateNetworkConditions({ download: 10_000_000, upload: 256 * 1024, latency: 0 });
    await choosePhoto(fileOf('scones.png', padded));
    await page.waitForFunction(
      () => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Uploading photo"]');
        const sent = Number(bar?.getAttribute('aria-valuenow') ?? 0);
        return sent > 0 && sent < 100 && document.body.innerText.includes(`Uploading… ${sent}%`);
      },
      { timeout: 30_000 },
    );
    await page.emulateNetworkConditions(null);
    await waitForText(page, 'Photo added', 30_000);
    expectOwnCopy((await shownPhoto('article')).src);
    expect(await page.$('[role="alert"]')).toBeNull();

    await page.goto(url('/'));
    expectOwnCopy((await shownPhoto('[data-testid="recipe-card"]')).src);

    await page.goto(url(`/recipe/${id}`));
    await clickByText(page, 'button', 'Remove photo');
    await waitForText(page, 'Photo removed');
    await waitForText(page, 'Add photo');
    expect(await page.$('article img[data-testid="recipe-photo"]')).toBeNull();
    await page.goto(url('/'));
    await page.waitForSelector('[data-testid="recipe-card"] [data-testid="recipe-photo-placeholder"]');
  });
});
