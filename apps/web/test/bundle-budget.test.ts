import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import {
  entryKey,
  LANDING_PAGE_BUDGET,
  type Manifest,
  PAGE_BUDGETS,
  pageSizes,
  readManifest,
  SIGNED_IN_PAGE_BUDGET,
  staticClosure,
} from '../build/bundle-budget';
import { LANDING_FILE, PRERENDERED_ATTRIBUTE } from '../build/prerender';
import { MANIFEST_FILE, SERVICE_WORKER_FILE } from '../build/pwa';
import { readRoutePreloadTable, ROUTE_PRELOADS } from '../build/route-preload';

const webDir = resolve(__dirname, '..');

/** The production build, as `npm run build -w @cookmark/web` makes it, into a folder of its own. */
function buildInto(outDir: string): void {
  const vite = [webDir, resolve(webDir, '../..')]
    .map((dir) => join(dir, 'node_modules/vite/bin/vite.js'))
    .find((path) => existsSync(path));
  if (!vite) throw new Error('vite is not installed: run npm install');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: webDir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

/** The built file of a source module, from the manifest. */
let readManifestFile: (module: string) => string;

describe('JavaScript budgets of the built app (gzipped: entry + what each page imports statically)', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'cookmark-web-budget-'));
    buildInto(dist);
    const manifest = readManifest(dist);
    readManifestFile = (module) => manifest[module]!.file;
  }, 300_000);

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  test('the build writes brotli and gzip copies of its scripts for the gateway', () => {
    const assets = readdirSync(join(dist, 'assets'));
    const entry = assets.find((name) => /^index-.*\.js$/.test(name));
    expect(entry).toBeDefined();
    expect(assets).toEqual(expect.arrayContaining([`${entry}.br`, `${entry}.gz`]));
  });

  test.each(PAGE_BUDGETS.map((budget) => [budget.page, budget] as const))(
    '%s is within its budget',
    (_page, budget) => {
      const [size] = pageSizes(dist, [budget]);
      expect(size).toBeDefined();
      // Printed so a failure says by how much, and which files the page loads.
      const summary = `${size!.page}: ${(size!.gzipBytes / 1024).toFixed(1)} KB of ${(size!.maxGzipBytes / 1024).toFixed(0)} KB\n${size!.files.join('\n')}`;
      expect({ summary, within: size!.gzipBytes <= size!.maxGzipBytes }).toEqual({ summary, within: true });
    },
  );

  test('index.html preloads, per address, only chunks its page counts in its budget', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const src = /<script async src="\/(assets\/route-preload-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
    expect(src).toBeDefined();
    // Before the entry, so its links go out while the entry downloads.
    expect(html.indexOf(src!)).toBeLessThan(html.indexOf('<script type="module"'));
    const table = readRoutePreloadTable(readFileSync(join(dist, src!), 'utf8'));
    expect(Object.keys(table).sort()).toEqual(ROUTE_PRELOADS.map((route) => route.path).sort());
    for (const { path, module } of ROUTE_PRELOADS) {
      const budget = PAGE_BUDGETS.find((page) => page.modules.length === 1 && page.modules[0] === module);
      expect({ path, budget: budget?.page }).toEqual({ path, budget: expect.any(String) });
      const [size] = pageSizes(dist, [budget!]);
      expect({ path, outside: table[path]!.filter((file) => !size!.files.includes(file)) }).toEqual({
        path,
        outside: [],
      });
      expect(table[path]).toContain(readManifestFile(module));
    }
    // The landing page's list is the landing page's own: not sign-in's chunk (zod), not a dashboard's.
    expect(table['/']!.some((file) => /AuthPage|schemas|Dashboard/.test(file))).toBe(false);
  });

  test('landing.html is the landing page as HTML, its wake script preloading what the budget counts', () => {
    const html = readFileSync(join(dist, LANDING_FILE), 'utf8');
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const shown of ['Just the recipe.', 'None of the clutter.', 'View Recipe', 'Sign In', 'Get Started'])
      expect(text).toContain(shown);
    expect(html).toContain(`${PRERENDERED_ATTRIBUTE}="/"`);
    expect(html).not.toContain('type="module"');
    const wake = /<script defer src="\/(assets\/wake-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
    expect(wake).toBeDefined();
    const preloads = JSON.parse(
      /,p=(\[[^\]]*\])/.exec(readFileSync(join(dist, wake!), 'utf8'))![1]!,
    ) as string[];
    const [landing] = pageSizes(dist, [PAGE_BUDGETS[0]!]);
    // The budget counts the route preload script, which index.html loads; landing.html has the wake
    // script (smaller) in its place.
    const counted = landing!.files.filter((file) => !file.includes('route-preload'));
    expect(preloads.map((file) => file.replace(/^\//, '')).sort()).toEqual(counted.sort());
    expect(readdirSync(dist)).toEqual(expect.arrayContaining([`${LANDING_FILE}.br`, `${LANDING_FILE}.gz`]));
  });

  test('the landing page does not load the premium tools, the dashboards or the form validation library', () => {
    const [landing] = pageSizes(dist, [PAGE_BUDGETS[0]!]);
    const names = landing!.files.map((file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    for (const unwanted of [
      'GroceryListsTool',
      'RecipeScalerTool',
      'ExportTool',
      'AiSubstitutionsTool',
      'FreeDashboardPage',
      'PremiumDashboardPage',
      'AuthPage',
      'RecipeDetail',
      'schemas',
    ]) {
      expect(names).not.toContain(unwanted);
    }
  });

  test('the dashboards and the recipe page do not load the validation library (their forms load with the forms)', () => {
    for (const dashboard of PAGE_BUDGETS.filter(
      (page) => page.page.endsWith('dashboard') || page.page === 'recipe detail',
    )) {
      const [size] = pageSizes(dist, [dashboard]);
      const names = size!.files.map((file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
      expect({ page: dashboard.page, zod: names.includes('schemas') }).toEqual({
        page: dashboard.page,
        zod: false,
      });
    }
  });

  test('sign-in fetches the validation library when its form is used, not with the page', () => {
    const signIn = PAGE_BUDGETS.find((page) => page.page.startsWith('sign-in'))!;
    const [size] = pageSizes(dist, [signIn]);
    const names = size!.files.map((file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    expect(names).toContain('AuthPage');
    expect(names).not.toContain('schemas'); // zod's own module names the chunk that holds it
  });

  test('the app is installable: a manifest whose icons are PNGs of their stated sizes, linked from both pages', async () => {
    const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_FILE), 'utf8')) as {
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/dashboard' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const { format, width, height } = await sharp(join(dist, icon.src)).metadata();
      expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`);
    }
    for (const page of ['index.html', LANDING_FILE])
      expect(readFileSync(join(dist, page), 'utf8')).toContain(
        `<link rel="manifest" href="/${MANIFEST_FILE}">`,
      );
  });

  test("the service worker keeps every file of the app's shell, each one the build wrote", () => {
    const worker = readFileSync(join(dist, SERVICE_WORKER_FILE), 'utf8');
    const shell = JSON.parse(/^const PRECACHE = (\[.*\]);$/m.exec(worker)![1]!) as string[];
    const scripts = readdirSync(join(dist, 'assets')).filter((name) => /\.(?:js|css)$/.test(name));
    expect(shell).toEqual(
      expect.arrayContaining(['/index.html', ...scripts.map((name) => `/assets/${name}`)]),
    );
    expect(shell.filter((file) => !existsSync(join(dist, file)))).toEqual([]);
  });
});

describe('how a page is measured', () => {
  /** A build's manifest and files, made up: chunks of known sizes. */
  function fakeBuild(landingImports: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'cookmark-fake-build-'));
    mkdirSync(join(dir, '.vite'), { recursive: true });
    mkdirSync(join(dir, 'assets'));
    // Random bytes do not compress: a file's gzip size is about its size.
    const write = (name: string, bytes: number) =>
      writeFileSync(
        join(dir, 'assets', name),
        Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256))),
      );
    write('index.js', 40 * 1024);
    write('LandingPage.js', 10 * 1024);
    write('big-library.js', 100 * 1024);
    write('PremiumTool.js', 200 * 1024);
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['src/features/landing/LandingPage.tsx', 'src/PremiumTool.tsx'],
      },
      'src/features/landing/LandingPage.tsx': {
        file: 'assets/LandingPage.js',
        isDynamicEntry: true,
        imports: ['index.html', ...landingImports],
        dynamicImports: ['src/PremiumTool.tsx'],
      },
      '_big-library.js': { file: 'assets/big-library.js' },
      'src/PremiumTool.tsx': { file: 'assets/PremiumTool.js', isDynamicEntry: true, imports: ['index.html'] },
    };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dir;
  }
  const landingBudget = PAGE_BUDGETS.filter((budget) => budget.page.startsWith('landing'));

  test('a big library imported into the landing page makes it go over its budget', () => {
    const lean = fakeBuild([]);
    const heavy = fakeBuild(['_big-library.js']);
    try {
      const [leanSize] = pageSizes(lean, landingBudget);
      const [heavySize] = pageSizes(heavy, landingBudget);
      expect(leanSize!.gzipBytes).toBeLessThanOrEqual(LANDING_PAGE_BUDGET);
      expect(heavySize!.files).toContain('assets/big-library.js');
      expect(heavySize!.gzipBytes).toBeGreaterThan(LANDING_PAGE_BUDGET);
    } finally {
      rmSync(lean, { recursive: true, force: true });
      rmSync(heavy, { recursive: true, force: true });
    }
  });

  test('chunks a page only may load later (dynamic imports) are not counted', () => {
    const dir = fakeBuild([]);
    try {
      const [size] = pageSizes(dir, landingBudget);
      expect(size!.files).toEqual(['assets/LandingPage.js', 'assets/index.js']);
      expect(size!.gzipBytes).toBeLessThan(SIGNED_IN_PAGE_BUDGET);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a page module missing from the manifest is an error, not a page of 0 KB', () => {
    const manifest: Manifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    expect(() =>
      staticClosure(manifest, [entryKey(manifest), 'src/features/landing/LandingPage.tsx']),
    ).toThrow(/not in the build manifest/);
  });
});
