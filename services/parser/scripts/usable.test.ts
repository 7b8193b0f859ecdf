import {
  exactLine,
  hostHalf,
  ingredientsUsable,
  isGroupHeading,
  isStepLabel,
  matchLines,
  nearKey,
  stepsSimilarity,
  stepsUsable,
  titleUsable,
  tokenSimilarity,
  usable,
  withoutStructuredData,
} from './usable.ts';

describe('nearKey: a line nearly as written', () => {
  it('ignores case, punctuation, brackets, spacing and fraction style', () => {
    expect(nearKey('1 ½ cups Flour, sifted')).toBe(nearKey('1 1/2 cups flour (sifted)'));
    expect(nearKey('¼ cup sugar')).toBe(nearKey('1/4 Cup Sugar.'));
    expect(nearKey('2 eggs')).not.toBe(nearKey('3 eggs'));
  });
});

describe('matchLines / ingredientsUsable', () => {
  const expected = Array.from({ length: 10 }, (_, i) => `${i + 1} cups ingredient ${i + 1}`);

  it('accepts the same lines written differently, and a bracketed aside left out', () => {
    const shown = expected.map((l) => l.toUpperCase());
    shown[0] = '1 cups (250 ml) ingredient 1';
    expect(matchLines(expected, shown)).toEqual({ found: 10, expected: 10, extra: 0, shown: 10 });
    expect(ingredientsUsable(expected, shown)).toBe(true);
  });

  it('accepts one missing line in ten (90%) but not two', () => {
    expect(ingredientsUsable(expected, expected.slice(1))).toBe(true);
    expect(ingredientsUsable(expected, expected.slice(2))).toBe(false);
  });

  it('accepts 10% (+1) of the shown lines being something else, not more', () => {
    // 12 shown, 2 extra: 2 <= 1.2 + 1
    expect(ingredientsUsable(expected, [...expected, 'Home', 'Contact'])).toBe(true);
    // 13 shown, 3 extra: 3 > 1.3 + 1
    expect(ingredientsUsable(expected, [...expected, 'Home', 'Contact', 'Privacy'])).toBe(false);
  });

  it('uses each shown line once: a repeated heading does not stand in for every line', () => {
    const m = matchLines(['EGGS', '2 eggs', '1 egg yolk'], ['EGGS', 'EGGS', 'EGGS']);
    expect(m.found).toBe(1);
    expect(m.extra).toBe(2);
  });

  it('an empty result is not usable for a page with ingredients; none expected, none shown is', () => {
    expect(ingredientsUsable(expected, [])).toBe(false);
    expect(ingredientsUsable([], [])).toBe(true);
  });
});

describe('matchLines: the same amount and unit on matched lines', () => {
  it('does not match a decimal comma lost: 1,5 TL is not 15 TL although the letters are the same', () => {
    expect(matchLines(['1,5 TL Salz'], ['15 TL Salz']).found).toBe(0);
    expect(matchLines(['1,5 TL Salz'], ['1.5 TL Salz']).found).toBe(1);
    expect(matchLines(['1,5 TL Salz'], ['1,5 tl Salz']).found).toBe(1);
  });

  it('does not match a line without its asides when the amount in front differs', () => {
    expect(matchLines(['1 cup (250 ml) milk'], ['1 cup milk']).found).toBe(1);
    expect(matchLines(['1 cup (250 ml) milk'], ['1 cup (2 ml) milk']).found).toBe(1);
    expect(matchLines(['½ cup (120 ml) milk'], ['1/2 cup milk']).found).toBe(1);
    expect(matchLines(['1 1/2 cups flour'], ['11/2 cups flour']).found).toBe(0);
  });

  it('takes a unit read differently only from spacing as the same line', () => {
    expect(matchLines(['1 tablespooncream cheese'], ['1 tablespoon cream cheese']).found).toBe(1);
  });

  it('matches a unit or an amount spelled otherwise, the words of the ingredient the same', () => {
    expect(matchLines(['2 tsp pistachio extract'], ['2 teaspoons pistachio extract']).found).toBe(1);
    expect(matchLines(['0.25 cup olive oil'], ['¼ cup olive oil']).found).toBe(1);
    expect(matchLines(['2 1/2 c. flour, sifted'], ['2 ½ cups flour, sifted']).found).toBe(1);
    expect(matchLines(['0.5 onion'], ['½ onion']).found).toBe(1);
    expect(
      matchLines(['3 tbsp rosemary (or 3 tsp dried)'], ['3 tablespoons rosemary or 3 teaspoons dried']).found,
    ).toBe(1);
  });

  it('matches a line written name first with the same line written amount first', () => {
    expect(matchLines(['200 g farine'], ['Farine 200 g']).found).toBe(1);
    expect(matchLines(['1 pincée(s) Sel'], ['Sel 1 pincée(s)']).found).toBe(1);
    expect(matchLines(['1 Stück Bananen; mittel'], ['Bananen 1 Stück, mittel']).found).toBe(1);
    expect(matchLines(['2 Carrots'], ['Carrots 2']).found).toBe(1);
  });

  it('does not match a line written name first with another amount or other words', () => {
    expect(matchLines(['200 g farine'], ['Farine 250 g']).found).toBe(0);
    expect(matchLines(['200 g farine'], ['Sucre 200 g']).found).toBe(0);
    expect(matchLines(['3 tbsp butter'], ['Butter unsalted 3 tbsp or 43g']).found).toBe(0);
  });

  it('does not match other amounts, other units or other words behind a unit spelled otherwise', () => {
    expect(matchLines(['2 tsp pistachio extract'], ['2 tablespoons pistachio extract']).found).toBe(0);
    expect(matchLines(['0.25 cup olive oil'], ['½ cup olive oil']).found).toBe(0);
    expect(matchLines(['3 tbsp rosemary or 3 tsp dried'], ['3 tbsp rosemary or 3 tbsp dried']).found).toBe(0);
    expect(matchLines(['2 tsp pistachio extract'], ['2 teaspoons almond extract']).found).toBe(0);
    expect(matchLines(['Salt'], ['Pepper']).found).toBe(0);
  });

  it('a long list whose amounts all differ is not usable', () => {
    const expected = Array.from({ length: 10 }, (_, i) => `1,${i + 1} kg item ${i}`);
    const shown = expected.map((l) => l.replace(',', ''));
    expect(ingredientsUsable(expected, shown)).toBe(false);
  });
});

describe('group headings among the ingredient lines', () => {
  it('knows a heading by the expected group names or by its shape', () => {
    expect(isGroupHeading('SAUCE', ['Sauce'])).toBe(true);
    expect(isGroupHeading('For the glaze:')).toBe(true);
    expect(isGroupHeading('Topping:')).toBe(true);
    expect(isGroupHeading('for the dough')).toBe(true);
    expect(isGroupHeading('Salt')).toBe(false);
    expect(isGroupHeading('2 tbsp butter, for the pan')).toBe(false);
    expect(isGroupHeading('Zest of 1 lemon:')).toBe(false);
  });

  it('count as extra lines, even where the expected list holds them', () => {
    const lines = Array.from({ length: 6 }, (_, i) => `${i + 1} g thing ${i}`);
    const withHeads = ['For the base:', ...lines.slice(0, 3), 'For the top:', ...lines.slice(3)];
    expect(matchLines(withHeads, withHeads)).toEqual({ found: 6, expected: 6, extra: 2, shown: 8 });
    const three = ['Base', ...lines.slice(0, 2), 'Filling', ...lines.slice(2, 4), 'Top', ...lines.slice(4)];
    expect(ingredientsUsable(lines, three, ['Base', 'Filling', 'Top'])).toBe(false);
    expect(ingredientsUsable(lines, lines, ['Base', 'Filling', 'Top'])).toBe(true);
  });
});

describe('short label lines among the steps', () => {
  it('knows step numbers, step words with a number and ordinal labels', () => {
    for (const l of [
      '1',
      '2.',
      '6).',
      'Step 3',
      'stap 1',
      'Etape 2',
      'First instruction',
      'Next step',
      'Step two',
    ])
      expect(isStepLabel(l)).toBe(true);
    for (const l of ['Bake.', 'Step back and let it rest.', 'Serve with rice', '350 degrees', 'Optional'])
      expect(isStepLabel(l)).toBe(false);
  });

  it('count as extra lines: one is tolerated, one per step is not', () => {
    const steps = ['Mix the flour and the water.', 'Knead for ten minutes.', 'Bake until golden.'];
    expect(stepsUsable(steps, steps)).toEqual({ usable: true, similarity: 1, labels: 0 });
    expect(stepsUsable(steps, ['1', ...steps]).usable).toBe(true);
    const labelled = steps.flatMap((s, i) => [`Step ${i + 1}`, s]);
    expect(stepsUsable(steps, labelled)).toEqual({ usable: false, similarity: 1, labels: 3 });
    // The same labels in the expected steps do not excuse them.
    expect(stepsUsable(labelled, labelled).usable).toBe(false);
  });
});

describe('step similarity', () => {
  it('is 1 for the same text split differently, with other case and punctuation', () => {
    expect(
      stepsSimilarity(['Preheat the oven. Mix the flour.'], ['preheat the oven', 'Mix the flour!']),
    ).toBe(1);
  });

  it('counts order: the same words shuffled are less similar', () => {
    const a = 'one two three four five six seven eight nine ten'.split(' ');
    expect(tokenSimilarity(a, [...a].reverse())).toBeLessThan(0.2);
  });

  it('one missing step in ten is still 90% similar (2*45/95), three missing are not', () => {
    const steps = Array.from({ length: 10 }, (_, i) => `step ${i} text words here`);
    const sim = stepsSimilarity(steps, steps.slice(0, 9));
    expect(sim).toBeCloseTo((2 * 45) / 95, 5);
    expect(sim).toBeGreaterThanOrEqual(0.9);
    expect(stepsSimilarity(steps, steps.slice(0, 7))).toBeLessThan(0.9);
  });

  it('empty against empty is the same, empty against steps is 0', () => {
    expect(stepsSimilarity([], [])).toBe(1);
    expect(stepsSimilarity(['Bake.'], [])).toBe(0);
  });
});

describe('usable', () => {
  const exp = {
    title: 'Lemon Tart',
    ingredients: ['200 g flour', '100 g butter', '1 lemon'],
    instructions: ['Rub the butter into the flour.', 'Add the lemon zest and bake for 20 minutes.'],
  };

  it('is usable when title, lines and steps are nearly as expected', () => {
    const v = usable(exp, {
      title: 'LEMON TART',
      ingredients: ['200g flour', '100 g butter', '1 Lemon'],
      instructions: ['Rub the butter into the flour. Add the lemon zest and bake for 20 minutes.'],
    });
    expect(v.usable).toBe(true);
  });

  it('is not usable with another title, the menu as ingredients, or the steps missing', () => {
    expect(usable(exp, { ...exp, title: 'Recipes' }).usable).toBe(false);
    expect(usable(exp, { ...exp, ingredients: ['Home', 'Recipes', 'About'] }).usable).toBe(false);
    const noSteps = usable(exp, { ...exp, instructions: [] });
    expect(noSteps).toMatchObject({ usable: false, title: true, ingredients: true, instructions: false });
  });

  it('no title expected means none may be given', () => {
    expect(titleUsable(undefined, '')).toBe(true);
    expect(titleUsable(null, 'Something')).toBe(false);
  });
});

describe('hostHalf', () => {
  it('is stable and splits hosts into two halves', () => {
    expect(hostHalf('example.com')).toBe(hostHalf('EXAMPLE.com'));
    const hosts = Array.from({ length: 200 }, (_, i) => `site${i}.example`);
    const a = hosts.filter((h) => hostHalf(h) === 'a').length;
    expect(a).toBeGreaterThan(60);
    expect(a).toBeLessThan(140);
  });
});

describe('withoutStructuredData', () => {
  it('removes the JSON-LD scripts and the microdata attributes, and nothing else', () => {
    const page =
      '<head><script type="application/ld+json">{"@type":"Recipe","name":"Cake"}</script>' +
      "<script type='application/ld+json' id=x>[]</script><script>var itemprop = 1;</script></head>" +
      '<body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Cake</h1>' +
      '<li itemprop=\'recipeIngredient\' class="x">3 eggs</li><img itemprop=image src=a.jpg/></div></body>';
    expect(withoutStructuredData(page)).toBe(
      '<head><script>var itemprop = 1;</script></head>' +
        '<body><div><h1>Cake</h1><li class="x">3 eggs</li><img src=a.jpg/></div></body>',
    );
  });
});

describe('exactLine: a line as all-exact compares it', () => {
  it('takes a note in round brackets and the same note bare for the same line', () => {
    expect(exactLine('8 apples (cold (see note 1))')).toBe(exactLine('8 apples cold (see note 1)'));
    expect(exactLine('1 lb bok choy (, chopped)')).toBe(exactLine('1 lb bok choy , chopped'));
  });

  it('ignores the fraction slash and a space before a comma or full stop', () => {
    expect(exactLine('3⁄4 teaspoon baking powder')).toBe(exactLine('3/4 teaspoon baking powder'));
    expect(exactLine('½ cup milk')).toBe(exactLine('1/2 cup milk'));
    expect(exactLine('16 cl gin , Beefeater')).toBe(exactLine('16 cl gin, Beefeater'));
    expect(exactLine('Add the salt .')).toBe(exactLine('Add the salt.'));
  });

  it('still counts case, words, digits, their order and other punctuation', () => {
    expect(exactLine('Good pinch nutmeg')).not.toBe(exactLine('good pinch nutmeg'));
    expect(exactLine('2 tbsp olive oil')).not.toBe(exactLine('2 tablespoons olive oil'));
    expect(exactLine('1 cup (250 ml) milk')).not.toBe(exactLine('1 cup milk'));
    expect(exactLine('2 eggs, beaten')).not.toBe(exactLine('2 eggs beaten'));
    expect(exactLine('1 13.5 – ounce can')).not.toBe(exactLine('1 13.5-ounce can'));
    expect(exactLine('salt; pepper')).not.toBe(exactLine('salt, pepper'));
  });
});
