import { family } from '../types.ts';

// Dried herbs are about three times as strong as fresh: 1 tbsp fresh = 1 tsp dried.
// One line per substitute keeps the table readable.
// prettier-ignore
export const HERBS = family('herbs', [
  ['basil|fresh basil', '1 tbsp', [
    ['1 tsp dried basil', 'easy', 0.7, 'Dried is stronger: a third as much, added while cooking, not as a garnish.', 'vg gf nf'],
    ['1 tbsp fresh oregano', 'easy', 0.6, 'Italian flavour, sharper.', 'vg gf nf'],
    ['1 tbsp fresh mint + 1 tbsp fresh parsley', 'easy', 0.55, 'Fresh and sweet for salads and pesto.', 'vg gf nf', { per: '2 tbsp' }],
  ]],
  [
    'dried basil',
    '1 tsp',
    [['1 tbsp fresh basil', 'easy', 0.8, 'Three times as much fresh; add late.', 'vg gf nf'], ['1 tsp dried oregano', 'easy', 0.65, 'Sharper Italian note.', 'vg gf nf']],
  ],
  [
    'parsley|fresh parsley|flat-leaf parsley',
    '1 tbsp',
    [['1 tsp dried parsley', 'easy', 0.6, 'Fine in cooking; little fresh flavour.', 'vg gf nf'], ['1 tbsp fresh chervil', 'easy', 0.8, 'Delicate and slightly anise.', 'vg gf nf'], ['1 tbsp fresh cilantro', 'easy', 0.6, 'Green and fresh; a stronger taste.', 'vg gf nf'], ['1 tbsp celery leaves', 'easy', 0.7, 'Green and peppery.', 'vg gf nf']],
  ],
  ['cilantro|coriander leaves|fresh coriander', '1 tbsp', [
    ['1 tbsp fresh parsley + ½ tsp lime juice', 'easy', 0.6, 'Green freshness with a citrus lift; for people who dislike cilantro.', 'vg gf nf'],
    ['1 tbsp Thai basil', 'easy', 0.6, 'Aromatic for Southeast Asian dishes.', 'vg gf nf'],
    ['1 tbsp fresh mint', 'easy', 0.5, 'Fresh, cooling finish for salsas and salads.', 'vg gf nf'],
  ]],
  [
    'oregano|dried oregano',
    '1 tsp',
    [['1 tsp dried marjoram', 'easy', 0.85, 'Milder, sweeter cousin.', 'vg gf nf'], ['1 tsp dried thyme', 'easy', 0.7, 'Earthy; fine in tomato sauces.', 'vg gf nf'], ['1 tsp Italian seasoning', 'easy', 0.75, 'Contains oregano among other herbs.', 'vg gf nf']],
  ],
  [
    'fresh oregano',
    '1 tbsp',
    [['1 tsp dried oregano', 'easy', 0.8, 'A third as much dried.', 'vg gf nf'], ['1 tbsp fresh marjoram', 'easy', 0.85, 'Milder and sweeter.', 'vg gf nf']],
  ],
  ['thyme|fresh thyme', '1 tbsp', [
    ['1 tsp dried thyme', 'easy', 0.85, 'A third as much dried; holds up well in long cooking.', 'vg gf nf'],
    ['1 tbsp fresh marjoram', 'easy', 0.7, 'Similar woodsy taste.', 'vg gf nf'],
    ['1 tsp dried oregano', 'easy', 0.6, 'Stronger; use a little less.', 'vg gf nf'],
  ]],
  [
    'dried thyme',
    '1 tsp',
    [['1 tbsp fresh thyme leaves', 'easy', 0.85, 'Three times as much fresh.', 'vg gf nf'], ['1 tsp dried savory', 'easy', 0.75, 'Peppery and similar.', 'vg gf nf'], ['1 tsp herbes de Provence', 'easy', 0.7, 'A blend that includes thyme.', 'vg gf nf']],
  ],
  [
    'rosemary|fresh rosemary',
    '1 tbsp',
    [['1 tsp dried rosemary', 'easy', 0.8, 'Crush it; a third as much.', 'vg gf nf'], ['1 tbsp fresh thyme', 'easy', 0.6, 'Milder woodsy note.', 'vg gf nf'], ['1 tbsp fresh sage', 'easy', 0.55, 'Piney-savoury for roasts.', 'vg gf nf']],
  ],
  [
    'sage|fresh sage',
    '1 tbsp',
    [['1 tsp dried rubbed sage', 'easy', 0.8, 'A third as much; stronger.', 'vg gf nf'], ['1 tbsp fresh rosemary', 'easy', 0.6, 'Piney; use a little less.', 'vg gf nf'], ['1 tsp poultry seasoning', 'easy', 0.65, 'A blend led by sage.', 'vg gf nf']],
  ],
  [
    'mint|fresh mint',
    '1 tbsp',
    [['1 tsp dried mint', 'easy', 0.7, 'Fine in cooked and yogurt dishes.', 'vg gf nf'], ['1 tbsp fresh basil', 'easy', 0.55, 'Sweet, fresh note for salads.', 'vg gf nf']],
  ],
  [
    'dill|fresh dill',
    '1 tbsp',
    [['1 tsp dried dill', 'easy', 0.75, 'A third as much.', 'vg gf nf'], ['1 tbsp fennel fronds', 'easy', 0.75, 'Similar feathery anise taste.', 'vg gf nf'], ['1 tbsp fresh tarragon', 'easy', 0.55, 'Stronger anise; use a little less.', 'vg gf nf']],
  ],
  [
    'tarragon|fresh tarragon',
    '1 tbsp',
    [['1 tsp dried tarragon', 'easy', 0.75, 'A third as much.', 'vg gf nf'], ['1 tbsp fresh chervil', 'easy', 0.7, 'Gentle anise.', 'vg gf nf'], ['1 tbsp fennel fronds', 'easy', 0.65, 'Anise taste, milder.', 'vg gf nf']],
  ],
  [
    'chives|fresh chives',
    '1 tbsp',
    [['1 tbsp green onion tops', 'easy', 0.9, 'Finely sliced, nearly the same.', 'vg gf nf'], ['1 tsp finely minced shallot', 'easy', 0.6, 'Oniony; stronger.', 'vg gf nf']],
  ],
  [
    'bay leaf|bay leaves',
    '1 leaf',
    [['¼ tsp dried thyme', 'easy', 0.5, 'A soft herbal background in stocks and stews.', 'vg gf nf'], ['¼ tsp dried oregano', 'easy', 0.45, 'Different, but fills the herbal gap.', 'vg gf nf']],
  ],
  [
    'marjoram',
    '1 tsp',
    [['¾ tsp dried oregano', 'easy', 0.8, 'Stronger cousin; use a little less.', 'vg gf nf'], ['1 tsp dried thyme', 'easy', 0.7, 'Woodsy and mild.', 'vg gf nf']],
  ],
  [
    'lemongrass',
    '1 stalk',
    [['1 tsp lemon zest', 'easy', 0.65, 'Add a slice of ginger for depth.', 'vg gf nf'], ['2 makrut lime leaves', 'easy', 0.6, 'Citrusy Thai aroma; remove before serving.', 'vg gf nf']],
  ],
  [
    'makrut lime leaves|kaffir lime leaves|lime leaves',
    '2 leaves',
    [['1 tsp lime zest', 'easy', 0.65, 'Bright lime aroma.', 'vg gf nf'], ['1 bay leaf + 1 tsp lime zest', 'easy', 0.6, 'Adds the leafy note.', 'vg gf nf']],
  ],
  ['italian seasoning', '1 tsp', [
    ['¼ tsp dried basil + ¼ tsp dried oregano + ¼ tsp dried thyme + ¼ tsp dried rosemary', 'easy', 0.9, 'Mix your own blend.', 'vg gf nf', { as: 'basil, oregano, thyme and rosemary' }],
    ['1 tsp herbes de Provence', 'easy', 0.75, 'Similar mix with a French touch.', 'vg gf nf'],
  ]],
  ['herbes de provence', '1 tsp', [
    ['¼ tsp dried thyme + ¼ tsp dried rosemary + ¼ tsp dried savory + ¼ tsp dried marjoram', 'easy', 0.85, 'The core of the blend; add a little dried lavender if you have it.', 'vg gf nf', { as: 'thyme, rosemary, savory and marjoram' }],
    ['1 tsp Italian seasoning', 'easy', 0.75, 'Similar herbs.', 'vg gf nf'],
  ]],
  ['poultry seasoning', '1 tsp', [
    ['½ tsp dried sage + ¼ tsp dried thyme + ¼ tsp dried marjoram', 'easy', 0.85, 'The main herbs of the blend; add a pinch of black pepper.', 'vg gf nf', { as: 'sage, thyme and marjoram' }],
  ]],
  ['chervil', '1 tbsp', [
    ['1 tbsp fresh parsley + ¼ tsp fresh tarragon', 'easy', 0.75, 'Parsley with a hint of anise.', 'vg gf nf'],
  ]],
  ['fennel fronds', '1 tbsp', [
    ['1 tbsp fresh dill', 'easy', 0.8, 'Same feathery look and a similar taste.', 'vg gf nf'],
  ]],
]);
