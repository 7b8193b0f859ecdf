import { recipeTimes, recipeTimesLine, totalTimeText } from './recipe-times.ts';

describe('totalTimeText', () => {
  test('is the stated total when the recipe gives one, whatever prep and cook say', () => {
    expect(totalTimeText({ prepTime: '30 mins', cookTime: '10 mins', totalTime: '45 mins' })).toBe('45 mins');
  });

  test('adds prep and cook when no total is stated', () => {
    expect(totalTimeText({ prepTime: '30 mins', cookTime: '10 mins' })).toBe('40 mins');
    expect(totalTimeText({ prepTime: 'PT1H', cookTime: '1 hr 15 mins', totalTime: '' })).toBe(
      '2 hrs 15 mins',
    );
  });

  test('is unknown from the cook time alone: the oven time is not the whole recipe', () => {
    expect(totalTimeText({ cookTime: '10 mins' })).toBeNull();
    expect(totalTimeText({ prepTime: '10 mins', cookTime: 'until golden' })).toBeNull();
    expect(totalTimeText({})).toBeNull();
  });

  test('writes an ISO 8601 duration as people read it', () => {
    expect(totalTimeText({ totalTime: 'PT1H15M' })).toBe('1 hr 15 mins');
  });
});

describe('recipeTimes', () => {
  test('lists the total first, then prep and cook, each as written', () => {
    expect(recipeTimes({ prepTime: '30 minutes', cookTime: 'PT10M' })).toEqual([
      { label: 'Total', text: '40 mins' },
      { label: 'Prep', text: '30 minutes' },
      { label: 'Cook', text: '10 mins' },
    ]);
  });

  test('leaves out the times that are not known', () => {
    expect(recipeTimes({ cookTime: '10 mins', totalTime: '  ' })).toEqual([
      { label: 'Cook', text: '10 mins' },
    ]);
    expect(recipeTimes({ prepTime: null, cookTime: null, totalTime: null })).toEqual([]);
  });

  test('keeps free text it cannot add up ("overnight") beside a stated total', () => {
    expect(recipeTimes({ prepTime: 'overnight', totalTime: '12 hours' })).toEqual([
      { label: 'Total', text: '12 hours' },
      { label: 'Prep', text: 'overnight' },
    ]);
  });
});

describe('recipeTimesLine', () => {
  test('puts the times on one line, or none without any', () => {
    expect(recipeTimesLine({ prepTime: '30 mins', cookTime: '10 mins' })).toBe(
      'Total 40 mins · Prep 30 mins · Cook 10 mins',
    );
    expect(recipeTimesLine({})).toBeNull();
  });
});
