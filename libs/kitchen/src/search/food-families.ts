/**
 * A cook's word for a family of foods: 'not nuts' leaves out walnuts and pecans too. Each family
 * has the words a cook names it by (singular, as search words are kept), the words of its members
 * (singular), and the words before a member that make it something else ('coconut milk' is no
 * dairy, 'peanut butter' no dairy but a nut). A line saying '<family>-free' ('gluten-free flour')
 * is not counted in that family.
 *
 * How to add a family or a member: add it here, add a test in food-families.test.ts, and add a
 * migration that re-keys the stored recipes (`rekeyRecipes` in @cookmark/db's search keys), since
 * the keys are computed when a recipe is saved.
 */
export interface FoodFamily {
  /** The family's key in stored search keys ('@nut'). */
  key: string;
  /** Words a cook names the family by. */
  names: readonly string[];
  /** Singular words of the foods in it. */
  members: readonly string[];
  /** A member right after one of these words is not in the family. */
  notAfter?: readonly string[];
  /** A member right before one of these words is not in the family ('cream of tartar'). */
  notBefore?: readonly string[];
}

const PLANT_MILKS = [
  'almond',
  'cashew',
  'coconut',
  'oat',
  'soy',
  'soya',
  'rice',
  'hemp',
  'peanut',
  'nut',
  'apple',
  'cocoa',
  'shea',
  'vegan',
  'plant',
  'sunflower',
  'seed',
  'hazelnut',
  'pistachio',
  'macadamia',
  'walnut',
  'pecan',
];

export const FOOD_FAMILIES: readonly FoodFamily[] = [
  {
    key: '@nut',
    names: ['nut', 'tree nut'],
    members: [
      'nut',
      'walnut',
      'almond',
      'pecan',
      'peanut',
      'cashew',
      'hazelnut',
      'pistachio',
      'macadamia',
      'chestnut',
      'brazil',
      'filbert',
      'praline',
      'marzipan',
      'frangipane',
      'gianduja',
      'nutella',
    ],
    notAfter: ['coconut', 'tiger', 'water', 'kola'],
  },
  {
    key: '@dairy',
    names: ['dairy', 'lactose'],
    members: [
      'milk',
      'butter',
      'buttermilk',
      'cream',
      'cheese',
      'yogurt',
      'yoghurt',
      'ghee',
      'creme',
      'parmesan',
      'parmigiano',
      'mozzarella',
      'cheddar',
      'ricotta',
      'mascarpone',
      'feta',
      'brie',
      'gouda',
      'gruyere',
      'emmental',
      'pecorino',
      'halloumi',
      'paneer',
      'quark',
      'kefir',
      'whey',
      'custard',
    ],
    notAfter: PLANT_MILKS,
    notBefore: ['of'],
  },
  {
    key: '@gluten',
    names: ['gluten', 'wheat'],
    members: [
      'wheat',
      'flour',
      'barley',
      'rye',
      'spelt',
      'semolina',
      'couscous',
      'bulgur',
      'farro',
      'seitan',
      'pasta',
      'spaghetti',
      'linguine',
      'penne',
      'noodle',
      'bread',
      'breadcrumb',
      'panko',
      'crouton',
      'pita',
      'tortilla',
      'baguette',
      'brioche',
      'biscuit',
      'cracker',
      'pastry',
      'malt',
    ],
    notAfter: ['rice', 'almond', 'coconut', 'corn', 'chickpea', 'buckwheat', 'potato', 'tapioca', 'oat'],
  },
  {
    key: '@shellfish',
    names: ['shellfish', 'crustacean'],
    members: [
      'shrimp',
      'prawn',
      'crab',
      'lobster',
      'crayfish',
      'langoustine',
      'scampi',
      'mussel',
      'clam',
      'oyster',
      'scallop',
      'cockle',
      'squid',
      'calamari',
      'octopus',
      'shellfish',
    ],
  },
  {
    key: '@egg',
    names: ['egg'],
    members: ['egg', 'yolk', 'mayonnaise', 'mayo', 'meringue', 'aioli'],
  },
  {
    key: '@fish',
    names: ['fish'],
    members: [
      'fish',
      'salmon',
      'tuna',
      'cod',
      'haddock',
      'halibut',
      'trout',
      'mackerel',
      'sardine',
      'anchovy',
      'herring',
      'tilapia',
      'bass',
      'snapper',
      'swordfish',
      'pollock',
      'sole',
      'monkfish',
      'hake',
      'catfish',
    ],
  },
  {
    key: '@meat',
    names: ['meat'],
    members: [
      'meat',
      'chicken',
      'beef',
      'pork',
      'lamb',
      'mutton',
      'veal',
      'turkey',
      'duck',
      'goose',
      'venison',
      'rabbit',
      'bacon',
      'ham',
      'sausage',
      'chorizo',
      'salami',
      'pepperoni',
      'prosciutto',
      'pancetta',
      'mince',
      'steak',
      'brisket',
      'gelatin',
      'gelatine',
      'lard',
    ],
  },
];

/** The family a cook's word or words name ('nuts', 'tree nuts', 'Dairy'), given as search words. */
export function familyNamed(words: readonly string[]): FoodFamily | undefined {
  const phrase = words.join(' ');
  return FOOD_FAMILIES.find((family) => family.names.includes(phrase));
}

/** The families the words of one ingredient line belong to, as keys ('@nut'). */
export function familyKeys(words: readonly string[]): string[] {
  const keys: string[] = [];
  for (const family of FOOD_FAMILIES) {
    if (words.some((word, i) => isMember(family, words, i) && !isFreeOf(family, words, i))) {
      keys.push(family.key);
    }
  }
  return keys;
}

function isMember(family: FoodFamily, words: readonly string[], i: number): boolean {
  const word = words[i] ?? '';
  if (!family.members.includes(word)) return false;
  const before = words[i - 1];
  const after = words[i + 1];
  if (before !== undefined && family.notAfter?.includes(before)) return false;
  if (after !== undefined && family.notBefore?.includes(after)) return false;
  return true;
}

/** '<name>-free' or '<name> free' anywhere on the line ('dairy-free butter', 'gluten free flour'). */
function isFreeOf(family: FoodFamily, words: readonly string[], memberAt: number): boolean {
  return words.some(
    (word, i) =>
      word === 'free' && i > 0 && (family.names.includes(words[i - 1] ?? '') || i - 1 === memberAt),
  );
}
