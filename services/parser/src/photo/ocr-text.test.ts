import {
  dropListBlankLines,
  fixEnye,
  fixLetterL,
  fixUnits,
  joinWrappedLines,
  joinWrappedTitle,
  repairFractions,
} from './ocr-text.ts';

describe('lines OCR broke that print had joined', () => {
  test('a line filling the column followed by a lower-case line is one line; a short lower-case line is its own', () => {
    const text = [
      '1 (10 3/4 oz) can cream of mushroom',
      'soup',
      '3 cups chicken broth',
      'salt',
      '1 tablespoon white wine vinegar.',
      'pepper',
    ].join('\n');
    expect(joinWrappedLines(text).split('\n')).toEqual([
      '1 (10 3/4 oz) can cream of mushroom soup',
      '3 cups chicken broth',
      'salt',
      '1 tablespoon white wine vinegar.',
      'pepper',
    ]);
  });

  test('a title over two short lines is one title; facts or amounts in the first paragraph are left alone', () => {
    expect(joinWrappedTitle('Butternut Squash Mac and Cheese with\nBroccoli\n\nMakes 6 cups\n')).toBe(
      'Butternut Squash Mac and Cheese with Broccoli\n\nMakes 6 cups\n',
    );
    expect(joinWrappedTitle('Dal\nServes 4\n\nIngredients\n')).toBe('Dal\nServes 4\n\nIngredients\n');
    expect(joinWrappedTitle('Dal\n200 g lentils\n\nMethod\n')).toBe('Dal\n200 g lentils\n\nMethod\n');
  });
});

test('units OCR misreads after an amount are mended; fractions are left to repairFractions', () => {
  expect(
    fixUnits('4 Ibs chuck roast\n2 1bs short ribs\n600g/1lb 50z cream cheese\n1 thsp. oil\n1 % cups'),
  ).toBe('4 lbs chuck roast\n2 lbs short ribs\n600g/1lb 5oz cream cheese\n1 tbsp. oil\n1 % cups');
  expect(fixUnits('Ibsen 0zone thsp')).toBe('Ibsen 0zone thsp');
  // After a fraction read from its glyph, with no space, and in the plural.
  expect(fixUnits('100g/3½0z butter\n600g/1Ib cheese\n2 thsps oil\n1½Ibs beef')).toBe(
    '100g/3½oz butter\n600g/1lb cheese\n2 tbsps oil\n1½lbs beef',
  );
});

test("a metric unit's 'l' read '|', 'I' or '1', grams read '9' beside ounces, 'k9' for kg", () => {
  expect(
    fixUnits('600mI milk\n2 d| water\n5 c1 rum\n1 |b beef\n2 |bs pork\n2 k9 flour\n150 mi almond drink'),
  ).toBe('600ml milk\n2 dl water\n5 cl rum\n1 lb beef\n2 lbs pork\n2 kg flour\n150 ml almond drink');
  expect(fixUnits('400 mil Sahne\n1,2 | Gemüsebouillon\n600 q de berenjena')).toBe(
    '400 ml Sahne\n1,2 l Gemüsebouillon\n600 g de berenjena',
  );
  // Words that only start so, an Italian '2 di uova' (two eggs), a '|' between numbers.
  expect(fixUnits('2 minced onions\n3 mins\n10 mi.\n2 di uova\n2 miles\n1 | 2\n3 quarts')).toBe(
    '2 minced onions\n3 mins\n10 mi.\n2 di uova\n2 miles\n1 | 2\n3 quarts',
  );
  expect(fixUnits('759/2½oz butter\n450 9/1lb sugar\n1209 / 4 oz flour')).toBe(
    '75g/2½oz butter\n450 g/1lb sugar\n120g / 4 oz flour',
  );
  expect(fixUnits('3 cups (3729) flour\n¾ cup (184 9) sour cream')).toBe(
    '3 cups (372g) flour\n¾ cup (184 g) sour cream',
  );
  // A '9' that is a number of its own stays: no ounces after it, a dimension, a year in a step.
  expect(fixUnits('1 9-inch pan\n2 9/10 cups\n1 mIxed\nAs in the first book (1849).')).toBe(
    '1 9-inch pan\n2 9/10 cups\n1 mIxed\nAs in the first book (1849).',
  );
});

test("an 'l' read '|', '1' or 'I' inside a lower-case word; capitals, numbers and a lone '|' left", () => {
  expect(fixLetterL('1 tsp sa|t\n2 cups mi1k\n1 cup miIk\n1 |emon\n2 cups a|l-purpose flour')).toBe(
    '1 tsp salt\n2 cups milk\n1 cup milk\n1 lemon\n2 cups all-purpose flour',
  );
  expect(fixLetterL('McIntosh apples\nIn a bowl, 1cup\n(| like it)\nstep1\n1 | 2')).toBe(
    'McIntosh apples\nIn a bowl, 1cup\n(| like it)\nstep1\n1 | 2',
  );
});

test("an 'ñ' read 'fi' between a vowel and an 'o' or a further 'a'; English 'fi' before 'e' or a last 'a' left", () => {
  expect(fixEnye('1 jalapefio, diced\n2 jalapefios\na pifiata cake')).toBe(
    '1 jalapeño, diced\n2 jalapeños\na piñata cake',
  );
  expect(fixEnye('emulsified butter\nSofia\nsolidified fat\nfinal')).toBe(
    'emulsified butter\nSofia\nsolidified fat\nfinal',
  );
});

describe('fractions OCR misread in amount position', () => {
  test("the shapes that stand for one fraction are mended, after a whole number or not, the line's spacing kept", () => {
    const read = [
      'Y4 cup water',
      'Ya cups (32g) cornstarch',
      '¥s cup oil',
      '¥, cup olive oil',
      '2 Y% cups (312.5 g) flour',
      '¥% cup butter,',
      '2%: tsp baking powder',
      '%: cup flour',
      '%3 cup good olive oil',
      '%/3 Cup Brown Sugar',
      '- Y4 tsp salt',
    ].join('\n');
    expect(repairFractions(read)).toEqual({
      text: [
        '¼ cup water',
        '¼ cups (32g) cornstarch',
        '⅓ cup oil',
        '¼ cup olive oil',
        '2 ½ cups (312.5 g) flour',
        '½ cup butter,',
        '2½ tsp baking powder',
        '½ cup flour',
        '⅔ cup good olive oil',
        '⅔ Cup Brown Sugar',
        '- ¼ tsp salt',
      ].join('\n'),
      guessed: [],
    });
  });

  test("a lone '%' or '¥' is read as ½, and the line is listed as a guess", () => {
    expect(
      repairFractions('Chili\n% cup cocoa powder\n1% pounds eggplant\n3 % cups sugar\n¥ tsp salt\n2 eggs'),
    ).toEqual({
      text: 'Chili\n½ cup cocoa powder\n1½ pounds eggplant\n3 ½ cups sugar\n½ tsp salt\n2 eggs',
      guessed: ['½ cup cocoa powder', '1½ pounds eggplant', '3 ½ cups sugar', '½ tsp salt'],
    });
  });

  test("what could be anything is left as read: a lone Y, 'Ys' or '¥:', a digit, a percentage, a fraction inside a line", () => {
    const read = [
      'Y cup cocoa powder',
      'Ys cup sugar',
      '¥: cup sugar',
      '4 teaspoon kosher salt',
      '3 cups maple syrup',
      '1 cup 2% milk',
      '2% milk',
      'Your choice of toppings',
      'Bake 20 minutes at 50% power.',
      'Reduce to % cup.',
    ].join('\n');
    expect(repairFractions(read)).toEqual({ text: read, guessed: [] });
  });
});

test('a bracket closed on the next line, or a line ending in a comma, joins its wrapped rest', () => {
  const text = [
    '2 ½ cups all-purpose flour',
    '½ cup (1 stick / 113 g) unsalted butter,',
    '(melted, divided)',
    '1 cup Parmigiano Reggiano,',
    'microplaned or finely grated',
    '1 24-ounce jar tomato sauce (or 1.5 jars of A Very Good',
    'Tomato Sauce)',
    '2 eggs (large)',
    '1) Preheat the oven.',
  ].join('\n');
  expect(joinWrappedLines(text).split('\n')).toEqual([
    '2 ½ cups all-purpose flour',
    '½ cup (1 stick / 113 g) unsalted butter, (melted, divided)',
    '1 cup Parmigiano Reggiano, microplaned or finely grated',
    '1 24-ounce jar tomato sauce (or 1.5 jars of A Very Good Tomato Sauce)',
    '2 eggs (large)',
    '1) Preheat the oven.',
  ]);
});

test("tesseract's blank lines inside a list are dropped, so a group's name stands between blank lines", () => {
  expect(
    dropListBlankLines('Ingredients\n\nChicken\n\n1 lb chicken\n\n2 tsp salt\n\nSauce\n\n1 cup soy sauce'),
  ).toBe('Ingredients\n\nChicken\n1 lb chicken\n2 tsp salt\n\nSauce\n1 cup soy sauce');
});
