import { join } from 'node:path';
import { kb, pageSizes } from './bundle-budget.ts';

/** `node apps/web/build/print-bundle-sizes.ts [dist]`: each page's JavaScript against its budget. */
const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
for (const size of pageSizes(dist)) {
  const verdict = size.gzipBytes <= size.maxGzipBytes ? 'ok' : 'OVER';
  console.log(
    `${size.page.padEnd(34)} ${kb(size.rawBytes).padStart(9)} raw ${kb(size.gzipBytes).padStart(9)} gzip   budget ${kb(size.maxGzipBytes).padStart(8)}  ${verdict}  (${size.files.length} files)`,
  );
}
