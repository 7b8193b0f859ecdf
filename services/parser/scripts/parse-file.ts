/**
 * Run the extraction engine on one saved page and print {recipe, report} as JSON.
 *
 *   node scripts/parse-file.ts <file.html[.gz]> [--url ORIGIN]
 *
 * Without --url the page URL is taken from the corpus layout (<host>/<name>.html.gz ->
 * https://<host>/) or defaults to https://example.com/.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { extractRecipe } from '../src/extract/index.ts';

function main(): void {
  const args = process.argv.slice(2);
  let file: string | null = null;
  let url: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--url' && args[i + 1]) url = args[++i] ?? null;
    else if (a === '--help' || a === '-h') {
      console.log('usage: node scripts/parse-file.ts <file.html[.gz]> [--url ORIGIN]');
      return;
    } else if (a) file = a;
  }
  if (!file) {
    console.error('usage: node scripts/parse-file.ts <file.html[.gz]> [--url ORIGIN]');
    process.exit(2);
  }
  const buf = fs.readFileSync(file);
  const html = (file.endsWith('.gz') ? zlib.gunzipSync(buf) : buf).toString('utf8');
  if (!url) {
    const host = path.basename(path.dirname(path.resolve(file)));
    url = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host) ? `https://${host}/` : 'https://example.com/';
  } else if (!/^https?:\/\//i.test(url)) url = `https://${url}`;
  const result = extractRecipe(html, url);
  console.log(JSON.stringify(result, null, 2));
}

main();
