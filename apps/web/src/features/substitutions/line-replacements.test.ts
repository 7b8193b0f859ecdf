import {
  NO_REPLACEMENTS,
  originalsOf,
  replacedGroups,
  replacedLines,
  withoutLatest,
  withReplacement,
} from './line-replacements';

const LINES = ['2 cups buttermilk', '1 egg', '1 cup flour'];

describe('ingredient line replacements', () => {
  it('applies a replacement at its line and remembers the original', () => {
    const state = withReplacement(NO_REPLACEMENTS, 0, LINES[0] as string, '2 cups milk + 2 tbsp lemon juice');
    expect(replacedLines(LINES, state)).toEqual(['2 cups milk + 2 tbsp lemon juice', '1 egg', '1 cup flour']);
    expect(originalsOf(state)).toEqual(new Map([[0, '2 cups buttermilk']]));
  });

  it('lets a newer replacement of the same line win, and Undo step back through both', () => {
    let state = withReplacement(NO_REPLACEMENTS, 1, '1 egg', '1 flax egg');
    state = withReplacement(state, 1, '1 egg', '¼ cup applesauce');
    expect(replacedLines(LINES, state)[1]).toBe('¼ cup applesauce');
    state = withoutLatest(state);
    expect(replacedLines(LINES, state)[1]).toBe('1 flax egg');
    state = withoutLatest(state);
    expect(replacedLines(LINES, state)).toEqual(LINES);
    expect(state.byLine.size).toBe(0);
  });

  it('undoes the latest replacement first, whichever line it was on', () => {
    let state = withReplacement(NO_REPLACEMENTS, 0, '2 cups buttermilk', 'A');
    state = withReplacement(state, 2, '1 cup flour', 'B');
    expect(replacedLines(LINES, withoutLatest(state))).toEqual(['A', '1 egg', '1 cup flour']);
  });

  it('leaves the state alone when there is nothing to undo', () => {
    expect(withoutLatest(NO_REPLACEMENTS)).toBe(NO_REPLACEMENTS);
  });

  it('finds a line by its place across groups, headings never counted', () => {
    const groups = [
      { name: 'Dough', lines: ['2 cups flour', '1 egg'] },
      { name: 'Glaze', lines: ['1 tbsp honey'] },
    ];
    const state = withReplacement(NO_REPLACEMENTS, 2, '1 tbsp honey', '1 tbsp maple syrup');
    expect(replacedGroups(groups, state)).toEqual([
      { name: 'Dough', lines: ['2 cups flour', '1 egg'] },
      { name: 'Glaze', lines: ['1 tbsp maple syrup'] },
    ]);
  });
});
