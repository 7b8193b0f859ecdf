import { randomUUID } from 'node:crypto';
import type {
  GroceryCategoryGroup,
  GroceryItem,
  GroceryListCreate,
  GroceryListUpdate,
} from '@cookmark/contracts';

/** Items as validated by the contracts (ids optional). */
export type ItemsInput = GroceryListCreate['items'];
export type Checks = NonNullable<GroceryListUpdate['checks']>;

type ItemInput = ItemsInput[number]['items'][number];

/** The stored form of a validated item, with an id (a new one where none was sent). */
export function storedItem(item: ItemInput): GroceryItem {
  return {
    id: item.id ?? randomUUID(),
    name: item.name,
    quantity: item.quantity,
    unit: item.unit ?? null,
    checked: item.checked,
    recipeSources: item.recipeSources,
    notes: item.notes ?? null,
  };
}

/** The stored form of validated items: every item with an id (a new one where none was sent). */
export function storedItems(groups: ItemsInput): GroceryCategoryGroup[] {
  return groups.map((group) => ({ category: group.category, items: group.items.map(storedItem) }));
}

/** Ticks or unticks the items named by id; ids not in the list (removed meanwhile) are ignored. */
export function applyChecks(groups: GroceryCategoryGroup[], checks: Checks): GroceryCategoryGroup[] {
  const wanted = new Map(checks.map((check) => [check.id, check.checked]));
  return groups.map((group) => ({
    category: group.category,
    items: group.items.map((item) => {
      const checked = wanted.get(item.id);
      return checked === undefined ? item : { ...item, checked };
    }),
  }));
}

/**
 * New items with the ticks of the items that did not change (same name, amount and unit) in the list
 * they replace: a line whose amount changed is to be bought again.
 */
export function keepTicks(
  previous: GroceryCategoryGroup[],
  next: GroceryCategoryGroup[],
): GroceryCategoryGroup[] {
  const key = (item: { name: string; quantity: string; unit: string | null }) =>
    [item.name, item.quantity, item.unit ?? ''].join('\u0000');
  const ticked = new Set(previous.flatMap((group) => group.items.filter((i) => i.checked).map(key)));
  return next.map((group) => ({
    category: group.category,
    items: group.items.map((item) => ({ ...item, checked: ticked.has(key(item)) })),
  }));
}
