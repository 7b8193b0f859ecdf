/**
 * Measure the ingredient-line parser on labelled lines (the corpus README's scoring).
 *
 *   npm run eval:ingredients -- [--lines FILE] [--half a|b] [--misses N] [--field quantity|range|unit|name]
 *
 * FILE is JSON Lines of {text, quantity, quantityMax, unit, name, notes?}; it defaults to
 * ../shared/corpus/ingredient-lines/public.jsonl beside the repository. Quantity and range match
 * within 0.01 or 1 % (null only matches null); unit matches exactly; name matches case-folded and
 * whitespace-collapsed, with token-overlap F1 reported beside it. `--half` keeps the lines whose
 * stable text hash falls in that half, so a rule written against one half can be checked on the
 * other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseIngredientLine, type ParsedIngredient } from '../src/index.ts';

interface Case {
  text: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  name: string;
  notes?: string | null;
}

type Field = 'quantity' | 'range' | 'unit' | 'name';

interface Args {
  lines: string;
  half: 'a' | 'b' | null;
  misses: number;
  field: Field | null;
}

const FIELDS: readonly Field[] = ['quantity', 'range', 'unit', 'name'];

function parseArgs(argv: string[]): Args {
  const scriptDir = path.dirname(path.resolve(argv[1] ?? 'libs/kitchen/scripts/eval-ingredients.ts'));
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  const args: Args = {
    lines: path.resolve(
      scriptDir,
      '..',
      '..',
      '..',
      '..',
      'shared',
      'corpus',
      'ingredient-lines',
      'public.jsonl',
    ),
    half: null,
    misses: 20,
    field: null,
  };
  for (let i = 2; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if (a === '--lines' && v) {
      args.lines = path.resolve(cwd, v);
      i++;
    } else if (a === '--half' && (v === 'a' || v === 'b')) {
      args.half = v;
      i++;
    } else if (a === '--misses' && v) {
      args.misses = Number(v);
      i++;
    } else if (a === '--field' && FIELDS.includes(v as Field)) {
      args.field = v as Field;
      i++;
    } else {
      console.log(
        'usage: npm run eval:ingredients -- [--lines FILE] [--half a|b] [--misses N] [--field quantity|range|unit|name]',
      );
      process.exit(a === '--help' || a === '-h' ? 0 : 2);
    }
  }
  return args;
}

/** FNV-1a over the text: a stable split that does not depend on file order. */
export function halfOf(text: string): 'a' | 'b' {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? 'a' : 'b';
}

function sameNumber(got: number | null, want: number | null): boolean {
  if (got === null || want === null) return got === want;
  const diff = Math.abs(got - want);
  return diff <= 0.01 || diff <= Math.abs(want) * 0.01;
}

function fold(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ').trim();
}

function tokens(s: string | null): string[] {
  return s ? (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) : [];
}

function f1(got: string | null, want: string | null): number {
  const g = tokens(got);
  const w = tokens(want);
  if (g.length === 0 && w.length === 0) return 1;
  if (g.length === 0 || w.length === 0) return 0;
  const pool = new Map<string, number>();
  for (const t of w) pool.set(t, (pool.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of g) {
    const n = pool.get(t) ?? 0;
    if (n > 0) {
      common++;
      pool.set(t, n - 1);
    }
  }
  if (common === 0) return 0;
  const p = common / g.length;
  const r = common / w.length;
  return (2 * p * r) / (p + r);
}

function matches(field: Field, got: ParsedIngredient, want: Case): boolean {
  switch (field) {
    case 'quantity':
      return sameNumber(got.quantity, want.quantity);
    case 'range':
      return sameNumber(got.rangeEnd, want.quantityMax);
    case 'unit':
      return got.unit === want.unit;
    case 'name':
      return fold(got.ingredient) === fold(want.name);
  }
}

function pct(n: number, d: number): string {
  return d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`;
}

function main(): void {
  const args = parseArgs(process.argv);
  const all: Case[] = fs
    .readFileSync(args.lines, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Case);
  const cases = args.half ? all.filter((c) => halfOf(c.text) === args.half) : all;

  const hits: Record<Field, number> = { quantity: 0, range: 0, unit: 0, name: 0 };
  let nameF1 = 0;
  let notesF1 = 0;
  const misses: string[] = [];
  for (const want of cases) {
    const got = parseIngredientLine(want.text);
    let missed: Field[] = [];
    for (const f of FIELDS) {
      if (matches(f, got, want)) hits[f]++;
      else missed.push(f);
    }
    nameF1 += f1(got.ingredient, want.name);
    notesF1 += f1(got.notes, want.notes ?? null);
    if (args.field) missed = missed.filter((f) => f === args.field);
    if (missed.length && misses.length < args.misses) {
      misses.push(
        `${JSON.stringify(want.text)}  [${missed.join(',')}]\n` +
          `   got  q=${got.quantity} max=${got.rangeEnd} unit=${got.unit} name=${JSON.stringify(got.ingredient)} notes=${JSON.stringify(got.notes)}\n` +
          `   want q=${want.quantity} max=${want.quantityMax} unit=${want.unit} name=${JSON.stringify(want.name)}`,
      );
    }
  }

  const n = cases.length;
  console.log(`${n} lines from ${args.lines}${args.half ? ` (half ${args.half})` : ''}`);
  if (misses.length) console.log(`\nmisses (first ${misses.length}):\n${misses.join('\n')}\n`);
  console.log(`quantity  ${pct(hits.quantity, n)}`);
  console.log(`range     ${pct(hits.range, n)}`);
  console.log(`unit      ${pct(hits.unit, n)}`);
  console.log(`name      ${pct(hits.name, n)} exact, token F1 ${pct(nameF1, n)}`);
  console.log(`notes     token F1 ${pct(notesF1, n)}`);
}

main();
