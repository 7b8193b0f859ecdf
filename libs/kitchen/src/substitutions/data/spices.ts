import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const SPICES = family('spices', [
  ['ground cinnamon|cinnamon', '1 tsp', [
    ['¼ tsp ground nutmeg', 'easy', 0.6, 'Much stronger; warm and sweet.', 'vg gf nf'],
    ['1 tsp pumpkin pie spice', 'easy', 0.8, 'Mostly cinnamon, with ginger, nutmeg and cloves.', 'vg gf nf'],
    ['¼ tsp ground allspice', 'easy', 0.6, 'Warm and strong; use a quarter as much.', 'vg gf nf'],
  ]],
  ['cinnamon stick', '1 stick', [
    ['½ tsp ground cinnamon', 'easy', 0.8, 'Add later in cooking; it clouds clear liquids.', 'vg gf nf'],
  ]],
  [
    'ground nutmeg|nutmeg',
    '1 tsp',
    [['1 tsp ground mace', 'easy', 0.9, 'The lacy coat of the same seed; slightly milder.', 'vg gf nf'], ['1 tsp ground allspice', 'easy', 0.7, 'Warm and sweet.', 'vg gf nf'], ['1 tsp pumpkin pie spice', 'easy', 0.65, 'Warm blend that includes nutmeg.', 'vg gf nf']],
  ],
  ['ground ginger', '1 tsp', [
    ['1 tbsp grated fresh ginger', 'easy', 0.75, 'Brighter; add a tbsp of fresh for each tsp of ground.', 'vg gf nf'],
    ['1 tsp ground allspice', 'easy', 0.5, 'Warm spice for baking.', 'vg gf nf'],
  ]],
  [
    'ground cloves|cloves',
    '1 tsp',
    [['1 tsp ground allspice', 'easy', 0.75, 'Similar warmth, gentler.', 'vg gf nf'], ['½ tsp ground nutmeg + ½ tsp ground cinnamon', 'easy', 0.6, 'Warm and sweet.', 'vg gf nf']],
  ],
  ['ground allspice|allspice', '1 tsp', [
    ['½ tsp ground cinnamon + ¼ tsp ground nutmeg + ¼ tsp ground cloves', 'easy', 0.85, 'Allspice tastes like this mix.', 'vg gf nf'],
  ]],
  ['pumpkin pie spice|pumpkin spice', '1 tsp', [
    ['½ tsp ground cinnamon + ¼ tsp ground ginger + ⅛ tsp ground nutmeg + ⅛ tsp ground cloves', 'easy', 0.95, 'That is the blend.', 'vg gf nf', { as: 'cinnamon, ginger, nutmeg and cloves' }],
  ]],
  ['apple pie spice', '1 tsp', [
    ['½ tsp ground cinnamon + ¼ tsp ground nutmeg + ¼ tsp ground allspice', 'easy', 0.9, 'The blend in its parts.', 'vg gf nf', { as: 'cinnamon, nutmeg and allspice' }],
  ]],
  [
    'ground cardamom|cardamom',
    '1 tsp',
    [['½ tsp ground cinnamon + ½ tsp ground ginger', 'easy', 0.55, 'Warm and a little citrusy.', 'vg gf nf'], ['1 tsp ground nutmeg', 'easy', 0.5, 'Warm; lacks the floral note.', 'vg gf nf']],
  ],
  ['ground cumin|cumin', '1 tsp', [
    ['1 tsp ground coriander', 'easy', 0.6, 'Lighter and citrusy; add a pinch of chili powder.', 'vg gf nf'],
    ['1 ½ tsp chili powder', 'easy', 0.6, 'Most chili powders contain cumin; adds heat.', 'vg gf nf'],
    ['¾ tsp caraway seeds', 'easy', 0.55, 'Related seed with an earthy taste.', 'vg gf nf'],
  ]],
  ['ground coriander|coriander', '1 tsp', [
    ['1 tsp ground cumin', 'easy', 0.55, 'Earthier and stronger.', 'vg gf nf'],
    ['½ tsp caraway seeds + ½ tsp lemon zest', 'easy', 0.55, 'Citrusy-earthy, like coriander seed.', 'vg gf nf'],
  ]],
  [
    'caraway seeds|caraway',
    '1 tsp',
    [['1 tsp fennel seeds', 'easy', 0.7, 'Sweeter anise note.', 'vg gf nf'], ['1 tsp dill seed', 'easy', 0.7, 'Similar for rye bread and sauerkraut.', 'vg gf nf']],
  ],
  [
    'fennel seeds|fennel seed',
    '1 tsp',
    [['1 tsp anise seed', 'easy', 0.8, 'Stronger licorice taste; use a little less.', 'vg gf nf'], ['1 tsp caraway seeds', 'easy', 0.6, 'Earthier.', 'vg gf nf']],
  ],
  [
    'anise seed|aniseed|star anise',
    '1 tsp',
    [['1 tsp fennel seeds', 'easy', 0.75, 'Milder licorice.', 'vg gf nf'], ['¼ tsp Chinese five-spice', 'easy', 0.6, 'Contains star anise.', 'vg gf nf']],
  ],
  [
    'paprika|sweet paprika',
    '1 tsp',
    [['1 tsp mild chili powder', 'easy', 0.6, 'Adds a little heat and cumin.', 'vg gf nf'], ['¼ tsp cayenne pepper', 'easy', 0.5, 'Much hotter; use only a pinch for colour.', 'vg gf nf'], ['1 tsp Aleppo pepper', 'easy', 0.75, 'Fruity and mildly hot.', 'vg gf nf']],
  ],
  ['smoked paprika|pimentón', '1 tsp', [
    ['1 tsp sweet paprika + ½ tsp ground chipotle', 'easy', 0.75, 'Chipotle brings the smoke and a little heat.', 'vg gf nf'],
    ['1 tsp sweet paprika + 2 drops liquid smoke', 'easy', 0.7, 'Smoky without extra heat.', 'vg gf nf'],
  ]],
  [
    'cayenne pepper|cayenne|ground red pepper',
    '1 tsp',
    [['1 ½ tsp red pepper flakes', 'easy', 0.7, 'Same heat in flakes; grind them for sauces.', 'vg gf nf'], ['1 tsp hot sauce', 'easy', 0.6, 'Adds vinegar and liquid.', 'vg gf nf'], ['2 tsp chili powder', 'easy', 0.55, 'Milder, with cumin and oregano.', 'vg gf nf']],
  ],
  [
    'red pepper flakes|crushed red pepper|chili flakes',
    '1 tsp',
    [['½ tsp cayenne pepper', 'easy', 0.75, 'Same heat, ground fine.', 'vg gf nf'], ['1 tsp Aleppo pepper', 'easy', 0.7, 'Milder and fruitier.', 'vg gf nf'], ['1 tsp hot sauce', 'easy', 0.55, 'Liquid heat.', 'vg gf nf']],
  ],
  ['chili powder', '1 tsp', [
    ['¼ tsp cayenne pepper + ½ tsp paprika + ¼ tsp ground cumin + pinch dried oregano', 'easy', 0.8, 'The usual blend; adjust the cayenne for heat.', 'vg gf nf', { as: 'cayenne, paprika, cumin and oregano' }],
    ['1 tsp ancho chili powder', 'easy', 0.8, 'Pure mild chili; add a pinch of cumin.', 'vg gf nf'],
  ]],
  [
    'chipotle powder|ground chipotle',
    '1 tsp',
    [['1 tsp smoked paprika + pinch cayenne pepper', 'easy', 0.75, 'Smoke and a bit of heat.', 'vg gf nf'], ['1 chipotle pepper in adobo', 'easy', 0.8, 'Mince it; adds tang too.', 'vg gf nf']],
  ],
  [
    'black pepper|ground black pepper|pepper',
    '1 tsp',
    [['1 tsp ground white pepper', 'easy', 0.8, 'Earthier; invisible in pale sauces.', 'vg gf nf'], ['1 tsp pink peppercorns', 'easy', 0.6, 'Fruity and mild; crush them.', 'vg gf nf']],
  ],
  ['white pepper', '1 tsp', [
    ['1 tsp finely ground black pepper', 'easy', 0.8, 'Slightly sharper and shows as specks.', 'vg gf nf'],
  ]],
  [
    'ground turmeric|turmeric',
    '1 tsp',
    [['1 tbsp grated fresh turmeric', 'easy', 0.85, 'Fresh root; stains hands.', 'vg gf nf'], ['1 tsp curry powder', 'easy', 0.6, 'Contains turmeric plus other spices.', 'vg gf nf'], ['pinch saffron threads', 'moderate', 0.55, 'For the yellow colour; a different taste.', 'vg gf nf']],
  ],
  [
    'saffron|saffron threads',
    '1 pinch',
    [['¼ tsp ground turmeric', 'easy', 0.55, 'Gives the golden colour, not the aroma.', 'vg gf nf'], ['½ tsp safflower petals', 'easy', 0.6, 'Colour and a mild floral note.', 'vg gf nf'], ['½ tsp sweet paprika + ¼ tsp ground turmeric', 'easy', 0.5, 'Warm colour for paella.', 'vg gf nf']],
  ],
  ['curry powder', '1 tsp', [
    ['¼ tsp ground turmeric + ¼ tsp ground cumin + ¼ tsp ground coriander + pinch cayenne pepper', 'easy', 0.75, 'A basic curry blend; add ginger and cardamom if you have them.', 'vg gf nf', { as: 'turmeric, cumin, coriander and cayenne' }],
    ['1 tsp garam masala + ¼ tsp ground turmeric', 'easy', 0.75, 'Warmer, with curry colour.', 'vg gf nf'],
  ]],
  ['garam masala', '1 tsp', [
    ['½ tsp ground cumin + ¼ tsp ground coriander + ¼ tsp ground cardamom + pinch ground cloves', 'easy', 0.75, 'The warm core of the blend.', 'vg gf nf', { as: 'cumin, coriander, cardamom and cloves' }],
    ['1 tsp curry powder', 'easy', 0.6, 'More turmeric, less warmth.', 'vg gf nf'],
  ]],
  ['chinese five-spice|five spice powder|five-spice', '1 tsp', [
    ['¼ tsp ground star anise + ¼ tsp ground cinnamon + ¼ tsp fennel seeds + ¼ tsp ground black pepper', 'easy', 0.8, 'Grind together; add a pinch of cloves.', 'vg gf nf', { as: 'star anise, cinnamon, fennel and pepper' }],
    ['1 tsp allspice', 'easy', 0.5, 'Warm, but no anise.', 'vg gf nf'],
  ]],
  ['cajun seasoning|creole seasoning', '1 tsp', [
    ['½ tsp paprika + ¼ tsp garlic powder + ⅛ tsp cayenne pepper + ⅛ tsp dried thyme', 'easy', 0.8, 'Add salt to taste.', 'vg gf nf', { as: 'paprika, garlic, cayenne and thyme' }],
  ]],
  [
    "za’atar|zaatar|za'atar",
    '1 tbsp',
    [
    ['1 tsp dried thyme + 1 tsp toasted sesame seeds + 1 tsp sumac', 'easy', 0.85, 'The blend’s three parts; add a pinch of salt.', 'vg gf nf', { as: 'thyme, sesame and sumac' }],
  ]],
  [
    'sumac',
    '1 tsp',
    [['1 tsp lemon zest + pinch salt', 'easy', 0.65, 'Bright and tart.', 'vg gf nf'], ['½ tsp amchur', 'easy', 0.7, 'Dried green mango powder, tart.', 'vg gf nf']],
  ],
  [
    'mustard powder|dry mustard|ground mustard',
    '1 tsp',
    [['1 tbsp prepared yellow mustard', 'easy', 0.75, 'Cut the liquid by 1 tsp.', 'vg gf nf'], ['1 tsp mustard seeds', 'moderate', 0.7, 'Grind fine.', 'vg gf nf']],
  ],
  ['garlic powder', '¼ tsp', [
    ['1 clove garlic', 'easy', 0.8, 'Mince it and cook gently; fresh garlic is sharper and adds a little moisture.', 'vg gf nf', { as: 'fresh garlic' }],
    ['⅜ tsp granulated garlic', 'easy', 0.9, 'Coarser, a little milder.', 'vg gf nf'],
    ['½ tsp garlic salt', 'easy', 0.6, 'Garlic salt is about three parts salt: cut the other salt by ⅜ tsp.', 'vg gf nf'],
  ]],
  [
    'onion powder',
    '1 tsp',
    [['⅓ cup chopped onion', 'easy', 0.75, 'Fresh onion adds moisture; cook it well.', 'vg gf nf'], ['1 tbsp dried minced onion', 'easy', 0.85, 'Rehydrates in sauces.', 'vg gf nf']],
  ],
  ['salt|table salt', '1 tsp', [
    ['2 tsp Diamond Crystal kosher salt', 'easy', 0.9, 'Its light, hollow flakes weigh about half as much per spoon as table salt.', 'vg gf nf'],
    ['1 ¼ tsp Morton kosher salt', 'easy', 0.9, 'Denser kosher salt; slightly more than table salt.', 'vg gf nf'],
    ['1 tbsp soy sauce', 'easy', 0.5, 'About a third of the salt, with umami; adds colour.', 'vg nf'],
  ]],
  ['kosher salt', '1 tsp', [
    ['½ tsp table salt', 'easy', 0.85, 'Finer and denser; about half as much (Diamond Crystal) or ¾ as much (Morton).', 'vg gf nf'],
    ['1 tsp coarse sea salt', 'easy', 0.8, 'Similar crystals.', 'vg gf nf'],
  ]],
  ['vanilla extract|vanilla', '1 tsp', [
    ['½ vanilla bean', 'easy', 0.9, 'Split and scrape the seeds.', 'vg gf nf', { as: 'vanilla bean seeds' }],
    ['1 tsp vanilla bean paste', 'easy', 0.95, 'Swaps one-for-one with seeds.', 'vg gf nf'],
    ['1 tsp maple syrup', 'easy', 0.5, 'Gentle sweetness and aroma.', 'vg gf nf'],
    ['½ tsp almond extract', 'easy', 0.5, 'Strong; a different taste.', 'vg gf'],
  ]],
  [
    'vanilla bean|vanilla pod',
    '1 bean',
    [['1 tbsp vanilla extract', 'easy', 0.8, 'Add at the end of cooking.', 'vg gf nf'], ['1 tbsp vanilla bean paste', 'easy', 0.9, 'Gives the seeds too.', 'vg gf nf']],
  ],
  [
    'almond extract',
    '1 tsp',
    [['2 tsp vanilla extract', 'easy', 0.55, 'Warm, not almond.', 'vg gf nf'], ['2 tbsp amaretto', 'easy', 0.75, 'Almond liqueur.', 'vg gf nf']],
  ],
  [
    'msg|monosodium glutamate',
    '½ tsp',
    [['1 tsp mushroom powder', 'easy', 0.65, 'Natural glutamates from dried mushrooms.', 'vg gf nf'], ['1 tsp soy sauce', 'easy', 0.6, 'Umami and salt.', 'vg nf']],
  ],
]);
