import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SharedRecipe } from '@cookmark/contracts';
import { listeningUrl } from '@cookmark/service-kit/testing';
import { decodeHTML } from 'entities';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';

const TOKEN = 'T'.repeat(43);
const HOSTILE_TOKEN = 'H'.repeat(43);
const BROKEN_TOKEN = 'B'.repeat(43);
const NUTRITION_TOKEN = 'N'.repeat(43);
const PHOTO_TOKEN = 'P'.repeat(43);
const PHOTO = { key: 'a1'.repeat(16), widths: [320, 640, 1280] };

const RECIPE: SharedRecipe = {
  title: 'Lemon Tart',
  description: 'Sharp, sweet and short.',
  ingredients: ['1 cup flour', '3 lemons', '½ cup sugar'],
  instructions: ['Make the pastry.', 'Bake blind.', 'Fill and bake.'],
  ingredientGroups: [
    { name: 'Pastry', lines: ['1 cup flour'] },
    { name: 'Filling', lines: ['3 lemons', '½ cup sugar'] },
  ],
  instructionGroups: [
    { name: null, lines: ['Make the pastry.', 'Bake blind.'] },
    { name: 'Filling', lines: ['Fill and bake.'] },
  ],
  prepTime: '20 mins',
  cookTime: '1 hr 15 mins',
  totalTime: null,
  difficulty: 'Medium',
  notes: 'Chill the pastry well.',
  servings: 8,
  tags: ['Dessert', 'French'],
  sourceUrl: 'https://example.com/tart',
  photo: null,
};

/** A serving's figures, as the recipes service answers them for a Premium owner's recipe. */
const PER_SERVING = {
  energyKcal: 246.25,
  proteinG: 6.37,
  fatG: 2.61,
  saturatedFatG: 0.82,
  carbohydrateG: 48.3,
  sugarsG: 25.1,
  fibreG: 0.84,
  sodiumMg: 36.2,
};

const BREAKOUT = '</script><script>alert(1)</script><!--';
const HOSTILE: SharedRecipe = {
  ...RECIPE,
  title: `Tart ${BREAKOUT} "><img src=x onerror=alert(2)> & 'quotes'`,
  description: `"/><meta http-equiv="refresh" content="0;url=https://evil.example"> ${BREAKOUT}`,
  ingredients: [`1 cup ${BREAKOUT}`],
  instructions: ['\u2028 then </SCRIPT >'],
  instructionGroups: [{ name: null, lines: ['\u2028 then </SCRIPT >'] }],
  tags: ['<b>bold</b>'],
};

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Cookmark saves recipes."
    />
    <title>Cookmark — clean recipes, saved</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>`;

/** The head's JSON-LD, parsed; fails the test unless there is exactly one. */
function jsonLd(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
}

/** The decoded content of `<meta {attribute}="{key}" content="...">`. */
function metaContent(html: string, attribute: string, key: string): string | undefined {
  const tag = new RegExp(
    `<meta ${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`,
  );
  const found = tag.exec(html)?.[1];
  return found === undefined ? undefined : decodeHTML(found);
}

const titleOf = (html: string) =>
  [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decodeHTML(m[1]!));

describe('the shared recipe page', () => {
  let recipes: FastifyInstance;
  let gateway: FastifyInstance;
  const forwardedFor: unknown[] = [];

  beforeAll(async () => {
    recipes = Fastify();
    recipes.get('/api/shared/:token', async (request, reply) => {
      forwardedFor.push(request.headers['x-forwarded-for']);
      const { token } = request.params as { token: string };
      if (token === TOKEN) return RECIPE;
      if (token === HOSTILE_TOKEN) return HOSTILE;
      if (token === NUTRITION_TOKEN) return { ...RECIPE, nutrition: { perServing: PER_SERVING } };
      if (token === PHOTO_TOKEN) return { ...RECIPE, photo: PHOTO };
      if (token === BROKEN_TOKEN) return reply.status(500).send({ message: 'down' });
      return reply.status(404).send({ message: 'Recipe not found' });
    });
    await recipes.listen({ port: 0, host: '127.0.0.1' });
    const dist = mkdtempSync(join(tmpdir(), 'cookmark-web-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    gateway = await buildApp(
      loadGatewayConfig({
        LOG_LEVEL: 'silent',
        RECIPES_URL: listeningUrl(recipes),
        WEB_DIST_DIR: dist,
        APP_URL: 'https://cookmark.example',
      }),
      { logger: false },
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await recipes?.close();
  });

  const page = (token: string) =>
    gateway.inject({
      method: 'GET',
      url: `/s/${token}`,
      // A forged Host names no page: the page's address is APP_URL's.
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });

  test('carries the recipe’s title, description and Open Graph tags in place of the app’s own', async () => {
    const response = await page(TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(titleOf(html)).toEqual(['Lemon Tart | Cookmark']);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'name', 'description')).toBe('Sharp, sweet and short.');
    expect(metaContent(html, 'property', 'og:title')).toBe('Lemon Tart');
    expect(metaContent(html, 'property', 'og:description')).toBe('Sharp, sweet and short.');
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://cookmark.example/s/${TOKEN}`);
    // The app itself still loads.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  test('carries a schema.org Recipe: ingredients, steps by section, yield, ISO 8601 times, keywords', async () => {
    expect(jsonLd((await page(TOKEN)).body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Lemon Tart',
      description: 'Sharp, sweet and short.',
      url: `https://cookmark.example/s/${TOKEN}`,
      recipeIngredient: ['1 cup flour', '3 lemons', '½ cup sugar'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Make the pastry.' },
        { '@type': 'HowToStep', text: 'Bake blind.' },
        {
          '@type': 'HowToSection',
          name: 'Filling',
          itemListElement: [{ '@type': 'HowToStep', text: 'Fill and bake.' }],
        },
      ],
      recipeYield: '8 servings',
      prepTime: 'PT20M',
      cookTime: 'PT1H15M',
      totalTime: 'PT1H35M',
      keywords: 'Dessert, French',
      isBasedOn: 'https://example.com/tart',
    });
  });

  test("carries the recipe's photo as absolute addresses on Cookmark: og:image and the JSON-LD image", async () => {
    const html = (await page(PHOTO_TOKEN)).body;
    const jpeg = `https://cookmark.example/photos/${PHOTO.key}.jpg`;
    expect(metaContent(html, 'property', 'og:image')).toBe(jpeg);
    expect(jsonLd(html)['image']).toEqual([jpeg, `https://cookmark.example/photos/${PHOTO.key}-1280.webp`]);
    const without = (await page(TOKEN)).body;
    expect(metaContent(without, 'property', 'og:image')).toBeUndefined();
    expect(jsonLd(without)).not.toHaveProperty('image');
  });

  test('carries the nutrition of a serving as schema.org NutritionInformation when the recipe has it', async () => {
    expect(jsonLd((await page(NUTRITION_TOKEN)).body)['nutrition']).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: '246 kcal',
      proteinContent: '6.4 g',
      fatContent: '2.6 g',
      saturatedFatContent: '0.8 g',
      carbohydrateContent: '48 g',
      sugarContent: '25 g',
      fiberContent: '0.8 g',
      sodiumContent: '36 mg',
    });
    expect(jsonLd((await page(TOKEN)).body)).not.toHaveProperty('nutrition');
  });

  test('a hostile recipe cannot break out of the JSON-LD or an attribute, and reads back unchanged', async () => {
    const html = (await page(HOSTILE_TOKEN)).body;
    // Only the app's own script element and the JSON-LD: nothing the recipe wrote became markup.
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    expect(html).not.toMatch(/<img|<meta http-equiv|<b>|<!--/i);
    expect(titleOf(html)).toEqual([`${HOSTILE.title} | Cookmark`]);
    expect(metaContent(html, 'property', 'og:title')).toBe(HOSTILE.title);
    expect(metaContent(html, 'name', 'description')).toBe(HOSTILE.description);
    const data = jsonLd(html);
    expect(data).toMatchObject({
      name: HOSTILE.title,
      description: HOSTILE.description,
      recipeIngredient: HOSTILE.ingredients,
      recipeInstructions: [{ '@type': 'HowToStep', text: '\u2028 then </SCRIPT >' }],
      keywords: '<b>bold</b>',
    });
  });

  test('asks for the recipe as the visitor: their address goes along, for the per-address limit', async () => {
    forwardedFor.length = 0;
    await gateway.inject({ method: 'GET', url: `/s/${TOKEN}`, remoteAddress: '198.51.100.7' });
    expect(forwardedFor).toEqual(['198.51.100.7']);
  });

  test.each([
    ['an unknown token', 'U'.repeat(43)],
    ['a malformed token', 'not-a-token'],
  ])('%s answers 404 with the app, titled Recipe Not Found', async (_what, token) => {
    const response = await page(token);
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toEqual(['Recipe Not Found | Cookmark']);
    expect(response.body).not.toContain('application/ld+json');
    expect(response.body).toContain('<div id="root"></div>');
  });

  test('when the recipes service fails, the plain app answers (and asks again itself)', async () => {
    const response = await page(BROKEN_TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
