import { GROCERY_CATEGORIES, type GroceryCategory } from './categories.ts';

/** What a list change needs of an item; the server's and the browser's items are both this. */
export interface ChangeableItem {
  id: string;
  checked: boolean;
}

/** What an edit may change of a line: its text, its amount ('?' when unknown) and its unit. */
export interface LineEdit {
  name?: string;
  quantity?: string;
  unit?: string | null;
}

export interface ChangeableGroup<Item extends ChangeableItem> {
  category: GroceryCategory;
  items: Item[];
}

/**
 * A change to a stored grocery list. A tick sets a state rather than toggling one, so a line ticked
 * on two phones stays ticked; an added item carries the id its client made; an edit sets the fields
 * it names (the others stay as they are, so a rename on one phone and a tick on another both hold).
 */
export type ListChange<Item extends ChangeableItem> =
  | { type: 'check'; itemId: string; checked: boolean }
  | { type: 'add'; category: GroceryCategory; item: Item }
  | { type: 'edit'; itemId: string; edit: LineEdit }
  | { type: 'remove'; itemId: string };

/** Applied; skipped (the item is gone, or one with that id is there already); refused (list full). */
export type ChangeResult = 'applied' | 'skipped' | 'refused';

const hasItem = (groups: readonly ChangeableGroup<ChangeableItem>[], itemId: string) =>
  groups.some((group) => group.items.some((item) => item.id === itemId));

const itemCount = (groups: readonly ChangeableGroup<ChangeableItem>[]) =>
  groups.reduce((n, group) => n + group.items.length, 0);

/** The groups with `item` at the end of its aisle; a new aisle takes its place in the spec's order. */
function withItem<Item extends ChangeableItem>(
  groups: ChangeableGroup<Item>[],
  category: GroceryCategory,
  item: Item,
): ChangeableGroup<Item>[] {
  if (groups.some((group) => group.category === category))
    return groups.map((group) =>
      group.category === category ? { category, items: [...group.items, item] } : group,
    );
  const rank = (c: GroceryCategory) => GROCERY_CATEGORIES.indexOf(c);
  return [...groups, { category, items: [item] }].sort((a, b) => rank(a.category) - rank(b.category));
}

/** The groups with the item `itemId` replaced by what `change` makes of it. */
const withItemChanged = <Item extends ChangeableItem>(
  groups: ChangeableGroup<Item>[],
  itemId: string,
  change: (item: Item) => Item,
): ChangeableGroup<Item>[] =>
  groups.map((group) => ({
    category: group.category,
    items: group.items.map((item) => (item.id === itemId ? change(item) : item)),
  }));

/** Only the fields an edit names: a field left out (undefined) keeps the line's own. */
const namedFields = (edit: LineEdit): LineEdit =>
  Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));

/**
 * One change applied to a list's groups, by the server when it arrives and by the browser over the
 * list it last heard of while the change waits to be sent. Each change is safe to apply twice (a
 * tick and an edit set a state, an add names its item, removing a gone item does nothing): a change sent
 * again cannot double a line even where the server no longer remembers its id.
 */
export function applyListChange<Item extends ChangeableItem>(
  groups: ChangeableGroup<Item>[],
  change: ListChange<Item>,
  maxItems: number,
): { groups: ChangeableGroup<Item>[]; result: ChangeResult } {
  switch (change.type) {
    case 'check':
      if (!hasItem(groups, change.itemId)) return { groups, result: 'skipped' };
      return {
        groups: withItemChanged(groups, change.itemId, (item) => ({ ...item, checked: change.checked })),
        result: 'applied',
      };
    case 'edit': {
      if (!hasItem(groups, change.itemId)) return { groups, result: 'skipped' };
      const fields = namedFields(change.edit);
      return {
        groups: withItemChanged(groups, change.itemId, (item) => ({ ...item, ...fields })),
        result: 'applied',
      };
    }
    case 'add':
      if (hasItem(groups, change.item.id)) return { groups, result: 'skipped' };
      if (itemCount(groups) >= maxItems) return { groups, result: 'refused' };
      return { groups: withItem(groups, change.category, change.item), result: 'applied' };
    case 'remove':
      if (!hasItem(groups, change.itemId)) return { groups, result: 'skipped' };
      return {
        groups: groups
          .map((group) => ({ ...group, items: group.items.filter((item) => item.id !== change.itemId) }))
          .filter((group) => group.items.length > 0),
        result: 'applied',
      };
  }
}
