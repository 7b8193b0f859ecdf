import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const DAIRY = family('dairy', [
  ['buttermilk', '1 cup', [
    ['1 cup milk + 1 tbsp lemon juice', 'easy', 0.9, 'The acid sours the milk; stir and rest 5 minutes until slightly thickened. Works in baking and marinades.', 'gf'],
    ['1 cup milk + 1 tbsp white vinegar', 'easy', 0.9, 'Same trick as lemon juice with a more neutral taste; rest 5 minutes before using.', 'gf'],
    ['¾ cup plain yogurt + ¼ cup milk', 'easy', 0.85, 'Thinned yogurt has the tang and thickness of buttermilk; good for pancakes and scones.', 'gf'],
    ['1 cup unsweetened soy milk + 1 tbsp lemon juice', 'easy', 0.8, 'Soy milk curdles well with acid, so it makes the best plant-based buttermilk.', 'vg gf nf'],
    ['1 cup milk + 1 ¾ tsp cream of tartar', 'moderate', 0.75, 'Cream of tartar supplies the acid; whisk it into a little of the milk first so it does not clump.', 'gf'],
  ]],
  ['milk|whole milk', '1 cup', [
    ['½ cup evaporated milk + ½ cup water', 'easy', 0.9, 'Evaporated milk is milk with about 60% of its water removed; adding water back restores it.', 'gf nf'],
    ['1 cup unsweetened soy milk', 'easy', 0.85, 'Closest plant milk in protein and body; browns and sets custards best among non-dairy milks.', 'vg gf nf'],
    ['1 cup unsweetened oat milk', 'easy', 0.8, 'Creamy and neutral; fine for baking, sauces and coffee. Choose certified gluten-free oats if needed.', 'vg nf'],
    ['1 cup unsweetened almond milk', 'easy', 0.75, 'Thinner and lower in protein, so baked goods brown less; good in batters and smoothies.', 'vg gf'],
    ['⅓ cup nonfat dry milk powder + 1 cup water', 'easy', 0.85, 'Reconstituted powdered milk behaves like fresh milk in baking and cooking.', 'gf nf'],
  ]],
  ['heavy cream|double cream|whipping cream|heavy whipping cream', '1 cup', [
    ['¾ cup whole milk + ¼ cup melted butter', 'easy', 0.8, 'Restores the fat of cream for sauces, soups and baking. It will not whip.', 'gf nf'],
    ['1 cup full-fat coconut cream', 'easy', 0.75, 'Chilled coconut cream whips and enriches curries and desserts; it tastes of coconut.', 'vg gf nf'],
    ['1 cup evaporated milk', 'easy', 0.7, 'Adds creaminess to soups and sauces with less fat; it will not whip.', 'gf nf'],
    ['⅔ cup soaked raw cashews + ⅓ cup water', 'moderate', 0.75, 'Blend until completely smooth for a rich, neutral cream for soups and pasta sauces.', 'vg gf'],
    ['½ cup silken tofu + ½ cup soy milk', 'moderate', 0.65, 'Blended smooth it thickens soups and sauces; it will not whip.', 'vg gf nf'],
  ]],
  ['light cream|single cream|table cream', '1 cup', [
    ['½ cup heavy cream + ½ cup whole milk', 'easy', 0.9, 'Mixing gives roughly the 20% fat of light cream.', 'gf nf'],
    ['⅞ cup whole milk + 3 tbsp melted butter', 'easy', 0.8, 'Adds back fat for cooking and baking; not for whipping.', 'gf nf'],
    ['1 cup unsweetened oat milk', 'easy', 0.65, 'Lighter but creamy enough for coffee and soups.', 'vg nf'],
  ]],
  ['half-and-half|half and half', '1 cup', [
    ['½ cup whole milk + ½ cup heavy cream', 'easy', 0.95, 'This is what half-and-half is.', 'gf nf'],
    ['¾ cup whole milk + ¼ cup melted butter', 'easy', 0.8, 'Gives similar richness for cooking and baking.', 'gf nf'],
    ['1 cup evaporated milk', 'easy', 0.75, 'Similarly rich; slightly caramel taste.', 'gf nf'],
    ['1 cup unsweetened soy creamer', 'easy', 0.7, 'Plant creamer works in coffee, soups and sauces.', 'vg gf nf'],
  ]],
  ['sour cream', '1 cup', [
    ['1 cup plain Greek yogurt', 'easy', 0.9, 'Same tang and thickness with less fat; for sauces add it off the heat so it does not split.', 'gf nf'],
    ['1 cup crème fraîche', 'easy', 0.9, 'Richer and milder; it can be boiled without curdling.', 'gf nf'],
    ['1 cup cottage cheese + 1 tbsp lemon juice', 'moderate', 0.7, 'Blend until smooth for dips and baking.', 'gf nf'],
    ['1 cup soaked raw cashews + ½ cup water + 1 tbsp lemon juice', 'moderate', 0.7, 'Blended smooth it makes a tangy vegan sour cream for dips and toppings.', 'vg gf'],
  ]],
  ['plain yogurt|yogurt|yoghurt', '1 cup', [
    ['1 cup sour cream', 'easy', 0.85, 'Same tang with more fat; works in baking, dips and marinades.', 'gf nf'],
    ['1 cup buttermilk', 'easy', 0.7, 'Tangy but thinner; use in batters and marinades, not dips.', 'gf nf'],
    ['1 cup unsweetened soy yogurt', 'easy', 0.8, 'Plain plant yogurt behaves much like dairy yogurt in baking and dressings.', 'vg gf nf'],
    ['1 cup blended silken tofu + 1 tbsp lemon juice', 'moderate', 0.65, 'Blend smooth for dressings and smoothies.', 'vg gf nf'],
  ]],
  ['greek yogurt|strained yogurt', '1 cup', [
    ['2 cups plain yogurt', 'easy', 0.85, 'Strain the yogurt through a cloth-lined sieve in the fridge for 2–3 hours; it thickens to about 1 cup.', 'gf nf', { as: 'strained plain yogurt' }],
    ['1 cup sour cream', 'easy', 0.8, 'As thick and tangy, but richer.', 'gf nf'],
    ['1 cup skyr', 'easy', 0.9, 'Icelandic strained yogurt, just as thick and tangy.', 'gf nf'],
    ['1 cup unsweetened coconut yogurt', 'easy', 0.7, 'Thick plant yogurt with a coconut note.', 'vg gf nf'],
  ]],
  ['crème fraîche|creme fraiche', '1 cup', [
    ['1 cup sour cream', 'easy', 0.85, 'Similar tang; sour cream curdles when boiled, so add it at the end.', 'gf nf'],
    ['½ cup heavy cream + ½ cup sour cream', 'easy', 0.85, 'Richer and more heat-tolerant than sour cream alone.', 'gf nf'],
    ['1 cup mascarpone + 1 tbsp lemon juice', 'easy', 0.75, 'Rich and creamy; the lemon adds the tang.', 'gf nf'],
  ]],
  ['butter|unsalted butter', '1 cup', [
    ['1 cup vegan butter block', 'easy', 0.9, 'Plant butter blocks swap one-for-one in baking and cooking.', 'vg gf'],
    ['1 cup shortening + ½ tsp salt', 'easy', 0.8, 'Gives tender, flaky results; no buttery taste. Salt is only needed if the butter was salted.', 'vg gf nf', { as: 'vegetable shortening' }],
    ['1 cup solid coconut oil', 'easy', 0.8, 'Use it solid for creaming or pastry and melted for melted butter; slightly crisper results.', 'vg gf nf'],
    ['¾ cup olive oil', 'easy', 0.75, 'For sautéing and cakes that call for melted butter, not for creaming or pastry.', 'vg gf nf'],
    ['½ cup unsweetened applesauce', 'easy', 0.6, 'Cuts fat in muffins and quick breads; they turn denser and moister. Replace up to half the butter for best results.', 'vg gf nf'],
    ['½ cup mashed avocado', 'moderate', 0.6, 'Works in brownies and chocolate cakes; replace up to half the butter.', 'vg gf nf'],
  ]],
  ['salted butter', '1 cup', [
    ['1 cup unsalted butter + ½ tsp salt', 'easy', 0.95, 'Adds back the salt that salted butter carries.', 'gf nf'],
    ['1 cup vegan butter block', 'easy', 0.85, 'Most plant butters are already salted.', 'vg gf'],
  ]],
  ['ghee|clarified butter', '1 cup', [
    ['1 ¼ cups butter', 'moderate', 0.9, 'Melt, skim the foam and pour off the clear fat, leaving the milky solids behind: that is clarified butter.', 'gf nf', { as: 'clarified butter' }],
    ['1 cup neutral oil', 'easy', 0.7, 'Handles high heat like ghee; lacks its nutty taste.', 'vg gf nf'],
    ['1 cup coconut oil', 'easy', 0.7, 'High smoke point for frying and curries.', 'vg gf nf'],
  ]],
  ['cream cheese', '8 oz', [
    ['8 oz mascarpone', 'easy', 0.8, 'Richer and less tangy; add a squeeze of lemon in cheesecake.', 'gf nf'],
    ['8 oz neufchâtel', 'easy', 0.9, 'Lower-fat cream cheese; swap one-for-one.', 'gf nf'],
    ['1 cup strained Greek yogurt', 'easy', 0.65, 'Strain overnight for a tangy spread or dip; too soft for baked cheesecake.', 'gf nf'],
    ['8 oz vegan cream cheese', 'easy', 0.8, 'Plant-based spreads work in dips and frostings.', 'vg gf'],
    ['1 cup soaked raw cashews + 2 tbsp lemon juice', 'advanced', 0.6, 'Blend smooth for a tangy vegan spread or no-bake cheesecake.', 'vg gf'],
  ]],
  ['mascarpone', '8 oz', [
    ['6 oz cream cheese + ¼ cup heavy cream', 'easy', 0.8, 'Beat together until smooth for tiramisu and frostings.', 'gf nf'],
    ['8 oz ricotta + 2 tbsp heavy cream', 'moderate', 0.7, 'Blend smooth; lighter and slightly grainy.', 'gf nf'],
    ['8 oz crème fraîche', 'easy', 0.7, 'Similar richness with more tang; softer.', 'gf nf'],
  ]],
  ['ricotta|ricotta cheese', '1 cup', [
    ['1 cup cottage cheese', 'easy', 0.8, 'Drain and blend briefly for lasagne and fillings.', 'gf nf'],
    ['1 cup crumbled firm tofu + 1 tsp lemon juice', 'easy', 0.7, 'Season with salt; works in lasagne and stuffed shells.', 'vg gf nf'],
    ['1 cup fresh goat cheese', 'easy', 0.7, 'Tangier and denser; soften with a splash of milk.', 'gf nf'],
  ]],
  [
    'cottage cheese',
    '1 cup',
    [['1 cup ricotta', 'easy', 0.85, 'Smoother and a little richer.', 'gf nf'], ['1 cup plain Greek yogurt', 'easy', 0.65, 'Same tang and protein without the curds.', 'gf nf'], ['1 cup crumbled firm tofu', 'easy', 0.6, 'Mild curds for fillings; season well.', 'vg gf nf']],
  ],
  ['parmesan|parmesan cheese|parmigiano-reggiano|parmigiano reggiano', '1 cup', [
    ['1 cup grated Pecorino Romano', 'easy', 0.85, 'Sharper and saltier; cut the salt in the recipe a little.', 'gf nf'],
    ['1 cup grated Grana Padano', 'easy', 0.9, 'A milder Italian hard cheese made the same way.', 'gf nf'],
    ['⅓ cup nutritional yeast', 'easy', 0.6, 'Gives savoury, cheesy flavour in pasta and popcorn; it does not melt.', 'vg gf nf'],
    ['½ cup ground almonds + 2 tbsp nutritional yeast + ¼ tsp salt', 'moderate', 0.6, 'A vegan "parmesan" to sprinkle over pasta.', 'vg gf', { as: 'almond nutritional-yeast crumb' }],
  ]],
  [
    'pecorino|pecorino romano',
    '1 cup',
    [['1 cup grated Parmesan', 'easy', 0.85, 'Milder and less salty; add a pinch more salt.', 'gf nf'], ['1 cup grated aged Manchego', 'easy', 0.75, 'Another firm sheep cheese, slightly sweeter.', 'gf nf']],
  ],
  [
    'cheddar|cheddar cheese',
    '1 cup',
    [['1 cup shredded Colby or Monterey Jack', 'easy', 0.8, 'Melts as well with a milder taste.', 'gf nf'], ['1 cup shredded Gruyère', 'easy', 0.75, 'Melts beautifully with a nuttier taste.', 'gf nf'], ['1 cup shredded vegan cheddar', 'easy', 0.65, 'Plant cheeses melt less; cover while baking.', 'vg gf']],
  ],
  [
    'mozzarella|mozzarella cheese',
    '1 cup',
    [['1 cup shredded provolone', 'easy', 0.8, 'Melts and stretches well with more flavour.', 'gf nf'], ['1 cup shredded Monterey Jack', 'easy', 0.75, 'Melts smoothly; less stretchy.', 'gf nf'], ['1 cup shredded vegan mozzarella', 'easy', 0.65, 'Choose a brand made for melting.', 'vg gf']],
  ],
  ['feta|feta cheese', '1 cup', [
    ['1 cup crumbled goat cheese', 'easy', 0.8, 'Tangy and creamy; less salty.', 'gf nf'],
    ['1 cup crumbled ricotta salata', 'easy', 0.75, 'Firm, salty and crumbly.', 'gf nf'],
    ['1 cup crumbled firm tofu + 1 tbsp lemon juice + ½ tsp salt', 'moderate', 0.6, 'Marinate the crumbs for 30 minutes with a little oregano for salads.', 'vg gf nf', { as: 'marinated tofu' }],
  ]],
  [
    'goat cheese|chèvre|chevre',
    '4 oz',
    [['4 oz feta', 'easy', 0.75, 'Saltier and more crumbly.', 'gf nf'], ['4 oz cream cheese + 1 tsp lemon juice', 'easy', 0.7, 'Creamy with a bit of tang; milder.', 'gf nf']],
  ],
  [
    'gruyère|gruyere|swiss cheese|emmental',
    '1 cup',
    [['1 cup shredded Comté', 'easy', 0.9, 'Very close in taste and melt.', 'gf nf'], ['1 cup shredded Jarlsberg', 'easy', 0.8, 'Nutty and melts well.', 'gf nf'], ['1 cup shredded white cheddar', 'easy', 0.7, 'Melts well; sharper and less nutty.', 'gf nf']],
  ],
  [
    'blue cheese|gorgonzola|roquefort',
    '½ cup',
    [['½ cup crumbled feta', 'easy', 0.6, 'Salty and crumbly without the blue tang.', 'gf nf'], ['½ cup crumbled goat cheese', 'easy', 0.6, 'Tangy and creamy; milder.', 'gf nf']],
  ],
  ['evaporated milk', '1 cup', [
    ['1 ⅔ cups whole milk', 'moderate', 0.85, 'Simmer gently, stirring, until reduced to 1 cup.', 'gf nf', { as: 'reduced whole milk' }],
    ['1 cup half-and-half', 'easy', 0.8, 'Similar richness, no cooked taste.', 'gf nf'],
    ['1 cup full-fat coconut milk', 'easy', 0.7, 'Rich and creamy with a coconut taste.', 'vg gf nf'],
  ]],
  ['sweetened condensed milk|condensed milk', '1 cup', [
    ['1 cup evaporated milk + 1 cup sugar', 'moderate', 0.8, 'Simmer, stirring, until the sugar dissolves and it thickens, about 15 minutes.', 'gf nf'],
    ['2 ½ cups whole milk + ¾ cup sugar', 'advanced', 0.8, 'Simmer, stirring often, until reduced to about 1 cup (about an hour).', 'gf nf'],
    ['1 can full-fat coconut milk + ⅓ cup sugar', 'moderate', 0.7, 'Simmer, stirring often, until reduced to about 1 cup, for a vegan condensed milk.', 'vg gf nf'],
  ]],
  ['powdered milk|dry milk|milk powder', '⅓ cup', [
    ['1 cup milk', 'easy', 0.8, 'Use milk in place of 1 cup of the recipe’s water for every ⅓ cup of powder.', 'gf nf', { as: 'fresh milk in place of the water' }],
    ['⅓ cup soy milk powder', 'easy', 0.8, 'Dairy-free powder that works the same in bread doughs.', 'vg gf nf'],
  ]],
  ['whipped cream', '1 cup', [
    ['½ cup heavy cream', 'easy', 0.95, 'Whip cold cream to soft peaks; it doubles in volume.', 'gf nf'],
    ['½ cup chilled coconut cream', 'easy', 0.75, 'Whip the solid part of a chilled can with a little sugar.', 'vg gf nf'],
    ['¼ cup aquafaba + 1 tbsp sugar', 'moderate', 0.6, 'Whip chickpea liquid with cream of tartar to stiff peaks; serve soon.', 'vg gf nf'],
  ]],
  ['ice cream|vanilla ice cream', '1 cup', [
    ['1 cup frozen yogurt', 'easy', 0.8, 'Lighter and tangier.', 'gf nf'],
    ['1 cup blended frozen banana', 'easy', 0.6, 'Blend frozen banana until creamy ("nice cream").', 'vg gf nf'],
  ]],
  ['paneer', '8 oz', [
    ['8 oz extra-firm tofu', 'easy', 0.75, 'Press, cube and fry like paneer; it soaks up sauce well.', 'vg gf nf'],
    ['8 oz halloumi', 'easy', 0.8, 'Holds its shape when seared; saltier, so soak in water for 10 minutes.', 'gf nf'],
  ]],
  [
    'halloumi',
    '8 oz',
    [['8 oz paneer', 'easy', 0.75, 'Fries without melting; milder and less salty.', 'gf nf'], ['8 oz extra-firm tofu', 'easy', 0.6, 'Press well and fry hard; season with salt.', 'vg gf nf']],
  ],
]);
