import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  /** What the page is, as people call it. */
  page: string;
  /** The lazily loaded modules (source paths) the page renders at once, besides the entry. */
  modules: string[];
  /** Most JavaScript the page may download, gzipped, in bytes. */
  maxGzipBytes: number;
}

const KB = 1024;
/**
 * Issue #16 gave the landing page 90 KB and any signed-in page 180 KB when the app ran on Preact's
 * compat layer (about 11 KB gzipped). Issue #31 ships React 19, as the product requires: react-dom's
 * client is about 58 KB more on every page (the 'react' chunk, React, react-dom and React Router, is
 * 100.8 KB gzipped; the landing page went from 88.6 KB to 146.3 KB with nothing else changed). So each
 * budget is issue #16's plus React's 58 KB, rounded up: the app's own code keeps the allowance it had.
 * The landing page does not download this before its first paint (it is prerendered HTML, its code
 * fetched after load and run at the first interaction: build/prerender.ts). Sign-in 145 KB (the shared
 * zod schemas it validates with, 25 KB, are fetched when a field is first focused:
 * features/auth/auth-schemas.ts); signed-in pages 188-221 KB. A library added to the landing page or
 * sign-in (zod, a Radix dialog at 10-18 KB, the premium tools' icons) fails the test.
 */
export const LANDING_PAGE_BUDGET = 150 * KB;
/** Sign-in shows a form and little else: the landing page's budget. */
export const SIGN_IN_PAGE_BUDGET = 150 * KB;
export const SIGNED_IN_PAGE_BUDGET = 240 * KB;

export const PAGE_BUDGETS: PageBudget[] = [
  {
    page: 'landing (/)',
    modules: ['src/features/landing/LandingPage.tsx'],
    maxGzipBytes: LANDING_PAGE_BUDGET,
  },
  { page: 'sign-in (/auth)', modules: ['src/features/auth/AuthPage.tsx'], maxGzipBytes: SIGN_IN_PAGE_BUDGET },
  {
    page: 'free dashboard',
    modules: ['src/features/dashboard/FreeDashboardPage.tsx'],
    maxGzipBytes: SIGNED_IN_PAGE_BUDGET,
  },
  {
    page: 'premium dashboard',
    modules: ['src/features/dashboard/PremiumDashboardPage.tsx'],
    maxGzipBytes: SIGNED_IN_PAGE_BUDGET,
  },
  {
    page: 'bookmarklet import (/import)',
    modules: ['src/features/import/ImportPage.tsx'],
    maxGzipBytes: SIGNED_IN_PAGE_BUDGET,
  },
  {
    page: 'recipe detail',
    modules: ['src/features/recipes/RecipePage.tsx'],
    maxGzipBytes: SIGNED_IN_PAGE_BUDGET,
  },
  ...[
    'grocery/GroceryListsTool',
    'scaling/RecipeScalerTool',
    'substitutions/AiSubstitutionsTool',
    'export/ExportTool',
  ].map((tool) => ({
    page: `premium tool ${tool.split('/')[1]}`,
    modules: ['src/features/dashboard/PremiumToolPage.tsx', `src/features/${tool}.tsx`],
    maxGzipBytes: SIGNED_IN_PAGE_BUDGET,
  })),
];

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest key of the HTML entry. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return key;
}

/** The JavaScript files a module's chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed or no longer loaded lazily?)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipCache = new Map<string, number>();
export function gzipSize(distDir: string, file: string): number {
  const path = join(distDir, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

export interface PageSize {
  page: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  maxGzipBytes: number;
}

/**
 * Scripts index.html loads besides the entry, which every page downloads: the route preload script
 * (build/route-preload.ts), which is not a module of the bundle and so not in the manifest.
 */
export function htmlScripts(distDir: string): string[] {
  const path = join(distDir, 'index.html');
  if (!existsSync(path)) return [];
  return [
    ...readFileSync(path, 'utf8').matchAll(/<script\b(?![^>]*type="module")[^>]*\ssrc="\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
}

/**
 * JavaScript of each page: the entry and the page's lazy modules with everything they import
 * statically, and the other scripts index.html loads.
 */
export function pageSizes(distDir: string, budgets: PageBudget[] = PAGE_BUDGETS): PageSize[] {
  const manifest = readManifest(distDir);
  const entry = entryKey(manifest);
  const extra = htmlScripts(distDir);
  return budgets.map(({ page, modules, maxGzipBytes }) => {
    const files = [...staticClosure(manifest, [entry, ...modules]), ...extra].sort();
    return {
      page,
      files,
      rawBytes: files.reduce((sum, file) => sum + readFileSync(join(distDir, file)).length, 0),
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(distDir, file), 0),
      maxGzipBytes,
    };
  });
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
