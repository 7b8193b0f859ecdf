import { splitLongLine } from './recipe-fields.ts';

describe('a step longer than a recipe line may be', () => {
  it('is split at its sentences into lines within the limit, nothing lost', () => {
    const step = 'Stir the flour in. '.repeat(20).trim();
    const lines = splitLongLine(step, 100);
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines.join(' ')).toBe(step);
  });

  it('falls back to words, then to slices of a word with no spaces', () => {
    const lines = splitLongLine(`${'a'.repeat(250)} end`, 100);
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines.join('').replace(/\s/g, '')).toBe(`${'a'.repeat(250)}end`);
  });

  it('leaves a line within the limit as it is', () => {
    expect(splitLongLine('Bake.', 100)).toEqual(['Bake.']);
  });
});
