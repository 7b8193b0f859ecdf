import { hostHalf } from '../corpus/host-half.ts';
import fixture from './fixtures/corpus-recipes.json' with { type: 'json' };
import { foodWords, stepIngredients } from './step-ingredients.ts';

interface FixtureRecipe {
  case: string;
  ingredients: string[];
  steps: string[];
}
const recipes: readonly FixtureRecipe[] = fixture.recipes;

function recipe(name: string): FixtureRecipe {
  const found = recipes.find((r) => r.case === name);
  if (!found) throw new Error(`no fixture recipe ${name}`);
  return found;
}

/** The lines each step of a fixture recipe uses, as text. */
function usedLines(name: string): string[][] {
  const { ingredients, steps } = recipe(name);
  return stepIngredients(ingredients, steps).map((indexes) => indexes.map((i) => ingredients[i] ?? ''));
}

describe('foodWords', () => {
  test.each([
    ['1 ½ pounds cooked shredded chicken breast', ['chicken', 'breast']],
    ['4 green onions (chopped)', ['onion']],
    ['2 cloves garlic, minced', ['garlic']],
    ['1/8 tsp cloves', ['clove']],
    ['1/3 tsp baking powder', ['powder']],
    ['8 Roma tomatoes, sliced', ['roma', 'tomato']],
  ])('%s → %p', (line, words) => {
    expect(foodWords(line)).toEqual(words);
  });
});

describe('stepIngredients on real recipes', () => {
  test('plural and singular name the same food, each step its own lines', () => {
    const steps = usedLines('allrecipes.com/allrecipescurated');
    expect(steps[0]).toEqual([
      '0.25 cup olive oil',
      '1 tablespoon minced garlic',
      '0.5 teaspoon sea salt',
      '8 Roma tomatoes, sliced',
    ]);
    expect(steps[2]).toEqual([
      '8 ounces shredded Mozzarella cheese',
      '4 ounces shredded Fontina cheese',
      '0.5 cup freshly grated Parmesan cheese',
      '0.5 cup crumbled feta cheese',
    ]);
  });

  test('a step without food uses no line', () => {
    const steps = usedLines('preppykitchen.com/preppykitchen_1');
    expect(steps[0]).toEqual([]);
    expect(steps[3]).toEqual(['1 large egg (room temperature)', '2 teaspoons vanilla extract']);
  });

  test('the line with more of its name in the step wins a shared word', () => {
    // 'Top with green onions': the onions, not the onion powder.
    const [, placed] = usedLines('castironketo.net/castironketo_1');
    expect(placed).toContain('4 green onions (chopped)');
    expect(placed).not.toContain('½ teaspoon onion powder');
  });

  test('a colour or a size never matches on its own', () => {
    const steps = usedLines('tastyoven.com/tastyoven_2');
    // 'melted white chocolate chips': the chips, not the two lines of white sugar.
    expect(steps[3]).toEqual([
      '1 tsp peppermint extract',
      '1 cup white chocolate chips (melted)',
      '4 tbsps creme de menthe liqueur (*see notes for non-alcoholic substitution)',
    ]);
  });

  test("'all ingredients except …' uses every line but those named after 'except'", () => {
    const { ingredients } = recipe('en.wikibooks.org/wikicookbook');
    const [, blend] = usedLines('en.wikibooks.org/wikicookbook');
    expect(blend).toEqual(ingredients.filter((line) => !line.includes('pie shell')));
  });

  test("'the remaining ingredients' are the lines no earlier step used", () => {
    const { ingredients } = recipe('pickuplimes.com/pickuplimes_1');
    const [first, rest] = usedLines('pickuplimes.com/pickuplimes_1');
    expect(first).toEqual(['1 medium shallot , thinly sliced', '¼ cups (60ml) white wine vinegar']);
    expect(rest).toEqual(ingredients.filter((line) => !first?.includes(line)));
  });

  test("'all the ingredients for the sauce' is a group, not the whole list", () => {
    expect(
      stepIngredients(['1 lb chicken', '1 cup orange juice'], ['Whisk all the ingredients for the sauce.']),
    ).toEqual([[]]);
  });

  /**
   * Most lines are used by some step on both halves of the fixture (split by host as the parser's
   * eval splits the corpus): 80 of 81 lines on half a, 116 of 125 on half b when this was written.
   */
  test.each(['a', 'b'] as const)('most lines are used by some step on half %s', (half) => {
    let lines = 0;
    let used = 0;
    for (const r of recipes.filter((r) => hostHalf(r.case.split('/')[0] ?? '') === half)) {
      lines += r.ingredients.length;
      used += new Set(stepIngredients(r.ingredients, r.steps).flat()).size;
    }
    expect(lines).toBeGreaterThan(50);
    expect(used / lines).toBeGreaterThan(0.8);
  });
});
