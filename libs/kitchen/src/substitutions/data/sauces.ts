import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const SAUCES = family('sauces and condiments', [
  ['soy sauce|shoyu', '1 tbsp', [
    ['1 tbsp tamari', 'easy', 0.95, 'Brewed without wheat (check the label); richer.', 'vg gf nf'],
    ['1 tbsp coconut aminos', 'easy', 0.7, 'Soy-free, gluten-free and sweeter; add a pinch of salt.', 'vg gf nf'],
    ['1 tbsp liquid aminos', 'easy', 0.8, 'Soy-based and gluten-free.', 'vg gf nf'],
    ['2 tsp Worcestershire sauce + 1 tsp water', 'easy', 0.55, 'Savoury and tangy in marinades.', 'nf'],
  ]],
  [
    'tamari',
    '1 tbsp',
    [['1 tbsp soy sauce', 'easy', 0.9, 'Contains wheat unless labelled gluten-free.', 'vg nf'], ['1 tbsp coconut aminos', 'easy', 0.7, 'Soy-free and sweeter.', 'vg gf nf']],
  ],
  [
    'fish sauce',
    '1 tbsp',
    [['1 tbsp soy sauce + ½ tsp lime juice', 'easy', 0.65, 'Salty and bright; lacks the funk.', 'vg nf'], ['1 tbsp vegan fish sauce', 'easy', 0.8, 'Usually seaweed and mushroom based.', 'vg nf'], ['1 ½ tsp anchovy paste + 1 ½ tsp water', 'easy', 0.75, 'Same fishy depth.', 'gf nf']],
  ],
  ['oyster sauce', '1 tbsp', [
    ['1 tbsp hoisin sauce + ½ tsp soy sauce', 'easy', 0.65, 'Sweet and savoury.', 'vg nf'],
    ['1 tbsp vegetarian mushroom oyster sauce', 'easy', 0.85, 'Made from mushrooms; same thick texture.', 'vg nf'],
  ]],
  [
    'hoisin sauce|hoisin',
    '1 tbsp',
    [['1 tbsp oyster sauce + ½ tsp honey', 'easy', 0.6, 'Savoury-sweet.', 'nf'], ['1 tbsp black bean sauce + 1 tsp sugar', 'easy', 0.6, 'Salty-sweet and deep.', 'vg nf'], ['1 tbsp barbecue sauce + ½ tsp soy sauce', 'easy', 0.55, 'Sweet, sticky and smoky.', 'vg nf']],
  ],
  ['worcestershire sauce|worcestershire', '1 tbsp', [
    ['2 tsp soy sauce + 1 tsp apple cider vinegar + pinch sugar', 'easy', 0.7, 'Salty, tangy and sweet like the real thing.', 'vg nf'],
    ['1 tbsp vegan Worcestershire sauce', 'easy', 0.85, 'Made without anchovies.', 'vg nf'],
    ['1 tbsp tamari + ¼ tsp tamarind paste', 'easy', 0.7, 'Gluten-free and tangy.', 'vg gf nf'],
  ]],
  ['miso|miso paste|white miso', '1 tbsp', [
    ['2 tsp soy sauce', 'easy', 0.55, 'Salty umami without the body.', 'vg nf'],
    ['1 tbsp tahini + ½ tsp soy sauce', 'easy', 0.55, 'Creamy body with salt and savour for dressings.', 'vg nf'],
  ]],
  ['dijon mustard|dijon', '1 tbsp', [
    ['1 tbsp stone-ground mustard', 'easy', 0.85, 'Coarser texture.', 'vg gf nf'],
    ['1 tbsp yellow mustard + ½ tsp white wine vinegar', 'easy', 0.65, 'Milder; the vinegar sharpens it.', 'vg gf nf'],
    ['1 tsp dry mustard + 1 tsp white wine vinegar + 1 tsp water', 'easy', 0.7, 'Rest 10 minutes for the heat to build.', 'vg gf nf'],
  ]],
  [
    'yellow mustard|prepared mustard|mustard',
    '1 tbsp',
    [['1 tbsp Dijon mustard', 'easy', 0.8, 'Sharper.', 'vg gf nf'], ['1 tsp dry mustard + 2 tsp water + pinch turmeric', 'easy', 0.7, 'Rest 10 minutes.', 'vg gf nf']],
  ],
  ['ketchup', '1 cup', [
    ['1 cup tomato sauce + ½ cup sugar + 2 tbsp vinegar', 'moderate', 0.7, 'Simmer until thick, about 15 minutes.', 'vg gf nf'],
    ['1 cup barbecue sauce', 'easy', 0.55, 'Smoky and sweeter.', 'vg nf'],
  ]],
  ['barbecue sauce|bbq sauce', '1 cup', [
    ['1 cup ketchup + 2 tbsp brown sugar + 1 tbsp vinegar + 1 tsp smoked paprika', 'easy', 0.75, 'Simmer 5 minutes; add Worcestershire if you have it.', 'vg gf nf', { as: 'ketchup, brown sugar, vinegar and smoked paprika' }],
  ]],
  [
    'hot sauce|tabasco|sriracha',
    '1 tsp',
    [['¼ tsp cayenne pepper + 1 tsp white vinegar', 'easy', 0.65, 'Heat and tang.', 'vg gf nf'], ['1 tsp chili garlic sauce', 'easy', 0.75, 'Chunkier with garlic.', 'vg gf nf'], ['½ tsp gochujang', 'easy', 0.6, 'Sweet, fermented heat.', 'vg nf']],
  ],
  [
    'gochujang|korean chili paste',
    '1 tbsp',
    [['1 tbsp sriracha + 1 tsp miso + ½ tsp sugar', 'easy', 0.65, 'Heat, funk and sweetness.', 'vg nf'], ['1 tbsp red miso + ½ tsp red pepper flakes', 'easy', 0.6, 'Fermented depth with heat.', 'vg nf']],
  ],
  ['harissa', '1 tbsp', [
    ['1 tbsp tomato paste + ½ tsp smoked paprika + ¼ tsp cayenne pepper + ¼ tsp ground cumin', 'easy', 0.65, 'Add a little garlic and olive oil.', 'vg gf nf', { as: 'spiced tomato paste' }],
    ['1 tbsp sambal oelek', 'easy', 0.6, 'Fresh chili heat, less spice.', 'vg gf nf'],
  ]],
  ['tahini|sesame paste', '1 tbsp', [
    ['1 tbsp sunflower seed butter', 'easy', 0.75, 'Similar texture; slightly sweeter.', 'vg gf nf'],
    ['1 tbsp cashew butter', 'easy', 0.7, 'Creamy and mild.', 'vg gf'],
    ['1 tbsp Greek yogurt + 1 tsp sesame oil', 'easy', 0.55, 'For dressings: creamy with a sesame note.', 'gf nf'],
  ]],
  ['pesto|basil pesto', '¼ cup', [
    ['¼ cup olive oil + 2 tbsp chopped basil + 1 tbsp grated parmesan + 1 small garlic clove', 'moderate', 0.75, 'Blend quickly; add nuts if you like.', 'gf nf', { as: 'quick basil pesto' }],
    ['¼ cup sun-dried tomato pesto', 'easy', 0.6, 'A different, rich pesto.', 'vg'],
  ]],
  ['salsa', '1 cup', [
    ['1 cup diced tomatoes + 2 tbsp chopped onion + 1 tbsp lime juice', 'easy', 0.75, 'Add chili, cilantro and salt to taste.', 'vg gf nf', { as: 'quick fresh salsa' }],
    ['1 cup pico de gallo', 'easy', 0.9, 'Fresh salsa.', 'vg gf nf'],
  ]],
  [
    'capers',
    '1 tbsp',
    [['1 tbsp chopped green olives', 'easy', 0.75, 'Briny and salty.', 'vg gf nf'], ['1 tbsp chopped dill pickles', 'easy', 0.6, 'Tangy and crunchy.', 'vg gf nf']],
  ],
  [
    'olives|kalamata olives',
    '¼ cup',
    [['2 tbsp capers', 'easy', 0.65, 'Brinier; use less.', 'vg gf nf'], ['¼ cup chopped sun-dried tomatoes', 'easy', 0.5, 'Rich, salty-sweet.', 'vg gf nf']],
  ],
  ['pickle relish|relish', '¼ cup', [
    ['¼ cup chopped dill pickles', 'easy', 0.8, 'Add a pinch of sugar for sweet relish.', 'vg gf nf'],
  ]],
  [
    'horseradish|prepared horseradish',
    '1 tbsp',
    [['1 tsp wasabi paste', 'easy', 0.75, 'Sharper heat.', 'vg gf nf'], ['2 tsp hot English mustard', 'easy', 0.6, 'Pungent heat.', 'vg gf nf']],
  ],
  [
    'wasabi',
    '1 tsp',
    [['1 tbsp prepared horseradish', 'easy', 0.75, 'Most "wasabi" is horseradish anyway.', 'vg gf nf'], ['1 tsp hot mustard', 'easy', 0.55, 'Sharp heat.', 'vg gf nf']],
  ],
  [
    'liquid smoke',
    '1 tsp',
    [['1 tbsp smoked paprika', 'easy', 0.6, 'Smoky and coloured.', 'vg gf nf'], ['1 chipotle pepper in adobo', 'easy', 0.6, 'Smoke with heat.', 'vg gf nf']],
  ],
  ['sweet chili sauce', '¼ cup', [
    ['3 tbsp honey + 1 tbsp sriracha + 1 tsp rice vinegar', 'easy', 0.7, 'Sweet heat; add garlic if you have it.', 'gf nf'],
  ]],
  ['teriyaki sauce', '¼ cup', [
    ['3 tbsp soy sauce + 1 tbsp honey + 1 tbsp mirin', 'easy', 0.8, 'Simmer with a little ginger until glossy.', 'nf'],
  ]],
  ['enchilada sauce', '1 cup', [
    ['1 cup tomato sauce + 1 tbsp chili powder + ½ tsp ground cumin', 'easy', 0.75, 'Simmer 5 minutes with garlic and a pinch of oregano.', 'vg gf nf'],
  ]],
  ['chipotle in adobo|chipotle peppers in adobo', '1 pepper', [
    ['1 tsp smoked paprika + ¼ tsp cayenne pepper', 'easy', 0.6, 'Smoke and heat; add a splash of vinegar.', 'vg gf nf'],
    ['½ tsp chipotle powder', 'easy', 0.75, 'Same pepper, dried.', 'vg gf nf'],
  ]],
  ['peanut butter', '1 cup', [
    ['1 cup sunflower seed butter', 'easy', 0.8, 'Nut-free; may turn green with baking soda (harmless).', 'vg gf nf'],
    ['1 cup almond butter', 'easy', 0.85, 'Similar texture; not safe for tree-nut allergies.', 'vg gf'],
    ['1 cup tahini', 'easy', 0.6, 'Thinner and more bitter; add a little sweetener.', 'vg gf nf'],
    ['1 cup soy nut butter', 'easy', 0.75, 'Made from roasted soybeans; peanut-free.', 'vg gf nf'],
  ]],
  ['nutella|chocolate hazelnut spread', '1 cup', [
    ['1 cup sunflower chocolate spread', 'easy', 0.7, 'Nut-free chocolate spread.', 'vg gf nf'],
    ['1 cup almond butter + ¼ cup cocoa powder + ¼ cup maple syrup', 'easy', 0.65, 'Blend until smooth.', 'vg gf'],
  ]],
  [
    'jam|jelly|preserves',
    '1 cup',
    [['1 cup fruit compote', 'easy', 0.7, 'Looser; simmer to thicken.', 'vg gf nf'], ['1 cup chia jam', 'easy', 0.75, 'Mash fruit with 2 tbsp chia seeds and rest 15 minutes.', 'vg gf nf']],
  ],
]);
