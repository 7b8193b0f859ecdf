import { ReadingPool } from '../reading/reading-pool.ts';
import { findRegions, type PageProbe, PROBE_MAX_HEIGHT, PROBE_WIDTH } from './columns.ts';

/** A white probe with dark lines of 'print': [left, right, top, bottom] blocks of 3-pixel lines 8 apart. */
function probe(blocks: [number, number, number, number][], width = 600, height = 400): PageProbe {
  const pixels = new Uint8Array(width * height).fill(250);
  for (const [left, right, top, bottom] of blocks)
    for (let y = top; y < bottom; y += 8)
      for (let line = y; line < Math.min(y + 3, bottom); line++)
        for (let x = left; x < right; x++) pixels[line * width + x] = 30;
  // The prepared image is twice the probe's size.
  return { pixels, probeWidth: width, probeHeight: height, width: width * 2, height: height * 2 };
}

const TWO_COLUMNS: [number, number, number, number][] = [
  [50, 550, 20, 44], // title and facts across the top
  [50, 220, 70, 380], // ingredients
  [270, 550, 70, 300], // method
];

describe('the column search', () => {
  test('a page with a gutter below its header reads as the header, the left column, then the right one', () => {
    const regions = findRegions(probe(TWO_COLUMNS));
    expect(regions).toHaveLength(3);
    const [header, left, right] = regions;
    expect(header).toMatchObject({ left: 0, top: 0, width: 1200 });
    // The split lies in the gutter (220..270 in the probe, 440..540 here), below the header.
    expect(left?.left).toBe(0);
    expect(left?.width).toBeGreaterThan(440);
    expect(left?.width).toBeLessThan(540);
    expect(right?.left).toBe(left?.width);
    expect(left?.top).toBe(header?.height);
    expect(left?.top).toBeGreaterThanOrEqual(78); // the header's last line ends at row 38 of the probe
    expect(left?.top).toBeLessThan(140);
    expect((right?.left ?? 0) + (right?.width ?? 0)).toBe(1200);
  });

  test('one column of text, or a column with little beside it, is the whole page', () => {
    expect(findRegions(probe([[50, 550, 20, 380]]))).toEqual([{ left: 0, top: 0, width: 1200, height: 800 }]);
    expect(
      findRegions(
        probe([
          [50, 550, 20, 44],
          [50, 400, 70, 380],
          [450, 470, 70, 80],
        ]),
      ),
    ).toEqual([{ left: 0, top: 0, width: 1200, height: 800 }]);
  });

  test('a probe larger than its bound, or whose pixels do not match its size, is refused', () => {
    const big = probe([], PROBE_WIDTH + 1, 10);
    expect(() => findRegions(big)).toThrow('not a page probe');
    const tall = probe([], 10, PROBE_MAX_HEIGHT + 1);
    expect(() => findRegions(tall)).toThrow('not a page probe');
    expect(() => findRegions({ ...probe(TWO_COLUMNS), probeHeight: 399 })).toThrow('not a page probe');
  });

  test("runs in the reading pool's threads, off the service's event loop, with the same answer", async () => {
    const pool = new ReadingPool({ timeoutMs: 10_000, threads: 1 });
    try {
      const page = probe(TWO_COLUMNS);
      await expect(pool.pageRegions(page)).resolves.toEqual(findRegions(page));
      await expect(pool.pageRegions({ ...page, probeWidth: PROBE_WIDTH * 2 })).rejects.toThrow(
        'not a page probe',
      );
    } finally {
      await pool.close();
    }
  });
});
