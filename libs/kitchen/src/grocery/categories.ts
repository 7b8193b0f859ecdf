/** The spec's grocery categories (§3 'Other shapes'), in display order. */
export const GROCERY_CATEGORIES = [
  'Produce',
  'Dairy',
  'Meat/Seafood',
  'Pantry',
  'Bakery',
  'Frozen',
  'Other',
] as const;

export type GroceryCategory = (typeof GROCERY_CATEGORIES)[number];

function phrases(list: string): string[] {
  return list
    .trim()
    .split(/\s+\|\s+/)
    .filter(Boolean);
}

function words(list: string): RegExp {
  // Longest first: where two phrases start at one place ('cream', 'cream cheese') the longer wins.
  const alternatives = phrases(list)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, '\\s+'));
  return new RegExp(`\\b(?:${alternatives.join('|')})(?:e?s)?\\b`, 'gi');
}

/**
 * Shelf-stable and frozen forms, tried first and in order: the form decides whatever food it is
 * made of ("chicken broth" is pantry, "frozen peas" frozen, "coconut milk" not dairy, "tomato
 * paste" not produce). Spices and condiments are on the Pantry aisle (the spec has no Spices or
 * Condiments category).
 */
const FORMS: ReadonlyArray<readonly [GroceryCategory, RegExp]> = [
  ['Frozen', words('frozen | ice cream | sorbet | sherbet | ice cube | puff pastry | phyllo | filo')],
  [
    'Pantry',
    words(`broth | stock | bouillon | sauce | paste | powder | extract | essence | vinegar | oil | syrup |
      peanut butter | almond butter | nut butter | cashew butter | apple butter | butter bean | coconut milk |
      coconut cream | almond milk | oat milk | soy milk | rice milk | condensed milk | evaporated milk | canned |
      tinned | jarred | dried | jam | jelly | preserves | ketchup | mustard | mayonnaise | mayo | relish | salsa |
      chutney | pesto | hot sauce | sriracha | harissa | black pepper | white pepper | peppercorn | pepper flake |
      red pepper flake | chili flake | chile flake | chilli flake | cayenne | cayenne pepper | chili powder |
      chipotle in adobo | bay lea(?:f|ve) | seasoning | spice | seed | caper | olive`),
  ],
];

/** Foods by keyword: the longest phrase found decides ("bell pepper" over "pepper", "ground beef"). */
const FOODS: ReadonlyArray<readonly [GroceryCategory, RegExp]> = [
  [
    'Meat/Seafood',
    words(`beef | steak | pork | bacon | ham | prosciutto | pancetta | sausage | chorizo | salami | lamb | veal |
      venison | mince | ground beef | ground pork | ground turkey | ground chicken | ground lamb | chicken | turkey |
      duck | goose | meat | brisket | ribs | fish | salmon | tuna | cod | halibut | trout | tilapia | anchov(?:y|ie) |
      sardine | shrimp | prawn | crab | lobster | scallop | mussel | clam | oyster | squid | calamari | octopus |
      seafood | fillet`),
  ],
  [
    'Dairy',
    words(`milk | buttermilk | butter | cream | creme fraiche | crème fraîche | cheese | cheddar | parmesan |
      parmigiano | mozzarella | ricotta | feta | gouda | brie | mascarpone | yogurt | yoghurt | egg | ghee | kefir |
      half-and-half | sour cream | cream cheese`),
  ],
  [
    'Bakery',
    words(`bread | baguette | bun | roll | bagel | brioche | ciabatta | croissant | pita | naan | tortilla | wrap |
      pie crust | pastry | cake | muffin | english muffin | breadcrumb | crouton`),
  ],
  [
    'Produce',
    words(`apple | banana | orange | lemon | lime | grapefruit | berry | berrie | strawberr(?:y|ie) | blueberr(?:y|ie) |
      raspberr(?:y|ie) | cherr(?:y|ie) | grape | melon | watermelon | peach | pear | plum | apricot | mango |
      pineapple | kiwi | avocado | tomato | tomatoe | potato | potatoe | sweet potato | onion | shallot | scallion |
      leek | garlic | ginger | carrot | celery | cucumber | zucchini | courgette | squash | pumpkin | eggplant |
      aubergine | pepper | bell pepper | red pepper | green pepper | yellow pepper | chil(?:i|e|li) | jalape(?:n|ñ)o |
      lettuce | spinach | kale | chard | arugula | rocket | cabbage | broccoli | cauliflower | brussels sprout |
      asparagus | green bean | pea | corn | mushroom | radish | beet | turnip | parsnip | fennel | herb | parsley |
      cilantro | coriander | basil | mint | dill | thyme | rosemary | sage | oregano | chive | tarragon | fruit |
      vegetable | salad | sprout | bok choy`),
  ],
  [
    'Pantry',
    words(`flour | sugar | salt | rice | pasta | spaghetti | noodle | oat | cereal | bean | lentil | chickpea | quinoa |
      couscous | barley | cornmeal | cornstarch | cornflour | starch | yeast | baking soda | baking powder | honey |
      molasses | chocolate | cocoa | vanilla | cinnamon | nutmeg | cumin | paprika | turmeric | clove | allspice |
      cardamom | nut | almond | walnut | pecan | cashew | peanut | pistachio | seed | raisin | tea | coffee | wine |
      beer | water | gelatin | tofu | miso | tahini | soy | breadcrumbs | panko | crackers?`),
  ],
];

/** The longest phrase of `re` in `text`, or 0. */
function longestMatch(re: RegExp, text: string): number {
  let longest = 0;
  for (const m of text.matchAll(re)) longest = Math.max(longest, m[0].length);
  return longest;
}

/** Herbs and spices bought dried or ground are on the spice shelf: 'ground ginger', 'dried thyme'. */
const SPICE_FORM = /\b(?:ground|dried|powdered)\s/i;

/**
 * The category a food belongs to by keyword (spec §9 'Grocery lists'); 'Other' when none fits. A
 * shelf-stable or frozen form decides first; else the longest food phrase found ('bell pepper' is
 * produce, 'black pepper' pantry, 'ground beef' meat, 'ground ginger' pantry).
 */
export function categorize(ingredient: string): GroceryCategory {
  for (const [category, re] of FORMS) {
    if (longestMatch(re, ingredient) > 0) return category;
  }
  let best: GroceryCategory = 'Other';
  let bestLength = 0;
  for (const [category, re] of FOODS) {
    const length = longestMatch(re, ingredient);
    if (length > bestLength) {
      best = category;
      bestLength = length;
    }
  }
  if (best === 'Produce' && SPICE_FORM.test(ingredient)) return 'Pantry';
  return best;
}
