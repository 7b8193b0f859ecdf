import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { iconModulesUsedBy, iconModuleTest } from './build/icon-groups.ts';
import { pageChunkGroups } from './build/page-chunks.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { PURE_ZOD_NAME, pureContractsZod } from './build/pure-zod.ts';
import { pwa } from './build/pwa.ts';
import { routePreload } from './build/route-preload.ts';

/** The policy the gateway sends; preview uses it too so CSP problems show before deployment. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const FIRST_PAGE_ICONS = iconModulesUsedBy(fileURLToPath(new URL('.', import.meta.url)), [
  'src/app',
  'src/components',
  'src/features/landing',
  'src/features/auth',
  // The landing page's paste-the-source form.
  'src/features/recipes/PageSource.tsx',
]);

export default defineConfig({
  plugins: [
    pureContractsZod(),
    react(),
    tailwindcss(),
    routePreload(),
    prerender({ plugins: () => [pureContractsZod(), react()] }),
    // Installable and offline: manifest, icons, service worker (before precompress compresses them).
    pwa(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173, headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The bundle budget test (test/bundle-budget.test.ts) reads which chunks each page imports.
    manifest: true,
    rolldownOptions: {
      // Calls on the shared contracts' zod (renamed by pureContractsZod, see build/pure-zod.ts) have
      // no side effects: a page that does not use a schema does not carry it (nor zod, on the landing
      // page). Nothing calls z.config.
      treeshake: { manualPureFunctions: [PURE_ZOD_NAME] },
      output: {
        // React and the router, which every page needs, form one long-lived chunk that caches across
        // app releases. Every other library goes with the pages that use it: one 'vendor' chunk of
        // them all would put the premium tools' libraries on the landing page.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|cookie-es)[\\/]/,
              // Before the icon groups, which would otherwise take React with the icons (a group
              // takes its modules' dependencies).
              priority: 2,
            },
            // Icons and the small shared UI pieces, one chunk each rather than one request per icon
            // or button (a page needed 30 requests of 1-2 KB each). The icons of the first pages
            // (shell, landing, sign-in) are a chunk of their own: the landing page need not download
            // the other 50 (4-5 KB gzipped).
            { name: 'icons-first', test: iconModuleTest(FIRST_PAGE_ICONS), priority: 1 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            {
              name: 'ui',
              test: /src[\\/]components[\\/]ui[\\/](button|card|cn|input|logo|spinner|badge|use-toast)\.tsx?$/,
            },
            // The small modules the landing page shares with the signed-in pages (prices, the
            // footer, the page title): one chunk, not six of under 1 KB each, each with its own
            // request and imports.
            {
              name: 'shared-small',
              test: /src[\\/](features[\\/]billing[\\/](premium-features|use-pricing|billing-api)|components[\\/](site-footer|ui[\\/]ad-placeholder)|lib[\\/]page-title)\.tsx?$/,
            },
            // The small modules the landing page shares with the signed-in pages beyond those: recipe
            // lines in groups and TanStack Query's mutations (sign-in loads these 2 KB too).
            {
              name: 'first-shared',
              test: /(src[\\/]features[\\/]recipes[\\/](line-groups|recipe-types)|libs[\\/]contracts[\\/]src[\\/]recipe-groups|@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver))\.[jt]sx?$/,
              includeDependenciesRecursively: false,
            },
            // The shared libraries' small modules that only signed-in pages use (limits, photo
            // addresses, recipe times): one chunk, not a request each (six on the recipe page, of
            // 1-3 KB). The contracts' barrel puts every one of their modules in the visitors' pages'
            // import graph, so build/page-chunks.ts leaves them to the bundler. Never a module
            // the landing or sign-in page uses: they would load this chunk (the budget test says).
            {
              name: 'signed-in-libs',
              test: /libs[\\/](contracts[\\/]src[\\/](photo-paths|meal-plan-limits|scaling-limits|parse-limits|billing)|kitchen[\\/]src[\\/]time[\\/](duration|recipe-times))\.ts$/,
              // Not their dependencies (recipe-limits, which every page uses): those stay where they are.
              includeDependenciesRecursively: false,
            },
            // The recipe page's and the dashboards' code in three chunks, not dozens (build/page-chunks.ts).
            ...pageChunkGroups(fileURLToPath(new URL('.', import.meta.url))),
          ],
        },
      },
    },
  },
});
