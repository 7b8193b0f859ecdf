import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const PROTEINS = family('proteins', [
  ['ground beef|minced beef|beef mince', '1 lb', [
    ['1 lb ground turkey', 'easy', 0.8, 'Leaner; add a little oil and extra seasoning.', 'gf nf'],
    ['1 lb ground pork', 'easy', 0.8, 'Richer and a little sweeter.', 'gf nf'],
    ['3 cups cooked brown lentils', 'moderate', 0.65, 'Hearty in sauces, chili and tacos; season well.', 'vg gf nf'],
    ['1 lb finely chopped mushrooms + 1 cup cooked lentils', 'moderate', 0.65, 'Brown the mushrooms well for a meaty texture.', 'vg gf nf'],
    ['1 lb plant-based ground meat', 'easy', 0.8, 'Cooks like ground beef.', 'vg nf'],
  ]],
  [
    'ground pork|minced pork|pork mince',
    '1 lb',
    [['1 lb ground chicken thigh', 'easy', 0.75, 'Lighter; add a little fat.', 'gf nf'], ['1 lb ground beef', 'easy', 0.75, 'Beefier; fine in meatballs and dumplings.', 'gf nf'], ['14 oz firm tofu', 'moderate', 0.6, 'Crumble and fry until golden; season well.', 'vg gf nf']],
  ],
  [
    'ground turkey|minced turkey',
    '1 lb',
    [['1 lb ground chicken', 'easy', 0.9, 'Nearly the same.', 'gf nf'], ['1 lb lean ground beef', 'easy', 0.75, 'Richer taste.', 'gf nf'], ['3 cups cooked lentils', 'moderate', 0.6, 'For sauces and tacos.', 'vg gf nf']],
  ],
  ['chicken breast|boneless chicken breast|chicken breasts', '1 lb', [
    ['1 lb boneless chicken thighs', 'easy', 0.9, 'Juicier and more forgiving; cook a few minutes longer.', 'gf nf'],
    ['1 lb turkey cutlets', 'easy', 0.85, 'Similar lean meat; cooks fast.', 'gf nf'],
    ['14 oz extra-firm tofu', 'moderate', 0.6, 'Press, cut and sear or bake.', 'vg gf nf'],
    ['1 lb seitan', 'moderate', 0.65, 'Chewy and meaty; made from wheat gluten.', 'vg nf'],
  ]],
  [
    'chicken thighs|chicken thigh',
    '1 lb',
    [['1 lb chicken breast', 'easy', 0.8, 'Leaner; cook less so it stays juicy.', 'gf nf'], ['1 lb pork shoulder', 'easy', 0.7, 'Rich for braises; cook longer.', 'gf nf']],
  ],
  ['whole chicken', '1 chicken', [
    ['4 lb bone-in chicken pieces', 'easy', 0.9, 'Roast 40–45 minutes instead of an hour or more.', 'gf nf'],
  ]],
  ['bacon', '4 slices', [
    ['4 slices pancetta', 'easy', 0.85, 'Cured but not smoked.', 'gf nf'],
    ['4 slices turkey bacon', 'easy', 0.7, 'Leaner; cook in a little oil.', 'gf nf'],
    ['4 slices coconut bacon', 'moderate', 0.5, 'Coconut flakes baked with soy sauce and smoked paprika; crunchy topping only.', 'vg nf', { as: 'coconut "bacon"' }],
    ['1 tsp smoked paprika + 1 tbsp olive oil', 'easy', 0.45, 'Brings the smoky note to beans and greens.', 'vg gf nf'],
  ]],
  ['pancetta', '4 oz', [
    ['4 oz thick-cut bacon', 'easy', 0.85, 'Smoky; blanch 1 minute to soften the smoke if you like.', 'gf nf'],
    ['4 oz guanciale', 'easy', 0.9, 'Richer cured pork cheek, classic in carbonara.', 'gf nf'],
    ['4 oz prosciutto', 'easy', 0.75, 'Add at the end; it crisps fast.', 'gf nf'],
  ]],
  [
    'guanciale',
    '4 oz',
    [['4 oz pancetta', 'easy', 0.85, 'Leaner cured pork belly.', 'gf nf'], ['4 oz thick-cut bacon', 'easy', 0.7, 'Smoky.', 'gf nf']],
  ],
  [
    'prosciutto',
    '4 oz',
    [['4 oz serrano ham', 'easy', 0.9, 'Spanish dry-cured ham.', 'gf nf'], ['4 oz thinly sliced smoked ham', 'easy', 0.65, 'Softer and smokier.', 'gf nf']],
  ],
  ['chorizo', '8 oz', [
    ['8 oz Italian sausage + 2 tsp smoked paprika', 'easy', 0.7, 'Adds the smoky paprika chorizo has.', 'gf nf'],
    ['8 oz andouille sausage', 'easy', 0.75, 'Smoky and spicy.', 'gf nf'],
  ]],
  ['italian sausage|sausage', '1 lb', [
    ['1 lb ground pork + 1 tsp fennel seeds + ½ tsp red pepper flakes', 'easy', 0.8, 'Season with salt, garlic and a pinch of sage.', 'gf nf'],
    ['1 lb plant-based sausage', 'easy', 0.75, 'Brown it well.', 'vg nf'],
  ]],
  ['beef stew meat|chuck roast|beef chuck', '1 lb', [
    ['1 lb pork shoulder', 'easy', 0.8, 'Braises just as tender.', 'gf nf'],
    ['1 lb lamb shoulder', 'easy', 0.8, 'Richer taste.', 'gf nf'],
    ['1 lb portobello mushrooms', 'moderate', 0.55, 'Meaty in stews; cook 20 minutes, not hours.', 'vg gf nf'],
  ]],
  ['ground lamb|lamb mince', '1 lb', [
    ['1 lb ground beef', 'easy', 0.8, 'Milder; add cumin and mint for a lamb feel.', 'gf nf'],
  ]],
  [
    'white fish|cod|haddock|halibut',
    '1 lb',
    [['1 lb pollock', 'easy', 0.85, 'Mild, flaky white fish.', 'gf nf'], ['1 lb tilapia', 'easy', 0.8, 'Thinner fillets; cook a little less.', 'gf nf'], ['1 lb hake', 'easy', 0.85, 'Delicate and flaky.', 'gf nf']],
  ],
  [
    'salmon',
    '1 lb',
    [['1 lb arctic char', 'easy', 0.9, 'Similar rich, pink flesh; cooks faster.', 'gf nf'], ['1 lb steelhead trout', 'easy', 0.9, 'Close in taste and texture.', 'gf nf']],
  ],
  ['tuna|canned tuna', '1 can', [
    ['1 can salmon', 'easy', 0.8, 'Richer; remove skin and bones if you prefer.', 'gf nf'],
    ['1 can chickpeas', 'easy', 0.55, 'Mash with mayo for a vegan "tuna" salad.', 'vg gf nf', { as: 'mashed chickpeas' }],
    ['1 cup shredded cooked chicken', 'easy', 0.65, 'For salads and melts.', 'gf nf'],
  ]],
  [
    'shrimp|prawns',
    '1 lb',
    [['1 lb scallops', 'easy', 0.8, 'Sweet and quick-cooking.', 'gf nf'], ['1 lb firm white fish', 'easy', 0.65, 'Cut into chunks for curries and stir-fries.', 'gf nf'], ['14 oz firm tofu', 'moderate', 0.45, 'For stir-fries and curries.', 'vg gf nf']],
  ],
  [
    'anchovies|anchovy fillets|anchovy',
    '1 fillet',
    [['½ tsp anchovy paste', 'easy', 0.9, 'Same savoury depth.', 'gf nf'], ['½ tsp fish sauce', 'easy', 0.75, 'Salty umami for dressings and sauces.', 'gf nf'], ['½ tsp white miso', 'easy', 0.6, 'Vegan umami; add a few chopped capers for brine.', 'vg gf nf']],
  ],
  ['tofu|firm tofu', '14 oz', [
    ['14 oz tempeh', 'easy', 0.7, 'Nuttier and firmer; steam 10 minutes to soften the bitterness.', 'vg gf nf'],
    ['14 oz paneer', 'easy', 0.65, 'Holds its shape in curries.', 'gf nf'],
    ['1 lb boneless chicken thighs', 'easy', 0.6, 'For stir-fries and curries.', 'gf nf'],
  ]],
  [
    'silken tofu',
    '14 oz',
    [['1 ½ cups plain Greek yogurt', 'easy', 0.6, 'Creamy in smoothies and dips.', 'gf nf'], ['1 ½ cups cashew cream', 'moderate', 0.6, 'Creamy in desserts and sauces.', 'vg gf']],
  ],
  [
    'tempeh',
    '8 oz',
    [['8 oz extra-firm tofu', 'easy', 0.7, 'Softer and milder.', 'vg gf nf'], ['8 oz seitan', 'easy', 0.7, 'Chewy; contains gluten.', 'vg nf']],
  ],
  [
    'seitan',
    '8 oz',
    [['8 oz extra-firm tofu', 'easy', 0.65, 'Gluten-free; press and fry well.', 'vg gf nf'], ['8 oz tempeh', 'easy', 0.65, 'Firm and gluten-free.', 'vg gf nf']],
  ],
  ['chickpeas|garbanzo beans', '1 can', [
    ['1 can cannellini beans', 'easy', 0.8, 'Creamier; fine in stews and hummus.', 'vg gf nf'],
    ['1 ½ cups cooked chickpeas', 'easy', 0.95, 'One can holds about 1 ½ cups drained; from ½ cup dried, soaked overnight.', 'vg gf nf', { as: 'home-cooked chickpeas' }],
  ]],
  [
    'black beans',
    '1 can',
    [['1 can pinto beans', 'easy', 0.85, 'Creamier; same in tacos and chili.', 'vg gf nf'], ['1 can kidney beans', 'easy', 0.8, 'Firmer skin.', 'vg gf nf']],
  ],
  [
    'kidney beans|red kidney beans',
    '1 can',
    [['1 can pinto beans', 'easy', 0.85, 'Softer; good in chili.', 'vg gf nf'], ['1 can black beans', 'easy', 0.8, 'Smaller and earthier.', 'vg gf nf']],
  ],
  [
    'cannellini beans|white beans|great northern beans',
    '1 can',
    [['1 can navy beans', 'easy', 0.9, 'Smaller but just as creamy.', 'vg gf nf'], ['1 can chickpeas', 'easy', 0.7, 'Firmer and nuttier.', 'vg gf nf']],
  ],
  [
    'lentils|brown lentils|green lentils',
    '1 cup',
    [['1 cup French green lentils', 'easy', 0.85, 'Hold their shape; cook a little longer.', 'vg gf nf'], ['1 cup split peas', 'easy', 0.6, 'Turn soft; best in soups.', 'vg gf nf']],
  ],
  [
    'red lentils',
    '1 cup',
    [['1 cup yellow split peas', 'easy', 0.75, 'Soak 1 hour; cook longer. Good in dal.', 'vg gf nf'], ['1 cup brown lentils', 'easy', 0.6, 'Hold their shape; blend for a smooth soup.', 'vg gf nf']],
  ],
  ['chicken broth|chicken stock', '1 cup', [
    ['1 cup vegetable broth', 'easy', 0.85, 'Lighter and vegetarian.', 'vg nf'],
    ['1 tsp chicken bouillon powder + 1 cup water', 'easy', 0.85, 'Saltier; cut the salt in the recipe.', 'nf'],
    ['1 cup water + 1 tsp soy sauce + 1 tbsp butter', 'easy', 0.5, 'Savoury liquid in a pinch.', 'nf'],
  ]],
  [
    'beef broth|beef stock',
    '1 cup',
    [['1 cup mushroom broth', 'easy', 0.75, 'Deep and savoury; vegan.', 'vg nf'], ['1 tsp beef bouillon powder + 1 cup water', 'easy', 0.85, 'Saltier; cut the salt.', 'nf'], ['1 cup chicken broth + 1 tsp soy sauce', 'easy', 0.7, 'Darker and more savoury.', 'nf']],
  ],
  [
    'vegetable broth|vegetable stock',
    '1 cup',
    [['1 cup chicken broth', 'easy', 0.85, 'Richer; not vegetarian.', 'gf nf'], ['1 tsp vegetable bouillon powder + 1 cup water', 'easy', 0.85, 'Check the label for gluten.', 'vg nf'], ['1 cup water + 1 tsp white miso', 'easy', 0.65, 'Savoury and vegan.', 'vg gf nf']],
  ],
  [
    'fish stock|fish broth|seafood stock',
    '1 cup',
    [['½ cup clam juice + ½ cup water', 'easy', 0.85, 'Briny and quick.', 'gf nf'], ['1 cup vegetable broth + 1 tsp fish sauce', 'easy', 0.7, 'Adds the sea note.', 'nf']],
  ],
]);
