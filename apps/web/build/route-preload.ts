import { relative } from 'node:path';
import type { Rolldown, Plugin } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
import { EARLY_ANSWERS_GLOBAL } from '../src/lib/early-answers.ts';
import { SIGNED_IN_HINT_COOKIE } from '../src/lib/session-hint.ts';

/**
 * The first page's chunks, asked for next to the entry instead of after it.
 *
 * Without this, a page loads in three steps: index.html, then the entry (and what it imports
 * statically), then, once the entry has run and routed, the page's own chunk and its imports. The
 * build writes a small classic script (no module, no imports) that reads `location.pathname` and adds
 * `<link rel="modulepreload">` for that page's chunks; index.html loads it `async` before the entry,
 * so the page's chunks download beside the entry. It is a file of its own, not inline: the gateway's
 * CSP allows scripts from 'self' only (services/gateway/src/security-headers.ts). Each address
 * preloads only its own page's chunks, which are what the bundle budget test already counts for that
 * page (test/bundle-budget.test.ts checks the table against the budgets).
 *
 * The addresses mirror src/app/preload.ts, which asks for the same chunks (and the page's data) once
 * the entry runs; Vite's preload helper skips what a link already asked for.
 */
export interface RoutePreload {
  /** An exact path, or every path under one when it ends with '/*'. */
  path: string;
  /** The page's lazily loaded module (source path under apps/web). */
  module: string;
  /**
   * A page for visitors: skipped when the signed-in hint cookie is set, since the app sends a
   * signed-in user on to their dashboard (a returning user opening / would download the landing
   * page for nothing).
   */
  visitorsOnly?: boolean;
}

export const ROUTE_PRELOADS: RoutePreload[] = [
  { path: '/', module: 'src/features/landing/LandingPage.tsx', visitorsOnly: true },
  ...['/auth', '/login', '/signup'].map((path) => ({
    path,
    module: 'src/features/auth/AuthPage.tsx',
    visitorsOnly: true,
  })),
  { path: '/dashboard/free', module: 'src/features/dashboard/FreeDashboardPage.tsx' },
  ...['/dashboard/premium', '/premium'].map((path) => ({
    path,
    module: 'src/features/dashboard/PremiumDashboardPage.tsx',
  })),
  { path: '/recipe/*', module: 'src/features/recipes/RecipePage.tsx' },
];

/**
 * The signed-in pages' first data, asked for by the script too (with the signed-in hint only), beside
 * the page's code rather than after it has run: the user and the household on the recipe page and
 * the dashboards, the recipe and the feature flags on its page, the library's first page on a
 * dashboard without filters in its address (the household and the flags answered one after the
 * other once the page had rendered, and rendered it again each time: issue #31). The
 * answers wait in `window[EARLY_ANSWERS_GLOBAL]` (path → when asked, the fetch's promise; a failure
 * is left to the app, not reported as unhandled), and the app's first GET of each path takes it
 * (src/lib/early-answers.ts). The paths are the ones the app asks
 * for: `USER_QUERY_KEY` (features/auth/use-auth.ts), the library's first page (listRecipes with no
 * filters, LIBRARY_PAGE_SIZE and the tag facet, features/recipes/recipes-api.ts), `HOUSEHOLD_PATH`
 * (features/household/household-api.ts) and `FEATURES_KEY` (features/scaling/scaling-api.ts).
 */
export const EARLY_USER_PATH = '/api/auth/user-with-billing';
export const EARLY_HOUSEHOLD_PATH = '/api/household';
export const EARLY_FEATURES_PATH = '/api/features';
export const EARLY_LIBRARY_PATH = '/api/recipes?limit=24&facets=tags';

/** The name the script gets in the build (assets/route-preload-[hash].js). */
export const ROUTE_PRELOAD_NAME = 'route-preload';

/** Marks the table in the script, so tests can read it back. */
const TABLE_START = '/*routes*/';
const TABLE_END = '/*end*/';

/**
 * The script's source: the table (each page's files, relative to the site root, and which page each
 * address shows) and a few lines that use it.
 */
export function routePreloadScript(
  table: Record<string, string[]>,
  base = '/',
  visitorsOnly: string[] = [],
): string {
  const lists: string[][] = [];
  const pages: Record<string, number> = {};
  for (const [path, files] of Object.entries(table)) {
    let index = lists.findIndex((list) => list.join() === files.join());
    if (index < 0) index = lists.push(files) - 1;
    pages[path] = index;
  }
  const hint = `${SIGNED_IN_HINT_COOKIE}=1`;
  return `(function(){var t=${TABLE_START}${JSON.stringify({ pages, lists })}${TABLE_END},v=${JSON.stringify(visitorsOnly)},p=location.pathname.replace(/\\/+$/,'')||'/',n=t.pages[p];
if(v.indexOf(p)>=0&&document.cookie.split(/;\\s*/).indexOf(${JSON.stringify(hint)})>=0)return;
if(n===undefined)for(var k in t.pages)if(k.slice(-2)==='/*'&&p.indexOf(k.slice(0,-1))===0&&p.length>k.length-1){n=t.pages[k];break}
var f=n===undefined?[]:t.lists[n];
for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=${JSON.stringify(base)}+f[i];document.head.appendChild(l)}
if(document.cookie.split(/;\\s*/).indexOf(${JSON.stringify(hint)})<0||typeof fetch!=='function')return;
var d=[],m=/^\\/recipe\\/([\\w-]+)$/.exec(p),s=m||/^\\/(dashboard\\/(free|premium)|premium)$/.test(p);
if(s)d.push(${JSON.stringify(EARLY_USER_PATH)});
if(m)d.push('/api/recipes/'+m[1],${JSON.stringify(EARLY_FEATURES_PATH)});else if(s&&!location.search)d.push(${JSON.stringify(EARLY_LIBRARY_PATH)});
if(s)d.push(${JSON.stringify(EARLY_HOUSEHOLD_PATH)});
var a=window[${JSON.stringify(EARLY_ANSWERS_GLOBAL)}]={};
for(i=0;i<d.length;i++){var r=fetch(d[i],{credentials:'include',headers:{Accept:'application/json'}});r.catch(function(){});a[d[i]]={at:Date.now(),answer:r}}})();
`;
}

/** The table back from a built script (for tests): address → files. */
export function readRoutePreloadTable(script: string): Record<string, string[]> {
  const start = script.indexOf(TABLE_START);
  const end = script.indexOf(TABLE_END);
  if (start < 0 || end < 0) throw new Error('not a route preload script');
  const { pages, lists } = JSON.parse(script.slice(start + TABLE_START.length, end)) as {
    pages: Record<string, number>;
    lists: string[][];
  };
  return Object.fromEntries(Object.entries(pages).map(([path, index]) => [path, lists[index]!]));
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The chunks of a bundle: index.html's entry, a source module's chunk, and what files import statically. */
export function bundleChunks(bundle: OutputBundle, root: string) {
  const chunks = Object.values(bundle).filter(
    (item): item is typeof item & BuiltChunk => item.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  if (!entry) throw new Error('no index.html entry in the bundle');
  return {
    entry: entry.fileName,
    /** The chunk of a module (source path under the app) loaded lazily. */
    chunkOf(module: string): string {
      const chunk = chunks.find(
        (item) => item.facadeModuleId && relative(root, item.facadeModuleId) === module,
      );
      if (!chunk) throw new Error(`${module} is not a chunk of the build`);
      return chunk.fileName;
    },
    /** The files and everything they import statically. */
    closure(start: string[]): Set<string> {
      const files = new Set<string>();
      const visit = (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
      };
      start.forEach(visit);
      return files;
    },
  };
}

/** Vite plugin: writes the script and loads it from index.html (build only). */
export function routePreload(routes: RoutePreload[] = ROUTE_PRELOADS): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'cookmark-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const { entry, chunkOf, closure } = bundleChunks(bundle, root);
      // The entry's own imports are in index.html already (Vite's modulepreload links).
      const inHtml = closure([entry]);
      const table: Record<string, string[]> = {};
      for (const { module, path } of routes) {
        table[path] = [...closure([chunkOf(module)])].filter((file) => !inHtml.has(file)).sort();
      }
      const reference = this.emitFile({
        type: 'asset',
        name: `${ROUTE_PRELOAD_NAME}.js`,
        source: routePreloadScript(
          table,
          base,
          routes.filter((route) => route.visitorsOnly).map((route) => route.path),
        ),
      });
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('route preload: index.html is not in the bundle');
      const tag = `<script async src="${base}${this.getFileName(reference)}"></script>\n    `;
      const source = String(html.source);
      const at = source.indexOf('<script type="module"');
      if (at < 0) throw new Error('route preload: no module script in index.html');
      html.source = source.slice(0, at) + tag + source.slice(at);
    },
  };
}
