import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const LEAVENERS = family('leaveners and thickeners', [
  ['baking powder', '1 tsp', [
    ['¼ tsp baking soda + ½ tsp cream of tartar', 'easy', 0.9, 'Homemade single-acting baking powder; bake straight away.', 'vg gf nf'],
    ['¼ tsp baking soda + ½ cup buttermilk', 'moderate', 0.75, 'Cut another liquid in the recipe by ½ cup.', 'gf nf'],
    ['¼ tsp baking soda + ½ tsp lemon juice', 'easy', 0.7, 'Mix into the wet ingredients and bake quickly.', 'vg gf nf'],
  ]],
  ['baking soda|bicarbonate of soda|bicarb', '1 tsp', [
    ['3 tsp baking powder', 'easy', 0.7, 'Three times as much; some bitterness and less browning. Any acid in the recipe stays tangy.', 'vg gf nf'],
    ['1 tsp potassium bicarbonate', 'moderate', 0.75, 'A sodium-free leavener that swaps one-for-one; add a pinch of salt.', 'vg gf nf'],
  ]],
  [
    'cream of tartar',
    '½ tsp',
    [['1 tsp lemon juice', 'easy', 0.8, 'Stabilizes egg whites and supplies acid.', 'vg gf nf'], ['1 tsp white vinegar', 'easy', 0.8, 'Stabilizes egg whites; no taste when baked.', 'vg gf nf']],
  ],
  ['active dry yeast|dry yeast', '1 packet', [
    ['2 ¼ tsp instant yeast', 'easy', 0.95, 'One packet is 2 ¼ tsp; mix instant yeast with the flour and expect a faster rise.', 'vg gf nf'],
    ['0.6 oz fresh yeast', 'easy', 0.9, 'Crumble the cake into warm liquid.', 'vg gf nf', { as: 'fresh yeast' }],
    ['1 cup sourdough starter', 'advanced', 0.6, 'Remove ½ cup each of flour and water from the recipe; the rise is slower and tangier.', 'vg nf'],
  ]],
  ['instant yeast|rapid rise yeast', '1 tsp', [
    ['1 ¼ tsp active dry yeast', 'easy', 0.9, 'Dissolve in the warm liquid for 5 minutes first; the rise is a little slower.', 'vg gf nf'],
  ]],
  ['fresh yeast|cake yeast|compressed yeast', '1 oz', [
    ['3 tsp active dry yeast', 'easy', 0.9, 'About a third of the weight of fresh yeast; dissolve in warm liquid first.', 'vg gf nf'],
    ['2 ¼ tsp instant yeast', 'easy', 0.9, 'About a quarter of the weight of fresh yeast; mix straight into the flour.', 'vg gf nf'],
  ]],
  ['gelatin|gelatine|powdered gelatin', '1 tbsp', [
    ['1 tsp agar powder', 'moderate', 0.75, 'Boil it for 2 minutes to activate; sets firmer and at room temperature.', 'vg gf nf'],
    ['1 tbsp agar flakes', 'moderate', 0.7, 'Simmer until dissolved, about 5 minutes.', 'vg gf nf'],
    ['5 sheets gelatin', 'easy', 0.85, 'Bloom in cold water, squeeze and melt into warm liquid. Sheet strength varies by grade; check the packet.', 'gf nf', { as: 'leaf gelatin' }],
  ]],
  ['xanthan gum', '1 tsp', [
    ['1 tsp guar gum', 'easy', 0.85, 'Works the same in gluten-free baking; better in cold dishes.', 'vg gf nf'],
    ['2 tsp psyllium husk powder', 'moderate', 0.75, 'Binds gluten-free bread well; add a little more water.', 'vg gf nf'],
    ['2 tsp ground chia seeds', 'moderate', 0.6, 'Binds gluten-free bakes; add 2 tbsp water.', 'vg gf nf'],
  ]],
  [
    'arrowroot|arrowroot powder|arrowroot starch',
    '1 tbsp',
    [['1 tbsp cornstarch', 'easy', 0.9, 'Thickens the same but sauces turn slightly opaque.', 'vg gf nf'], ['1 tbsp tapioca starch', 'easy', 0.9, 'Clear and glossy; fine for fruit fillings.', 'vg gf nf']],
  ],
  [
    'tapioca starch|tapioca flour',
    '1 tbsp',
    [['1 ½ tsp cornstarch', 'easy', 0.8, 'Half as much thickens the same; less chewy.', 'vg gf nf'], ['1 tbsp arrowroot powder', 'easy', 0.85, 'Clear and glossy.', 'vg gf nf']],
  ],
  [
    'potato starch',
    '1 tbsp',
    [['1 tbsp cornstarch', 'easy', 0.85, 'Thickens the same; coatings slightly less crisp.', 'vg gf nf'], ['1 tbsp arrowroot powder', 'easy', 0.85, 'Clear thickening.', 'vg gf nf']],
  ],
  ['flour for thickening', '2 tbsp', [
    ['1 tbsp cornstarch', 'easy', 0.85, 'Mix with cold water first, stir in and simmer 1 minute.', 'vg gf nf'],
    ['1 tbsp arrowroot powder', 'easy', 0.8, 'Glossy and gluten-free; add at the end.', 'vg gf nf'],
  ]],
  ['pectin|fruit pectin', '1 packet', [
    ['1 grated green apple', 'moderate', 0.6, 'Apples and their peel are rich in pectin; cook longer for a softer set.', 'vg gf nf', { as: 'grated tart apple' }],
    ['2 tbsp chia seeds', 'easy', 0.65, 'Stir into cooked fruit for a quick, no-sugar "jam".', 'vg gf nf'],
  ]],
  [
    'chia seeds',
    '1 tbsp',
    [['1 tbsp ground flaxseed', 'easy', 0.8, 'Same binding gel with water.', 'vg gf nf'], ['1 tbsp basil seeds', 'easy', 0.75, 'Gel even faster.', 'vg gf nf']],
  ],
  [
    'ground flaxseed|flaxseed meal|linseed',
    '1 tbsp',
    [['1 tbsp chia seeds', 'easy', 0.8, 'Gel with water the same way; visible seeds.', 'vg gf nf'], ['1 tsp psyllium husk powder', 'moderate', 0.7, 'Strong binder; add water.', 'vg gf nf']],
  ],
]);
