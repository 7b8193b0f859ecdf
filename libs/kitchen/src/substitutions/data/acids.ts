import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const ACIDS = family('acids, wines and spirits', [
  ['lemon juice', '1 tbsp', [
    ['1 tbsp lime juice', 'easy', 0.9, 'Same acidity; a slightly different citrus note.', 'vg gf nf'],
    ['1 ½ tsp white wine vinegar', 'easy', 0.75, 'Sharper, so use half as much in dressings and sauces.', 'vg gf nf'],
    ['¼ tsp citric acid + 1 tbsp water', 'moderate', 0.7, 'Pure sourness for canning and baking; no citrus aroma.', 'vg gf nf'],
  ]],
  [
    'lime juice',
    '1 tbsp',
    [['1 tbsp lemon juice', 'easy', 0.9, 'Same acidity; less floral.', 'vg gf nf'], ['1 ½ tsp rice vinegar', 'easy', 0.65, 'Gentle sourness for Asian dressings.', 'vg gf nf']],
  ],
  ['orange juice', '1 cup', [
    ['1 cup tangerine juice', 'easy', 0.9, 'Sweet and aromatic.', 'vg gf nf'],
    ['¾ cup pineapple juice + ¼ cup lemon juice', 'easy', 0.65, 'Sweet-tart balance for marinades.', 'vg gf nf'],
  ]],
  [
    'lemon zest|lemon peel|grated lemon rind',
    '1 tsp',
    [['½ tsp lemon extract', 'easy', 0.75, 'Strong lemon aroma for baking.', 'vg gf nf'], ['1 tsp lime zest', 'easy', 0.8, 'Citrus aroma with a lime note.', 'vg gf nf'], ['2 tbsp lemon juice', 'easy', 0.55, 'Less aromatic and adds liquid and sourness.', 'vg gf nf']],
  ],
  [
    'orange zest|orange peel',
    '1 tsp',
    [['½ tsp orange extract', 'easy', 0.75, 'Strong orange aroma for baking.', 'vg gf nf'], ['1 tsp tangerine zest', 'easy', 0.9, 'Same aroma.', 'vg gf nf'], ['1 tsp lemon zest', 'easy', 0.65, 'Sharper citrus note.', 'vg gf nf']],
  ],
  [
    'white wine vinegar',
    '1 tbsp',
    [['1 tbsp champagne vinegar', 'easy', 0.9, 'Milder and delicate.', 'vg gf nf'], ['1 tbsp rice vinegar', 'easy', 0.8, 'Milder and slightly sweet.', 'vg gf nf'], ['1 tbsp lemon juice', 'easy', 0.75, 'Fresh acid with a citrus note.', 'vg gf nf']],
  ],
  [
    'red wine vinegar',
    '1 tbsp',
    [['1 tbsp sherry vinegar', 'easy', 0.85, 'Rounder and nuttier.', 'vg gf nf'], ['2 tsp white wine vinegar + 1 tsp red wine', 'easy', 0.85, 'Close in taste and colour.', 'vg gf nf'], ['1 tbsp balsamic vinegar', 'easy', 0.6, 'Sweeter; cut any sugar in the recipe.', 'vg gf nf']],
  ],
  [
    'apple cider vinegar|cider vinegar',
    '1 tbsp',
    [['1 tbsp white wine vinegar', 'easy', 0.85, 'Similar strength, less fruity.', 'vg gf nf'], ['1 tbsp lemon juice', 'easy', 0.75, 'Fresh acid for dressings and baking.', 'vg gf nf'], ['1 tbsp rice vinegar', 'easy', 0.75, 'Milder.', 'vg gf nf']],
  ],
  [
    'balsamic vinegar',
    '1 tbsp',
    [['1 tbsp red wine vinegar + ½ tsp honey', 'easy', 0.7, 'Adds the sweetness balsamic has.', 'gf nf'], ['1 tbsp sherry vinegar', 'easy', 0.7, 'Rounded and a little sweet.', 'vg gf nf'], ['1 tbsp red wine vinegar + ½ tsp maple syrup', 'easy', 0.7, 'Sweet-sour and vegan.', 'vg gf nf']],
  ],
  [
    'rice vinegar|rice wine vinegar',
    '1 tbsp',
    [['1 tbsp apple cider vinegar', 'easy', 0.8, 'Slightly stronger; add a pinch of sugar.', 'vg gf nf'], ['1 tbsp white wine vinegar', 'easy', 0.8, 'Add a pinch of sugar to soften it.', 'vg gf nf']],
  ],
  [
    'sherry vinegar',
    '1 tbsp',
    [['1 tbsp red wine vinegar', 'easy', 0.8, 'Sharper, less nutty.', 'vg gf nf'], ['1 tbsp balsamic vinegar', 'easy', 0.65, 'Sweeter.', 'vg gf nf']],
  ],
  [
    'white vinegar|distilled vinegar',
    '1 tbsp',
    [['1 tbsp apple cider vinegar', 'easy', 0.8, 'Fruity; fine in brines and baking.', 'vg gf nf'], ['1 tbsp lemon juice', 'easy', 0.8, 'Fresh acid.', 'vg gf nf']],
  ],
  ['white wine|dry white wine', '1 cup', [
    ['¾ cup chicken broth + ¼ cup white wine vinegar', 'easy', 0.75, 'Savoury with the acid wine brings to pan sauces and risotto.', 'gf nf'],
    ['1 cup dry vermouth', 'easy', 0.85, 'Keeps well once open; more herbal.', 'vg gf nf'],
    ['¾ cup white grape juice + 1 tbsp lemon juice', 'easy', 0.6, 'Alcohol-free but sweeter; for desserts and poaching.', 'vg gf nf'],
    ['¾ cup vegetable broth + 2 tbsp lemon juice', 'easy', 0.7, 'Alcohol-free for sauces.', 'vg nf'],
  ]],
  ['red wine|dry red wine', '1 cup', [
    ['¾ cup beef broth + 2 tbsp red wine vinegar', 'easy', 0.75, 'Savoury and sharp for stews and braises.', 'gf nf'],
    ['¾ cup unsweetened pomegranate juice + 1 tbsp red wine vinegar', 'easy', 0.65, 'Fruity, tannic and alcohol-free.', 'vg gf nf'],
    ['1 cup non-alcoholic red wine', 'easy', 0.85, 'Closest alcohol-free option.', 'vg gf nf'],
  ]],
  [
    'mirin',
    '1 tbsp',
    [['1 tbsp dry sherry + 1 tsp sugar', 'easy', 0.8, 'Sweet-savoury like mirin.', 'vg gf nf'], ['1 tbsp rice vinegar + ½ tsp sugar', 'easy', 0.65, 'Alcohol-free; a little sharper.', 'vg gf nf'], ['1 tbsp sake + 1 tsp sugar', 'easy', 0.85, 'Same rice base.', 'vg gf nf']],
  ],
  [
    'sake|rice wine|shaoxing wine|chinese cooking wine',
    '1 tbsp',
    [['1 tbsp dry sherry', 'easy', 0.85, 'The classic stand-in in Chinese cooking.', 'vg gf nf'], ['1 tbsp dry white wine', 'easy', 0.7, 'Lighter; add a pinch of sugar.', 'vg gf nf'], ['1 tbsp rice vinegar + 1 tbsp water', 'easy', 0.5, 'Alcohol-free; more acidic.', 'vg gf nf']],
  ],
  [
    'dry sherry|sherry',
    '1 tbsp',
    [['1 tbsp dry vermouth', 'easy', 0.75, 'Herbal and dry.', 'vg gf nf'], ['1 tbsp Shaoxing wine', 'easy', 0.85, 'Nutty and savoury.', 'vg nf'], ['1 tbsp apple cider vinegar + 1 tbsp broth', 'easy', 0.5, 'Alcohol-free for soups and sauces.', 'nf']],
  ],
  ['marsala|madeira|port', '1 cup', [
    ['1 cup dry sherry + 1 tbsp sugar', 'easy', 0.75, 'Nutty and sweet enough for sauces.', 'vg gf nf'],
    ['¾ cup white grape juice + ¼ cup balsamic vinegar', 'easy', 0.6, 'Alcohol-free and sweet-sour.', 'vg gf nf'],
  ]],
  ['brandy|cognac', '2 tbsp', [
    ['2 tbsp bourbon', 'easy', 0.75, 'Rounded and warming.', 'vg gf nf'],
    ['1 tsp brandy extract + 2 tbsp apple juice', 'easy', 0.6, 'Alcohol-free; flavour for sauces and baking.', 'vg gf nf'],
  ]],
  [
    'rum|dark rum',
    '2 tbsp',
    [['½ tsp rum extract + 2 tbsp water', 'easy', 0.7, 'Alcohol-free flavour for baking.', 'vg gf nf'], ['2 tbsp bourbon', 'easy', 0.7, 'Similar warmth.', 'vg gf nf']],
  ],
  [
    'beer|lager|ale',
    '1 cup',
    [['1 cup non-alcoholic beer', 'easy', 0.9, 'Same malty taste for batters and stews.', 'vg nf'], ['1 cup chicken broth', 'easy', 0.65, 'Savoury liquid for stews and braises.', 'gf nf'], ['1 cup sparkling water', 'easy', 0.6, 'Keeps frying batters light and crisp.', 'vg gf nf'], ['1 cup gluten-free beer', 'easy', 0.85, 'Brewed from sorghum or rice.', 'vg gf nf']],
  ],
  ['tamarind paste|tamarind', '1 tbsp', [
    ['1 tbsp lime juice + 1 tbsp brown sugar', 'easy', 0.65, 'Sweet-sour balance for pad thai and chutneys.', 'vg gf nf'],
    ['1 tbsp pomegranate molasses', 'easy', 0.75, 'Tart-fruity with the same depth.', 'vg gf nf'],
  ]],
  ['citric acid', '1 tsp', [
    ['¼ cup lemon juice', 'easy', 0.7, 'About 4 tbsp of juice give the sourness of 1 tsp citric acid; they add liquid and a lemon taste.', 'vg gf nf'],
  ]],
]);
