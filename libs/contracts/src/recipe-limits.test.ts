import { formatCount } from './recipe-limits.ts';

test('writes whole numbers as en-US does, with thousands separators', () => {
  for (const n of [0, 7, 40, 200, 999, 1_000, 2_000, 10_000, 100_000, 200_000, 1_234_567]) {
    expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  }
});
