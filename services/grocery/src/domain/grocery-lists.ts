import {
  EXPORT_LIMITS,
  EXPORT_MESSAGES,
  GROCERY_LIMITS,
  GROCERY_MESSAGES,
  type GroceryList,
  type GroceryListChangesRequest,
  type GroceryListChangesResponse,
  type GroceryListCreate,
  type GroceryListUpdate,
  type GroceryListsResponse,
  type GroceryPreviewRequest,
  type GroceryPreviewResponse,
  liveScopeOfUser,
  MEAL_PLAN_MESSAGES,
  type PlanRange,
} from '@cookmark/contracts';
import { plannedMergeInputs, shortDay } from '@cookmark/kitchen';
import type { ExportPool } from '@cookmark/export';
import {
  BadRequest,
  BeyondLimit,
  type HouseholdDirectory,
  type LivePublisher,
  NotFound,
} from '@cookmark/service-kit';
import type { GroceryListRepository } from '../repositories/grocery-list.repository.ts';
import { applyChecks, keepTicks, storedItems } from './items.ts';
import { applyChange } from './list-changes.ts';
import { mergedItems, previewItems } from './preview.ts';
import type { RecipeContentsSource } from './recipe-contents.ts';

export interface GroceryListServiceDeps {
  lists: GroceryListRepository;
  recipes: RecipeContentsSource;
  /** Issue #32: the members of a person's household read, edit and tick each other's lists. */
  households: HouseholdDirectory;
  /** Where each committed change is announced to the owner's other screens. */
  live: LivePublisher;
}

function found(list: GroceryList | undefined): GroceryList {
  if (list === undefined) throw new NotFound(GROCERY_MESSAGES.notFound);
  return list;
}

/**
 * A user's grocery lists: previewed from their recipes (asked of the recipes service), stored,
 * edited and ticked. Another user's list and a missing one are the same 404.
 */
export class GroceryListService {
  private readonly deps: GroceryListServiceDeps;

  constructor(deps: GroceryListServiceDeps) {
    this.deps = deps;
  }

  async list(userId: string): Promise<GroceryListsResponse> {
    return this.deps.lists.list(await this.sharers(userId));
  }

  async preview(
    userId: string,
    input: GroceryPreviewRequest,
    requestId: string,
  ): Promise<GroceryPreviewResponse> {
    const recipes = await this.deps.recipes.contents(userId, input.recipeIds, requestId);
    return { items: previewItems(recipes, input.servings, input.system) };
  }

  /**
   * The grocery list of the recipes planned on these days, each line saying which recipes and days
   * it comes from. Built again for the same days, it updates that list (items still there keep
   * their ticks) instead of making a second one. 400 when no recipe is planned on those days.
   */
  async fromMealPlan(
    userId: string,
    range: PlanRange,
    requestId: string,
  ): Promise<{ list: GroceryList; created: boolean }> {
    const planned = await this.deps.recipes.planned(userId, range, requestId);
    if (planned.length === 0) throw new BadRequest(MEAL_PLAN_MESSAGES.nothingToBuy);
    const items = mergedItems(plannedMergeInputs(planned, GROCERY_LIMITS.recipeSource));
    if (items.reduce((n, group) => n + group.items.length, 0) > GROCERY_LIMITS.items)
      throw new BeyondLimit(GROCERY_MESSAGES.tooManyItems);
    const saved = await this.deps.lists.savePlanList(
      userId,
      await this.sharers(userId),
      range,
      {
        name: `Meal plan ${shortDay(range.from)} – ${shortDay(range.to)}`,
        items,
        recipeIds: planned.slice(0, GROCERY_LIMITS.recipes).map((recipe) => recipe.id),
      },
      (current) => ({ name: current.name, items: keepTicks(current.items, items) }),
    );
    if (!saved) throw new BadRequest(GROCERY_MESSAGES.tooManyLists);
    await this.announce(userId, saved.list.id, saved.list);
    return saved;
  }

  /** 400 'tooManyLists' past the limit of stored lists. */
  async create(userId: string, input: GroceryListCreate): Promise<GroceryList> {
    const list = await this.deps.lists.create(userId, {
      name: input.name,
      items: storedItems(input.items),
      recipeIds: input.recipeIds,
    });
    if (!list) throw new BadRequest(GROCERY_MESSAGES.tooManyLists);
    await this.announce(userId, list.id, list);
    return list;
  }

  async get(userId: string, id: string): Promise<GroceryList> {
    return found(await this.deps.lists.findById(await this.sharers(userId), id));
  }

  /**
   * Whose lists the person reads and edits: their household's members (issue #32), else their own.
   * Deleting stays the creator's. A household that cannot be read leaves the person's own lists.
   */
  private async sharers(userId: string): Promise<string[]> {
    const household = await this.deps.households.householdOf(userId).catch(() => null);
    return household?.memberIds.includes(userId) ? household.memberIds : [userId];
  }

  /** Renames, replaces the items and ticks them, in one change. */
  async update(userId: string, id: string, input: GroceryListUpdate): Promise<GroceryList> {
    const items = input.items && storedItems(input.items);
    const updated = await this.deps.lists.update(await this.sharers(userId), id, (current) => ({
      name: input.name ?? current.name,
      items: input.checks ? applyChecks(items ?? current.items, input.checks) : (items ?? current.items),
    }));
    await this.announce(userId, id, found(updated));
    return found(updated);
  }

  /**
   * The changes a phone queued (offline, perhaps), applied in order, each once however often it is
   * sent; a 404 when the list is not the user's.
   */
  async applyChanges(
    userId: string,
    id: string,
    input: GroceryListChangesRequest,
  ): Promise<GroceryListChangesResponse> {
    const outcome = await this.deps.lists.applyChanges(
      userId,
      await this.sharers(userId),
      id,
      input.changes,
      applyChange,
    );
    if (!outcome) throw new NotFound(GROCERY_MESSAGES.notFound);
    await this.announce(
      userId,
      id,
      outcome.list,
      input.changes.map((change) => change.id),
    );
    return { list: outcome.list, changes: outcome.answers };
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.deps.lists.delete(userId, id))) throw new NotFound(GROCERY_MESSAGES.notFound);
    await this.announce(userId, id, null);
  }

  /**
   * Tells the screens of everyone who shares the list (the person's household, else the person)
   * what a committed change made of it (null: deleted): each member listens to their own scope, and
   * all the scopes are written in one round trip to Redis.
   */
  private async announce(
    userId: string,
    listId: string,
    list: GroceryList | null,
    changeIds: string[] = [],
  ): Promise<void> {
    const event = { listId, list, changeIds, committedAt: Date.now() };
    const scopes = (await this.sharers(userId)).map(liveScopeOfUser);
    await this.deps.live.publishToScopes(scopes, 'grocery-list', event);
  }
}

/**
 * The chosen lists, in the order chosen, as one PDF: 404 when one is not the user's, 422 (nothing
 * loaded) when their items hold more than EXPORT_LIMITS.listCharacters characters.
 */
export async function exportGroceryLists(
  deps: { lists: GroceryListRepository; pool: ExportPool },
  userId: string,
  input: { listIds: string[]; compact: boolean },
): Promise<{ pdf: Buffer; names: string[] }> {
  const size = await deps.lists.exportSize(userId, input.listIds);
  if (size.lists < input.listIds.length) throw new NotFound(GROCERY_MESSAGES.notFound);
  if (size.characters > EXPORT_LIMITS.listCharacters) throw new BeyondLimit(EXPORT_MESSAGES.tooMuchListText);
  const lists = await deps.lists.findMany(userId, input.listIds);
  if (lists.length < input.listIds.length) throw new NotFound(GROCERY_MESSAGES.notFound);
  const pdf = await deps.pool.render({
    kind: 'grocery-lists',
    lists: lists.map((list) => ({ name: list.name, items: list.items })),
    options: { compact: input.compact },
  });
  return { pdf, names: lists.map((list) => list.name) };
}
