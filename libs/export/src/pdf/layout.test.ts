import type { Block } from './blocks.ts';
import { type LayoutContext, layOut } from './layout.ts';
import { paginate } from './paginate.ts';
import { stylesFor } from './styles.ts';

/** Every character 5 pt wide; a 100 pt column holds 20 characters. */
const context: LayoutContext = {
  styles: stylesFor(false),
  coverage: { latin: () => true, cjk: () => false },
  measure: () => (text) => [...text].length * 5,
  contentWidth: 100,
  pageNumberWidth: 20,
  pageHeight: 150,
};
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('layOut', () => {
  test('a step wraps into lines but stays one block; prose is cut into one piece per line', () => {
    const step: Block = { style: 'line', text: words(8), marker: { kind: 'number', text: '1.' } };
    const prose: Block = { style: 'description', text: words(8), splittable: true };
    const [laidStep, ...laidProse] = layOut([step, prose], context);
    expect(laidStep?.lines.length).toBeGreaterThan(1);
    expect(laidStep?.height).toBe((laidStep?.lines.length ?? 0) * (laidStep?.lineHeight ?? 0));
    // The marker's gutter narrows the step's lines.
    expect(laidStep?.indent).toBeGreaterThan(0);
    expect(laidProse.length).toBeGreaterThan(1);
    expect(laidProse.every((piece) => piece.lines.length === 1)).toBe(true);
    expect(laidProse.map((piece) => piece.first)).toEqual(laidProse.map((_, i) => i === 0));
  });

  test('a block taller than a page is cut into lines, so nothing runs off a page', () => {
    const huge: Block = { style: 'line', text: words(200), marker: { kind: 'bullet' } };
    const laid = layOut([huge], context);
    expect(laid.length).toBeGreaterThan(1);
    const pages = paginate(laid, context.pageHeight);
    for (const placed of pages.flat()) {
      expect(placed.y + (laid[placed.index]?.height ?? 0)).toBeLessThanOrEqual(context.pageHeight);
    }
  });

  test('a heading split over lines keeps only its last line with what follows', () => {
    const heading: Block = { style: 'group', text: words(200), keepWithNext: true, newPage: true };
    const laid = layOut([heading], context);
    expect(laid[0]?.newPage).toBe(true);
    expect(laid.slice(1).some((piece) => piece.newPage)).toBe(false);
    expect(laid.map((piece) => piece.keepWithNext)).toEqual(laid.map((_, i) => i === laid.length - 1));
  });
});
