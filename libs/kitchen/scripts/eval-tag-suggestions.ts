/**
 * Imported keywords against the tag suggestion rules, on each half of the recipe-pages corpus.
 *
 *   node libs/kitchen/scripts/eval-tag-suggestions.ts [--write-fixture] [CORPUS_DIR]
 *
 * Reads each case's category, cuisine and keywords (split at commas and semicolons as the parser
 * splits them) with its title, author and site name, and prints per half (`hostHalf`) how many
 * keywords came in, how many each rule dropped and how many suggestions were left. A rule stays
 * only if it drops keywords on the half it was not written against too. `--write-fixture` writes
 * the keyword lists the unit test reads (`src/tags/corpus-keywords.json`). CORPUS_DIR defaults to
 * `../shared/corpus/recipe-pages`; the fixture is read when it is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostHalf, judgeKeywords } from '../src/index.ts';

interface KeywordCase {
  host: string;
  title: string;
  author: string | null;
  site: string | null;
  keywords: string[];
}

const fixturePath = path.join(import.meta.dirname, '../src/tags/corpus-keywords.json');
const args = process.argv.slice(2);
const corpus = args.find((arg) => !arg.startsWith('--')) ?? '../shared/corpus/recipe-pages';

const split = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((x): x is string => typeof x === 'string')
    .flatMap((x) => x.split(/[,;]/))
    .map((x) => x.trim())
    .filter((x) => x !== '');

function readCorpus(dir: string): KeywordCase[] {
  const cases: KeywordCase[] = [];
  for (const host of fs.readdirSync(dir).sort()) {
    const hostDir = path.join(dir, host);
    if (!fs.statSync(hostDir).isDirectory()) continue;
    for (const file of fs.readdirSync(hostDir).sort()) {
      if (!file.endsWith('.json')) continue;
      const page = JSON.parse(fs.readFileSync(path.join(hostDir, file), 'utf8')) as Record<string, unknown>;
      const keywords = [...split(page['category']), ...split(page['cuisine']), ...split(page['keywords'])];
      if (keywords.length === 0) continue;
      const text = (key: string) => (typeof page[key] === 'string' ? page[key] : null);
      cases.push({
        host,
        title: text('title') ?? '',
        author: text('author'),
        site: text('site_name'),
        keywords,
      });
    }
  }
  return cases;
}

const cases = fs.existsSync(corpus)
  ? readCorpus(corpus)
  : (JSON.parse(fs.readFileSync(fixturePath, 'utf8')) as KeywordCase[]);
if (args.includes('--write-fixture')) fs.writeFileSync(fixturePath, `${JSON.stringify(cases, null, 1)}\n`);

for (const half of ['a', 'b'] as const) {
  const counts = new Map<string, number>();
  let keywords = 0;
  let recipes = 0;
  for (const c of cases.filter((x) => hostHalf(x.host) === half)) {
    recipes++;
    const verdicts = judgeKeywords(c.keywords, {
      title: c.title,
      author: c.author,
      siteName: c.site,
      sourceUrl: `https://${c.host}/`,
    });
    for (const verdict of verdicts) {
      keywords++;
      const outcome = verdict.dropped ?? 'suggested';
      counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    }
  }
  const rows = [...counts].sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ${n}`);
  console.log(`half ${half}: ${recipes} recipes, ${keywords} keywords: ${rows.join(', ')}`);
}
