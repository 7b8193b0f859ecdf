import { containsNul, jsonNestingExceeds } from './hostile-input.ts';

describe('jsonNestingExceeds', () => {
  it('counts arrays and objects opened inside each other', () => {
    expect(jsonNestingExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestingExceeds('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(jsonNestingExceeds('[[],[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside text, escaped quotes included', () => {
    expect(jsonNestingExceeds('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":"say \\"[[[[\\" twice"}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":"ends in a backslash \\\\","b":[[1]]}', 2)).toBe(true);
  });

  it('reads a megabyte of hostile text in one linear pass', () => {
    const quotes = `["${'\\"'.repeat(500_000)}"]`;
    const backslashes = `["${'\\\\'.repeat(500_000)}"]`;
    const started = performance.now();
    expect(jsonNestingExceeds(quotes, 4)).toBe(false);
    expect(jsonNestingExceeds(backslashes, 4)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('containsNul', () => {
  it('finds NUL in any string or key, however deep', () => {
    expect(containsNul({ a: [{ b: ['ok', 'x\u0000'] }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul({ a: ['no nul', 1, null, true] })).toBe(false);
  });
});
