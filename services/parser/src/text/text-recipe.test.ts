import { expectLinearTime } from '../../test/linear-time.ts';
import { readRecipeText } from './text-recipe.ts';

describe('readRecipeText', () => {
  it('reads a note with headings, groups, servings and times', () => {
    const { recipe, report } = readRecipeText(
      [
        'Lemon Drizzle Cake',
        '',
        'Serves 8 | Prep 15 min | Cook 45 min',
        '',
        'Ingredients',
        'For the cake:',
        '225 g softened butter',
        '225 g caster sugar',
        '4 eggs',
        'For the drizzle:',
        '2 lemons, juiced',
        '85 g caster sugar',
        '',
        'Method',
        '1. Heat the oven to 180C.',
        '2. Beat the butter and sugar until pale,',
        '   then add the eggs one by one.',
        '3. Bake for 45 minutes.',
      ].join('\n'),
    );
    expect(recipe.title).toBe('Lemon Drizzle Cake');
    expect(recipe.ingredientGroups).toEqual([
      { name: 'For the cake', lines: ['225 g softened butter', '225 g caster sugar', '4 eggs'] },
      { name: 'For the drizzle', lines: ['2 lemons, juiced', '85 g caster sugar'] },
    ]);
    expect(recipe.ingredients).toHaveLength(5);
    expect(recipe.instructions).toEqual([
      'Heat the oven to 180C.',
      'Beat the butter and sugar until pale, then add the eggs one by one.',
      'Bake for 45 minutes.',
    ]);
    expect(recipe.servings).toBe(8);
    expect(recipe.time).toEqual({ prep: 15, cook: 45, total: 60 });
    expect(report).toMatchObject({ method: 'text', success: true });
  });

  it('finds the ingredients and the method of a text without headings', () => {
    const { recipe } = readRecipeText(
      [
        'Garlic butter pasta',
        '',
        'A quick supper for two that needs only what is in the cupboard.',
        '',
        '200 g spaghetti',
        '3 cloves garlic, sliced',
        '50 g butter',
        'Salt and pepper',
        '',
        'Cook the spaghetti in salted water until just tender, then drain it.',
        '',
        'Melt the butter in the pan, fry the garlic for a minute and toss the pasta through it.',
      ].join('\n'),
    );
    expect(recipe.description).toBe('A quick supper for two that needs only what is in the cupboard.');
    expect(recipe.ingredients).toEqual([
      '200 g spaghetti',
      '3 cloves garlic, sliced',
      '50 g butter',
      'Salt and pepper',
    ]);
    expect(recipe.instructions).toHaveLength(2);
  });

  it('reads a chat message with emoji headings, bullets and numbered steps', () => {
    const { recipe } = readRecipeText(
      [
        'Mum’s pancakes 😋',
        '🛒 Ingredients:',
        '• 1 cup flour',
        '• 1 egg',
        '• 1 cup milk',
        '👩‍🍳 Method:',
        '1) Whisk everything together.',
        '2) Fry ladlefuls in a hot pan.',
      ].join('\n'),
    );
    expect(recipe.title).toBe('Mum’s pancakes 😋');
    expect(recipe.ingredients).toEqual(['1 cup flour', '1 egg', '1 cup milk']);
    expect(recipe.instructions).toEqual(['Whisk everything together.', 'Fry ladlefuls in a hot pan.']);
  });

  it('joins the lines of an e-mail wrapped mid-sentence and drops step labels', () => {
    const { recipe } = readRecipeText(
      [
        'Recipe: Flatbreads',
        '',
        'Makes 6 flatbreads',
        '',
        '250 g plain flour',
        '150 ml warm water',
        '',
        'Step 1',
        'Mix the flour and water into a soft dough and knead it for a few minutes',
        'until it is smooth.',
        'Step 2',
        'Roll into six rounds and cook in a dry pan.',
      ].join('\n'),
    );
    expect(recipe.title).toBe('Flatbreads');
    expect(recipe).toMatchObject({ servings: 6, yield: '6 items' });
    expect(recipe.instructions).toEqual([
      'Mix the flour and water into a soft dough and knead it for a few minutes until it is smooth.',
      'Roll into six rounds and cook in a dry pan.',
    ]);
  });

  it('keeps a note under its heading out of the method', () => {
    const { recipe } = readRecipeText(
      [
        'Toast',
        'Ingredients',
        '1 slice bread',
        'Method',
        'Toast the bread.',
        'Notes',
        'Butter it while hot.',
      ].join('\n'),
    );
    expect(recipe.instructions).toEqual(['Toast the bread.']);
    expect(recipe.notes).toEqual(['Butter it while hot.']);
  });

  it('tells ingredients from steps in a script written without spaces', () => {
    const { recipe } = readRecipeText(
      [
        '温泉たまご',
        '',
        '卵 2個',
        '水 適量',
        '',
        '鍋に水を入れて沸騰直前で火を止める。',
        '',
        '卵をそっと入れて十二分おく。',
      ].join('\n'),
    );
    expect(recipe.ingredients).toEqual(['卵 2個', '水 適量']);
    expect(recipe.instructions).toEqual([
      '鍋に水を入れて沸騰直前で火を止める。',
      '卵をそっと入れて十二分おく。',
    ]);
  });

  it('says what it could not find in text that holds no recipe', () => {
    const { recipe, report } = readRecipeText('Hello! See you on Sunday.');
    expect(recipe.ingredients).toEqual([]);
    expect(report.success).toBe(false);
    expect(report.warnings).toEqual(expect.arrayContaining(['No ingredients found']));
  });
});

describe('readRecipeText on hostile text', () => {
  // The largest text the route takes (PASTED_TEXT_MAX), in the shapes that could cost the most: a
  // line each character, wrapped prose, one endless line, amounts without end.
  const SHAPES: Record<string, (size: number) => string> = {
    'a line each character': (size) => 'a\n'.repeat(size / 2),
    'numbered lines': (size) => '1. x\n'.repeat(size / 5),
    'wrapped prose without sentence ends': (size) =>
      'and the onions go into the pan with the garlic and\n'.repeat(size / 52),
    'one line of amounts': (size) => '1 1/2 '.repeat(size / 6),
  };

  it.each(Object.keys(SHAPES))('reads %s in linear time', (shape) => {
    const make = SHAPES[shape] as (size: number) => string;
    expectLinearTime((size) => readRecipeText(make(size)), 100_000);
  });
});
