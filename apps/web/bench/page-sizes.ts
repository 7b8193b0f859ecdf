/**
 * The built app's JavaScript per page (entry + static imports, gzip -9, as the budget test sums it),
 * without a running stack: `node apps/web/bench/page-sizes.ts [DIST]` (apps/web/dist unless given).
 * bench:web prints the same at its end. To compare with an earlier commit, build that commit's
 * apps/web elsewhere (docs/performance.md says how) and give its dist.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { kb, pageSizes } from '../build/bundle-budget.ts';

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error(`No build manifest in ${dist}: build the web app first (npm run build -w @cookmark/web).`);
  process.exit(2);
}
console.log(`JavaScript of each page in ${dist} (entry + static imports):`);
for (const size of pageSizes(dist))
  console.log(
    `  ${size.page.padEnd(34)} ${kb(size.rawBytes).padStart(9)} raw ${kb(size.gzipBytes).padStart(9)} gzip   budget ${kb(size.maxGzipBytes)}`,
  );
