import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The logo every icon is drawn from (the favicon), and the brand colour behind a maskable icon. */
const LOGO = fileURLToPath(new URL('../public/favicon.svg', import.meta.url));
const WORKER_SOURCE = fileURLToPath(new URL('./service-worker/service-worker.js', import.meta.url));
const BRAND = '#c2410c';
const BACKGROUND = '#fdf8f1';

/** The icons installers ask for: Android's 192 and 512 (one maskable), iOS's 180. */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple' },
] as const;

export const MANIFEST_FILE = 'manifest.webmanifest';
export const SERVICE_WORKER_FILE = 'sw.js';

const manifest = {
  name: 'Cookmark',
  short_name: 'Cookmark',
  description: 'Your recipes, clean and ad-free, and the grocery list to shop with, offline too.',
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: BRAND,
  background_color: BACKGROUND,
  icons: ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
};

/**
 * The logo as a PNG of `size` pixels. A maskable icon may be cut to a circle: the logo sits in its
 * middle 60% (inside the 80% safe zone) on the brand colour.
 */
async function iconPng(logo: Buffer, size: number, maskable: boolean): Promise<Buffer> {
  const drawn = maskable ? Math.round(size * 0.6) : size;
  const density = (72 * drawn) / 32;
  const glyph = await sharp(logo, { density }).resize(drawn, drawn).png().toBuffer();
  if (!maskable) return glyph;
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: glyph, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * Vite plugin (build only): makes the app installable and usable offline. It writes the web app
 * manifest and its icons (PNGs drawn from the favicon with sharp), links them from index.html, and
 * writes the service worker with the list of files of this build to keep (the app shell) and a
 * version named after them, so a new build installs a new worker that drops the old shell.
 */
export function pwa(): Plugin {
  return {
    name: 'cookmark-pwa',
    apply: 'build',
    // After the route-preload and prerender plugins, whose scripts the shell must hold too.
    enforce: 'post',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `/${MANIFEST_FILE}` }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: `/${ICONS[3].file}` },
        injectTo: 'head',
      },
    ],
    async generateBundle(_options, bundle) {
      const logo = await readFile(LOGO);
      for (const icon of ICONS)
        this.emitFile({
          type: 'asset',
          fileName: icon.file,
          source: await iconPng(logo, icon.size, icon.purpose === 'maskable'),
        });
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: JSON.stringify(manifest, null, 2) });
      // The shell: the app's page, its scripts and styles, and what the page links (icons, manifest).
      const shell = [
        '/index.html',
        '/favicon.svg',
        `/${MANIFEST_FILE}`,
        ...ICONS.map((icon) => `/${icon.file}`),
        ...Object.keys(bundle)
          .filter((file) => /^assets\/.+\.(?:js|css|woff2?)$/.test(file))
          .map((file) => `/${file}`),
      ].sort();
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source:
          `const PRECACHE = ${JSON.stringify(shell)};\nconst VERSION = '${version}';\n` +
          (await readFile(WORKER_SOURCE, 'utf8')),
      });
    },
  };
}
