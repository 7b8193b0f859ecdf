import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const FATS = family('fats and oils', [
  ['vegetable oil|neutral oil|canola oil|rapeseed oil|sunflower oil', '1 cup', [
    ['1 cup grapeseed oil', 'easy', 0.9, 'Neutral and good for high heat.', 'vg gf nf'],
    ['1 cup melted coconut oil', 'easy', 0.75, 'For baking; use refined coconut oil for no coconut taste.', 'vg gf nf'],
    ['1 cup melted butter', 'easy', 0.8, 'Richer taste in cakes and muffins; not for deep frying.', 'gf nf'],
    ['1 cup unsweetened applesauce', 'easy', 0.6, 'Lower fat in muffins and quick breads; denser. Replace up to half the oil for the best crumb.', 'vg gf nf'],
    ['1 cup light olive oil', 'easy', 0.8, 'Mild enough for most cooking and baking.', 'vg gf nf'],
  ]],
  ['olive oil|extra-virgin olive oil|extra virgin olive oil', '1 cup', [
    ['1 cup avocado oil', 'easy', 0.85, 'Mild and buttery; handles high heat.', 'vg gf nf'],
    ['1 cup vegetable oil', 'easy', 0.8, 'Neutral for cooking and baking; loses the olive taste in dressings.', 'vg gf nf'],
    ['1 cup melted butter', 'easy', 0.65, 'For sautéing and baking; burns at high heat.', 'gf nf'],
  ]],
  [
    'coconut oil',
    '1 cup',
    [['1 cup butter', 'easy', 0.8, 'Solid for solid, melted for melted; adds butter taste.', 'gf nf'], ['1 cup vegetable shortening', 'easy', 0.85, 'Solid fat for pastry and frying.', 'vg gf nf'], ['1 cup vegetable oil', 'easy', 0.75, 'Where the coconut oil is melted.', 'vg gf nf']],
  ],
  ['vegetable shortening|shortening|crisco', '1 cup', [
    ['1 ⅛ cups butter', 'easy', 0.8, 'Butter is 80% fat; the extra makes up the difference. Tastier, slightly less flaky.', 'gf nf'],
    ['1 cup solid coconut oil', 'easy', 0.8, 'Solid plant fat for pastry and frosting.', 'vg gf nf'],
    ['1 cup lard', 'easy', 0.85, 'Very flaky pastry.', 'gf nf'],
  ]],
  [
    'lard',
    '1 cup',
    [['1 cup vegetable shortening', 'easy', 0.85, 'Flaky pastry and frying without the pork.', 'vg gf nf'], ['1 ⅛ cups butter', 'easy', 0.75, 'Richer taste, slightly less flaky.', 'gf nf']],
  ],
  ['sesame oil|toasted sesame oil', '1 tbsp', [
    ['1 tbsp vegetable oil + 1 tsp toasted sesame seeds', 'easy', 0.6, 'Crush the seeds to bring out the nutty taste.', 'vg gf nf'],
    ['1 tbsp perilla oil', 'easy', 0.7, 'Nutty Korean oil; use as a finishing oil.', 'vg gf nf'],
    ['1 tbsp walnut oil', 'easy', 0.55, 'Nutty finishing oil for dressings; not for frying.', 'vg gf'],
  ]],
  [
    'avocado oil',
    '1 cup',
    [['1 cup light olive oil', 'easy', 0.85, 'Mild with a high smoke point.', 'vg gf nf'], ['1 cup grapeseed oil', 'easy', 0.85, 'Neutral for searing and dressings.', 'vg gf nf']],
  ],
  ['peanut oil|groundnut oil', '1 cup', [
    ['1 cup vegetable oil', 'easy', 0.85, 'Neutral and good for deep frying; safe for peanut allergies.', 'vg gf nf'],
    ['1 cup rice bran oil', 'easy', 0.85, 'High smoke point for wok cooking.', 'vg gf nf'],
  ]],
  ['bacon fat|bacon grease|bacon drippings', '1 tbsp', [
    ['1 tbsp butter + ¼ tsp smoked paprika', 'easy', 0.6, 'Adds the smoky note to greens and beans.', 'gf nf'],
    ['1 tbsp olive oil + ¼ tsp smoked paprika', 'easy', 0.55, 'Smoky and vegan.', 'vg gf nf'],
  ]],
  [
    'margarine',
    '1 cup',
    [['1 cup butter', 'easy', 0.9, 'Swaps one-for-one with a richer taste.', 'gf nf'], ['1 cup vegan butter block', 'easy', 0.9, 'Plant-based, bakes like butter.', 'vg gf']],
  ],
  ['cooking spray|nonstick spray', '1 tbsp', [
    ['1 tbsp vegetable oil', 'easy', 0.9, 'Brush a thin layer with a paper towel or pastry brush.', 'vg gf nf'],
    ['1 tbsp soft butter + 1 tbsp flour', 'easy', 0.85, 'Grease then dust for cake tins.', 'nf', { as: 'buttered and floured tin' }],
  ]],
  [
    'duck fat|goose fat|schmaltz',
    '1 tbsp',
    [['1 tbsp lard', 'easy', 0.75, 'Roasts potatoes just as crisp.', 'gf nf'], ['1 tbsp ghee', 'easy', 0.7, 'High heat and rich taste.', 'gf nf'], ['1 tbsp olive oil', 'easy', 0.6, 'Plant-based roasting fat.', 'vg gf nf']],
  ],
  ['suet|beef suet', '1 cup', [
    ['1 cup vegetable suet', 'easy', 0.9, 'Made for dumplings and puddings; vegetarian.', 'vg nf'],
    ['1 cup frozen grated butter', 'moderate', 0.65, 'Grate cold into the flour; pastry is softer.', 'gf nf'],
  ]],
]);
