import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** Any JSON value, as kept in a jsonb column. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A jsonb column read as parsed JSON and written as JSON text (pg would turn a JS array into a Postgres array). */
export type JsonColumn = ColumnType<JsonValue | null, string | null | undefined, string | null>;

/** A jsonb list of text lines: read as an array, written as JSON text. */
export type JsonLines = ColumnType<string[], string, string>;

/** Groups of lines (a heading or none, then lines): read as an array, written as JSON text. */
export type JsonGroups = ColumnType<{ name: string | null; lines: string[] }[], string, string>;

export interface RecipesRecipesTable {
  id: Generated<string>;
  userId: string;
  title: string;
  description: string | null;
  descriptionRaw: string | null;
  ingredients: JsonLines;
  ingredientsRaw: JsonColumn;
  instructions: JsonLines;
  instructionsRaw: JsonColumn;
  /** What screens show; `ingredients` and `instructions` are these flattened (contracts' recipe-groups.ts). */
  ingredientGroups: JsonGroups;
  instructionGroups: JsonGroups;
  cookTime: string | null;
  prepTime: string | null;
  totalTime: string | null;
  difficulty: string | null;
  /** Notes apart from the description, one per line (shown after the steps). */
  notes: string | null;
  servings: number | null;
  /** The names of the owner's tags (`recipes.tags`), each once. */
  tags: ColumnType<string[], string | undefined, string>;
  /** Tags the import suggested, not yet accepted or dismissed. */
  suggestedTags: ColumnType<string[], string | undefined, string>;
  sourceUrl: string | null;
  extractionMethod: Generated<string>;
  extractionIngredientCount: number | null;
  extractionInstructionCount: number | null;
  /** Folded title, description, ingredients and tags: what the text search matches. */
  searchText: GeneratedAlways<string>;
  /** Lower-cased tags: what the tag filter matches. */
  tagKeys: GeneratedAlways<string[]>;
  /** Each time in whole minutes, computed from the text beside it (`recipeSearchColumns`). */
  prepMinutes: ColumnType<number | null, number | null | undefined, number | null>;
  cookMinutes: ColumnType<number | null, number | null | undefined, number | null>;
  totalTimeMinutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** The stated total time, else prep plus cook as known: what 'under 30 minutes' and Quickest read. */
  totalMinutes: GeneratedAlways<number | null>;
  /** Words and food families ('@nut') of the ingredient lines: what the ingredient filters match. */
  ingredientKeys: ColumnType<string[], string[] | undefined, string[]>;
  /** Calories per serving, where nutrition knows them. */
  energyKcalPerServing: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the owner last said they cooked it ('I cooked this'). */
  lastCookedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The recipe's photo `{ key, widths }` (stored files `{key}-{width}.webp`, `{key}.jpg`), or null. */
  photo: ColumnType<{ key: string; widths: number[] } | null, string | null | undefined, string | null>;
  /** In the household library (issue #32): the other members of the owner's household may read it. */
  householdShared: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A recipe's public, read-only link (one live link per recipe; revoking deletes it). */
export interface RecipesShareLinksTable {
  /** 32 random bytes, base64url: the link's last path segment. */
  token: string;
  recipeId: string;
  userId: string;
  createdAt: Timestamp;
}

/** One meal of the plan: a recipe (scaled to its own servings) or a text of its own. */
export interface RecipesMealPlanEntriesTable {
  id: Generated<string>;
  userId: string;
  /** The day, as 'YYYY-MM-DD' (a Postgres date; read as text, see the repository). */
  day: ColumnType<string, string, string>;
  meal: string;
  position: Generated<number>;
  /** Null for a text entry, and once its recipe is deleted (then `text` keeps the title). */
  recipeId: string | null;
  text: string | null;
  servings: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A user's calendar feed: only the SHA-256 (hex) of its secret token is kept. */
export interface RecipesMealPlanFeedsTable {
  userId: string;
  tokenHash: string;
  createdAt: Timestamp;
}

/** The food a person chose for one ingredient line of their recipe (nutrition from ingredients). */
export interface RecipesNutritionChoicesTable {
  recipeId: string;
  /** The ingredient line as written (trimmed, spaces collapsed). */
  line: string;
  /** A USDA SR26 NDB number of the committed food table. */
  foodId: string;
  updatedAt: Generated<Timestamp>;
}

/**
 * One of a person's tags: its key (`tagKey` in @cookmark/kitchen: case, accents and plural
 * ignored) is unique per user, and its name is what recipes list and screens show.
 */
export interface RecipesTagsTable {
  id: Generated<string>;
  userId: string;
  key: string;
  name: string;
  createdAt: Timestamp;
}

export interface RecipesTables {
  'recipes.recipes': RecipesRecipesTable;
  'recipes.tags': RecipesTagsTable;
  'recipes.share_links': RecipesShareLinksTable;
  'recipes.meal_plan_entries': RecipesMealPlanEntriesTable;
  'recipes.meal_plan_feeds': RecipesMealPlanFeedsTable;
  'recipes.nutrition_choices': RecipesNutritionChoicesTable;
}
