import { exportFileName } from './file-name.ts';
import { type ExportRecipe, recipeAsText, recipeMetaLine, recipesAsText } from './recipe-text.ts';

const SALAD: ExportRecipe = {
  title: 'Salade niçoise',
  description: null,
  servings: 2,
  prepTime: null,
  cookTime: '20 minutes',
  totalTime: null,
  difficulty: 'Easy',
  notes: null,
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
  test('meta line: servings, times, difficulty and the source host, unknown parts left out', () => {
    expect(recipeMetaLine(SALAD)).toBe('Serves 2 · Cook 20 minutes · Easy · example.com');
    expect(recipeMetaLine({ ...SALAD, prepTime: '10 minutes' })).toBe(
      'Serves 2 · Total 30 mins · Prep 10 minutes · Cook 20 minutes · Easy · example.com',
    );
    expect(recipeMetaLine({ ...SALAD, prepTime: '10 minutes', totalTime: '45 minutes' })).toBe(
      'Serves 2 · Total 45 minutes · Prep 10 minutes · Cook 20 minutes · Easy · example.com',
    );
    expect(recipeMetaLine({ ...SALAD, cookTime: null, difficulty: ' ', sourceUrl: 'not a url' })).toBe(
      'Serves 2',
    );
  });

  test('ingredients under their headings, steps numbered across groups', () => {
    expect(recipeAsText(SALAD, { includeInstructions: true })).toBe(
      [
        'Salade niçoise',
        'Serves 2 · Cook 20 minutes · Easy · example.com',
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

  test('the notes follow the steps, one a line, and stay without the steps', () => {
    const noted = { ...SALAD, notes: 'Note 1: use waxy potatoes.\nKeeps a day in the fridge.' };
    const text = recipeAsText(noted, { includeInstructions: true });
    expect(
      text.endsWith(
        '2. Whisk the oil and mustard.\n\nNotes\n- Note 1: use waxy potatoes.\n- Keeps a day in the fridge.\n',
      ),
    ).toBe(true);
    expect(recipeAsText(noted, { includeInstructions: false })).toContain(
      'Notes\n- Note 1: use waxy potatoes.',
    );
    expect(recipeAsText(SALAD, { includeInstructions: true })).not.toContain('Notes');
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
