/**
 * What one extraction rule costs: every corpus page extracted with and without it, in one process,
 * in random order per page, CPU time (user + system) per extraction; prints both medians and means.
 *
 *   node scripts/bench-rule-cost.ts [--rule NAME] [--rounds N] [--corpus DIR]
 *
 * CPU time rather than wall time, and both variants side by side, so that other work on a busy
 * machine moves both figures alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { emptyCandidate } from '../src/extract/candidate.ts';
import { finish } from '../src/extract/finish.ts';
import { RULES, runRules, type Rule } from '../src/extract/rules/index.ts';
import { readSources } from '../src/extract/read/sources.ts';

function extract(html: string, url: string, rules: readonly Rule[]): void {
  const page = readSources(html, url);
  const d = {
    c: page.primary ? { ...page.primary.candidate } : emptyCandidate(),
    warnings: [...page.warnings],
    instructionsFrom: page.method,
  };
  finish(d, page, runRules(d, page, rules));
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);

function main(): void {
  const argv = process.argv;
  const scriptDir = path.dirname(path.resolve(argv[1] ?? 'scripts/bench-rule-cost.ts'));
  let corpus = path.resolve(scriptDir, '..', '..', '..', '..', 'shared', 'corpus', 'recipe-pages');
  let rule = 'structured-data-reconciled-with-page';
  let rounds = 3;
  for (let i = 2; i < argv.length; i++) {
    const v = argv[i + 1];
    if (argv[i] === '--rule' && v) rule = argv[++i] as string;
    else if (argv[i] === '--rounds' && v) rounds = Number(argv[++i]);
    else if (argv[i] === '--corpus' && v) corpus = path.resolve(argv[++i] as string);
  }
  if (!RULES.some((r) => r.name === rule)) {
    console.error(`no rule named ${rule}`);
    process.exit(2);
  }
  const without = RULES.filter((r) => r.name !== rule);
  const cases = fs.readFileSync(path.join(corpus, 'cases.txt'), 'utf8').split('\n').filter(Boolean);
  const pages = cases.map((c) => ({
    url: `https://${c.split('/')[0]}/`,
    html: zlib.gunzipSync(fs.readFileSync(path.join(corpus, `${c}.html.gz`))).toString('utf8'),
  }));
  const cost = { with: [] as number[], without: [] as number[] };
  for (let r = 0; r < rounds; r++)
    for (const p of pages) {
      const order = Math.random() < 0.5 ? (['with', 'without'] as const) : (['without', 'with'] as const);
      for (const which of order) {
        const t0 = process.cpuUsage();
        extract(p.html, p.url, which === 'with' ? RULES : without);
        const t = process.cpuUsage(t0);
        cost[which].push((t.user + t.system) / 1000);
      }
    }
  console.log(`${pages.length} pages × ${rounds} rounds, CPU ms per extraction, rule ${rule}:`);
  console.log(`  without: median ${median(cost.without).toFixed(2)}  mean ${mean(cost.without).toFixed(2)}`);
  console.log(`  with:    median ${median(cost.with).toFixed(2)}  mean ${mean(cost.with).toFixed(2)}`);
}

main();
