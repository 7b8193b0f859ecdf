/**
 * A recipe site on loopback made of real pages from the corpus (`shared/corpus/recipe-pages`): any
 * address answers one of them, and the fetches of each address are counted. Load and resilience runs
 * import from it, so imports really fetch and read pages without the internet.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface CorpusSite {
  url: string;
  /** Fetches of each address (path and query). */
  hits: Map<string, number>;
  close(): void;
}

/** Serves the first page of each of the first `sites` sites of the corpus at `corpusDir`. */
export function startCorpusSite(corpusDir: string, sites: number): Promise<CorpusSite> {
  const pages = readdirSync(corpusDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .slice(0, sites)
    .flatMap((dir) =>
      readdirSync(join(corpusDir, dir.name))
        .filter((file) => file.endsWith('.html.gz'))
        .slice(0, 1)
        .map((file) => gunzipSync(readFileSync(join(corpusDir, dir.name, file)))),
    );
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    const page = pages[hits.size % pages.length] as Buffer;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      done({ url: `http://127.0.0.1:${port}`, hits, close: () => server.close() });
    }),
  );
}
