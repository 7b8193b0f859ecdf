import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, PluginOption } from 'vite';
import { bundleChunks } from './route-preload.ts';

/**
 * The landing page as HTML, its code run at the visitor's first interaction.
 *
 * A visitor's first look at Cookmark is the landing page; with the app rendering it, a phone first
 * downloads and runs the app's code (React, the router, the page: 0.7-0.9 s of script in
 * Lighthouse's bootup-time at its 4x CPU slowdown on our 2-core machine) before it shows anything but
 * 'Loading...'. The build
 * renders the page to HTML (src/prerender.tsx, the same providers and route table as the browser's
 * app) and writes `landing.html`, which the gateway sends a visitor opening `/`
 * (services/gateway/src/app.ts). The page reads, scrolls and follows its links without script; the
 * app's code is downloaded once the page has loaded and runs when the visitor first presses,
 * touches, focuses or types into the page: then main.tsx hydrates the markup (the nodes, the focus and
 * what was typed stay) and the page works as the app's own.
 */
export const LANDING_FILE = 'landing.html';
export const WAKE_NAME = 'wake';
/** Marks the prerendered root for main.tsx, with the address it was rendered at. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The page's lazily loaded module (its chunk is prefetched with the entry's). */
const LANDING_MODULE = 'src/features/landing/LandingPage.tsx';
const SERVER_ENTRY = 'src/prerender.tsx';

/**
 * What wakes the app: the visitor pressing, touching, focusing or typing (a press comes before its
 * click). Not the pointer moving over the page: browsers send 'pointerover' on their own when the page
 * lays out under a resting pointer.
 */
export const WAKE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * The classic script (the CSP allows scripts from 'self' only, so a file, not inline) that prefetches
 * the app's modules once the page has loaded and runs the entry on the first of WAKE_EVENTS. Prefetch,
 * not modulepreload: the files wait in the HTTP cache, downloaded at the lowest priority and not
 * compiled, so a visitor who only reads spends no main thread on them. One file each time the
 * browser is idle: adding the 17 links in the load event was one task of 35-140 ms (at Lighthouse's
 * 4x CPU slowdown), long enough to block a tap.
 */
export function wakeScript(entry: string, preloads: string[]): string {
  return `(function(){var e=${JSON.stringify(entry)},p=${JSON.stringify(preloads)},w=${JSON.stringify(WAKE_EVENTS)},s=0,i;
var idle=window.requestIdleCallback||function(f){return setTimeout(f,1)},n=0;
function preload(){if(s||n>=p.length)return;var l=document.createElement('link');l.rel='prefetch';l.crossOrigin='';l.href=p[n++];document.head.appendChild(l);idle(preload)}
function wake(){if(s)return;s=1;for(var j=0;j<w.length;j++)removeEventListener(w[j],wake,true);var t=document.createElement('script');t.type='module';t.crossOrigin='';t.src=e;document.head.appendChild(t)}
for(i=0;i<w.length;i++)addEventListener(w[i],wake,{capture:true,passive:true});
if(document.readyState==='complete')idle(preload);else addEventListener('load',function(){idle(preload)});})();
`;
}

/**
 * landing.html from the built index.html: the rendered page in the root (marked for main.tsx), and
 * the wake script in place of the entry's module script, its modulepreload links and the route
 * preload script (the wake script prefetches the same files after load, off the first paint's path).
 */
export function landingHtml(indexHtml: string, markup: string, wakeSrc: string): string {
  const rootStart = indexHtml.indexOf('<div id="root">');
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  if (rootStart < 0 || bodyEnd < rootStart) throw new Error('prerender: no <div id="root"> in index.html');
  const head = indexHtml
    .slice(0, rootStart)
    .replace(/^\s*<script type="module"[^>]*><\/script>\n/m, `    <script defer src="${wakeSrc}"></script>\n`)
    .replace(/^\s*<script async src="[^"]*route-preload[^"]*"><\/script>\n/m, '')
    .replace(/^\s*<link rel="modulepreload"[^>]*>\n/gm, '')
    .replace(/^\s*<!--[^>]*-->\n/gm, '');
  if (!head.includes(wakeSrc)) throw new Error('prerender: no module script in index.html');
  return `${head}<div id="root" ${PRERENDERED_ATTRIBUTE}="/">${markup}</div>\n  ${indexHtml.slice(bodyEnd)}`;
}

/**
 * Vite plugin (build only): the wake script, then, once the bundle is written, the server-side build
 * of src/prerender.tsx (with the app's JSX/zod plugins) and landing.html. Runs before
 * the precompress plugin's closeBundle, so landing.html is compressed with the rest.
 */
export function prerender(options: { plugins: () => PluginOption[] }): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let base = '/';
  let wakeFile = '';
  return {
    name: 'cookmark-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const { entry, chunkOf, closure } = bundleChunks(bundle, root);
      const files = closure([entry, chunkOf(LANDING_MODULE)]);
      const reference = this.emitFile({
        type: 'asset',
        name: `${WAKE_NAME}.js`,
        source: wakeScript(
          base + entry,
          [...files].map((file) => base + file),
        ),
      });
      wakeFile = this.getFileName(reference);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const { build } = await import('vite');
        const serverDir = await mkdtemp(join(tmpdir(), 'cookmark-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: options.plugins(),
            build: {
              ssr: SERVER_ENTRY,
              outDir: serverDir,
              emptyOutDir: true,
              rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
            },
            // Bundled whole, so the app and its libraries share one copy of React, as in the browser.
            ssr: { noExternal: true },
          });
          const server = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as {
            renderPage: (path: '/') => Promise<string>;
          };
          const markup = await server.renderPage('/');
          const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
          await writeFile(join(outDir, LANDING_FILE), landingHtml(indexHtml, markup, base + wakeFile));
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
