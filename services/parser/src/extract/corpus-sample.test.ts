/**
 * Regression guard on real pages: run the extractor over an evenly spread sample of ~30 corpus
 * pages and check the title accuracy (exact after whitespace/Unicode normalisation). The full
 * measurement is `npm run eval` (scripts/eval-parser.ts). Skipped when the corpus is absent.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { extractRecipe } from './index.ts';

const CORPUS =
  process.env['COOKMARK_CORPUS'] ??
  path.resolve(__dirname, '..', '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages');
const hasCorpus = fs.existsSync(path.join(CORPUS, 'cases.txt'));
const norm = (s: unknown): string =>
  String(s ?? '')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();

(hasCorpus ? describe : describe.skip)('corpus sample', () => {
  it('gets the exact title on at least 90% of 30 sample pages, and ingredients on most', () => {
    const cases = fs
      .readFileSync(path.join(CORPUS, 'cases.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const step = Math.max(1, Math.floor(cases.length / 30));
    const sample = cases.filter((_, i) => i % step === 0).slice(0, 30);
    let titles = 0;
    let withIngredients = 0;
    const misses: string[] = [];
    for (const c of sample) {
      const html = zlib.gunzipSync(fs.readFileSync(path.join(CORPUS, `${c}.html.gz`))).toString('utf8');
      const expected = JSON.parse(fs.readFileSync(path.join(CORPUS, `${c}.json`), 'utf8')) as {
        title: string;
      };
      const { recipe } = extractRecipe(html, `https://${c.split('/')[0]}/`);
      if (norm(recipe.title) === norm(expected.title)) titles++;
      else misses.push(`${c}: ${recipe.title} != ${expected.title}`);
      if (recipe.ingredients.length > 0) withIngredients++;
    }
    expect(sample.length).toBe(30);
    if (titles / sample.length < 0.9) console.log(misses.join('\n'));
    expect(titles / sample.length).toBeGreaterThanOrEqual(0.9);
    expect(withIngredients / sample.length).toBeGreaterThanOrEqual(0.9);
  });
});
