import { exportFileName } from './file-name.ts';
import { type ExportRecipe, recipeAsText, recipeMetaLine, recipesAsText } from './recipe-text.ts';

const SALAD: ExportRecipe = {
  title: 'Salade niçoise',
  description: null,
  servings: 2,
  cookTime: '20 minutes',
  difficulty: 'Easy',
  sourceUrl: 'https://www.example.com/nicoise',
  ingredientGroups: [
    { name: null, lines: ['½ lb green beans'] },
    { name: 'Dressing', lines: ['3 tbsp olive oil', '1 tsp mustard'] },
  ],
  instructionGroups: [
    { name: null, lines: ['Blanch the beans.'] },
    { name: 'Dressing', lines: ['Whisk the oil and mustard.'] },
  ],
};

describe('recipe text', () => {
  test('meta line: servings, time, difficulty and the source host, unknown parts left out', () => {
    expect(recipeMetaLine(SALAD)).toBe('Serves 2 · 20 minutes · Easy · example.com');
    expect(recipeMetaLine({ ...SALAD, cookTime: null, difficulty: ' ', sourceUrl: 'not a url' })).toBe(
      'Serves 2',
    );
  });

  test('ingredients under their headings, steps numbered across groups', () => {
    expect(recipeAsText(SALAD, { includeInstructions: true })).toBe(
      [
        'Salade niçoise',
        'Serves 2 · 20 minutes · Easy · example.com',
        '',
        'Ingredients',
        '- ½ lb green beans',
        '',
        'Dressing',
        '- 3 tbsp olive oil',
        '- 1 tsp mustard',
        '',
        'Instructions',
        '1. Blanch the beans.',
        '',
        'Dressing',
        '2. Whisk the oil and mustard.',
        '',
      ].join('\n'),
    );
  });

  test('without instructions there are no steps; several recipes are separated', () => {
    const text = recipesAsText([SALAD, { ...SALAD, title: 'Borscht' }], { includeInstructions: false });
    expect(text).not.toContain('Instructions');
    expect(text).not.toContain('Blanch');
    expect(text.indexOf('Borscht')).toBeGreaterThan(text.indexOf('Salade niçoise'));
  });

  test('file names: the title of one, a dated name for several', () => {
    const day = new Date('2026-11-23T10:00:00Z');
    expect(exportFileName('recipes', ['Crème brûlée!'], 'pdf', day)).toBe('creme-brulee.pdf');
    expect(exportFileName('recipes', ['a', 'b'], 'pdf', day)).toBe('cookmark-recipes-2026-11-23.pdf');
    expect(exportFileName('grocery-lists', ['🍰'], 'txt', day)).toBe('cookmark-grocery-lists-2026-11-23.txt');
    expect(exportFileName('recipes', ['親子丼'], 'pdf', day)).toBe('親子丼.pdf');
  });
});
