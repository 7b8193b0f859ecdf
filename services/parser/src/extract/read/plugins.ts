/**
 * The one table of recipe-plugin markup: the class names that WordPress recipe plugins (and a few
 * others) put on their recipe cards. Read by the DOM source (page-sections.ts: the card's lists,
 * title, yield, notes) and by the light path (sources.ts: where the card sits in the raw HTML).
 * Order matters: cards are read, and notes looked for, in this order.
 */
export interface RecipePlugin {
  /** The name the report and the rules use for a card of this plugin ('wprm', 'tasty', ...). */
  name: string;
  /** Raw-HTML markers of where the card starts (the light path parses a window from there). */
  cardMarkers: string[];
  /** Raw-HTML markers that the card's ingredients are on the page. */
  contentMarkers: string[];
  /** Class of the element(s) holding the ingredient list, or of each ingredient with `items`. */
  ingredients: string[];
  /** Class of the element(s) holding the steps, or of each step with `items`. */
  instructions: string[];
  title: string[];
  yield: string[];
  notes: string[];
  /**
   * Cards that mark every ingredient and step (WP Recipe Maker): the classes of the card, its
   * groups, the group name, a step's own text and the servings unit.
   */
  items?: {
    card: string;
    ingredientGroup: string;
    instructionGroup: string;
    groupName: string;
    stepText: string;
    yieldUnit: string;
  };
}

export const RECIPE_PLUGINS: readonly RecipePlugin[] = [
  {
    name: 'wprm',
    cardMarkers: ['wprm-recipe-container', 'wprm-recipe wprm-recipe-template'],
    contentMarkers: ['wprm-recipe-ingredient'],
    ingredients: ['wprm-recipe-ingredient'],
    instructions: ['wprm-recipe-instruction'],
    title: ['wprm-recipe-name'],
    yield: ['wprm-recipe-servings'],
    notes: ['wprm-recipe-notes'],
    items: {
      card: 'wprm-recipe',
      ingredientGroup: 'wprm-recipe-ingredient-group',
      instructionGroup: 'wprm-recipe-instruction-group',
      groupName: 'wprm-recipe-group-name',
      stepText: 'wprm-recipe-instruction-text',
      yieldUnit: 'wprm-recipe-servings-unit',
    },
  },
  {
    name: 'tasty',
    cardMarkers: ['tasty-recipes'],
    contentMarkers: ['tasty-recipes-ingredients'],
    ingredients: ['tasty-recipes-ingredients', 'tasty-recipe-ingredients'],
    instructions: ['tasty-recipes-instructions', 'tasty-recipe-instructions'],
    title: ['tasty-recipes-title'],
    yield: ['tasty-recipes-yield'],
    notes: ['tasty-recipes-notes-body', 'tasty-recipes-notes'],
  },
  {
    name: 'mediavine',
    cardMarkers: ['mv-create-card', 'mv-create-ingredients'],
    contentMarkers: ['mv-create-ingredients'],
    ingredients: ['mv-create-ingredients'],
    instructions: ['mv-create-instructions'],
    title: ['mv-create-title'],
    yield: ['mv-create-yield'],
    notes: ['mv-create-notes-content', 'mv-create-notes'],
  },
  {
    name: 'cooked',
    cardMarkers: ['cooked-recipe-ingredients'],
    contentMarkers: ['cooked-recipe-ingredients'],
    ingredients: ['cooked-recipe-ingredients'],
    instructions: ['cooked-recipe-directions'],
    title: [],
    yield: [],
    notes: ['cooked-recipe-notes'],
  },
  {
    name: 'easyrecipe',
    cardMarkers: ['ERSIngredients'],
    contentMarkers: ['ERSIngredients'],
    ingredients: ['ERSIngredients'],
    instructions: ['ERSInstructions'],
    title: ['ERSName'],
    yield: ['ERSServes'],
    notes: [],
  },
  {
    name: 'ziplist',
    cardMarkers: ['zlrecipe-container'],
    contentMarkers: ['zlrecipe-ingredients'],
    ingredients: ['zlrecipe-ingredients-list'],
    instructions: ['zlrecipe-instructions-list'],
    title: ['zlrecipe-title'],
    yield: [],
    notes: [],
  },
];

/** Names of the plugin cards: a DOM candidate from one of them is a recipe card. */
export const PLUGIN_CARDS: ReadonlySet<string> = new Set(RECIPE_PLUGINS.map((p) => p.name));

/** Notes classes, plugin cards first, then generic theme classes. */
export const NOTES_CLASSES: readonly string[] = [
  ...RECIPE_PLUGINS.flatMap((p) => p.notes),
  'recipe-notes',
  'recipe-card-notes',
];
