import {
  addDays,
  DEFAULT_SERVINGS,
  MEAL_PLAN_LIMITS,
  MEALS,
  type Meal,
  type MealPlanEntry,
  type MealPlanPortion,
} from '@cookmark/contracts';
import type { Database, Db } from '@cookmark/db';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import type { Sharers } from '../domain/household-scope.ts';

/** Why a write stored nothing. */
export type PlanRefusal = 'recipe-missing' | 'entry-missing' | 'day-full';

/** Shown for an entry whose recipe went away in a race with its delete (never written as text). */
const REMOVED_RECIPE = 'Removed recipe';
/** Shown to the other members for an entry of a member's recipe not in the household library. */
export const PRIVATE_RECIPE = 'Private recipe';

type RecipesEb = ExpressionBuilder<Database, 'recipes.recipes'>;

/**
 * The recipes a person may see (issue #32): their own, and their household members' recipes that
 * are in the household library.
 */
export function visibleRecipe(eb: RecipesEb, sharers: Sharers) {
  return eb.or([
    eb('userId', '=', sharers.viewer),
    eb.and([eb('userId', 'in', sharers.members), eb('householdShared', '=', true)]),
  ]);
}

interface EntryRow {
  id: string;
  /** The recipe as stored, seen or not (a text entry: null). */
  plannedRecipeId: string | null;
  date: string;
  meal: string;
  recipeId: string | null;
  title: string;
  servings: number | null;
  recipeServings: number | null;
  position: number;
  createdAt: Date | string;
  updatedAt: Date | string;
}

function toEntry(row: EntryRow): MealPlanEntry {
  const isRecipe = row.recipeId !== null;
  return {
    id: row.id,
    date: row.date,
    meal: row.meal as Meal,
    recipeId: row.recipeId,
    title: row.title,
    servings: isRecipe ? row.servings : null,
    recipeServings: isRecipe ? row.recipeServings : null,
    position: row.position,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const MEAL_ORDER = sql<number>`array_position(${sql.raw(`array[${MEALS.map((m) => `'${m}'`).join(',')}]`)}, e.meal)`;

/** A new entry as written: a recipe of the owner's (servings from it unless given) or a text. */
export interface NewEntry {
  date: string;
  meal: Meal;
  recipeId?: string | undefined;
  text?: string | undefined;
  servings?: number | undefined;
}

/** What an update changes. */
export interface EntryChange {
  date?: string | undefined;
  meal?: Meal | undefined;
  servings?: number | undefined;
  text?: string | undefined;
}

/**
 * All SQL over `recipes.meal_plan_entries` and `recipes.meal_plan_feeds`. Every query is scoped to
 * the sharers (issue #32: a household's members share one plan; each entry keeps `user_id`, the
 * member who added it); every write holds the plan's lock, so no day ever passes its limit.
 * An entry's recipe shows only when the reader may see it (their own, or in the household library).
 */
export class MealPlanRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  private entries(db: Db | Transaction<Database>, sharers: Sharers) {
    return db
      .selectFrom('recipes.meal_plan_entries as e')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('recipes.recipes')
            .select(['id', 'title', 'servings'])
            .where((rb) => visibleRecipe(rb, sharers))
            .as('r'),
        (join) => join.onRef('r.id', '=', 'e.recipeId'),
      )
      .select([
        'e.id',
        'e.recipeId as plannedRecipeId',
        sql<string>`to_char(e.day, 'YYYY-MM-DD')`.as('date'),
        'e.meal',
        sql<string | null>`r.id`.as('recipeId'),
        // A recipe still planned but not seen (a member's private one) is private, not removed.
        sql<string>`coalesce(r.title, e.text, case when e.recipe_id is null then ${REMOVED_RECIPE} else ${PRIVATE_RECIPE} end)`.as(
          'title',
        ),
        'e.servings',
        sql<
          number | null
        >`case when r.id is null then null else coalesce(r.servings, ${DEFAULT_SERVINGS}) end`.as(
          'recipeServings',
        ),
        'e.position',
        'e.createdAt',
        'e.updatedAt',
      ])
      .where('e.userId', 'in', sharers.members);
  }

  /** The sharers' entries from `from` to `to` (days included), by day, meal, then position. */
  async range(sharers: Sharers, from: string, to: string): Promise<MealPlanEntry[]> {
    const rows = await this.entries(this.db, sharers)
      .where('e.day', '>=', from)
      .where('e.day', '<=', to)
      .orderBy('e.day')
      .orderBy(MEAL_ORDER)
      .orderBy('e.position')
      .orderBy('e.createdAt')
      .execute();
    return rows.map(toEntry);
  }

  async findById(sharers: Sharers, id: string): Promise<MealPlanEntry | undefined> {
    const row = await this.entries(this.db, sharers).where('e.id', '=', id).executeTakeFirst();
    return row && toEntry(row);
  }

  /** Runs `work` holding the plan's lock (the household's, else the person's; released at commit). */
  private locked<T>(sharers: Sharers, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`recipes.meal_plan:${sharers.lockKey}`}, 0))`.execute(
        trx,
      );
      return work(trx);
    });
  }

  /** Entries on each of `days` (those with none left out). */
  private async dayCounts(trx: Transaction<Database>, sharers: Sharers, days: readonly string[]) {
    if (days.length === 0) return new Map<string, number>();
    const rows = await trx
      .selectFrom('recipes.meal_plan_entries')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'), (eb) => eb.fn.countAll<string>().as('n')])
      .where('userId', 'in', sharers.members)
      .where('day', 'in', days)
      .groupBy('day')
      .execute();
    return new Map(rows.map((row) => [row.date, Number(row.n)]));
  }

  private async dayFull(trx: Transaction<Database>, sharers: Sharers, date: string): Promise<boolean> {
    const counts = await this.dayCounts(trx, sharers, [date]);
    return (counts.get(date) ?? 0) >= MEAL_PLAN_LIMITS.entriesPerDay;
  }

  private async nextPosition(trx: Transaction<Database>, sharers: Sharers, date: string, meal: string) {
    const row = await trx
      .selectFrom('recipes.meal_plan_entries')
      .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
      .where('userId', 'in', sharers.members)
      .where('day', '=', date)
      .where('meal', '=', meal)
      .executeTakeFirstOrThrow();
    return Number(row.next);
  }

  /** A new entry, added by the viewer: a recipe they may see (servings from it unless given) or a text. */
  async create(sharers: Sharers, entry: NewEntry): Promise<MealPlanEntry | PlanRefusal> {
    return this.locked(sharers, async (trx) => {
      if (await this.dayFull(trx, sharers, entry.date)) return 'day-full';
      let servings: number | null = null;
      if (entry.recipeId !== undefined) {
        const recipe = await trx
          .selectFrom('recipes.recipes')
          .select('servings')
          .where('id', '=', entry.recipeId)
          .where((eb) => visibleRecipe(eb, sharers))
          .executeTakeFirst();
        if (!recipe) return 'recipe-missing';
        servings = entry.servings ?? recipe.servings ?? DEFAULT_SERVINGS;
      }
      const { id } = await trx
        .insertInto('recipes.meal_plan_entries')
        .values({
          userId: sharers.viewer,
          day: entry.date,
          meal: entry.meal,
          position: await this.nextPosition(trx, sharers, entry.date, entry.meal),
          recipeId: entry.recipeId ?? null,
          text: entry.recipeId === undefined ? (entry.text ?? null) : null,
          servings,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.read(trx, sharers, id);
    });
  }

  private async read(trx: Transaction<Database>, sharers: Sharers, id: string): Promise<MealPlanEntry> {
    return toEntry(await this.entries(trx, sharers).where('e.id', '=', id).executeTakeFirstOrThrow());
  }

  /**
   * Moves an entry (to the end of its new day and meal) or changes its servings or text.
   * `check` sees the entry as stored (a recipe entry as one even when the reader cannot see the
   * recipe) and may refuse the change (by throwing).
   */
  async update(
    sharers: Sharers,
    id: string,
    change: EntryChange,
    check: (current: MealPlanEntry) => void,
  ): Promise<MealPlanEntry | PlanRefusal> {
    return this.locked(sharers, async (trx) => {
      const current = await this.entries(trx, sharers).where('e.id', '=', id).executeTakeFirst();
      if (!current) return 'entry-missing';
      const entry = toEntry(current);
      check({ ...entry, recipeId: current.plannedRecipeId });
      const date = change.date ?? entry.date;
      const meal = change.meal ?? entry.meal;
      const moved = date !== entry.date || meal !== entry.meal;
      if (date !== entry.date && (await this.dayFull(trx, sharers, date))) return 'day-full';
      await trx
        .updateTable('recipes.meal_plan_entries')
        .set({
          day: date,
          meal,
          ...(moved ? { position: await this.nextPosition(trx, sharers, date, meal) } : {}),
          ...(change.servings === undefined ? {} : { servings: change.servings }),
          ...(change.text === undefined ? {} : { text: change.text }),
          updatedAt: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where('userId', 'in', sharers.members)
        .execute();
      return this.read(trx, sharers, id);
    });
  }

  /** A copy of the entry on `date` and `meal`, at the end of that meal (added by the viewer). */
  async copy(sharers: Sharers, id: string, date: string, meal: Meal): Promise<MealPlanEntry | PlanRefusal> {
    return this.locked(sharers, async (trx) => {
      const source = await trx
        .selectFrom('recipes.meal_plan_entries')
        .select(['recipeId', 'text', 'servings'])
        .where('id', '=', id)
        .where('userId', 'in', sharers.members)
        .executeTakeFirst();
      if (!source) return 'entry-missing';
      if (await this.dayFull(trx, sharers, date)) return 'day-full';
      const { id: copyId } = await trx
        .insertInto('recipes.meal_plan_entries')
        .values({
          userId: sharers.viewer,
          day: date,
          meal,
          position: await this.nextPosition(trx, sharers, date, meal),
          recipeId: source.recipeId,
          text: source.text,
          servings: source.servings,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.read(trx, sharers, copyId);
    });
  }

  async delete(sharers: Sharers, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('recipes.meal_plan_entries')
      .where('id', '=', id)
      .where('userId', 'in', sharers.members)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** Removes every entry from `from` to `to`; how many. */
  async clear(sharers: Sharers, from: string, to: string): Promise<number> {
    const result = await this.locked(sharers, (trx) =>
      trx
        .deleteFrom('recipes.meal_plan_entries')
        .where('userId', 'in', sharers.members)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .executeTakeFirst(),
    );
    return Number(result.numDeletedRows);
  }

  /**
   * Copies the seven days from `from` onto the seven days from `to` (each day onto the same weekday),
   * after what those days hold; 'day-full' (nothing copied) when a day would pass its limit.
   */
  async repeatWeek(sharers: Sharers, from: string, to: string): Promise<number | PlanRefusal> {
    const offset = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
    return this.locked(sharers, async (trx) => {
      const sources = await trx
        .selectFrom('recipes.meal_plan_entries as e')
        .select([
          sql<string>`to_char(e.day, 'YYYY-MM-DD')`.as('date'),
          'e.meal',
          'e.recipeId',
          'e.text',
          'e.servings',
        ])
        .where('e.userId', 'in', sharers.members)
        .where('e.day', '>=', from)
        .where('e.day', '<=', addDays(from, 6))
        .orderBy('e.day')
        .orderBy(MEAL_ORDER)
        .orderBy('e.position')
        .execute();
      if (sources.length === 0) return 0;
      const targets = sources.map((source) => ({ ...source, date: addDays(source.date, offset) }));
      const counts = await this.dayCounts(trx, sharers, [...new Set(targets.map((t) => t.date))]);
      for (const target of targets) counts.set(target.date, (counts.get(target.date) ?? 0) + 1);
      if ([...counts.values()].some((n) => n > MEAL_PLAN_LIMITS.entriesPerDay)) return 'day-full';
      const positions = new Map<string, number>();
      const values = [];
      for (const target of targets) {
        const key = `${target.date}/${target.meal}`;
        const position =
          positions.get(key) ?? (await this.nextPosition(trx, sharers, target.date, target.meal));
        positions.set(key, position + 1);
        values.push({
          userId: sharers.viewer,
          day: target.date,
          meal: target.meal,
          position,
          recipeId: target.recipeId,
          text: target.text,
          servings: target.servings,
        });
      }
      await trx.insertInto('recipes.meal_plan_entries').values(values).execute();
      return values.length;
    });
  }

  /**
   * The planned recipes from `from` to `to` the viewer may see, each with the days (and servings)
   * planned; a member's private recipe is left out.
   */
  async portions(sharers: Sharers, from: string, to: string): Promise<MealPlanPortion[]> {
    const rows = await this.db
      .selectFrom('recipes.meal_plan_entries as e')
      .innerJoin('recipes.recipes as r', 'r.id', 'e.recipeId')
      .select([
        'r.id',
        'r.title',
        'r.servings as recipeServings',
        'r.ingredients',
        sql<string>`to_char(e.day, 'YYYY-MM-DD')`.as('date'),
        'e.servings',
      ])
      .where('e.userId', 'in', sharers.members)
      .where((eb) =>
        eb.or([
          eb('r.userId', '=', sharers.viewer),
          eb.and([eb('r.userId', 'in', sharers.members), eb('r.householdShared', '=', true)]),
        ]),
      )
      .where('e.day', '>=', from)
      .where('e.day', '<=', to)
      .orderBy('e.day')
      .execute();
    const byRecipe = new Map<string, MealPlanPortion>();
    for (const row of rows) {
      const recipeServings = row.recipeServings ?? DEFAULT_SERVINGS;
      const portion = byRecipe.get(row.id) ?? {
        id: row.id,
        title: row.title,
        servings: recipeServings,
        ingredients: row.ingredients,
        planned: [],
      };
      portion.planned.push({ date: row.date, servings: row.servings ?? recipeServings });
      byRecipe.set(row.id, portion);
    }
    return [...byRecipe.values()];
  }

  /** Ingredient lines of the distinct recipes planned from `from` to `to`, counted before loading any. */
  async portionLineCount(sharers: Sharers, from: string, to: string): Promise<number> {
    const row = await this.db
      .selectFrom('recipes.recipes')
      .select(sql<string>`coalesce(sum(jsonb_array_length(ingredients)), 0)`.as('lines'))
      .where((eb) => visibleRecipe(eb, sharers))
      .where((eb) =>
        eb(
          'id',
          'in',
          eb
            .selectFrom('recipes.meal_plan_entries as e')
            .select('e.recipeId')
            .where('e.userId', 'in', sharers.members)
            .where('e.day', '>=', from)
            .where('e.day', '<=', to)
            .where('e.recipeId', 'is not', null),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(row.lines);
  }

  /** Every entry the viewer added, by day, meal and position (the data export). */
  async all(sharers: Sharers): Promise<MealPlanEntry[]> {
    const rows = await this.entries(this.db, sharers)
      .where('e.userId', '=', sharers.viewer)
      .orderBy('e.day')
      .orderBy(MEAL_ORDER)
      .orderBy('e.position')
      .execute();
    return rows.map(toEntry);
  }

  /** What the calendar feed shows: entries from `from` on, at most `limit`, by day and meal. */
  async feedEntries(sharers: Sharers, from: string, limit: number): Promise<MealPlanEntry[]> {
    const rows = await this.entries(this.db, sharers)
      .where('e.day', '>=', from)
      .orderBy('e.day')
      .orderBy(MEAL_ORDER)
      .orderBy('e.position')
      .limit(limit)
      .execute();
    return rows.map(toEntry);
  }

  /** Makes the owner's feed known by `tokenHash`, replacing any earlier one. */
  async saveFeed(userId: string, tokenHash: string): Promise<Date> {
    const row = await this.db
      .insertInto('recipes.meal_plan_feeds')
      .values({ userId, tokenHash })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ tokenHash, createdAt: sql<Date>`now()` }))
      .returning('createdAt')
      .executeTakeFirstOrThrow();
    return new Date(row.createdAt);
  }

  async feed(userId: string): Promise<{ createdAt: Date } | undefined> {
    const row = await this.db
      .selectFrom('recipes.meal_plan_feeds')
      .select('createdAt')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row && { createdAt: new Date(row.createdAt) };
  }

  async revokeFeed(userId: string): Promise<void> {
    await this.db.deleteFrom('recipes.meal_plan_feeds').where('userId', '=', userId).execute();
  }

  /** Whose feed `tokenHash` is. */
  async feedOwner(tokenHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('recipes.meal_plan_feeds')
      .select('userId')
      .where('tokenHash', '=', tokenHash)
      .executeTakeFirst();
    return row?.userId;
  }
}
