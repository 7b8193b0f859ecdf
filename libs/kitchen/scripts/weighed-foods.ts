/**
 * Derive the weighed-foods table (grams per US cup of the foods a metric cook weighs) from the USDA
 * SR26 portion weights, and write it to src/weights/weighed-foods.data.ts.
 *
 *   node libs/kitchen/scripts/weighed-foods.ts [--usda DIR]
 *
 * DIR defaults to ../shared/data/usda-sr26 beside the repository (WEIGHT.txt: NDB number, sequence,
 * amount, measure, grams). Each food below names its NDB number and which of its portions to use
 * ('cup, chopped' for an onion, 'cup packed' for brown sugar); the script fails when a portion is
 * missing, so a wrong NDB number cannot slip in. Liquids (milk, oils, stock, honey, syrups) are not
 * listed: a metric cook measures them in millilitres.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Source {
  /** The names a recipe calls the food, most usual first; matched on the last words of a line's name. */
  names: string[];
  ndb: string;
  /** The USDA portion's measure, exactly as WEIGHT.txt writes it after its amount. */
  measure: string;
  /** Fresh produce: bought and written by weight in US recipes too, so grams become oz and lb there. */
  fresh?: boolean;
}

// prettier-ignore
const SOURCES: Source[] = [
  // Flours and starches.
  { names: ['all-purpose flour', 'flour', 'plain flour', 'ap flour', 'white flour'], ndb: '20081', measure: 'cup' },
  { names: ['self-rising flour', 'self-raising flour'], ndb: '20082', measure: 'cup' },
  { names: ['bread flour', 'strong flour', 'strong white flour'], ndb: '20083', measure: 'cup' },
  { names: ['cake flour'], ndb: '20084', measure: 'cup unsifted, dipped' },
  { names: ['whole wheat flour', 'whole-wheat flour', 'wholemeal flour', 'whole grain flour'], ndb: '20080', measure: 'cup' },
  { names: ['rice flour'], ndb: '20061', measure: 'cup' },
  { names: ['cornmeal', 'polenta'], ndb: '20020', measure: 'cup' },
  { names: ['cornstarch', 'corn starch', 'cornflour'], ndb: '20027', measure: 'cup' },
  { names: ['breadcrumbs', 'bread crumbs', 'dry breadcrumbs'], ndb: '18079', measure: 'cup' },
  // Sugars, leaveners, salt.
  { names: ['sugar', 'granulated sugar', 'white sugar', 'caster sugar', 'superfine sugar', 'cane sugar'], ndb: '19335', measure: 'cup' },
  { names: ['brown sugar', 'light brown sugar', 'dark brown sugar'], ndb: '19334', measure: 'cup packed' },
  { names: ['powdered sugar', 'confectioners sugar', 'icing sugar'], ndb: '19336', measure: 'cup unsifted' },
  { names: ['baking powder'], ndb: '18369', measure: 'tsp' },
  { names: ['baking soda', 'bicarbonate of soda', 'bicarb soda'], ndb: '18372', measure: 'tsp' },
  { names: ['salt', 'table salt', 'fine salt'], ndb: '02047', measure: 'cup' },
  { names: ['cocoa powder', 'cocoa', 'unsweetened cocoa', 'unsweetened cocoa powder', 'cacao powder'], ndb: '19165', measure: 'cup' },
  { names: ['chocolate chips', 'chocolate chip', 'semisweet chocolate chips', 'chocolate morsels'], ndb: '19080', measure: 'cup chips (6 oz package)' },
  // Fats weighed in metric kitchens.
  { names: ['butter', 'unsalted butter', 'salted butter'], ndb: '01145', measure: 'cup' },
  { names: ['margarine'], ndb: '04610', measure: 'cup' },
  { names: ['shortening', 'vegetable shortening'], ndb: '04031', measure: 'cup' },
  { names: ['lard'], ndb: '04002', measure: 'cup' },
  { names: ['peanut butter'], ndb: '16398', measure: 'cup' },
  // Grains and pulses.
  { names: ['rice', 'white rice', 'long-grain rice', 'long grain rice', 'basmati rice', 'jasmine rice'], ndb: '20044', measure: 'cup' },
  { names: ['brown rice'], ndb: '20036', measure: 'cup' },
  { names: ['short-grain rice', 'arborio rice', 'risotto rice', 'sushi rice'], ndb: '20052', measure: 'cup' },
  { names: ['wild rice'], ndb: '20088', measure: 'cup' },
  { names: ['rolled oats', 'oats', 'old-fashioned oats', 'quick oats', 'porridge oats', 'oatmeal'], ndb: '08120', measure: 'cup' },
  { names: ['quinoa'], ndb: '20035', measure: 'cup' },
  { names: ['lentils', 'lentil', 'red lentils', 'green lentils'], ndb: '16069', measure: 'cup' },
  { names: ['couscous'], ndb: '20028', measure: 'cup' },
  { names: ['bulgur', 'bulgur wheat', 'bulghur'], ndb: '20012', measure: 'cup' },
  { names: ['pearl barley', 'barley'], ndb: '20005', measure: 'cup' },
  // Cheeses.
  { names: ['cheddar', 'cheddar cheese', 'cheese', 'shredded cheese', 'grated cheese'], ndb: '01009', measure: 'cup, shredded' },
  { names: ['mozzarella', 'mozzarella cheese'], ndb: '01026', measure: 'cup, shredded' },
  { names: ['parmesan', 'parmesan cheese', 'parmigiano-reggiano', 'parmigiano reggiano', 'pecorino'], ndb: '01032', measure: 'cup' },
  { names: ['feta', 'feta cheese'], ndb: '01019', measure: 'cup, crumbled' },
  { names: ['ricotta', 'ricotta cheese'], ndb: '01036', measure: 'cup' },
  { names: ['cream cheese'], ndb: '01017', measure: 'cup' },
  { names: ['swiss cheese', 'swiss'], ndb: '01040', measure: 'cup, shredded' },
  { names: ['gruyere', 'gruyere cheese', 'gruyère', 'gruyère cheese'], ndb: '01023', measure: 'cup, shredded' },
  { names: ['monterey jack', 'monterey jack cheese', 'jack cheese', 'pepper jack'], ndb: '01025', measure: 'cup, shredded' },
  { names: ['cottage cheese'], ndb: '01012', measure: 'cup, small curd (not packed)' },
  { names: ['blue cheese', 'gorgonzola'], ndb: '01004', measure: 'cup, crumbled, not packed' },
  // Chopped vegetables and herbs.
  { names: ['onion', 'yellow onion', 'white onion', 'red onion', 'brown onion', 'sweet onion'], ndb: '11282', measure: 'cup, chopped', fresh: true },
  { names: ['green onion', 'scallion', 'spring onion'], ndb: '11291', measure: 'cup, chopped', fresh: true },
  { names: ['carrot'], ndb: '11124', measure: 'cup chopped', fresh: true },
  { names: ['celery'], ndb: '11143', measure: 'cup chopped', fresh: true },
  { names: ['bell pepper', 'red bell pepper', 'red pepper', 'capsicum', 'yellow bell pepper'], ndb: '11821', measure: 'cup, chopped', fresh: true },
  { names: ['green bell pepper', 'green pepper'], ndb: '11333', measure: 'cup, chopped', fresh: true },
  { names: ['tomato'], ndb: '11529', measure: 'cup, chopped or sliced', fresh: true },
  { names: ['cherry tomato', 'grape tomato'], ndb: '11529', measure: 'cup cherry tomatoes', fresh: true },
  { names: ['broccoli', 'broccoli floret'], ndb: '11090', measure: 'cup chopped', fresh: true },
  { names: ['spinach', 'baby spinach'], ndb: '11457', measure: 'cup', fresh: true },
  { names: ['zucchini', 'courgette'], ndb: '11477', measure: 'cup, chopped', fresh: true },
  { names: ['mushroom', 'white mushroom', 'button mushroom'], ndb: '11260', measure: 'cup, pieces or slices', fresh: true },
  { names: ['cabbage'], ndb: '11109', measure: 'cup, shredded', fresh: true },
  { names: ['corn', 'corn kernel', 'sweetcorn', 'frozen corn'], ndb: '11178', measure: 'cup', fresh: true },
  { names: ['pea', 'green pea', 'frozen pea'], ndb: '11312', measure: 'cup', fresh: true },
  { names: ['green bean', 'string bean'], ndb: '11052', measure: 'cup 1/2" pieces', fresh: true },
  { names: ['cauliflower', 'cauliflower floret'], ndb: '11135', measure: 'cup chopped (1/2" pieces)', fresh: true },
  { names: ['kale'], ndb: '11233', measure: 'cup, chopped', fresh: true },
  { names: ['potato'], ndb: '11352', measure: 'cup, diced', fresh: true },
  { names: ['sweet potato'], ndb: '11507', measure: 'cup, cubes', fresh: true },
  { names: ['cucumber'], ndb: '11205', measure: 'cup slices', fresh: true },
  { names: ['garlic'], ndb: '11215', measure: 'cup' },
  { names: ['parsley', 'flat-leaf parsley', 'italian parsley'], ndb: '11297', measure: 'cup chopped' },
  { names: ['cilantro', 'coriander leaves'], ndb: '11165', measure: 'cup' },
  // Nuts and seeds.
  { names: ['almond', 'whole almond'], ndb: '12061', measure: 'cup, whole' },
  { names: ['sliced almond', 'flaked almond'], ndb: '12061', measure: 'cup, sliced' },
  { names: ['slivered almond'], ndb: '12061', measure: 'cup, slivered' },
  { names: ['ground almond', 'almond meal', 'almond flour'], ndb: '12061', measure: 'cup, ground' },
  { names: ['walnut', 'walnut piece'], ndb: '12155', measure: 'cup, chopped' },
  { names: ['pecan', 'pecan piece'], ndb: '12142', measure: 'cup, chopped' },
  { names: ['pecan half', 'pecan halve'], ndb: '12142', measure: 'cup, halves' },
  { names: ['peanut'], ndb: '16087', measure: 'cup' },
  { names: ['hazelnut', 'filbert'], ndb: '12120', measure: 'cup, whole' },
  { names: ['pistachio'], ndb: '12151', measure: 'cup' },
  { names: ['pine nut'], ndb: '12147', measure: 'cup' },
  { names: ['macadamia nut', 'macadamia'], ndb: '12131', measure: 'cup, whole or halves' },
  { names: ['sesame seed'], ndb: '12023', measure: 'cup' },
  { names: ['flaxseed', 'flax seed', 'linseed'], ndb: '12220', measure: 'cup, whole' },
  { names: ['sunflower seed'], ndb: '12036', measure: 'cup' },
  { names: ['pumpkin seed', 'pepita'], ndb: '12014', measure: 'cup' },
  { names: ['shredded coconut', 'coconut', 'desiccated coconut', 'flaked coconut', 'sweetened coconut'], ndb: '12179', measure: 'cup, shredded' },
  // Fruit, fresh and dried.
  { names: ['raisin', 'sultana', 'golden raisin'], ndb: '09298', measure: 'cup (not packed)' },
  { names: ['dried cranberry', 'craisin'], ndb: '09079', measure: 'cup' },
  { names: ['dried apricot'], ndb: '09032', measure: 'cup, halves' },
  { names: ['dried fig'], ndb: '09094', measure: 'cup' },
  { names: ['dried cherry'], ndb: '09044', measure: 'cup' },
  { names: ['blueberry'], ndb: '09050', measure: 'cup', fresh: true },
  { names: ['strawberry'], ndb: '09316', measure: 'cup, sliced', fresh: true },
  { names: ['raspberry'], ndb: '09302', measure: 'cup', fresh: true },
  { names: ['banana', 'mashed banana'], ndb: '09040', measure: 'cup, mashed', fresh: true },
  { names: ['apple'], ndb: '09003', measure: 'cup, quartered or chopped', fresh: true },
  { names: ['mango', 'mango chunk'], ndb: '09176', measure: 'cup pieces', fresh: true },
  { names: ['pineapple', 'pineapple chunk'], ndb: '09266', measure: 'cup, chunks', fresh: true },
  { names: ['cherry'], ndb: '09070', measure: 'cup, without pits', fresh: true },
];

/** US measures in cups (USDA writes 'cup', 'tbsp', 'tablespoon', 'tsp'). */
const MEASURE_CUPS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^cups?\b/, 1],
  [/^(?:tbsp|tablespoons?)\b/, 1 / 16],
  [/^tsp\b/, 1 / 48],
];

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const here = path.dirname(new URL(import.meta.url).pathname);
const usda = argument('--usda', path.resolve(here, '../../../../shared/data/usda-sr26'));
const out = path.resolve(here, '../src/weights/weighed-foods.data.ts');

const portions = new Map<string, { amount: number; measure: string; grams: number }[]>();
for (const row of fs.readFileSync(path.join(usda, 'WEIGHT.txt'), 'latin1').split(/\r?\n/)) {
  const fields = row.split('^').map((f) => f.replace(/^~|~$/g, ''));
  const [ndb, , amount, measure, grams] = fields;
  if (!ndb || !measure) continue;
  const list = portions.get(ndb) ?? [];
  list.push({ amount: Number(amount), measure, grams: Number(grams) });
  portions.set(ndb, list);
}

const rows = SOURCES.map((source) => {
  // A whole portion ('1 cup') before a part of one ('.5 cup') when USDA gives both.
  const candidates = (portions.get(source.ndb) ?? []).filter((p) => p.measure === source.measure);
  const portion = candidates.find((p) => p.amount === 1) ?? candidates[0];
  if (!portion) throw new Error(`NDB ${source.ndb} has no portion '${source.measure}'`);
  const cups = MEASURE_CUPS.find(([re]) => re.test(portion.measure))?.[1];
  if (cups === undefined) throw new Error(`'${portion.measure}' is not a US volume`);
  const perCup = Math.round((portion.grams / (portion.amount * cups)) * 10) / 10;
  const fresh = source.fresh ? ', 1' : '';
  // Written as prettier writes it, so a re-run of the script leaves the committed file unchanged.
  return `  ['${source.ndb}', ${perCup}, '${source.names.join('|')}'${fresh}],`;
});

fs.writeFileSync(
  out,
  `// Generated by libs/kitchen/scripts/weighed-foods.ts from USDA SR26 WEIGHT.txt; do not edit.
// Each row: NDB number, grams per US cup (240 ml) from the USDA portion, the names a recipe uses,
// and 1 for fresh produce (written by weight in US recipes too).
export const WEIGHED_FOOD_ROWS: ReadonlyArray<readonly [string, number, string, 1?]> = [
${rows.join('\n')}
];
`,
);
console.log(`${rows.length} weighed foods written to ${path.relative(process.cwd(), out)}`);
