import {
  GROCERY_LIMITS,
  type GroceryCategoryGroup,
  type GroceryChangeAnswer,
  type GroceryList,
  type GroceryListChange as SentChange,
} from '@cookmark/contracts';
import type { Database, Db, GroceryListsTable } from '@cookmark/db';
import { type Selectable, sql, type Transaction } from 'kysely';

const COLUMNS = ['id', 'userId', 'name', 'items', 'recipeIds', 'createdAt', 'updatedAt'] as const;

type Row = Pick<Selectable<GroceryListsTable>, (typeof COLUMNS)[number]>;

function toGroceryList(row: Row): GroceryList {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    items: row.items as GroceryCategoryGroup[],
    recipeIds: row.recipeIds,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export interface NewGroceryList {
  name: string;
  items: GroceryCategoryGroup[];
  recipeIds: string[];
}

/** What an update changes, worked out from the list as it is (read under a row lock). */
export type GroceryListChange = (current: GroceryList) => { name: string; items: GroceryCategoryGroup[] };

/** One change applied to the items: what they become and what the change answers. */
export type ApplyChange = (
  items: GroceryCategoryGroup[],
  change: SentChange,
) => { items: GroceryCategoryGroup[]; answer: GroceryChangeAnswer };

/**
 * Whose lists a call may reach: one user's, or (issue #32) those of every member of the caller's
 * household, as the grocery service decided.
 */
export type ListOwners = string | readonly string[];
const ownerIds = (owners: ListOwners): readonly string[] => (typeof owners === 'string' ? [owners] : owners);

/** The list of one of `owners`, its row locked until the transaction ends: changes apply one at a time. */
function lockedList(trx: Transaction<Database>, owners: ListOwners, id: string) {
  return trx
    .selectFrom('grocery.lists')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('userId', 'in', ownerIds(owners))
    .forUpdate()
    .executeTakeFirst();
}

async function lockUserLists(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`grocery.lists:${userId}`}, 0))`.execute(trx);
}

/**
 * Stores a list unless the user already keeps GROCERY_LIMITS.lists of them (undefined then); the
 * caller holds the user's list lock, so parallel creates cannot pass the limit.
 */
async function insertUnderLimit(
  trx: Transaction<Database>,
  userId: string,
  list: NewGroceryList,
  planRange?: { from: string; to: string },
): Promise<GroceryList | undefined> {
  const { n } = await trx
    .selectFrom('grocery.lists')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= GROCERY_LIMITS.lists) return undefined;
  const row = await trx
    .insertInto('grocery.lists')
    .values({
      userId,
      name: list.name,
      items: JSON.stringify(list.items),
      recipeIds: JSON.stringify(list.recipeIds),
      planFrom: planRange?.from ?? null,
      planTo: planRange?.to ?? null,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toGroceryList(row);
}

/** All SQL over `grocery.lists`. Every query is scoped to the owner. */
export class GroceryListRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The owners' lists, newest first (at most GROCERY_LIMITS.lists exist per owner). */
  async list(owners: ListOwners): Promise<GroceryList[]> {
    const rows = await this.db
      .selectFrom('grocery.lists')
      .select(COLUMNS)
      .where('userId', 'in', ownerIds(owners))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(GROCERY_LIMITS.lists * ownerIds(owners).length)
      .execute();
    return rows.map(toGroceryList);
  }

  async findById(owners: ListOwners, id: string): Promise<GroceryList | undefined> {
    const row = await this.db
      .selectFrom('grocery.lists')
      .select(COLUMNS)
      .where('id', '=', id)
      .where('userId', 'in', ownerIds(owners))
      .executeTakeFirst();
    return row && toGroceryList(row);
  }

  /** The user's lists among `ids`, in the order asked; others' and missing ones left out. */
  async findMany(userId: string, ids: readonly string[]): Promise<GroceryList[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('grocery.lists')
      .select(COLUMNS)
      .where('id', 'in', ids)
      .where('userId', '=', userId)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, toGroceryList(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** How many of `ids` are the user's lists and the characters of their items, before loading any. */
  async exportSize(userId: string, ids: readonly string[]): Promise<{ lists: number; characters: number }> {
    if (ids.length === 0) return { lists: 0, characters: 0 };
    const row = await this.db
      .selectFrom('grocery.lists')
      .select((eb) => [
        eb.fn.countAll<string>().as('lists'),
        sql<string>`coalesce(sum(length(name) + length(items::text)), 0)`.as('characters'),
      ])
      .where('id', 'in', ids)
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return { lists: Number(row.lists), characters: Number(row.characters) };
  }

  /**
   * Stores a list unless the user already keeps GROCERY_LIMITS.lists of them (undefined then).
   * The user's lists are counted under a per-user advisory lock, so parallel creates cannot pass it.
   */
  async create(userId: string, list: NewGroceryList): Promise<GroceryList | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await lockUserLists(trx, userId);
      return insertUnderLimit(trx, userId, list);
    });
  }

  /**
   * The list of these planned days: made the first time (unless the user keeps GROCERY_LIMITS.lists
   * lists: undefined), its items replaced by `change` after that (one list per range among `owners`,
   * the person's household or the person).
   */
  async savePlanList(
    userId: string,
    owners: readonly string[],
    range: { from: string; to: string },
    list: NewGroceryList,
    change: GroceryListChange,
  ): Promise<{ list: GroceryList; created: boolean } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      // Issue #32: one list of a range per household. The household's first member's lock is taken
      // first by every member (then the person's own, to create), so two members building the same
      // days at once make one list.
      const first = owners[0] ?? userId;
      await lockUserLists(trx, first);
      if (first !== userId) await lockUserLists(trx, userId);
      const existing = await trx
        .selectFrom('grocery.lists')
        .select(COLUMNS)
        .where('userId', 'in', owners.length > 0 ? owners : [userId])
        .where('planFrom', '=', range.from)
        .where('planTo', '=', range.to)
        .orderBy('createdAt')
        .executeTakeFirst();
      if (existing) {
        const next = change(toGroceryList(existing));
        const row = await trx
          .updateTable('grocery.lists')
          .set({
            items: JSON.stringify(next.items),
            recipeIds: JSON.stringify(list.recipeIds),
            updatedAt: sql<Date>`now()`,
          })
          .where('id', '=', existing.id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return { list: toGroceryList(row), created: false };
      }
      const created = await insertUnderLimit(trx, userId, list, range);
      return created && { list: created, created: true };
    });
  }

  /**
   * Applies `change` to the list as stored, holding the row lock meanwhile: two phones ticking
   * items of one list each see the other's ticks. Undefined when the user has no such list.
   */
  async update(owners: ListOwners, id: string, change: GroceryListChange): Promise<GroceryList | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockedList(trx, owners, id);
      if (!row) return undefined;
      const next = change(toGroceryList(row));
      const updated = await trx
        .updateTable('grocery.lists')
        .set({ name: next.name, items: JSON.stringify(next.items), updatedAt: sql<Date>`now()` })
        .where('id', '=', row.id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toGroceryList(updated);
    });
  }

  /**
   * Applies, in order and under the list's row lock, the changes whose ids the list has not seen;
   * a change seen before gets the answer it got then and is not applied again. Each applied change
   * is kept with who made it and when, for GROCERY_LIMITS.changeMemoryDays. Undefined when the
   * user has no such list.
   */
  async applyChanges(
    userId: string,
    owners: ListOwners,
    id: string,
    changes: readonly SentChange[],
    apply: ApplyChange,
  ): Promise<{ list: GroceryList; answers: GroceryChangeAnswer[] } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockedList(trx, owners, id);
      if (!row) return undefined;
      await trx
        .deleteFrom('grocery.list_changes')
        .where('listId', '=', id)
        .where('appliedAt', '<', sql<Date>`now() - make_interval(days => ${GROCERY_LIMITS.changeMemoryDays})`)
        .execute();
      const seen = await trx
        .selectFrom('grocery.list_changes')
        .select(['changeId', 'answer'])
        .where('listId', '=', id)
        .where(
          'changeId',
          'in',
          changes.map((change) => change.id),
        )
        .execute();
      const answered = new Map(seen.map((each) => [each.changeId, each.answer as GroceryChangeAnswer]));
      let items = row.items as GroceryCategoryGroup[];
      const applied: { change: SentChange; answer: GroceryChangeAnswer }[] = [];
      const answers = changes.map((change) => {
        const earlier = answered.get(change.id);
        if (earlier) return earlier;
        const outcome = apply(items, change);
        items = outcome.items;
        answered.set(change.id, outcome.answer);
        applied.push({ change, answer: outcome.answer });
        return outcome.answer;
      });
      if (applied.length === 0) return { list: toGroceryList(row), answers };
      await trx
        .insertInto('grocery.list_changes')
        .values(
          applied.map(({ change, answer }) => ({
            listId: id,
            changeId: change.id,
            userId,
            change: JSON.stringify(change),
            answer: JSON.stringify(answer),
          })),
        )
        .execute();
      const updated = await trx
        .updateTable('grocery.lists')
        .set({ items: JSON.stringify(items), updatedAt: sql<Date>`now()` })
        .where('id', '=', row.id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return { list: toGroceryList(updated), answers };
    });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('grocery.lists')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
