import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OPENAPI_PATH, ServiceUnavailable } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';
import type { ApiRouteConfig, ProxyRoute } from './routes.ts';

export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** How long the merged document is reused before the services are asked again. */
const DOCUMENT_TTL_MS = 60_000;
/** A service that does not hand over its document in this time is reported unavailable. */
const FETCH_TIMEOUT_MS = 5_000;

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

/** True when `path` is one the gateway forwards (one of its prefixes, or under one). */
function proxied(path: string, routes: ProxyRoute[]): boolean {
  return routes.some((route) => path === route.prefix || path.startsWith(`${route.prefix}/`));
}

/**
 * One document of every public route: each service's own (`GET /openapi.json` on its port), the
 * paths the gateway forwards to that service kept, anything else (a service's internal or stray
 * routes) left out.
 */
export function mergeDocuments(
  documents: { upstream: string; document: OpenApiDocument }[],
  routes: ProxyRoute[],
): OpenApiDocument {
  const merged: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Cookmark API',
      version: '1.0.0',
      description: 'Every public call of Cookmark, as the gateway serves it. Errors answer `{ message }`.',
    },
    paths: {},
    components: { schemas: {} },
  };
  for (const { upstream, document } of documents) {
    const own = routes.filter((route) => route.upstream === upstream);
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      if (proxied(path, own)) merged.paths[path] = { ...merged.paths[path], ...operations };
    }
    Object.assign(merged.components!.schemas!, document.components?.schemas);
  }
  merged.paths = Object.fromEntries(Object.entries(merged.paths).sort(([a], [b]) => a.localeCompare(b)));
  return merged;
}

async function fetchDocument(upstream: string): Promise<OpenApiDocument> {
  const response = await fetch(`${upstream}${OPENAPI_PATH}`, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${upstream}${OPENAPI_PATH} answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Cookmark API reference</title>
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

/** No inline script: the page runs under the web app's CSP (scripts from this origin only). */
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '${API_DOCUMENT_PATH}', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** Swagger UI's files, from the swagger-ui-dist package (served from here: no CDN). */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

/**
 * `GET /api/openapi.json`: the merged OpenAPI document of every service (503 while one cannot be
 * read). `GET /api/docs`: a reference page (Swagger UI) reading it. The page and its files are not
 * API answers: they carry the web app's page headers and CSP, which they fit (no inline script).
 */
export async function apiDocs(app: FastifyInstance, options: { routes: ProxyRoute[] }): Promise<void> {
  const upstreams = [...new Set(options.routes.map((route) => route.upstream))];
  let cached: { document: OpenApiDocument; at: number } | undefined;

  app.get(API_DOCUMENT_PATH, { config: { api: true } satisfies ApiRouteConfig }, async (request, reply) => {
    if (!cached || Date.now() - cached.at > DOCUMENT_TTL_MS) {
      try {
        const documents = await Promise.all(
          upstreams.map(async (upstream) => ({ upstream, document: await fetchDocument(upstream) })),
        );
        cached = { document: mergeDocuments(documents, options.routes), at: Date.now() };
      } catch (error) {
        request.log.warn({ err: error }, 'a service did not hand over its OpenAPI document');
        throw new ServiceUnavailable();
      }
    }
    return reply.header('cache-control', 'no-cache').send(cached.document);
  });

  app.get(API_DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE),
  );
  // The address as often typed, with a slash at the end.
  app.get(`${API_DOCS_PATH}/`, async (_request, reply) => reply.redirect(API_DOCS_PATH, 301));
  app.get(`${API_DOCS_PATH}/init.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_INIT),
  );
  const dist = getAbsoluteFSPath();
  const files = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>(`${API_DOCS_PATH}/:file`, async (request, reply) => {
    const asset = ASSETS[request.params.file];
    if (!asset) return reply.status(404).send({ message: 'Not found' });
    let content = files.get(asset.file);
    if (!content) {
      content = await readFile(join(dist, asset.file));
      files.set(asset.file, content);
    }
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(content);
  });
}
