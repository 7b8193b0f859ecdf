/**
 * Benchmark the extraction engine.
 *
 *   node scripts/bench-parser.ts [--corpus DIR] [--pages N] [--warmup N]
 *
 * Loads every corpus page into memory (decompressed), then parses N pages (default 1,000,
 * cycling through the corpus) and prints median / p95 ms per page, pages per second and peak
 * memory (RSS and heap). Target: median <= 10 ms per page.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { extractRecipe } from '../src/extract/index.ts';

function main(): void {
  const argv = process.argv;
  const scriptDir = path.dirname(path.resolve(argv[1] ?? 'scripts/bench-parser.ts'));
  let corpus = path.resolve(scriptDir, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages');
  let pages = 1000;
  let warmup = 50;
  for (let i = 2; i < argv.length; i++) {
    const v = argv[i + 1];
    if (argv[i] === '--corpus' && v) {
      corpus = path.resolve(v);
      i++;
    } else if (argv[i] === '--pages' && v) {
      pages = Number(v);
      i++;
    } else if (argv[i] === '--warmup' && v) {
      warmup = Number(v);
      i++;
    }
  }
  const cases = fs
    .readFileSync(path.join(corpus, 'cases.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const docs = cases.map((c) => ({
    url: `https://${c.split('/')[0]}/`,
    html: zlib.gunzipSync(fs.readFileSync(path.join(corpus, `${c}.html.gz`))).toString('utf8'),
  }));
  const totalBytes = docs.reduce((a, d) => a + d.html.length, 0);
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const sample = (): void => {
    const m = process.memoryUsage();
    if (m.rss > peakRss) peakRss = m.rss;
    if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
  };
  for (let i = 0; i < Math.min(warmup, docs.length); i++) {
    const d = docs[i % docs.length];
    if (d) extractRecipe(d.html, d.url);
  }
  const times: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < pages; i++) {
    const d = docs[i % docs.length];
    if (!d) continue;
    const s = performance.now();
    extractRecipe(d.html, d.url);
    times.push(performance.now() - s);
    if (i % 25 === 0) sample();
  }
  const wall = performance.now() - t0;
  sample();
  times.sort((a, b) => a - b);
  const q = (p: number): number => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  const mb = (b: number): string => `${(b / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `corpus: ${docs.length} pages, ${(totalBytes / 1024 / 1024).toFixed(0)} MB of HTML in memory (avg ${(totalBytes / docs.length / 1024).toFixed(0)} KB/page)`,
  );
  console.log(`parsed ${times.length} pages in ${(wall / 1000).toFixed(2)} s`);
  console.log(
    `median ${q(0.5).toFixed(2)} ms/page (target <= 10 ms)  ${q(0.5) <= 10 ? 'ok' : 'ABOVE TARGET'}`,
  );
  console.log(`p95    ${q(0.95).toFixed(2)} ms/page   max ${(times[times.length - 1] ?? 0).toFixed(2)} ms`);
  console.log(`throughput ${((times.length / wall) * 1000).toFixed(1)} pages/s`);
  console.log(`peak memory: RSS ${mb(peakRss)}, heap used ${mb(peakHeap)} (includes the in-memory corpus)`);
}

main();
