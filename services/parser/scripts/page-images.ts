/**
 * Corpus recipes rendered as photos of cookbook pages, for `eval:photo-import` and the photo
 * import's test fixture (issue #33): headless Chromium lays each recipe out as a printed page in one
 * of several styles (fonts, sizes, one or two columns, a slight rotation, camera noise), and the
 * screenshot is the 'photo'. Nothing here is a real camera's picture: the figures say how well clean
 * print is read, and photos in poor light read worse.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import sharp from 'sharp';
import type { CorpusRecipe } from './text-layouts.ts';

export const PAGE_STYLES = [
  'serif-one-column',
  'sans-two-columns',
  'serif-small-rotated',
  'sans-large-noisy',
] as const;
export type PageStyle = (typeof PAGE_STYLES)[number];

interface StyleSpec {
  font: string;
  size: number;
  twoColumns: boolean;
  rotateDeg: number;
  noise: boolean;
}

const SPECS: Record<PageStyle, StyleSpec> = {
  'serif-one-column': { font: 'Liberation Serif', size: 19, twoColumns: false, rotateDeg: 0, noise: false },
  'sans-two-columns': { font: 'DejaVu Sans', size: 15, twoColumns: true, rotateDeg: 0, noise: false },
  'serif-small-rotated': { font: 'DejaVu Serif', size: 15, twoColumns: false, rotateDeg: 1.5, noise: false },
  'sans-large-noisy': { font: 'Liberation Sans', size: 21, twoColumns: false, rotateDeg: -1, noise: true },
};

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

function servings(recipe: CorpusRecipe): string | null {
  const y = recipe.yields;
  if (y === null || y === undefined || y === '') return null;
  const text = String(y);
  return /serving/i.test(text) || /^\d+$/.test(text)
    ? `Serves ${Number.parseInt(text, 10)}`
    : `Makes ${text}`;
}

/** The recipe as a printed page: title, servings and times, ingredients with their groups, numbered steps. */
export function pageHtml(recipe: CorpusRecipe, style: PageStyle): string {
  const spec = SPECS[style];
  const groups = recipe.ingredient_groups?.length
    ? recipe.ingredient_groups.map((g) => ({ name: g.purpose, lines: g.ingredients }))
    : [{ name: null, lines: recipe.ingredients }];
  const times = [
    recipe.prep_time ? `Prep ${recipe.prep_time} min` : null,
    recipe.cook_time ? `Cook ${recipe.cook_time} min` : null,
    recipe.total_time ? `Total ${recipe.total_time} min` : null,
  ].filter(Boolean);
  const facts = [servings(recipe), times.join(' · ')].filter(Boolean).join(' · ');
  const ingredients = groups
    .map(
      (g) =>
        (g.name ? `<h3>${escape(oneLine(g.name))}</h3>` : '') +
        `<ul>${g.lines.map((l) => `<li>${escape(oneLine(l))}</li>`).join('')}</ul>`,
    )
    .join('');
  const steps = (recipe.instructions_list ?? [])
    .map(oneLine)
    .filter(Boolean)
    .map((s, i) => `<p>${i + 1}. ${escape(s)}</p>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html { background: #fff; }
    body { margin: 0; padding: 48px 56px; width: ${spec.twoColumns ? 900 : 720}px; font-family: '${spec.font}';
      font-size: ${spec.size}px; line-height: 1.4; color: #222; background: #fbf8f1;
      transform: rotate(${spec.rotateDeg}deg); transform-origin: 50% 50%; }
    h1 { font-size: 1.7em; margin: 0 0 0.3em; } h2 { font-size: 1.15em; margin: 0.8em 0 0.3em; }
    h3 { font-size: 1em; margin: 0.6em 0 0.2em; font-style: italic; font-weight: normal; }
    ul { list-style: none; padding: 0; margin: 0; } li { margin: 0.15em 0; } p { margin: 0 0 0.6em; }
    .columns { display: ${spec.twoColumns ? 'grid' : 'block'}; grid-template-columns: 34% 1fr; gap: 40px; }
  </style></head><body><h1>${escape(oneLine(recipe.title))}</h1>${facts ? `<p>${escape(facts)}</p>` : ''}
  <div class="columns"><section><h2>Ingredients</h2>${ingredients}</section>
  <section><h2>Method</h2>${steps}</section></div></body></html>`;
}

export async function openBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
}

/** The page as a JPEG 'photo' (noise added for the noisy style). */
export async function renderPagePhoto(
  browser: Browser,
  recipe: CorpusRecipe,
  style: PageStyle,
  quality = 80,
): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 1040, height: 800, deviceScaleFactor: 1 });
    await page.setContent(pageHtml(recipe, style), { waitUntil: 'load' });
    const shot = Buffer.from(await page.screenshot({ type: 'png', fullPage: true }));
    let image = sharp(shot);
    if (SPECS[style].noise) {
      const { width = 0, height = 0 } = await sharp(shot).metadata();
      const noise = await sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 18 },
        },
      })
        .png()
        .toBuffer();
      image = sharp(
        await sharp(shot)
          .composite([{ input: noise, blend: 'overlay' }])
          .png()
          .toBuffer(),
      ).blur(0.6);
    }
    return await image.jpeg({ quality }).toBuffer();
  } finally {
    await page.close();
  }
}
