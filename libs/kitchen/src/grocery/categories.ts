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

function words(list: string): RegExp {
  const alternatives = list
    .trim()
    .split(/\s*\|\s*/)
    .map((w) => w.replace(/ /g, '\\s+'));
  return new RegExp(`\\b(?:${alternatives.join('|')})(?:e?s)?\\b`, 'i');
}

/**
 * Keyword rules, tried in order: the first that matches decides. Shelf-stable forms come before the
 * fresh food they are made of ("chicken broth" is pantry, "frozen peas" frozen, "coconut milk" not
 * dairy).
 */
const RULES: ReadonlyArray<readonly [GroceryCategory, RegExp]> = [
  ['Frozen', words('frozen | ice cream | sorbet | sherbet | ice cube | puff pastry | phyllo | filo')],
  [
    'Pantry',
    words(`broth | stock | bouillon | sauce | paste | powder | extract | essence | vinegar | oil | syrup |
      peanut butter | almond butter | nut butter | coconut milk | coconut cream | almond milk | oat milk | soy milk |
      condensed milk | evaporated milk | canned | dried | jam | jelly | preserves | ketchup | mustard | mayonnaise |
      black pepper | white pepper | peppercorn | pepper flakes | red pepper flake | cayenne | chili flakes`),
  ],
  [
    'Meat/Seafood',
    words(`beef | steak | pork | bacon | ham | prosciutto | pancetta | sausage | chorizo | salami | lamb | veal |
      venison | mince | chicken | turkey | duck | goose | meat | brisket | ribs | fish | salmon | tuna | cod | halibut |
      trout | tilapia | anchov(?:y|ie) | sardine | shrimp | prawn | crab | lobster | scallop | mussel | clam | oyster |
      squid | calamari | octopus | seafood | fillet`),
  ],
  [
    'Dairy',
    words(`milk | buttermilk | butter | cream | creme fraiche | crème fraîche | cheese | cheddar | parmesan |
      parmigiano | mozzarella | ricotta | feta | gouda | brie | mascarpone | yogurt | yoghurt | egg | ghee | kefir |
      half-and-half | sour cream`),
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
      aubergine | pepper | bell pepper | chil(?:i|e|li) | jalape(?:n|ñ)o | lettuce | spinach | kale | chard |
      arugula | rocket | cabbage | broccoli | cauliflower | brussels sprout | asparagus | green bean | pea | corn |
      mushroom | radish | beet | turnip | parsnip | fennel | herb | parsley | cilantro | coriander | basil | mint |
      dill | thyme | rosemary | sage | oregano | chive | tarragon | fruit | vegetable | salad`),
  ],
  [
    'Pantry',
    words(`flour | sugar | salt | rice | pasta | spaghetti | noodle | oat | cereal | bean | lentil | chickpea | quinoa |
      couscous | barley | cornmeal | cornstarch | starch | yeast | baking soda | baking powder | honey | molasses |
      chocolate | cocoa | vanilla | cinnamon | nutmeg | cumin | paprika | turmeric | clove | spice | seasoning | nut |
      almond | walnut | pecan | cashew | peanut | pistachio | seed | raisin | tea | coffee | wine | beer | water |
      gelatin | tofu | miso | tahini | soy`),
  ],
];

/** The category a food belongs to by keyword (spec §9 'Grocery lists'); 'Other' when none fits. */
export function categorize(ingredient: string): GroceryCategory {
  for (const [category, re] of RULES) {
    if (re.test(ingredient)) return category;
  }
  return 'Other';
}
