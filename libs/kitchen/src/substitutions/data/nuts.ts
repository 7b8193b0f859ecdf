import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const NUTS = family('nuts and seeds', [
  [
    'almonds|sliced almonds|slivered almonds',
    '1 cup',
    [['1 cup hazelnuts', 'easy', 0.8, 'Toast and rub off the skins.', 'vg gf'], ['1 cup toasted sunflower seeds', 'easy', 0.65, 'Nut-free crunch for salads and granola.', 'vg gf nf'], ['1 cup toasted pumpkin seeds', 'easy', 0.65, 'Nut-free crunch.', 'vg gf nf']],
  ],
  [
    'walnuts',
    '1 cup',
    [['1 cup pecans', 'easy', 0.9, 'Sweeter and less bitter.', 'vg gf'], ['1 cup toasted sunflower seeds', 'easy', 0.6, 'Nut-free crunch in brownies and bread.', 'vg gf nf'], ['1 cup toasted rolled oats', 'easy', 0.45, 'Nut-free crunch for toppings.', 'vg nf']],
  ],
  [
    'pecans',
    '1 cup',
    [['1 cup walnuts', 'easy', 0.9, 'Slightly more bitter; toast them.', 'vg gf'], ['1 cup toasted pumpkin seeds', 'easy', 0.6, 'Nut-free crunch.', 'vg gf nf']],
  ],
  [
    'hazelnuts|filberts',
    '1 cup',
    [['1 cup almonds', 'easy', 0.8, 'Milder; toast for flavour.', 'vg gf'], ['1 cup macadamia nuts', 'easy', 0.7, 'Rich and buttery.', 'vg gf']],
  ],
  [
    'cashews|raw cashews',
    '1 cup',
    [['1 cup blanched almonds', 'easy', 0.75, 'Soak and blend for creams; a little grainier.', 'vg gf'], ['1 cup macadamia nuts', 'easy', 0.8, 'Creamy and rich when blended.', 'vg gf'], ['1 cup sunflower seeds', 'moderate', 0.6, 'Soak and blend for a nut-free cream.', 'vg gf nf']],
  ],
  [
    'pine nuts|pignoli',
    '¼ cup',
    [['¼ cup toasted walnuts', 'easy', 0.75, 'The usual pesto swap; more bitter.', 'vg gf'], ['¼ cup toasted sunflower seeds', 'easy', 0.7, 'Nut-free pesto.', 'vg gf nf'], ['¼ cup blanched almonds', 'easy', 0.7, 'Mild and sweet.', 'vg gf']],
  ],
  [
    'pistachios',
    '1 cup',
    [['1 cup almonds', 'easy', 0.7, 'Less green; add a little almond extract.', 'vg gf'], ['1 cup pumpkin seeds', 'easy', 0.65, 'Green and nut-free.', 'vg gf nf']],
  ],
  [
    'macadamia nuts|macadamias',
    '1 cup',
    [['1 cup cashews', 'easy', 0.8, 'Creamy and mild.', 'vg gf'], ['1 cup Brazil nuts', 'easy', 0.7, 'Rich and buttery.', 'vg gf']],
  ],
  [
    'peanuts',
    '1 cup',
    [['1 cup roasted chickpeas', 'easy', 0.6, 'Crunchy and peanut-free.', 'vg gf nf'], ['1 cup cashews', 'easy', 0.75, 'Not safe for tree-nut allergies.', 'vg gf'], ['1 cup roasted sunflower seeds', 'easy', 0.6, 'Nut-free crunch.', 'vg gf nf']],
  ],
  [
    'almond butter',
    '1 cup',
    [['1 cup peanut butter', 'easy', 0.85, 'Stronger taste.', 'vg gf'], ['1 cup sunflower seed butter', 'easy', 0.8, 'Nut-free.', 'vg gf nf']],
  ],
  [
    'almond milk',
    '1 cup',
    [['1 cup oat milk', 'easy', 0.85, 'Creamier and nut-free.', 'vg nf'], ['1 cup soy milk', 'easy', 0.85, 'More protein; nut-free.', 'vg gf nf'], ['1 cup milk', 'easy', 0.8, 'Dairy option.', 'gf nf']],
  ],
  [
    'oat milk',
    '1 cup',
    [['1 cup soy milk', 'easy', 0.85, 'More protein.', 'vg gf nf'], ['1 cup almond milk', 'easy', 0.75, 'Thinner.', 'vg gf']],
  ],
  [
    'soy milk',
    '1 cup',
    [['1 cup oat milk', 'easy', 0.8, 'Creamy, slightly sweet.', 'vg nf'], ['1 cup pea milk', 'easy', 0.85, 'High protein, soy-free.', 'vg gf nf']],
  ],
  [
    'sesame seeds',
    '1 tbsp',
    [['1 tbsp hemp hearts', 'easy', 0.6, 'Soft, nutty seeds.', 'vg gf nf'], ['1 tbsp chopped sunflower seeds', 'easy', 0.6, 'Crunch and nuttiness.', 'vg gf nf']],
  ],
  ['sunflower seeds', '1 cup', [
    ['1 cup pumpkin seeds', 'easy', 0.85, 'Larger; chop if needed.', 'vg gf nf'],
  ]],
  ['pumpkin seeds|pepitas', '1 cup', [
    ['1 cup sunflower seeds', 'easy', 0.85, 'Smaller, similar taste.', 'vg gf nf'],
  ]],
  [
    'poppy seeds',
    '1 tbsp',
    [['1 tbsp chia seeds', 'easy', 0.65, 'Similar look in muffins and dressings.', 'vg gf nf'], ['1 tbsp black sesame seeds', 'easy', 0.7, 'Nutty crunch.', 'vg gf nf']],
  ],
  [
    'hemp seeds|hemp hearts',
    '1 tbsp',
    [['1 tbsp chia seeds', 'easy', 0.6, 'Similar nutrition; gels in liquid.', 'vg gf nf'], ['1 tbsp sunflower seeds', 'easy', 0.65, 'Nutty.', 'vg gf nf']],
  ],
  [
    'coconut flakes|flaked coconut',
    '1 cup',
    [['1 cup shredded coconut', 'easy', 0.85, 'Finer.', 'vg gf nf'], ['1 cup toasted sliced almonds', 'easy', 0.5, 'Crunchy topping.', 'vg gf']],
  ],
]);
