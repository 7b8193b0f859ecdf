import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const FLOURS = family('flours and grains', [
  ['all-purpose flour|plain flour|ap flour|flour|wheat flour', '1 cup', [
    ['1 cup gluten-free 1-to-1 baking flour', 'easy', 0.85, 'Blends with xanthan gum swap one-for-one in cakes, cookies and muffins; yeast bread needs its own recipe.', 'vg gf nf'],
    ['1 ⅛ cups cake flour', 'easy', 0.8, 'Softer, finer crumb in cakes; too weak for bread.', 'vg nf'],
    ['1 cup bread flour', 'easy', 0.75, 'Chewier, taller results; fine for bread and pizza, tougher in cakes.', 'vg nf'],
    ['½ cup whole wheat flour + ½ cup all-purpose flour', 'easy', 0.75, 'Nuttier and denser; add 1–2 tsp more liquid.', 'vg nf'],
    ['1 cup oat flour + ½ tsp xanthan gum', 'moderate', 0.6, 'Blitz rolled oats fine; tender in muffins and pancakes. Use certified gluten-free oats if needed.', 'vg nf'],
  ]],
  ['bread flour|strong flour', '1 cup', [
    ['1 cup all-purpose flour + 1 tsp vital wheat gluten', 'easy', 0.9, 'The gluten adds the protein bread flour has.', 'vg nf'],
    ['1 cup all-purpose flour', 'easy', 0.8, 'Works in most breads; the crumb is a little softer and less chewy.', 'vg nf'],
  ]],
  ['cake flour', '1 cup', [
    ['⅞ cup all-purpose flour + 2 tbsp cornstarch', 'easy', 0.9, 'Cornstarch lowers the protein; sift together twice.', 'vg nf'],
    ['1 cup pastry flour', 'easy', 0.8, 'Also low in protein, slightly stronger.', 'vg nf'],
  ]],
  ['self-rising flour|self-raising flour|self rising flour|self raising flour', '1 cup', [
    ['1 cup all-purpose flour + 1 ½ tsp baking powder + ¼ tsp salt', 'easy', 0.95, 'That is what self-rising flour is; whisk well.', 'vg nf'],
    ['1 cup gluten-free flour blend + 1 ½ tsp baking powder + ¼ tsp salt', 'moderate', 0.75, 'Gluten-free version for scones and quick breads.', 'vg gf nf'],
  ]],
  [
    'whole wheat flour|wholemeal flour|whole-wheat flour',
    '1 cup',
    [['1 cup all-purpose flour', 'easy', 0.8, 'Lighter and milder; may need 1–2 tbsp less liquid.', 'vg nf'], ['1 cup white whole wheat flour', 'easy', 0.9, 'Same whole grain from a paler wheat; milder.', 'vg nf'], ['1 cup spelt flour', 'easy', 0.75, 'Nutty; its gluten is weaker, so do not over-knead.', 'vg nf']],
  ],
  ['pastry flour', '1 cup', [
    ['½ cup all-purpose flour + ½ cup cake flour', 'easy', 0.9, 'Blends to the middle protein level of pastry flour.', 'vg nf'],
    ['1 cup all-purpose flour', 'easy', 0.75, 'Slightly less tender; handle the dough lightly.', 'vg nf'],
  ]],
  ['almond flour|almond meal|ground almonds', '1 cup', [
    ['1 cup hazelnut meal', 'easy', 0.8, 'Same texture in cakes and macarons, with hazelnut taste.', 'vg gf'],
    ['1 cup sunflower seed flour', 'easy', 0.7, 'Nut-free swap; it can turn green with baking soda, which is harmless (add a little lemon juice).', 'vg gf nf'],
    ['¼ cup coconut flour + 1 egg', 'advanced', 0.5, 'Coconut flour is very absorbent: use a quarter the amount and add an egg and a little liquid.', 'gf nf'],
  ]],
  ['coconut flour', '¼ cup', [
    ['1 cup almond flour', 'moderate', 0.6, 'Use about four times as much and cut the eggs and liquid.', 'vg gf'],
    ['1 cup all-purpose flour', 'moderate', 0.55, 'Use about four times as much and reduce the eggs and liquid.', 'vg nf'],
  ]],
  ['oat flour', '1 cup', [
    ['1 ¼ cups rolled oats', 'easy', 0.95, 'Blend to a fine powder; that is oat flour.', 'vg nf', { as: 'blended rolled oats' }],
    ['1 cup all-purpose flour', 'easy', 0.7, 'Less tender and nutty; may need a little less liquid.', 'vg nf'],
  ]],
  ['rice flour|white rice flour', '1 cup', [
    ['1 cup glutinous rice flour', 'easy', 0.5, 'Only where a chewy, sticky texture is wanted (mochi); otherwise it gums up.', 'vg gf nf'],
    ['1 cup cornstarch', 'easy', 0.6, 'For coating and crisp frying, not as flour in baking.', 'vg gf nf'],
    ['1 cup gluten-free flour blend', 'easy', 0.75, 'Works for baking and thickening.', 'vg gf nf'],
  ]],
  ['buckwheat flour', '1 cup', [
    ['1 cup whole wheat flour', 'easy', 0.7, 'Similar earthiness in pancakes and crêpes; contains gluten.', 'vg nf'],
    ['1 cup teff flour', 'easy', 0.6, 'Earthy and gluten-free.', 'vg gf nf'],
  ]],
  ['semolina', '1 cup', [
    ['1 cup durum wheat flour', 'easy', 0.85, 'Finer grind of the same wheat; fine for pasta dough.', 'vg nf'],
    ['1 cup fine cornmeal', 'easy', 0.6, 'For dusting pizza peels and gnocchi, or semolina cakes.', 'vg gf nf'],
    ['1 cup bread flour', 'easy', 0.6, 'Pasta turns softer and less yellow.', 'vg nf'],
  ]],
  [
    'cornmeal|polenta',
    '1 cup',
    [['1 cup corn grits', 'easy', 0.85, 'Coarser; cook a little longer.', 'vg gf nf'], ['1 cup semolina', 'easy', 0.65, 'For dusting and in cakes; contains gluten.', 'vg nf'], ['1 cup finely ground oats', 'easy', 0.5, 'For coating and crumbly bakes only.', 'vg nf']],
  ],
  ['masa harina', '1 cup', [
    ['1 cup fine cornmeal', 'moderate', 0.5, 'Not nixtamalized, so tortillas crack; fine for thickening chili.', 'vg gf nf'],
    ['1 cup crushed corn tortillas', 'easy', 0.7, 'Blend to a powder for thickening soups and chili.', 'vg gf nf'],
  ]],
  ['cornstarch|cornflour|corn starch', '1 tbsp', [
    ['2 tbsp all-purpose flour', 'easy', 0.85, 'Twice as much flour thickens the same; cook 2 minutes to lose the raw taste. Sauce turns opaque.', 'vg nf'],
    ['1 tbsp arrowroot powder', 'easy', 0.9, 'Clear, glossy thickening; add at the end and do not boil long.', 'vg gf nf'],
    ['1 tbsp potato starch', 'easy', 0.9, 'Thickens at a lower heat; great for crisp coatings.', 'vg gf nf'],
    ['2 tbsp tapioca starch', 'easy', 0.8, 'Twice as much; glossy and slightly stretchy, good for pies and fruit fillings.', 'vg gf nf'],
  ]],
  ['rolled oats|oats|old-fashioned oats', '1 cup', [
    ['1 cup quick oats', 'easy', 0.85, 'Cook faster and turn softer; fine in cookies and meatloaf.', 'vg nf'],
    ['1 cup rolled barley flakes', 'easy', 0.7, 'Chewy flakes for granola and porridge.', 'vg nf'],
    ['1 cup quinoa flakes', 'easy', 0.7, 'Gluten-free flakes for porridge and baking.', 'vg gf nf'],
  ]],
  ['breadcrumbs|bread crumbs|dried breadcrumbs', '1 cup', [
    ['1 cup panko', 'easy', 0.9, 'Lighter and crisper.', 'vg nf'],
    ['1 ¼ cups crushed crackers', 'easy', 0.8, 'Salty and crisp; cut the salt a little.', 'vg nf'],
    ['1 cup rolled oats', 'easy', 0.7, 'Binds meatballs and meatloaf; pulse for coatings. Use certified gluten-free oats if needed.', 'vg nf'],
    ['1 cup almond flour', 'easy', 0.65, 'Gluten-free coating and binder; browns quickly.', 'vg gf'],
    ['1 cup crushed gluten-free cornflakes', 'easy', 0.75, 'Crisp gluten-free coating.', 'vg gf nf'],
  ]],
  ['panko|panko breadcrumbs', '1 cup', [
    ['1 cup dried breadcrumbs', 'easy', 0.8, 'Finer and denser; less crunch.', 'vg nf'],
    ['1 cup crushed cornflakes', 'easy', 0.75, 'Very crisp coating. Check the label for gluten-free.', 'vg nf'],
    ['1 cup gluten-free panko', 'easy', 0.9, 'Rice-based flakes that fry just as crisp.', 'vg gf nf'],
  ]],
  ['pasta|spaghetti|noodles', '8 oz', [
    ['8 oz gluten-free pasta', 'easy', 0.85, 'Rice, corn or legume pasta; cook a minute less and rinse if it gets sticky.', 'vg gf nf'],
    ['4 medium zucchini', 'easy', 0.55, 'Spiralize and sauté 2 minutes for a light, low-carb noodle.', 'vg gf nf', { as: 'zucchini noodles' }],
    ['8 oz rice noodles', 'easy', 0.7, 'Soak or boil briefly; best with Asian-style sauces.', 'vg gf nf'],
  ]],
  ['couscous', '1 cup', [
    ['1 cup quinoa', 'easy', 0.75, 'Gluten-free; simmer 15 minutes.', 'vg gf nf'],
    ['1 cup bulgur', 'easy', 0.8, 'Similar texture; soak or simmer 10–12 minutes.', 'vg nf'],
    ['1 medium head cauliflower', 'easy', 0.55, 'Pulse to rice-sized crumbs and sauté briefly.', 'vg gf nf', { as: 'riced cauliflower' }],
  ]],
  [
    'bulgur|bulgur wheat',
    '1 cup',
    [['1 cup quinoa', 'easy', 0.8, 'Gluten-free and similar in tabbouleh.', 'vg gf nf'], ['1 cup couscous', 'easy', 0.8, 'Softer; soak in boiling water 5 minutes.', 'vg nf'], ['1 cup cracked freekeh', 'easy', 0.75, 'Smoky and chewy.', 'vg nf']],
  ],
  [
    'quinoa',
    '1 cup',
    [['1 cup millet', 'easy', 0.75, 'Gluten-free small grain; cook about 20 minutes.', 'vg gf nf'], ['1 cup couscous', 'easy', 0.7, 'Quicker and softer; contains gluten.', 'vg nf'], ['1 cup brown rice', 'easy', 0.65, 'Cooks in about 40 minutes.', 'vg gf nf']],
  ],
  ['white rice|long-grain rice|rice', '1 cup', [
    ['1 cup brown rice', 'easy', 0.8, 'Chewier and nuttier; add ¼ cup more water and 20 more minutes.', 'vg gf nf'],
    ['1 cup quinoa', 'easy', 0.7, 'Cooks in 15 minutes, more protein.', 'vg gf nf'],
    ['1 medium head cauliflower', 'easy', 0.5, 'Pulse and sauté briefly for low-carb "rice".', 'vg gf nf', { as: 'riced cauliflower' }],
  ]],
  [
    'arborio rice|risotto rice|carnaroli',
    '1 cup',
    [['1 cup sushi rice', 'easy', 0.75, 'Short grain and starchy enough for a creamy risotto.', 'vg gf nf'], ['1 cup pearl barley', 'moderate', 0.65, 'Makes a chewy "orzotto"; cook 35–40 minutes.', 'vg nf']],
  ],
  [
    'brown rice',
    '1 cup',
    [['1 cup white rice', 'easy', 0.8, 'Use less water and about 20 minutes less cooking.', 'vg gf nf'], ['1 cup farro', 'easy', 0.7, 'Chewy whole grain; contains gluten.', 'vg nf']],
  ],
  [
    'tortillas|flour tortillas',
    '1 tortilla',
    [['1 corn tortilla', 'easy', 0.75, 'Warm them so they bend; smaller and gluten-free.', 'vg gf nf'], ['1 large lettuce leaf', 'easy', 0.5, 'A fresh low-carb wrap.', 'vg gf nf']],
  ],
  [
    'bread|sandwich bread',
    '1 slice',
    [['1 slice gluten-free bread', 'easy', 0.8, 'Toast it for the best texture.', 'vg gf'], ['1 large lettuce leaf', 'easy', 0.5, 'Fresh wrap for sandwich fillings.', 'vg gf nf']],
  ],
  ['graham crackers|graham cracker crumbs', '1 cup', [
    ['1 cup crushed digestive biscuits', 'easy', 0.9, 'The British equivalent for cheesecake bases.', 'vg nf'],
    ['1 cup crushed vanilla wafers', 'easy', 0.8, 'Sweeter and lighter base.', 'nf'],
    ['1 cup crushed gluten-free cookies', 'easy', 0.75, 'For a gluten-free crust.', 'gf'],
  ]],
  ['vital wheat gluten', '1 tbsp', [
    ['1 tbsp bread flour', 'easy', 0.5, 'Replace part of the flour with bread flour for extra strength; less effective.', 'vg nf'],
  ]],
]);
