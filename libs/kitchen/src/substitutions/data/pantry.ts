import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const PANTRY = family('baking and pantry', [
  ['unsweetened chocolate|baking chocolate', '1 oz', [
    ['3 tbsp cocoa powder + 1 tbsp butter', 'easy', 0.85, 'Cocoa plus fat makes up the chocolate.', 'gf nf'],
    ['3 tbsp cocoa powder + 1 tbsp coconut oil', 'easy', 0.85, 'Dairy-free version.', 'vg gf nf'],
  ]],
  ['semisweet chocolate|bittersweet chocolate|dark chocolate', '1 oz', [
    ['½ oz unsweetened chocolate + 1 tbsp sugar', 'easy', 0.8, 'Melt together.', 'vg gf nf'],
    ['1 oz dairy-free dark chocolate', 'easy', 0.9, 'Check the label for milk.', 'vg gf nf'],
    ['1 tbsp cocoa powder + 1 tbsp sugar + 1 ½ tsp butter', 'easy', 0.7, 'For melted chocolate in batters.', 'gf nf'],
  ]],
  [
    'milk chocolate',
    '1 oz',
    [['1 oz semisweet chocolate + 1 tsp sugar', 'easy', 0.7, 'Darker and less creamy.', 'gf nf'], ['1 oz oat milk chocolate', 'easy', 0.8, 'Dairy-free milk chocolate.', 'vg nf']],
  ],
  [
    'white chocolate',
    '1 oz',
    [['1 oz vegan white chocolate', 'easy', 0.8, 'Made with cocoa butter and plant milk.', 'vg gf'], ['1 oz butterscotch chips', 'easy', 0.55, 'Sweet and creamy; different taste.', 'gf nf']],
  ],
  ['chocolate chips', '1 cup', [
    ['6 oz chopped chocolate bar', 'easy', 0.85, 'Melts into pools rather than holding its shape.', 'gf nf'],
    ['1 cup carob chips', 'easy', 0.55, 'Caffeine-free; different taste.', 'vg gf nf'],
    ['1 cup dairy-free chocolate chips', 'easy', 0.9, 'Check the label for milk.', 'vg gf nf'],
  ]],
  [
    'cocoa powder|unsweetened cocoa|cocoa',
    '3 tbsp',
    [['1 oz unsweetened chocolate', 'easy', 0.8, 'Cut the fat in the recipe by 1 tbsp.', 'vg gf nf'], ['3 tbsp carob powder', 'easy', 0.55, 'Naturally sweeter; no caffeine.', 'vg gf nf']],
  ],
  ['dutch-process cocoa|dutch cocoa', '3 tbsp', [
    ['3 tbsp natural cocoa powder + ⅛ tsp baking soda', 'easy', 0.8, 'The soda neutralizes the acid; cut any baking soda in the recipe if it relied on the cocoa.', 'vg gf nf'],
  ]],
  ['natural cocoa powder', '3 tbsp', [
    ['3 tbsp Dutch-process cocoa + ⅛ tsp cream of tartar', 'easy', 0.75, 'Restores acidity for recipes leavened with baking soda.', 'vg gf nf'],
  ]],
  [
    'espresso powder|instant coffee',
    '1 tsp',
    [['1 tbsp strong brewed coffee', 'easy', 0.7, 'Cut another liquid by 1 tbsp.', 'vg gf nf'], ['1 tsp finely ground coffee', 'easy', 0.6, 'In rubs and dark baking; slight grit.', 'vg gf nf']],
  ],
  [
    'brewed coffee|coffee',
    '1 cup',
    [['1 tsp instant espresso powder + 1 cup hot water', 'easy', 0.85, 'Quick and even.', 'vg gf nf'], ['1 cup hot water', 'easy', 0.5, 'Just the liquid, without the coffee depth.', 'vg gf nf']],
  ],
  [
    'sprinkles',
    '¼ cup',
    [['¼ cup finely chopped nuts', 'easy', 0.5, 'Crunchy topping.', 'vg gf'], ['¼ cup sanding sugar', 'easy', 0.75, 'Sparkle without the colours.', 'vg gf nf']],
  ],
  ['corn chips|tortilla chips', '1 cup', [
    ['1 cup baked pita chips', 'easy', 0.7, 'Crunchy; contains wheat.', 'vg nf'],
  ]],
  [
    'crackers|saltines',
    '1 cup',
    [['1 cup crushed rice crackers', 'easy', 0.8, 'Gluten-free crunch.', 'vg gf nf'], ['1 cup pretzels', 'easy', 0.6, 'Crunchy and salty.', 'vg nf']],
  ],
  [
    'puff pastry',
    '1 sheet',
    [['1 sheet pie crust', 'easy', 0.6, 'Flaky but not puffed.', 'nf'], ['6 sheets phyllo', 'moderate', 0.7, 'Brush each layer with butter; crisp and flaky.', 'nf']],
  ],
  ['phyllo|filo|phyllo dough', '1 sheet', [
    ['¼ sheet puff pastry', 'easy', 0.55, 'Thicker and richer, roll it thin.', 'nf'],
  ]],
  ['pie crust|pastry crust', '1 crust', [
    ['1 ½ cups graham cracker crumbs + 6 tbsp melted butter', 'easy', 0.7, 'Press into the tin; for cream and custard pies.', 'nf', { as: 'graham cracker crust' }],
    ['1 gluten-free pie crust', 'easy', 0.85, 'Ready-made or from a 1-to-1 flour blend.', 'gf nf'],
  ]],
  ['sourdough starter', '1 cup', [
    ['½ cup flour + ½ cup water + ¼ tsp instant yeast', 'moderate', 0.6, 'Mix and rest a few hours; less tang and a quicker rise.', 'vg nf', { as: 'quick yeasted starter' }],
  ]],
  [
    'matzo meal',
    '1 cup',
    [['1 cup fine breadcrumbs', 'easy', 0.85, 'Same binding.', 'vg nf'], ['1 cup ground oats', 'easy', 0.75, 'Binds well.', 'vg nf']],
  ],
  [
    'water chestnuts',
    '1 cup',
    [['1 cup diced jicama', 'easy', 0.85, 'Crunchy and juicy.', 'vg gf nf'], ['1 cup sliced celery', 'easy', 0.55, 'Crunchy; more flavour.', 'vg gf nf']],
  ],
  [
    'nutritional yeast',
    '¼ cup',
    [['¼ cup grated Parmesan', 'easy', 0.6, 'Cheesy and savoury; not vegan.', 'gf nf'], ['2 tbsp white miso', 'easy', 0.5, 'Savoury depth in sauces.', 'vg gf nf']],
  ],
  [
    'bouillon cube|stock cube',
    '1 cube',
    [['1 cup broth', 'easy', 0.85, 'One cube makes about a cup; replace an equal amount of water.', 'nf'], ['1 tsp bouillon powder', 'easy', 0.9, 'Same seasoning.', 'nf']],
  ],
]);
