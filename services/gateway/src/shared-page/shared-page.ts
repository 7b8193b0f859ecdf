import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  SHARE_TOKEN_PATTERN,
  sharedRecipeSchema,
  sharedRecipeUrl,
  type SharedRecipe,
} from '@cookmark/contracts';
import { REQUEST_ID_HEADER, serviceUrls } from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { missingRecipeHead, sharedRecipeHead, withHead } from './recipe-head.ts';

export interface SharedPageOptions {
  recipesUrl: string;
  distDir: string;
  /** Cookmark's public address (APP_URL): the page's own address in its head, whatever Host was asked. */
  appUrl: string;
  /** How long the page waits for the recipe before it is served without one (the app then asks). */
  timeoutMs?: number;
}

type Lookup = { kind: 'found'; recipe: SharedRecipe } | { kind: 'missing' } | { kind: 'unknown' };

/**
 * A GET from one of the service's copies, picked at random; one that cannot be reached (stopped,
 * shutting down) passes the request to the next.
 */
async function fetchFromAnyCopy(urls: string[], path: string, init: RequestInit): Promise<Response> {
  const first = Math.floor(Math.random() * urls.length);
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(new URL(path, urls[(first + attempt) % urls.length]), init);
    } catch (error) {
      if (attempt + 1 >= urls.length || init.signal?.aborted) throw error;
    }
  }
}

/**
 * The recipe behind a token, through the recipes service's public route, as the client: its
 * per-address limit counts page loads and API reads alike.
 */
async function lookUp(request: FastifyRequest, options: SharedPageOptions, token: string): Promise<Lookup> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return { kind: 'missing' };
  try {
    const response = await fetchFromAnyCopy(serviceUrls(options.recipesUrl), `/api/shared/${token}`, {
      headers: { [REQUEST_ID_HEADER]: request.id, 'x-forwarded-for': request.ip, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
    });
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'unknown' };
    return { kind: 'found', recipe: sharedRecipeSchema.parse(await response.json()) };
  } catch (error) {
    request.log.warn({ err: error }, 'shared recipe lookup failed');
    return { kind: 'unknown' };
  }
}

/**
 * `/s/:token`, the shared recipe's page: the web app's index.html with the recipe's title,
 * description, Open Graph tags and schema.org JSON-LD in its head, because link previews and
 * importers read the HTML and run no JavaScript. An unknown or revoked link answers 404 (the app
 * shows 'Recipe Not Found'); when the recipe cannot be asked for, the plain app answers and asks itself.
 */
export async function sharedRecipePage(app: FastifyInstance, options: SharedPageOptions): Promise<void> {
  const indexFile = resolve(options.distDir, 'index.html');
  app.get('/s/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    // Read per request: a rebuilt web app changes the asset names inside it.
    const [indexHtml, lookup] = await Promise.all([
      readFile(indexFile, 'utf8'),
      lookUp(request, options, token),
    ]);
    // Revoking takes effect at once: no cache on the way keeps the page.
    reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
    switch (lookup.kind) {
      case 'found': {
        const pageUrl = sharedRecipeUrl(options.appUrl, token);
        return reply.send(withHead(indexHtml, sharedRecipeHead(lookup.recipe, pageUrl)));
      }
      case 'missing':
        return reply.status(404).send(withHead(indexHtml, missingRecipeHead()));
      case 'unknown':
        return reply.send(indexHtml);
    }
  });
}
