import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const EGGS = family('eggs', [
  ['egg|eggs|whole egg|large egg', '1 egg', [
    ['1 tbsp ground flaxseed + 3 tbsp water', 'easy', 0.8, 'A "flax egg": stir and rest 5 minutes until gel-like. Binds muffins, cookies and veggie burgers; does not help a cake rise.', 'vg gf nf'],
    ['1 tbsp chia seeds + 3 tbsp water', 'easy', 0.75, 'Rest 10 minutes until gelled; binds like a flax egg, with visible seeds.', 'vg gf nf'],
    ['¼ cup unsweetened applesauce', 'easy', 0.7, 'Adds moisture and some binding to cakes, muffins and brownies; add ½ tsp baking powder for lift.', 'vg gf nf'],
    ['½ mashed ripe banana', 'easy', 0.65, 'Binds and moistens quick breads and pancakes; tastes of banana.', 'vg gf nf', { as: 'mashed ripe banana' }],
    ['3 tbsp aquafaba', 'moderate', 0.75, 'The liquid from a can of chickpeas; whip it for meringues or use it as is to bind.', 'vg gf nf'],
    ['¼ cup blended silken tofu', 'moderate', 0.7, 'Binds dense bakes, quiches and custards; no lift.', 'vg gf nf'],
    ['¼ cup plain yogurt', 'easy', 0.65, 'Moistens and binds cakes and muffins.', 'gf nf'],
  ]],
  ['egg white|egg whites', '1 egg white', [
    ['3 tbsp aquafaba', 'moderate', 0.8, 'Whips to stiff peaks with a pinch of cream of tartar for meringues and macarons.', 'vg gf nf'],
    ['2 tbsp pasteurized liquid egg whites', 'easy', 0.95, 'Ready to use; safe raw in cocktails and mousses.', 'gf nf'],
    ['2 tsp meringue powder + 2 tbsp water', 'easy', 0.85, 'Dried egg white that whips and sets royal icing.', 'gf nf'],
  ]],
  ['egg yolk|egg yolks', '1 egg yolk', [
    ['1 tbsp melted butter', 'easy', 0.5, 'Adds richness to doughs where the yolk is there for fat, not for thickening.', 'gf nf'],
    ['1 tbsp soy lecithin + 1 tbsp water', 'advanced', 0.5, 'Lecithin is the emulsifier in yolks; it helps hold dressings and sauces together.', 'vg gf nf'],
    ['2 tbsp blended silken tofu', 'moderate', 0.5, 'Adds body to custards and dressings.', 'vg gf nf'],
  ]],
  ['egg wash', '1 egg', [
    ['2 tbsp milk', 'easy', 0.75, 'Brush on for a soft sheen and light browning.', 'gf nf'],
    ['2 tbsp melted butter', 'easy', 0.75, 'Gives a golden, soft crust.', 'gf nf'],
    ['1 tbsp maple syrup + 1 tbsp plant milk', 'easy', 0.7, 'Browns and shines like egg wash on vegan pastry.', 'vg gf'],
  ]],
  ['mayonnaise|mayo', '1 cup', [
    ['1 cup plain Greek yogurt', 'easy', 0.75, 'Tangy and lighter for dressings and salads; add a squeeze of lemon.', 'gf nf'],
    ['1 cup sour cream', 'easy', 0.75, 'Creamy in dips and salads.', 'gf nf'],
    ['1 cup vegan mayonnaise', 'easy', 0.9, 'Egg-free mayo (often aquafaba or soy based) swaps one-for-one.', 'vg gf'],
    ['1 cup mashed avocado', 'easy', 0.6, 'Creamy spread for sandwiches and egg-free salads.', 'vg gf nf'],
  ]],
]);
