import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const PRODUCE = family('produce', [
  [
    'garlic|garlic cloves|fresh garlic',
    '1 clove',
    [['⅛ tsp garlic powder', 'easy', 0.75, 'Add with the liquids so it does not scorch.', 'vg gf nf'], ['½ tsp jarred minced garlic', 'easy', 0.85, 'Milder than fresh.', 'vg gf nf'], ['½ tsp garlic-infused oil', 'easy', 0.65, 'Garlic taste without the low-FODMAP triggers.', 'vg gf nf']],
  ],
  [
    'onion|yellow onion|brown onion',
    '1 medium onion',
    [['2 medium shallots', 'easy', 0.85, 'Milder and sweeter.', 'vg gf nf'], ['1 large leek', 'easy', 0.75, 'Use the white and pale green parts; gentler.', 'vg gf nf'], ['1 tbsp onion powder', 'easy', 0.65, 'For flavour in sauces and soups; no texture.', 'vg gf nf'], ['¼ cup dried minced onion', 'easy', 0.7, 'Rehydrates in soups and stews.', 'vg gf nf']],
  ],
  [
    'red onion',
    '1 medium onion',
    [['1 medium white onion', 'easy', 0.8, 'Sharper; soak in cold water for salads.', 'vg gf nf'], ['2 medium shallots', 'easy', 0.85, 'Mild and pretty in salads.', 'vg gf nf']],
  ],
  [
    'shallot|shallots',
    '1 shallot',
    [['¼ cup finely chopped yellow onion', 'easy', 0.75, 'Sharper; add a tiny bit of garlic.', 'vg gf nf'], ['¼ cup chopped green onion whites', 'easy', 0.7, 'Mild and fresh.', 'vg gf nf']],
  ],
  [
    'green onions|scallions|spring onions',
    '1 cup',
    [['1 cup chopped chives', 'easy', 0.75, 'For garnish; milder.', 'vg gf nf'], ['½ cup finely chopped shallot', 'easy', 0.65, 'Cooked dishes only.', 'vg gf nf'], ['1 cup thinly sliced leeks', 'easy', 0.7, 'Cooked dishes; sweeter.', 'vg gf nf']],
  ],
  [
    'leek|leeks',
    '1 leek',
    [['1 medium yellow onion', 'easy', 0.75, 'Sharper; cook slowly.', 'vg gf nf'], ['4 green onions', 'easy', 0.7, 'Mild onion flavour.', 'vg gf nf']],
  ],
  [
    'fresh ginger|ginger|ginger root',
    '1 tbsp',
    [['¼ tsp ground ginger', 'easy', 0.6, 'Warmer and less bright; add with spices.', 'vg gf nf'], ['1 tbsp ginger paste', 'easy', 0.9, 'From a tube or jar.', 'vg gf nf'], ['1 tbsp chopped galangal', 'easy', 0.6, 'Sharper, piney; great in Thai dishes.', 'vg gf nf']],
  ],
  ['garlic paste', '1 tsp', [
    ['1 tsp minced fresh garlic', 'easy', 0.85, 'Pound with a pinch of salt for a paste.', 'vg gf nf'],
  ]],
  [
    'jalapeño|jalapeno|fresh chili',
    '1 pepper',
    [['1 serrano pepper', 'easy', 0.8, 'Hotter; use a little less.', 'vg gf nf'], ['¼ tsp red pepper flakes', 'easy', 0.55, 'Heat without the fresh crunch.', 'vg gf nf'], ['2 tbsp canned green chiles', 'easy', 0.7, 'Milder.', 'vg gf nf']],
  ],
  ['bell pepper|red bell pepper|capsicum', '1 pepper', [
    ['1 cup roasted red peppers from a jar', 'easy', 0.75, 'Softer and sweeter; for sauces and cooked dishes.', 'vg gf nf'],
    ['1 poblano pepper', 'easy', 0.65, 'Earthy and slightly hot.', 'vg gf nf'],
  ]],
  [
    'tomatoes|fresh tomatoes',
    '1 lb',
    [['1 can diced tomatoes', 'easy', 0.8, 'For cooked sauces and stews (about 14.5 oz).', 'vg gf nf'], ['1 lb cherry tomatoes', 'easy', 0.85, 'Sweeter; halve them.', 'vg gf nf']],
  ],
  ['canned tomatoes|diced tomatoes|crushed tomatoes', '1 can', [
    ['1 ½ lb fresh ripe tomatoes', 'moderate', 0.75, 'Peel, chop and simmer 10–15 minutes longer.', 'vg gf nf'],
    ['1 ½ cups tomato passata', 'easy', 0.8, 'Smooth; for sauces and soups.', 'vg gf nf'],
  ]],
  [
    'tomato paste|tomato purée',
    '1 tbsp',
    [['3 tbsp tomato sauce', 'easy', 0.7, 'Simmer to reduce, or cut other liquids.', 'vg gf nf'], ['2 tbsp ketchup', 'easy', 0.55, 'Sweeter and tangier; fine in chili and meatloaf.', 'vg gf nf'], ['1 tbsp sun-dried tomato paste', 'easy', 0.8, 'Intense and sweet.', 'vg gf nf']],
  ],
  [
    'tomato sauce|passata',
    '1 cup',
    [['½ cup tomato paste + ½ cup water', 'easy', 0.8, 'Season with salt and a pinch of sugar.', 'vg gf nf'], ['1 cup canned crushed tomatoes', 'easy', 0.8, 'Blend for a smooth sauce.', 'vg gf nf']],
  ],
  [
    'sun-dried tomatoes',
    '¼ cup',
    [['½ cup roasted cherry tomatoes', 'moderate', 0.65, 'Roast low and slow until shrivelled.', 'vg gf nf'], ['1 tbsp tomato paste', 'easy', 0.55, 'Intense flavour, no texture.', 'vg gf nf']],
  ],
  ['mushrooms|button mushrooms|cremini mushrooms', '8 oz', [
    ['1 oz dried porcini', 'easy', 0.7, 'Soak 20 minutes; keep the soaking liquid for flavour.', 'vg gf nf'],
    ['8 oz diced eggplant', 'easy', 0.55, 'Soft and meaty.', 'vg gf nf'],
    ['8 oz diced zucchini', 'easy', 0.45, 'For bulk in sauces.', 'vg gf nf'],
  ]],
  [
    'shiitake mushrooms|shiitake',
    '8 oz',
    [['8 oz cremini mushrooms', 'easy', 0.75, 'Milder; add a splash of soy sauce.', 'vg gf nf'], ['1 oz dried shiitake', 'easy', 0.85, 'Soak in warm water 30 minutes.', 'vg gf nf']],
  ],
  [
    'spinach|fresh spinach',
    '1 lb',
    [['1 lb Swiss chard', 'easy', 0.8, 'Slightly earthier; strip and chop the stems.', 'vg gf nf'], ['10 oz frozen spinach', 'easy', 0.85, 'Thaw and squeeze dry; for cooked dishes.', 'vg gf nf'], ['1 lb kale', 'easy', 0.7, 'Tougher; cook longer.', 'vg gf nf']],
  ],
  [
    'kale',
    '1 bunch',
    [['1 bunch collard greens', 'easy', 0.8, 'Sturdy greens; cook a little longer.', 'vg gf nf'], ['1 bunch Swiss chard', 'easy', 0.75, 'Tender, quick-cooking.', 'vg gf nf']],
  ],
  [
    'arugula|rocket',
    '1 cup',
    [['1 cup watercress', 'easy', 0.85, 'Peppery and tender.', 'vg gf nf'], ['1 cup baby spinach', 'easy', 0.65, 'Milder.', 'vg gf nf']],
  ],
  [
    'celery',
    '1 stalk',
    [['½ cup chopped fennel bulb', 'easy', 0.7, 'Crunchy with a hint of anise.', 'vg gf nf'], ['¼ tsp celery seed', 'easy', 0.6, 'Flavour for soups and stocks; no crunch.', 'vg gf nf']],
  ],
  [
    'carrots|carrot',
    '1 cup',
    [['1 cup parsnips', 'easy', 0.75, 'Sweeter and nuttier.', 'vg gf nf'], ['1 cup butternut squash', 'easy', 0.7, 'Sweet and orange; softer.', 'vg gf nf']],
  ],
  [
    'zucchini|courgette',
    '1 lb',
    [['1 lb yellow summer squash', 'easy', 0.95, 'Nearly the same.', 'vg gf nf'], ['1 lb eggplant', 'easy', 0.6, 'Meatier; salt and drain first.', 'vg gf nf']],
  ],
  [
    'eggplant|aubergine',
    '1 lb',
    [['1 lb zucchini', 'easy', 0.65, 'Firmer and less absorbent.', 'vg gf nf'], ['1 lb portobello mushrooms', 'easy', 0.65, 'Meaty texture.', 'vg gf nf']],
  ],
  [
    'butternut squash',
    '1 lb',
    [['1 lb pumpkin', 'easy', 0.85, 'Similar taste and texture.', 'vg gf nf'], ['1 lb sweet potatoes', 'easy', 0.85, 'Sweet and creamy.', 'vg gf nf']],
  ],
  [
    'pumpkin purée|canned pumpkin',
    '1 cup',
    [['1 cup mashed butternut squash', 'easy', 0.9, 'Roast and purée until smooth.', 'vg gf nf'], ['1 cup mashed sweet potato', 'easy', 0.85, 'Sweeter.', 'vg gf nf']],
  ],
  [
    'potatoes|potato',
    '1 lb',
    [['1 lb sweet potatoes', 'easy', 0.7, 'Sweeter and softer.', 'vg gf nf'], ['1 lb cauliflower', 'easy', 0.55, 'Low-carb mash.', 'vg gf nf'], ['1 lb celery root', 'easy', 0.6, 'Earthy and lighter mash.', 'vg gf nf']],
  ],
  [
    'sweet potato|sweet potatoes',
    '1 lb',
    [['1 lb butternut squash', 'easy', 0.8, 'Sweet and soft.', 'vg gf nf'], ['1 lb carrots', 'easy', 0.65, 'Sweet; firmer.', 'vg gf nf']],
  ],
  [
    'avocado',
    '1 avocado',
    [['½ cup mashed cooked edamame', 'moderate', 0.5, 'Green, creamy spread; add lime.', 'vg gf nf'], ['¼ cup hummus', 'easy', 0.5, 'Creamy on toast and sandwiches.', 'vg gf nf']],
  ],
  [
    'lemon|lemons',
    '1 lemon',
    [['3 tbsp bottled lemon juice', 'easy', 0.75, 'About the juice of one lemon; no zest.', 'vg gf nf'], ['2 limes', 'easy', 0.85, 'Juice and zest the same way.', 'vg gf nf']],
  ],
  [
    'lime|limes',
    '1 lime',
    [['2 tbsp lemon juice', 'easy', 0.85, 'About the juice of a lime.', 'vg gf nf'], ['½ lemon', 'easy', 0.85, 'Juice and zest.', 'vg gf nf']],
  ],
  [
    'apples|apple',
    '1 cup',
    [['1 cup chopped pears', 'easy', 0.85, 'Softer and juicier; cook less.', 'vg gf nf'], ['1 cup chopped quince', 'moderate', 0.6, 'Must be cooked; needs longer.', 'vg gf nf']],
  ],
  [
    'banana|bananas|mashed banana',
    '1 banana',
    [['½ cup unsweetened applesauce', 'easy', 0.7, 'Moist and sweet in baking.', 'vg gf nf'], ['½ cup pumpkin purée', 'easy', 0.65, 'Moist and earthy.', 'vg gf nf']],
  ],
  [
    'applesauce|apple sauce',
    '1 cup',
    [['1 cup mashed ripe banana', 'easy', 0.75, 'Adds banana taste.', 'vg gf nf'], ['1 cup pumpkin purée', 'easy', 0.7, 'Moist and earthy.', 'vg gf nf'], ['1 cup plain yogurt', 'easy', 0.65, 'Tangy moisture.', 'gf nf']],
  ],
  ['fresh berries|berries|blueberries|raspberries', '1 cup', [
    ['1 cup frozen berries', 'easy', 0.85, 'Do not thaw for baking; toss in a little flour to stop bleeding.', 'vg gf nf'],
    ['1 cup chopped cherries', 'easy', 0.7, 'Sweet, juicy fruit.', 'vg gf nf'],
  ]],
  [
    'fresh cranberries|cranberries',
    '1 cup',
    [['¾ cup dried cranberries', 'easy', 0.6, 'Sweeter and chewier; cut sugar.', 'vg gf nf'], ['1 cup frozen cranberries', 'easy', 0.95, 'Use straight from the freezer.', 'vg gf nf']],
  ],
  ['coconut milk', '1 cup', [
    ['1 cup whole milk + 1 tsp coconut extract', 'easy', 0.6, 'Lighter; for baking and curries in a pinch.', 'gf nf'],
    ['1 cup heavy cream', 'easy', 0.6, 'Rich but no coconut taste.', 'gf nf'],
    ['¼ cup coconut cream + ¾ cup water', 'easy', 0.85, 'Thin the cream to milk.', 'vg gf nf'],
  ]],
  [
    'coconut cream',
    '1 cup',
    [['1 cup full-fat coconut milk', 'easy', 0.75, 'Refrigerate and scoop the solid top.', 'vg gf nf'], ['1 cup heavy cream', 'easy', 0.65, 'Rich; no coconut.', 'gf nf']],
  ],
  [
    'shredded coconut|desiccated coconut',
    '1 cup',
    [['1 cup sliced almonds', 'easy', 0.5, 'Toasty crunch for toppings.', 'vg gf'], ['1 cup rolled oats', 'easy', 0.45, 'Texture in cookies and granola.', 'vg nf']],
  ],
]);
