import { readCooklang, isCooklang } from './cooklang.ts';

const PANCAKES = `>> title: Easy Pancakes
>> servings: 4
>> source: https://cooklang.org/docs/spec/
>> tags: breakfast, sweet
-- a comment the cook never sees

= Batter
Crack the @eggs{3} into a #blender{}, then add the @plain flour{125%g},
@milk{250%ml} and @sea salt{1%pinch}, and blitz until smooth.

Leave to rest for ~{15%minutes}. [- or overnight -]

= Pan
Melt @butter in a #large non-stick frying pan{} over a medium heat.

> Keeps for a day in the fridge.
`;

describe('Cooklang', () => {
  it('is told from other text by its metadata or braced ingredients', () => {
    expect(isCooklang(PANCAKES)).toBe(true);
    expect(isCooklang('Mix the @flour{200%g} in.')).toBe(true);
    expect(isCooklang('Write to me@example.org about the cake.')).toBe(false);
  });

  it('lists each ingredient mentioned, by section, and writes the steps as a cook reads them', () => {
    const recipe = readCooklang(PANCAKES, 'pancakes', null);
    expect(recipe.title).toBe('Easy Pancakes');
    expect(recipe.servings).toBe(4);
    expect(recipe.tags).toEqual(['breakfast', 'sweet']);
    expect(recipe.sourceUrl).toBe('https://cooklang.org/docs/spec/');
    expect(recipe.ingredientGroups).toEqual([
      { name: 'Batter', lines: ['3 eggs', '125 g plain flour', '250 ml milk', '1 pinch sea salt'] },
      { name: 'Pan', lines: ['butter'] },
    ]);
    expect(recipe.instructionGroups).toEqual([
      {
        name: 'Batter',
        lines: [
          'Crack the eggs into a blender, then add the plain flour, milk and sea salt, and blitz until smooth.',
          'Leave to rest for 15 minutes.',
        ],
      },
      { name: 'Pan', lines: ['Melt butter in a large non-stick frying pan over a medium heat.'] },
    ]);
    expect(recipe.notes).toEqual(['Keeps for a day in the fridge.']);
  });

  it('takes its title from the file name when the metadata gives none', () => {
    expect(readCooklang('Boil @water{1%l}.', 'Tea', null).title).toBe('Tea');
  });
});
