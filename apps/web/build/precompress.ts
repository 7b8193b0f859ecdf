import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What browsers download as text; source maps are only read by developer tools and skipped. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, compression gains less than the extra headers cost (the gateway's API threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside each text file of the
 * built app once, at build time, so the gateway serves them as they are (@fastify/static's
 * `preCompressed`) instead of compressing on every request. A variant that is not smaller is not kept.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    if ((await stat(path)).size < PRECOMPRESS_MIN_BYTES) continue;
    const source = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    if (br.length < source.length) await writeFile(`${path}.br`, br);
    if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
    files += 1;
    bytes += source.length;
    brotliBytes += Math.min(br.length, source.length);
  }
  return { files, bytes, brotli: brotliBytes };
}

/** Vite plugin: precompress the output directory after the bundle (and public/) is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cookmark-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, brotli: compressed } = await precompressDir(outDir);
      this.info(
        `precompressed ${files} files: ${Math.round(bytes / 1024)} KB -> ${Math.round(compressed / 1024)} KB brotli`,
      );
    },
  };
}
