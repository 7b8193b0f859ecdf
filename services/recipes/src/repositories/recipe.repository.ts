import {
  DEFAULT_SERVINGS,
  normalizeTags,
  RECIPE_LIMITS,
  type LineGroup,
  type Recipe,
  type RecipeContents,
  type RecipeCreate,
  type RecipeListItem,
  type RecipeSort,
  type RecipeUpdate,
  regroupIngredients,
  regroupInstructions,
} from '@cookmark/contracts';
import { type Db, type JsonValue, type RecipesRecipesTable, recipeSearchColumns } from '@cookmark/db';
import { lineKey } from '@cookmark/kitchen/foods';
import { tagKey } from '@cookmark/kitchen';
import { type ExpressionBuilder, type Selectable, sql, type Updateable } from 'kysely';
import { type PageKey, pageKeyValues } from '../domain/cursor.ts';
import { isFiltered, type RecipeFilter } from '../domain/search-filter.ts';
import { SORT_ORDERS, sortKeyColumns } from './sort-orders.ts';
import { TagRepository } from './tag.repository.ts';
import type { Sharers } from '../domain/household-scope.ts';
import { visibleRecipe } from './meal-plan.repository.ts';

type Row = Selectable<RecipesRecipesTable>;

const LIST_COLUMNS = [
  'id',
  'userId',
  'title',
  'description',
  'prepTime',
  'cookTime',
  'totalTime',
  'difficulty',
  'servings',
  'tags',
  'sourceUrl',
  'extractionMethod',
  'extractionIngredientCount',
  'extractionInstructionCount',
  'createdAt',
  'updatedAt',
  'photo',
] as const;

const DETAIL_COLUMNS = [
  ...LIST_COLUMNS,
  'notes',
  'ingredients',
  'instructions',
  'ingredientGroups',
  'instructionGroups',
  'descriptionRaw',
  'ingredientsRaw',
  'instructionsRaw',
  'lastCookedAt',
  'suggestedTags',
  'householdShared',
] as const;

/** What a PDF export prints of a recipe, and nothing more (ExportRecipe). */
const EXPORT_COLUMNS = [
  'id',
  'title',
  'description',
  'servings',
  'prepTime',
  'cookTime',
  'totalTime',
  'difficulty',
  'notes',
  'sourceUrl',
  'ingredientGroups',
  'instructionGroups',
  'photo',
] as const;

/** Characters of a recipe's printed text as stored, counted by Postgres without sending the text. */
const PRINTED_LENGTH = sql<number>`length(title) + coalesce(length(description), 0) + coalesce(length(notes), 0)
  + length(ingredient_groups::text) + length(instruction_groups::text)`;

/** Which recipes an export prints: the ids chosen, or the user's first `limit` by title. */
export type ExportChoice = { ids: readonly string[] } | { limit: number };

export type ExportRow = Omit<Recipe, Exclude<keyof Recipe, (typeof EXPORT_COLUMNS)[number]>>;

type ListRow = Pick<Row, (typeof LIST_COLUMNS)[number]>;
type DetailRow = Pick<Row, (typeof DETAIL_COLUMNS)[number]>;

export function toRecipeListItem(row: ListRow): RecipeListItem {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    totalTime: row.totalTime,
    difficulty: row.difficulty,
    servings: row.servings ?? DEFAULT_SERVINGS,
    tags: row.tags,
    sourceUrl: row.sourceUrl,
    extractionMethod: row.extractionMethod,
    extractionIngredientCount: row.extractionIngredientCount,
    extractionInstructionCount: row.extractionInstructionCount,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    photo: row.photo ?? null,
  };
}

export function toRecipe(row: DetailRow): Recipe {
  return {
    ...toRecipeListItem(row),
    notes: row.notes,
    ingredients: row.ingredients,
    instructions: row.instructions,
    ingredientGroups: row.ingredientGroups,
    instructionGroups: row.instructionGroups,
    descriptionRaw: row.descriptionRaw,
    ingredientsRaw: row.ingredientsRaw,
    instructionsRaw: row.instructionsRaw,
    lastCookedAt: row.lastCookedAt ? new Date(row.lastCookedAt).toISOString() : null,
    suggestedTags: row.suggestedTags,
    inHousehold: row.householdShared,
  };
}

/** jsonb is written as JSON text: pg would send a JS array as a Postgres array. */
function jsonText(value: JsonValue | undefined): string | null | undefined {
  return value === undefined ? undefined : value === null ? null : JSON.stringify(value);
}

function linesText(lines: string[] | LineGroup[] | undefined): string | undefined {
  return lines === undefined ? undefined : JSON.stringify(lines);
}

/** What a write may set: an update's fields, and the suggested tags (set by import, then settled one by one). */
type RecipeWrite = RecipeUpdate & { suggestedTags?: string[] | undefined };

/** The stored columns a validated create or update sets; undefined ones are left alone. */
function columns(input: RecipeWrite): Updateable<RecipesRecipesTable> {
  const values: Updateable<RecipesRecipesTable> = {
    title: input.title,
    description: input.description,
    descriptionRaw: input.descriptionRaw,
    ingredients: linesText(input.ingredients),
    ingredientsRaw: jsonText(input.ingredientsRaw),
    instructions: linesText(input.instructions),
    instructionsRaw: jsonText(input.instructionsRaw),
    ingredientGroups: linesText(input.ingredientGroups),
    instructionGroups: linesText(input.instructionGroups),
    cookTime: input.cookTime,
    prepTime: input.prepTime,
    totalTime: input.totalTime,
    difficulty: input.difficulty,
    notes: input.notes,
    servings: input.servings,
    tags: linesText(input.tags),
    suggestedTags: linesText(input.suggestedTags),
    sourceUrl: input.sourceUrl,
    extractionMethod: input.extractionMethod,
    extractionIngredientCount: input.extractionIngredientCount,
    extractionInstructionCount: input.extractionInstructionCount,
    ...recipeSearchColumns(input),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export interface RecipeSearch extends RecipeFilter {
  /** Newest first unless said. */
  sort?: RecipeSort | undefined;
  after?: PageKey | undefined;
  limit: number;
}

export interface RecipePage {
  recipes: RecipeListItem[];
  /** Key of the last recipe when more follow. */
  next: PageKey | null;
  /**
   * The counts, when the page's own statement tells them: every match is on a first page, and the
   * user's whole collection is at most COUNTED_IN_PAGE_MAX recipes (else null: count elsewhere).
   */
  counts: RecipeCounts | null;
}

/**
 * Up to this many of the user's recipes are counted by the page's own statement (an index-only scan
 * that stops there), so most lists need no count query; larger collections are counted apart.
 */
export const COUNTED_IN_PAGE_MAX = 500;

export interface RecipeCounts {
  /** The user's recipes matching the filter. */
  total: number;
  /** All the user's recipes. */
  totalAll: number;
}

/** The counts a page's rows tell (see RecipePage.counts), or null. */
function countsFromPage(
  rows: readonly { totalAllUpTo: string }[],
  search: RecipeSearch,
  more: boolean,
): RecipeCounts | null {
  const first = rows[0];
  const counted = first === undefined ? undefined : Number(first.totalAllUpTo);
  const totalAll = counted !== undefined && counted <= COUNTED_IN_PAGE_MAX ? counted : undefined;
  const wholeResult = search.after === undefined && !more;
  if (!isFiltered(search)) {
    // No filter: the matches are the collection. An empty first page is an empty collection.
    if (wholeResult && rows.length === 0) return { total: 0, totalAll: 0 };
    return totalAll === undefined ? null : { total: totalAll, totalAll };
  }
  return wholeResult && totalAll !== undefined ? { total: rows.length, totalAll } : null;
}

type RecipesEb = ExpressionBuilder<{ 'recipes.recipes': RecipesRecipesTable }, 'recipes.recipes'>;

/**
 * The user's recipes matching the filter. The folding and LIKE-escaping of each search word
 * happen in Postgres (`recipes.contains_pattern`), with the same function that built
 * `search_text`; the ingredient keys were computed on save by the same code as the query's.
 */
function matches(eb: RecipesEb, userId: string, filter: RecipeFilter) {
  const conditions = [eb('userId', '=', userId)];
  for (const word of filter.words ?? []) {
    conditions.push(eb('searchText', 'like', sql<string>`recipes.contains_pattern(${word})`));
  }
  if (filter.tags && filter.tags.length > 0) {
    conditions.push(
      eb('tagKeys', '@>', sql<string[]>`recipes.tag_keys(${JSON.stringify(filter.tags)}::jsonb)`),
    );
  }
  if (filter.maxMinutes !== undefined) conditions.push(eb('totalMinutes', '<=', filter.maxMinutes));
  if (filter.include && filter.include.length > 0) {
    conditions.push(eb('ingredientKeys', '@>', sql<string[]>`${[...filter.include]}::text[]`));
  }
  for (const keys of filter.exclude ?? []) {
    conditions.push(eb.not(eb('ingredientKeys', '@>', sql<string[]>`${[...keys]}::text[]`)));
  }
  if (filter.maxKcal !== undefined) conditions.push(eb('energyKcalPerServing', '<=', filter.maxKcal));
  return eb.and(conditions);
}

/** All SQL over `recipes.recipes`. Every query is scoped to the owner. */
export class RecipeRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** A new recipe; its tags go by the names the user has for them (TagRepository.namesFor). */
  async create(userId: string, input: RecipeCreate): Promise<Recipe> {
    return this.db.transaction().execute(async (trx) => {
      const tags = input.tags && (await TagRepository.namesFor(trx, userId, input.tags));
      const row = await trx
        .insertInto('recipes.recipes')
        .values({
          ...columns({ ...input, tags }),
          userId,
          title: input.title,
          ingredients: JSON.stringify(input.ingredients),
          instructions: JSON.stringify(input.instructions),
          ingredientGroups: JSON.stringify(input.ingredientGroups),
          instructionGroups: JSON.stringify(input.instructionGroups),
        })
        .returning(DETAIL_COLUMNS)
        .executeTakeFirstOrThrow();
      return toRecipe(row);
    });
  }

  async findById(userId: string, id: string): Promise<Recipe | undefined> {
    const row = await this.db
      .selectFrom('recipes.recipes')
      .select(DETAIL_COLUMNS)
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row && toRecipe(row);
  }

  /** A recipe the viewer may read: their own, or a household member's in the household library. */
  async findVisible(sharers: Sharers, id: string): Promise<Recipe | undefined> {
    const row = await this.db
      .selectFrom('recipes.recipes')
      .select(DETAIL_COLUMNS)
      .where('id', '=', id)
      .where((eb) => visibleRecipe(eb, sharers))
      .executeTakeFirst();
    return row && toRecipe(row);
  }

  /** The recipes among `ids` the viewer may read (see findVisible), in no order. */
  async findManyVisible(sharers: Sharers, ids: readonly string[]): Promise<Recipe[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('recipes.recipes')
      .select(DETAIL_COLUMNS)
      .where('id', 'in', ids)
      .where((eb) => visibleRecipe(eb, sharers))
      .execute();
    return rows.map(toRecipe);
  }

  /** The household library as the viewer sees it: the other members' shared recipes, by title. */
  async householdRecipes(sharers: Sharers, limit: number): Promise<RecipeListItem[]> {
    const others = sharers.members.filter((member) => member !== sharers.viewer);
    if (others.length === 0) return [];
    const rows = await this.db
      .selectFrom('recipes.recipes')
      .select(LIST_COLUMNS)
      .where('userId', 'in', others)
      .where('householdShared', '=', true)
      .orderBy(sql`lower(title)`)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toRecipeListItem);
  }

  /** Puts the owner's recipe in the household library or takes it out; false when not theirs. */
  async setHouseholdShared(userId: string, id: string, shared: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('recipes.recipes')
      .set({ householdShared: shared })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Every recipe of the owner into the household library; how many were not in it before. */
  async shareAll(userId: string): Promise<number> {
    const result = await this.db
      .updateTable('recipes.recipes')
      .set({ householdShared: true })
      .where('userId', '=', userId)
      .where('householdShared', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The user's recipes among `ids`, in the order asked; others' and missing ones left out. */
  async findMany(userId: string, ids: readonly string[]): Promise<Recipe[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('recipes.recipes')
      .select(DETAIL_COLUMNS)
      .where('id', 'in', ids)
      .where('userId', '=', userId)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, toRecipe(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Up to `limit` of the user's recipes, by title: a whole collection, as a book lists it. */
  async all(userId: string, limit: number): Promise<Recipe[]> {
    const rows = await this.db
      .selectFrom('recipes.recipes')
      .select(DETAIL_COLUMNS)
      .where('userId', '=', userId)
      .orderBy(sql`lower(title)`)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toRecipe);
  }

  /** How many recipes an export chooses and how many characters they print, before loading any. */
  async exportSize(userId: string, choice: ExportChoice): Promise<{ recipes: number; characters: number }> {
    const chosen = this.exportChoice(userId, choice).select(PRINTED_LENGTH.as('printed')).as('chosen');
    const row = await this.db
      .selectFrom(chosen)
      .select((eb) => [
        eb.fn.countAll<string>().as('recipes'),
        sql<string>`coalesce(sum(${eb.ref('printed')}), 0)`.as('characters'),
      ])
      .executeTakeFirstOrThrow();
    return { recipes: Number(row.recipes), characters: Number(row.characters) };
  }

  /** The printed fields of the recipes an export chooses, in the order chosen (ids) or by title. */
  async forExport(userId: string, choice: ExportChoice): Promise<ExportRow[]> {
    const rows = await this.exportChoice(userId, choice).select(EXPORT_COLUMNS).execute();
    const recipes = rows.map((row) => ({ ...row, servings: row.servings ?? DEFAULT_SERVINGS }));
    if (!('ids' in choice)) return recipes;
    const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
    return choice.ids.flatMap((id) => byId.get(id) ?? []);
  }

  private exportChoice(userId: string, choice: ExportChoice) {
    const mine = this.db.selectFrom('recipes.recipes').where('userId', '=', userId);
    if ('ids' in choice) return mine.where('id', 'in', choice.ids.length > 0 ? choice.ids : ['']);
    return mine
      .orderBy(sql`lower(title)`)
      .orderBy('id')
      .limit(choice.limit);
  }

  /** A page of all of the user's recipes by id, after `after`: the data export reads them all. */
  async pageById(userId: string, after: string | null, limit: number): Promise<Recipe[]> {
    const rows = await this.db
      .selectFrom('recipes.recipes')
      .select(DETAIL_COLUMNS)
      .where('userId', '=', userId)
      .$if(after !== null, (qb) => qb.where('id', '>', after ?? ''))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toRecipe);
  }

  /** Ingredient lines of the recipes among `ids` the viewer may see, counted without loading them. */
  async ingredientLineCount(sharers: Sharers, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const row = await this.db
      .selectFrom('recipes.recipes')
      .select(sql<string>`coalesce(sum(jsonb_array_length(ingredients)), 0)`.as('lines'))
      .where('id', 'in', ids)
      .where((eb) => visibleRecipe(eb, sharers))
      .executeTakeFirstOrThrow();
    return Number(row.lines);
  }

  /**
   * What a grocery list needs of the recipes among `ids` the viewer may see (their own, and the
   * household library's; others' are left out), in no order.
   */
  async contents(sharers: Sharers, ids: readonly string[]): Promise<RecipeContents[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('recipes.recipes')
      .select(['id', 'title', 'servings', 'ingredients'])
      .where('id', 'in', ids)
      .where((eb) => visibleRecipe(eb, sharers))
      .execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      servings: row.servings ?? DEFAULT_SERVINGS,
      ingredients: row.ingredients,
    }));
  }

  /**
   * Replaces the given fields; undefined when the user has no such recipe. A flat list sent
   * without its groups is fitted to the stored groups (read in the same transaction, locked).
   */
  async update(userId: string, id: string, input: RecipeUpdate): Promise<Recipe | undefined> {
    const ungrouped =
      (input.ingredients !== undefined && input.ingredientGroups === undefined) ||
      (input.instructions !== undefined && input.instructionGroups === undefined);
    const linesEdited = input.ingredients !== undefined || input.ingredientGroups !== undefined;
    if (!ungrouped && !linesEdited && input.tags === undefined) return this.write(this.db, userId, id, input);
    return this.db.transaction().execute(async (trx) => {
      const stored = await trx
        .selectFrom('recipes.recipes')
        .select(['ingredientGroups', 'instructionGroups'])
        .where('id', '=', id)
        .where('userId', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!stored) return undefined;
      const recipe = await this.write(trx, userId, id, {
        ...input,
        tags: input.tags && (await TagRepository.namesFor(trx, userId, input.tags)),
        ingredientGroups:
          input.ingredientGroups ??
          (input.ingredients && regroupIngredients(stored.ingredientGroups, input.ingredients)),
        instructionGroups:
          input.instructionGroups ??
          (input.instructions && regroupInstructions(stored.instructionGroups, input.instructions)),
      });
      if (recipe && linesEdited) await dropStaleNutritionChoices(trx, recipe);
      return recipe;
    });
  }

  /**
   * Takes `tag` off the recipe's suggestions and, when `accept`, adds it to its tags (under the
   * user's name for it). 'no-recipe' and 'no-suggestion' change nothing, nor does 'too-many' (the
   * recipe would pass RECIPE_LIMITS.tags).
   */
  async settleSuggestion(
    userId: string,
    id: string,
    tag: string,
    accept: boolean,
  ): Promise<Recipe | 'no-recipe' | 'no-suggestion' | 'too-many'> {
    return this.db.transaction().execute(async (trx) => {
      const stored = await trx
        .selectFrom('recipes.recipes')
        .select(['tags', 'suggestedTags'])
        .where('id', '=', id)
        .where('userId', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!stored) return 'no-recipe';
      const key = tagKey(tag);
      const suggestion = stored.suggestedTags.find((suggested) => tagKey(suggested) === key);
      if (suggestion === undefined) return 'no-suggestion';
      const suggestedTags = stored.suggestedTags.filter((suggested) => suggested !== suggestion);
      if (!accept) return (await this.write(trx, userId, id, { suggestedTags })) ?? 'no-recipe';
      const tags = normalizeTags([...stored.tags, suggestion]);
      if (tags.length > RECIPE_LIMITS.tags) return 'too-many';
      return (
        (await this.write(trx, userId, id, {
          suggestedTags,
          tags: await TagRepository.namesFor(trx, userId, tags),
        })) ?? 'no-recipe'
      );
    });
  }

  private async write(db: Db, userId: string, id: string, input: RecipeWrite): Promise<Recipe | undefined> {
    const row = await db
      .updateTable('recipes.recipes')
      .set({ ...columns(input), updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .returning(DETAIL_COLUMNS)
      .executeTakeFirst();
    return row && toRecipe(row);
  }

  /**
   * Deletes the recipe; its meal plan entries stay as text (the recipe's title), in the same
   * statement, so the plan still says what was planned.
   */
  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .with('kept', (db) =>
        db
          .updateTable('recipes.meal_plan_entries as e')
          .from('recipes.recipes as r')
          .set((eb) => ({ text: eb.ref('r.title'), recipeId: null, updatedAt: sql<Date>`now()` }))
          .whereRef('e.recipeId', '=', 'r.id')
          .where('r.id', '=', id)
          // Every entry of it, household members' too (issue #32), keeps its title.
          .where('r.userId', '=', userId),
      )
      .deleteFrom('recipes.recipes')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * One page in the asked order (newest first by default), keyset-paginated on the order's
   * columns and the id (sort-orders.ts), with the counts when the same statement (same snapshot)
   * tells them: matches that all fit on a first page are the page's rows, and the user's
   * collection is counted up to COUNTED_IN_PAGE_MAX.
   */
  async page(userId: string, search: RecipeSearch): Promise<RecipePage> {
    const sort = search.sort ?? 'newest';
    const order = SORT_ORDERS[sort];
    const after = search.after;
    const compare = order.direction === 'desc' ? sql.raw('<') : sql.raw('>');
    const rows = await this.db
      .selectFrom('recipes.recipes')
      .select([
        ...LIST_COLUMNS,
        ...sortKeyColumns(order),
        sql<string>`(select count(*) from (select 1 from recipes.recipes where user_id = ${userId} limit ${COUNTED_IN_PAGE_MAX + 1}) as mine)`.as(
          'totalAllUpTo',
        ),
      ])
      .where((eb) => matches(eb, userId, search))
      .$if(after !== undefined, (qb) =>
        qb.where(
          sql<boolean>`(${sql.join([...order.columns.map((c) => c.order), sql`id`])}) ${compare} (${sql.join(
            after
              ? pageKeyValues(after).map((value, i) => sql`${value}::${sql.raw(order.casts[i] ?? 'uuid')}`)
              : [],
          )})`,
        ),
      )
      .$call((qb) => {
        let ordered = qb;
        for (const column of order.columns) ordered = ordered.orderBy(column.order, order.direction);
        return ordered.orderBy('id', order.direction);
      })
      .limit(search.limit + 1)
      .execute();
    const more = rows.length > search.limit;
    const page = more ? rows.slice(0, search.limit) : rows;
    const last = page.at(-1);
    return {
      recipes: page.map(toRecipeListItem),
      next: more && last ? order.pageKey(last) : null,
      counts: countsFromPage(rows, search, more),
    };
  }

  /** The recipe's energy per serving (kcal; null: unknown), for the calories filter. */
  async setEnergy(userId: string, id: string, kcal: number | null): Promise<void> {
    await this.db
      .updateTable('recipes.recipes')
      .set({ energyKcalPerServing: kcal })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .execute();
  }

  /** Marks the user's recipe cooked now; its new time, or undefined when the user has no such recipe. */
  async markCooked(userId: string, id: string): Promise<string | undefined> {
    const row = await this.db
      .updateTable('recipes.recipes')
      .set({ lastCookedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .returning('lastCookedAt')
      .executeTakeFirst();
    return row?.lastCookedAt ? new Date(row.lastCookedAt).toISOString() : undefined;
  }

  /**
   * The user's tags over all their recipes, most used first, then alphabetically; spellings that
   * differ only in case count as one tag, shown as its first spelling alphabetically.
   */
  async tagFacet(userId: string, limit: number): Promise<string[]> {
    const rows = await sql<{ tag: string }>`
      select min(t.tag) as tag
      from recipes.recipes r cross join lateral jsonb_array_elements_text(r.tags) as t(tag)
      where r.user_id = ${userId}
      group by lower(t.tag)
      order by count(*) desc, lower(t.tag)
      limit ${limit}
    `.execute(this.db);
    return rows.rows.map((row) => row.tag);
  }

  /** Both counts in one statement; each subquery gets its own plan (and index). */
  async counts(userId: string, filter: RecipeFilter): Promise<RecipeCounts> {
    const filtered = isFiltered(filter);
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('recipes.recipes')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .where('userId', '=', userId)
          .as('totalAll'),
        filtered
          ? eb
              .selectFrom('recipes.recipes')
              .select((inner) => inner.fn.countAll<string>().as('n'))
              .where((inner) => matches(inner, userId, filter))
              .as('total')
          : sql<string | null>`null`.as('total'),
      ])
      .executeTakeFirstOrThrow();
    const totalAll = Number(row.totalAll);
    return { total: filtered ? Number(row.total) : totalAll, totalAll };
  }
}

/**
 * The foods kept for lines the recipe no longer has (a line edited or removed) are dropped with the
 * edit, in its transaction: a kept choice applies to its line's text only, never to a line that
 * took its place.
 */
async function dropStaleNutritionChoices(db: Db, recipe: Recipe): Promise<void> {
  const kept = [...new Set(recipe.ingredients.map(lineKey))];
  let stale = db.deleteFrom('recipes.nutrition_choices').where('recipeId', '=', recipe.id);
  if (kept.length > 0) stale = stale.where('line', 'not in', kept);
  await stale.execute();
}
