import fc from 'fast-check';
import { parseIngredientLine } from '../ingredients/parse-line.ts';
import { UNIT_INFO } from '../ingredients/units.ts';
import { convertLine, scaleLine } from '../scaling/scale.ts';
import { findWeighedFood, findWeighedFoodOf, WEIGHED_FOOD_COUNT } from './weighed-food.ts';

/**
 * US → metric by weight. Each expectation is the line's cups times the USDA SR26 portion weight
 * (WEIGHT.txt, NDB number and portion cited), rounded to 5 g as spec §9 rounds grams: a cook's scale
 * reads '115 g', never '113.4 g'. Sticks of butter use USDA's own 'stick' portion.
 */
// prettier-ignore
const US_TO_METRIC: ReadonlyArray<readonly [string, string, string, string]> = [
  ["1 cup all-purpose flour", "125 g all-purpose flour", '20081', "1 cup: 125 g"],
  ["2 cups flour", "250 g flour", '20081', "1 cup: 125 g"],
  ["3 ¾ cups plain flour", "470 g plain flour", '20081', "1 cup: 125 g"],
  ["½ cup all-purpose flour", "65 g all-purpose flour", '20081', "1 cup: 125 g"],
  ["1 cup self-rising flour", "125 g self-rising flour", '20082', "1 cup: 125 g"],
  ["2 cups bread flour", "275 g bread flour", '20083', "1 cup: 137 g"],
  ["1 ½ cups cake flour", "205 g cake flour", '20084', "1 cup unsifted, dipped: 137 g"],
  ["1 cup whole wheat flour", "120 g whole wheat flour", '20080', "1 cup: 120 g"],
  ["1 cup rice flour", "160 g rice flour", '20061', "1 cup: 158 g"],
  ["1 cup cornmeal", "120 g cornmeal", '20020', "1 cup: 122 g"],
  ["½ cup cornstarch", "65 g cornstarch", '20027', "1 cup: 128 g"],
  ["1 cup dry breadcrumbs", "110 g dry breadcrumbs", '18079', "1 cup: 108 g"],
  ["1 cup sugar", "200 g sugar", '19335', "1 cup: 200 g"],
  ["1 ½ cups granulated sugar", "300 g granulated sugar", '19335', "1 cup: 200 g"],
  ["¾ cup caster sugar", "150 g caster sugar", '19335', "1 cup: 200 g"],
  ["⅓ cup white sugar", "65 g white sugar", '19335', "1 cup: 200 g"],
  ["1 cup packed brown sugar", "220 g packed brown sugar", '19334', "1 cup packed: 220 g"],
  ["½ cup light brown sugar", "110 g light brown sugar", '19334', "1 cup packed: 220 g"],
  ["2 cups powdered sugar", "240 g powdered sugar", '19336', "1 cup unsifted: 120 g"],
  ["1 cup confectioners' sugar", "120 g confectioners' sugar", '19336', "1 cup unsifted: 120 g"],
  ["1 cup icing sugar", "120 g icing sugar", '19336', "1 cup unsifted: 120 g"],
  ["1 cup unsweetened cocoa powder", "85 g unsweetened cocoa powder", '19165', "1 cup: 86 g"],
  ["½ cup cocoa", "45 g cocoa", '19165', "1 cup: 86 g"],
  ["1 cup semisweet chocolate chips", "170 g semisweet chocolate chips", '19080', "1 cup chips (6 oz package): 168 g"],
  ["2 cups chocolate chips", "335 g chocolate chips", '19080', "1 cup chips (6 oz package): 168 g"],
  ["1 cup butter", "225 g butter", '01145', "1 cup: 227 g"],
  ["½ cup unsalted butter, softened", "115 g unsalted butter, softened", '01145', "1 cup: 227 g"],
  ["¾ cup salted butter", "170 g salted butter", '01145', "1 cup: 227 g"],
  ["1 stick butter", "115 g butter", '01145', "1 stick: 113 g"],
  ["2 sticks unsalted butter", "225 g unsalted butter", '01145', "1 stick: 113 g"],
  ["1 cup margarine", "225 g margarine", '04610', "1 cup: 227 g"],
  ["½ cup vegetable shortening", "105 g vegetable shortening", '04031', "1 cup: 205 g"],
  ["1 cup lard", "205 g lard", '04002', "1 cup: 205 g"],
  ["1 cup creamy peanut butter", "260 g creamy peanut butter", '16398', "1 cup: 258 g"],
  ["1 cup long-grain white rice", "185 g long-grain white rice", '20044', "1 cup: 185 g"],
  ["2 cups basmati rice", "370 g basmati rice", '20044', "1 cup: 185 g"],
  ["1 cup brown rice", "185 g brown rice", '20036', "1 cup: 185 g"],
  ["1 ½ cups arborio rice", "300 g arborio rice", '20052', "1 cup: 200 g"],
  ["1 cup wild rice", "160 g wild rice", '20088', "1 cup: 160 g"],
  ["2 cups rolled oats", "160 g rolled oats", '08120', "1 cup: 81 g"],
  ["1 cup old-fashioned oats", "80 g old-fashioned oats", '08120', "1 cup: 81 g"],
  ["1 cup quinoa", "170 g quinoa", '20035', "1 cup: 170 g"],
  ["1 cup red lentils", "190 g red lentils", '16069', "1 cup: 192 g"],
  ["1 cup couscous", "175 g couscous", '20028', "1 cup: 173 g"],
  ["1 cup bulgur", "140 g bulgur", '20012', "1 cup: 140 g"],
  ["½ cup pearl barley", "100 g pearl barley", '20005', "1 cup: 200 g"],
  ["2 cups shredded cheddar cheese", "225 g shredded cheddar cheese", '01009', "1 cup, shredded: 113 g"],
  ["1 cup sharp cheddar", "115 g sharp cheddar", '01009', "1 cup, shredded: 113 g"],
  ["1 cup shredded mozzarella", "110 g shredded mozzarella", '01026', "1 cup, shredded: 112 g"],
  ["½ cup grated parmesan cheese", "50 g grated parmesan cheese", '01032', "1 cup: 100 g"],
  ["1 cup crumbled feta", "150 g crumbled feta", '01019', "1 cup, crumbled: 150 g"],
  ["2 cups ricotta cheese", "490 g ricotta cheese", '01036', "1 cup: 246 g"],
  ["1 cup cream cheese, softened", "230 g cream cheese, softened", '01017', "1 cup: 232 g"],
  ["1 cup shredded Swiss cheese", "110 g shredded Swiss cheese", '01040', "1 cup, shredded: 108 g"],
  ["1 cup grated gruyere", "110 g grated gruyere", '01023', "1 cup, shredded: 108 g"],
  ["1 cup shredded Monterey Jack cheese", "115 g shredded Monterey Jack cheese", '01025', "1 cup, shredded: 113 g"],
  ["1 cup cottage cheese", "225 g cottage cheese", '01012', "1 cup, small curd (not packed): 225 g"],
  ["½ cup crumbled blue cheese", "70 g crumbled blue cheese", '01004', "1 cup, crumbled, not packed: 135 g"],
  ["1 cup chopped onion", "160 g chopped onion", '11282', "1 cup, chopped: 160 g"],
  ["2 cups diced yellow onions", "320 g diced yellow onions", '11282', "1 cup, chopped: 160 g"],
  ["1 cup sliced green onions", "100 g sliced green onions", '11291', "1 cup, chopped: 100 g"],
  ["1 cup chopped carrots", "130 g chopped carrots", '11124', "1 cup chopped: 128 g"],
  ["1 cup chopped celery", "100 g chopped celery", '11143', "1 cup chopped: 101 g"],
  ["1 cup chopped red bell pepper", "150 g chopped red bell pepper", '11821', "1 cup, chopped: 149 g"],
  ["1 cup chopped green pepper", "150 g chopped green pepper", '11333', "1 cup, chopped: 149 g"],
  ["2 cups chopped tomatoes", "360 g chopped tomatoes", '11529', "1 cup, chopped or sliced: 180 g"],
  ["1 cup cherry tomatoes, halved", "150 g cherry tomatoes, halved", '11529', "1 cup cherry tomatoes: 149 g"],
  ["2 cups broccoli florets", "180 g broccoli florets", '11090', "1 cup chopped: 91 g"],
  ["4 cups baby spinach", "120 g baby spinach", '11457', "1 cup: 30 g"],
  ["2 cups chopped zucchini", "250 g chopped zucchini", '11477', "1 cup, chopped: 124 g"],
  ["2 cups sliced mushrooms", "140 g sliced mushrooms", '11260', "1 cup, pieces or slices: 70 g"],
  ["3 cups shredded cabbage", "210 g shredded cabbage", '11109', "1 cup, shredded: 70 g"],
  ["1 cup frozen corn", "135 g frozen corn", '11178', "1 cup: 136 g"],
  ["1 cup frozen peas", "135 g frozen peas", '11312', "1 cup: 134 g"],
  ["2 cups green beans, trimmed", "200 g green beans, trimmed", '11052', "1 cup 1/2\" pieces: 100 g"],
  ["2 cups cauliflower florets", "215 g cauliflower florets", '11135', "1 cup chopped (1/2\" pieces): 107 g"],
  ["4 cups chopped kale", "270 g chopped kale", '11233', "1 cup, chopped: 67 g"],
  ["2 cups diced potatoes", "300 g diced potatoes", '11352', "0.5 cup, diced: 75 g"],
  ["2 cups cubed sweet potato", "265 g cubed sweet potato", '11507', "1 cup, cubes: 133 g"],
  ["1 cup sliced cucumber", "105 g sliced cucumber", '11205', "0.5 cup slices: 52 g"],
  ["½ cup chopped fresh parsley", "30 g chopped fresh parsley", '11297', "1 cup chopped: 60 g"],
  ["1 cup whole almonds", "145 g whole almonds", '12061', "1 cup, whole: 143 g"],
  ["1 cup sliced almonds", "90 g sliced almonds", '12061', "1 cup, sliced: 92 g"],
  ["½ cup slivered almonds", "55 g slivered almonds", '12061', "1 cup, slivered: 108 g"],
  ["2 cups almond flour", "190 g almond flour", '12061', "1 cup, ground: 95 g"],
  ["1 cup chopped walnuts", "115 g chopped walnuts", '12155', "1 cup, chopped: 117 g"],
  ["1 cup chopped pecans", "110 g chopped pecans", '12142', "1 cup, chopped: 109 g"],
  ["1 cup pecan halves", "100 g pecan halves", '12142', "1 cup, halves: 99 g"],
  ["1 cup roasted peanuts", "145 g roasted peanuts", '16087', "1 cup: 146 g"],
  ["1 cup hazelnuts", "135 g hazelnuts", '12120', "1 cup, whole: 135 g"],
  ["½ cup shelled pistachios", "60 g shelled pistachios", '12151', "1 cup: 123 g"],
  ["½ cup pine nuts", "70 g pine nuts", '12147', "1 cup: 135 g"],
  ["1 cup macadamia nuts", "135 g macadamia nuts", '12131', "1 cup, whole or halves: 134 g"],
  ["¼ cup sesame seeds", "35 g sesame seeds", '12023', "1 cup: 144 g"],
  ["½ cup sunflower seeds", "70 g sunflower seeds", '12036', "1 cup: 140 g"],
  ["½ cup pumpkin seeds", "65 g pumpkin seeds", '12014', "1 cup: 129 g"],
  ["1 cup shredded coconut", "95 g shredded coconut", '12179', "1 cup, shredded: 93 g"],
  ["1 cup raisins", "145 g raisins", '09298', "1 cup (not packed): 145 g"],
  ["1 cup dried cranberries", "120 g dried cranberries", '09079', "0.33 cup: 40 g"],
  ["1 cup chopped dried apricots", "130 g chopped dried apricots", '09032', "1 cup, halves: 130 g"],
  ["2 cups blueberries", "295 g blueberries", '09050', "1 cup: 148 g"],
  ["2 cups sliced strawberries", "330 g sliced strawberries", '09316', "1 cup, sliced: 166 g"],
  ["1 cup raspberries", "125 g raspberries", '09302', "1 cup: 123 g"],
  ["1 cup mashed banana", "225 g mashed banana", '09040', "1 cup, mashed: 225 g"],
  ["2 cups chopped apples", "250 g chopped apples", '09003', "1 cup, quartered or chopped: 125 g"],
  ["1 cup diced mango", "165 g diced mango", '09176', "1 cup pieces: 165 g"],
  ["1 cup pineapple chunks", "165 g pineapple chunks", '09266', "1 cup, chunks: 165 g"],
];

/** Metric → US: grams over the same USDA cup weight, to the nearest ¼ or ⅓ cup, ½ tbsp or ¼ tsp. */
// prettier-ignore
const METRIC_TO_US: ReadonlyArray<readonly [string, string, string, string]> = [
  ['250 g plain flour', '2 cups plain flour', '20081', '250 / 125 g = 2 cups'],
  ['1 kg flour', '8 cups flour', '20081', '1000 / 125 g = 8 cups'],
  ['500 g bread flour', '3 ⅔ cups bread flour', '20083', '500 / 137 g = 3.65 cups'],
  ['200 g sugar', '1 cup sugar', '19335', '200 / 200 g = 1 cup'],
  ['100 g caster sugar', '½ cup caster sugar', '19335', '100 / 200 g = 0.5 cup'],
  ['150 g brown sugar', '⅔ cup brown sugar', '19334', '150 / 220 g = 0.68 cup'],
  ['60 g icing sugar', '½ cup icing sugar', '19336', '60 / 120 g = 0.5 cup'],
  ['225 g butter', '1 cup butter', '01145', '225 / 227 g = 0.99 cup'],
  ['115 g unsalted butter', '½ cup unsalted butter', '01145', '115 / 227 g = 0.51 cup'],
  ['30 g butter', '2 tbsp butter', '01145', '30 / 227 g × 16 = 2.1 tbsp'],
  ['50 g cocoa powder', '½ cup cocoa powder', '19165', '50 / 86 g = 0.58 cup'],
  ['185 g basmati rice', '1 cup basmati rice', '20044', '185 / 185 g = 1 cup'],
  ['100 g rolled oats', '1 ¼ cups rolled oats', '08120', '100 / 81 g = 1.23 cups'],
  ['5 g salt', '¾ tsp salt', '02047', '5 / 292 g × 48 = 0.82 tsp'],
  ['100 g parmesan', '1 cup parmesan', '01032', '100 / 100 g = 1 cup'],
  ['125 g walnuts', '1 cup walnuts', '12155', '125 / 117 g = 1.07 cups'],
  ['340 g chocolate chips', '2 cups chocolate chips', '19080', '340 / 168 g = 2.02 cups'],
];

/** Liquids are measured, not weighed: they stay millilitres (cup 240 ml, rounded as spec §9 says). */
const LIQUIDS: ReadonlyArray<readonly [string, string]> = [
  ['1 cup milk', '250 ml milk'],
  ['2 cups water', '475 ml water'],
  ['¼ cup olive oil', '60 ml olive oil'],
  ['1 cup heavy cream', '250 ml heavy cream'],
  ['1 cup coconut milk', '250 ml coconut milk'],
  ['2 cups chicken broth', '475 ml chicken broth'],
  ['½ cup honey', '125 ml honey'],
  ['¼ cup maple syrup', '60 ml maple syrup'],
  ['1 tsp vanilla extract', '5 ml vanilla extract'],
  ['1 cup buttermilk', '250 ml buttermilk'],
  ['½ cup orange juice', '125 ml orange juice'],
  ['1 cup plain yogurt', '250 ml plain yogurt'],
  ['2 tbsp soy sauce', '30 ml soy sauce'],
  ['1 cup sour cream', '250 ml sour cream'],
];

/** Under 30 g a weighed food keeps its spoons (a cook spoons it); from 30 g it is weighed. */
const SPOONS: ReadonlyArray<readonly [string, string]> = [
  ['1 tsp salt', '1 tsp salt'],
  ['1 tsp baking powder', '1 tsp baking powder'],
  ['½ tsp baking soda', '½ tsp baking soda'],
  ['2 tbsp sugar', '2 tbsp sugar'],
  ['1 tbsp butter', '1 tbsp butter'],
  ['2 tbsp cocoa powder', '2 tbsp cocoa powder'],
  ['3 tbsp flour', '3 tbsp flour'],
  ['¼ cup cocoa powder', '¼ cup cocoa powder'],
  ['3 tbsp butter', '45 g butter'],
  ['4 tbsp butter', '55 g butter'],
  ['¼ cup sugar', '50 g sugar'],
];

const METRIC_LIQUIDS_TO_US: ReadonlyArray<readonly [string, string]> = [
  ['250 ml milk', '1 cup milk'],
  ['30 ml olive oil', '2 tbsp olive oil'],
  ['5 ml vanilla extract', '1 tsp vanilla extract'],
  ['75 ml oil', '⅓ cup oil'],
  ['2 l water', '8 ⅓ cups water'],
  ['2.5 ml lemon juice', '½ tsp lemon juice'],
];

describe('metric by weight: the table of USDA portions', () => {
  test('the table holds the commonly weighed foods', () => {
    expect(WEIGHED_FOOD_COUNT).toBeGreaterThanOrEqual(90);
    expect(
      US_TO_METRIC.length +
        METRIC_TO_US.length +
        LIQUIDS.length +
        SPOONS.length +
        METRIC_LIQUIDS_TO_US.length,
    ).toBeGreaterThanOrEqual(100);
  });

  test.each(US_TO_METRIC)('%s → %s (NDB %s, %s)', (line, expected, ndb) => {
    expect(convertLine(line, 'Metric').text).toBe(expected);
    const { parsed } = convertLine(line, 'Metric');
    expect(findWeighedFoodOf(parsed.ingredient, parsed.notes)?.ndb).toBe(ndb);
  });

  test.each(METRIC_TO_US)('%s → %s (NDB %s, %s)', (line, expected, ndb) => {
    expect(convertLine(line, 'US').text).toBe(expected);
    expect(findWeighedFood(convertLine(line, 'US').parsed.ingredient)?.ndb).toBe(ndb);
  });

  test.each(LIQUIDS)('a liquid stays millilitres: %s → %s', (line, expected) => {
    expect(convertLine(line, 'Metric').text).toBe(expected);
  });

  test.each(SPOONS)('spoons for small amounts: %s → %s', (line, expected) => {
    expect(convertLine(line, 'Metric').text).toBe(expected);
  });

  test.each(METRIC_LIQUIDS_TO_US)('metric liquid to US: %s → %s', (line, expected) => {
    expect(convertLine(line, 'US').text).toBe(expected);
  });

  test('fresh produce stays by weight in US recipes (ounces, pounds)', () => {
    expect(convertLine('200 g onion', 'US').text).toBe('7 oz onion');
    expect(convertLine('1 kg potatoes', 'US').text).toBe('2 ¼ lb potatoes');
  });

  test('scaling and converting together, ranges and kilograms', () => {
    expect(scaleLine('2 cups flour', 2, { system: 'Metric' }).text).toBe('500 g flour');
    expect(scaleLine('2-3 cups flour', 1, { system: 'Metric' }).text).toBe('250–375 g flour');
    expect(convertLine('10 cups flour', 'Metric').text).toBe('1.3 kg flour');
    expect(scaleLine('1 tbsp butter', 4, { system: 'Metric' }).text).toBe('55 g butter');
  });

  test('the food is the end of the name: liquids and other foods that end in a weighed word are not it', () => {
    expect(findWeighedFood('peanut butter')?.name).toBe('peanut butter');
    expect(findWeighedFood('unsalted butter')?.name).toBe('butter');
    expect(findWeighedFood('coconut milk')).toBeNull();
    expect(findWeighedFood('flour tortillas')).toBeNull();
    expect(findWeighedFood('rice vinegar')).toBeNull();
    expect(findWeighedFood('black pepper')).toBeNull();
    expect(findWeighedFood('Confectioners’ Sugar')?.ndb).toBe('19336');
    // A long untrusted name is read from its end only.
    expect(findWeighedFood(`${'very '.repeat(20_000)}bread flour`)?.ndb).toBe('20083');
    expect(findWeighedFood('-'.repeat(50_000))).toBeNull();
    // A line is parsed on its first 500 characters: no food there, so millilitres.
    expect(convertLine(`2 cups ${'x'.repeat(2_000)} flour`, 'Metric').text).toMatch(/^475 ml x+ flour$/);
  });
});

describe('metric by weight: properties', () => {
  const pantry = fc.constantFrom(
    'all-purpose flour',
    'sugar',
    'brown sugar',
    'butter',
    'rolled oats',
    'cocoa powder',
    'long-grain white rice',
    'chopped walnuts',
    'shredded cheddar cheese',
  );
  const cups = fc.integer({ min: 1, max: 48 }).map((n) => n / 4);

  test('cups to grams and back to cups stays within the rounding of each way', () => {
    fc.assert(
      fc.property(cups, pantry, (q, food) => {
        const grams = convertLine(`${q} cups ${food}`, 'Metric');
        const back = convertLine(grams.text, 'US');
        const p = parseIngredientLine(back.text);
        const ml = (p.quantity ?? 0) * (p.unit ? UNIT_INFO[p.unit].base : 0);
        const gramsPerMl = ((grams.quantity ?? 0) * (grams.unit === 'kilogram' ? 1000 : 1)) / (q * 240);
        // Grams to 5 (kg to 100 g), then cups to the nearest ¼ or ⅓ (⅛ cup at most).
        const slack = (grams.unit === 'kilogram' ? 50 : 2.5) / gramsPerMl + 30;
        return Math.abs(ml - q * 240) <= slack;
      }),
    );
  });

  test('a weighed food in grams never shows a fraction of a gram, and scaling keeps it in grams', () => {
    fc.assert(
      fc.property(
        cups,
        pantry,
        fc.integer({ min: 1, max: 20 }).map((n) => n / 4),
        (q, food, f) => {
          const r = scaleLine(`${q} cups ${food}`, f, { system: 'Metric' });
          if (r.unit === 'gram') return Number.isInteger(r.quantity) && (r.quantity ?? 0) % 5 === 0;
          return r.unit === 'kilogram' || UNIT_INFO[r.unit ?? 'cup'].system === 'US';
        },
      ),
    );
  });
});
