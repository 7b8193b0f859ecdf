/** Grocery list bounds and wording that screens use without validating anything (no zod here). */
import { GROCERY_CATEGORIES, GROCERY_NOTES_LIMIT, UNKNOWN_AMOUNT } from '@cookmark/kitchen';
import { formatCount } from './recipe-limits.ts';

export { GROCERY_CATEGORIES, UNKNOWN_AMOUNT };

/** Size bounds of a grocery list; the server enforces them, the web app may show them. */
export const GROCERY_LIMITS = {
  name: 100,
  /** Recipes a list (or a preview) is built from. */
  recipes: 50,
  /** Items over all categories. */
  items: 500,
  itemName: 200,
  itemId: 100,
  quantity: 40,
  unit: 40,
  /** The merge keeps a list line's notes within it. */
  notes: GROCERY_NOTES_LIMIT,
  recipeSources: 50,
  recipeSource: 200,
  /** Lists one user keeps. */
  lists: 200,
  /** Servings a preview may scale each recipe to. */
  servings: 1000,
  /** Ingredient lines over all the recipes of one preview (about 50 recipes of 40 lines). */
  previewLines: 2_000,
  /** A change's client-made id: letters, digits, '-' and '_' (a UUID is 36). */
  changeIdMin: 8,
  changeIdMax: 64,
  /** Changes sent in one call (a phone's queue is sent in batches of this many). */
  changesPerCall: 100,
  /** Days a list remembers a change's id: a change sent again within them is not applied twice. */
  changeMemoryDays: 90,
} as const;

/** Wording the server and the web app share (spec §5 'Premium tools', §8). */
export const GROCERY_MESSAGES = {
  /** 422: the chosen recipes hold more ingredient lines than one list is made from. */
  previewTooLarge: `These recipes have too many ingredients to make one list from (at most ${GROCERY_LIMITS.previewLines.toLocaleString('en-US')} lines). Please choose fewer recipes.`,
  nameAndRecipesRequired: 'List name and recipes are required',
  previewRecipesRequired: 'Select at least one recipe',
  notFound: 'Grocery list not found',
  recipeNotFound: 'Recipe not found',
  deleted: 'List deleted',
  nameTooLong: `List name must be at most ${formatCount(GROCERY_LIMITS.name)} characters`,
  tooManyRecipes: `A list can be made from at most ${formatCount(GROCERY_LIMITS.recipes)} recipes`,
  recipeIdInvalid: 'Recipe ids must be recipe ids from your collection',
  tooManyItems: `A list can have at most ${formatCount(GROCERY_LIMITS.items)} items`,
  itemsInvalid: 'Items must be a list of category groups, each with a list of items',
  categoryInvalid: `Category must be one of ${GROCERY_CATEGORIES.join(', ')}`,
  categoryRepeated: 'Each category may appear only once',
  itemNameRequired: 'Each item needs a name',
  itemNameTooLong: `Each item name must be at most ${formatCount(GROCERY_LIMITS.itemName)} characters`,
  itemIdInvalid: `Item ids must be text of at most ${formatCount(GROCERY_LIMITS.itemId)} characters`,
  itemIdRepeated: 'Item ids must be unique within a list',
  quantityInvalid: `Quantity must be a number or text of at most ${formatCount(GROCERY_LIMITS.quantity)} characters ('?' when unknown)`,
  unitTooLong: `Unit must be at most ${formatCount(GROCERY_LIMITS.unit)} characters`,
  notesTooLong: `Notes must be at most ${formatCount(GROCERY_LIMITS.notes)} characters`,
  checkedInvalid: 'Checked must be true or false',
  recipeSourcesInvalid: `Recipe sources must be at most ${formatCount(GROCERY_LIMITS.recipeSources)} recipe titles of at most ${formatCount(GROCERY_LIMITS.recipeSource)} characters`,
  servingsInvalid: `Servings must be a whole number from 1 to ${formatCount(GROCERY_LIMITS.servings)}`,
  nothingToUpdate: 'Nothing to update: send a name, items or checks',
  changeIdInvalid: `Change ids must be ${GROCERY_LIMITS.changeIdMin} to ${GROCERY_LIMITS.changeIdMax} letters, digits, '-' or '_'`,
  changeTypeInvalid: "Change type must be 'check', 'add', 'edit' or 'remove'",
  editEmpty: 'An edit needs a new name, quantity or unit',
  changesRequired: 'Send at least one change',
  tooManyChanges: `Send at most ${formatCount(GROCERY_LIMITS.changesPerCall)} changes at a time`,
  tooManyLists: `You can keep at most ${formatCount(GROCERY_LIMITS.lists)} grocery lists. Delete one to make room.`,
} as const;
