import { type Box, paginate } from './paginate.ts';

const line = (height = 10, spaceBefore = 2): Box => ({ height, spaceBefore });
const heading = (height = 12): Box => ({ height, spaceBefore: 6, keepWithNext: true });
const indexes = (pages: ReturnType<typeof paginate>) =>
  pages.map((page) => page.map((placed) => placed.index));

describe('paginate', () => {
  test('fills a page, then moves a line that does not fit whole to the next page', () => {
    // Each line takes 12 (2 above + 10); 100 high holds 8 (the first has no space above: 10 + 7 × 12 = 94).
    const pages = paginate(
      Array.from({ length: 10 }, () => line()),
      100,
    );
    expect(indexes(pages)).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7],
      [8, 9],
    ]);
    expect(pages[1]?.[0]?.y).toBe(0);
    expect(pages[0]?.[7]?.y).toBe(84);
  });

  test('a tall line is never split: it starts the next page even when most of it would fit', () => {
    const boxes = [line(60), line(30), line(38)];
    const pages = paginate(boxes, 100);
    expect(indexes(pages)).toEqual([[0, 1], [2]]);
    for (const placed of pages.flat())
      expect(placed.y + (boxes[placed.index]?.height ?? 0)).toBeLessThanOrEqual(100);
  });

  test('a heading never ends a page: it moves with the line after it', () => {
    const pages = paginate([line(70), heading(12), line(20)], 100);
    expect(indexes(pages)).toEqual([[0], [1, 2]]);
  });

  test('headings kept with headings move together (section, then group, then the first line)', () => {
    const pages = paginate([line(60), heading(10), heading(10), line(20)], 100);
    expect(indexes(pages)).toEqual([[0], [1, 2, 3]]);
  });

  test('each recipe starts a page; the first does not leave an empty page before it', () => {
    const recipe = (): Box[] => [{ height: 20, spaceBefore: 0, newPage: true }, line()];
    expect(indexes(paginate([...recipe(), ...recipe()], 500))).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  test('a chain taller than a page still places its blocks in order', () => {
    const pages = paginate([line(50), heading(60), heading(60), line(10)], 100);
    expect(indexes(pages).flat()).toEqual([0, 1, 2, 3]);
  });

  test('no blocks make one empty page', () => {
    expect(paginate([], 100)).toEqual([[]]);
  });
});
