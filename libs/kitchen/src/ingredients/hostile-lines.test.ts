import { scaleLine } from '../scaling/scale.ts';
import { trailingLetters, trimEndWhere, trimWhere, spaceOr } from './edges.ts';
import { MAX_PARSED_LENGTH, parseIngredientLine } from './parse-line.ts';

/** Lines built to make a regex anchored at the end rescan a long run (issue #27, finding 6). */
const HOSTILE: Record<string, (n: number) => string> = {
  'a run of dots inside a word': (n) => `1 egg ${'.'.repeat(n)}a`,
  'a run of dashes before a word': (n) => `1 egg ${'-'.repeat(n)}a`,
  'spaced tildes': (n) => `1 egg ${'~ '.repeat(n / 2)}a`,
  'letters then a digit': (n) => `1 ${'a'.repeat(n)}1`,
  'semicolons in a bracket': (n) => `1 egg (${'; '.repeat(n / 2)}a)`,
  'commas in a bracket': (n) => `1 egg (${' ,'.repeat(n / 2)}a)`,
  'colons inside a word': (n) => `1 cup x${':'.repeat(n)}b c`,
  'fractions without end': (n) => `1/${'1/'.repeat(n / 2)}`,
  'vulgar fractions': (n) => '½'.repeat(n),
};
const BENIGN = (n: number) => `2 cups flour, ${'sifted and '.repeat(n / 11)}`.slice(0, n);

/** Median milliseconds of scaling `line` (batches of 20, after a warm-up). */
function medianCost(line: string): number {
  for (let i = 0; i < 5; i++) scaleLine(line, 2);
  const batches: number[] = [];
  for (let b = 0; b < 15; b++) {
    const started = performance.now();
    for (let i = 0; i < 20; i++) scaleLine(line, 2);
    batches.push((performance.now() - started) / 20);
  }
  batches.sort((x, y) => x - y);
  return batches[7] ?? 0;
}

describe('hostile ingredient lines', () => {
  it.each(Object.entries(HOSTILE))('%s: parsed and scaled like any line', (_name, make) => {
    const line = make(1_200);
    const parsed = parseIngredientLine(line);
    expect(parsed.originalText).toBe(line);
    expect(parsed.ingredient.length).toBeLessThanOrEqual(MAX_PARSED_LENGTH);
    expect(typeof scaleLine(line, 3).text).toBe('string');
  });

  it('keeps the amount and the name of a line with a long run of punctuation', () => {
    expect(parseIngredientLine(`2 eggs ${'.'.repeat(400)}`)).toMatchObject({
      quantity: 2,
      ingredient: 'eggs',
    });
    expect(scaleLine(`1 onion${':'.repeat(300)}`, 2).text).toBe(`2 onions${':'.repeat(300)}`);
  });

  // Linear work: a hostile line costs about what an ordinary line of its length does. Before the fix
  // the 480-character lines cost 20 to 100 times as much; the bound is generous for a busy machine.
  it.each(Object.entries(HOSTILE))(
    '%s: costs about what an ordinary line of its length does',
    (_name, make) => {
      const benign = medianCost(BENIGN(480));
      expect(medianCost(make(480))).toBeLessThan(8 * benign + 0.05);
    },
  );
});

describe('edge trimming', () => {
  it('trims the given characters at the ends and nothing inside', () => {
    const edge = spaceOr('.,');
    expect(trimWhere(' ., a.b ,. ', edge)).toBe('a.b');
    expect(trimEndWhere('a::b::', (ch) => ch === ':')).toBe('a::b');
    expect(trimWhere('', edge)).toBe('');
    expect(trimWhere(' . ', edge)).toBe('');
  });

  it('finds the letters that end a name', () => {
    expect(trailingLetters('red bell pepper')).toBe('pepper');
    expect(trailingLetters('pepper 2')).toBe('');
    expect(trailingLetters('')).toBe('');
  });
});
