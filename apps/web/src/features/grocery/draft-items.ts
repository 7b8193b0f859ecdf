import type { GroceryCategoryGroup, GroceryItem, GroceryItemsInput } from '@cookmark/contracts';
import { UNKNOWN_AMOUNT } from '@cookmark/contracts';

/** What the user changed on a previewed item (spec §4: check and edit inline). */
export interface ItemEdit {
  name?: string;
  quantity?: string;
  unit?: string;
  checked?: boolean;
}

/**
 * Edits are kept by category and the merged ingredient's name, not by the preview's item id: the
 * live preview is recomputed (with new ids) whenever the recipe selection changes, and an edit of
 * an ingredient still on the list should survive that.
 */
export type ItemEdits = Readonly<Record<string, ItemEdit>>;

export const editKey = (category: string, item: Pick<GroceryItem, 'name'>) =>
  `${category}:${item.name.toLowerCase()}`;

export interface DraftItem extends GroceryItem {
  key: string;
  edited: boolean;
}

export interface DraftGroup {
  category: GroceryCategoryGroup['category'];
  items: DraftItem[];
}

/** The preview with the user's edits laid over it. */
export function applyEdits(groups: readonly GroceryCategoryGroup[], edits: ItemEdits): DraftGroup[] {
  return groups.map((group) => ({
    category: group.category,
    items: group.items.map((item) => {
      const key = editKey(group.category, item);
      const edit = edits[key] ?? {};
      return {
        ...item,
        key,
        name: edit.name ?? item.name,
        quantity: edit.quantity ?? item.quantity,
        unit: edit.unit === undefined ? item.unit : edit.unit,
        checked: edit.checked ?? item.checked,
        edited: edit.name !== undefined || edit.quantity !== undefined || edit.unit !== undefined,
      };
    }),
  }));
}

export function withEdit(edits: ItemEdits, key: string, edit: ItemEdit): ItemEdits {
  return { ...edits, [key]: { ...edits[key], ...edit } };
}

/** The draft as `items` of a create call: blank names dropped, empty amounts unknown, empty units none. */
export function itemsForSave(groups: readonly DraftGroup[]): GroceryItemsInput {
  return groups
    .map((group) => ({
      category: group.category,
      items: group.items
        .filter((item) => item.name.trim() !== '')
        .map((item) => ({
          name: item.name.trim(),
          quantity: item.quantity.trim() || UNKNOWN_AMOUNT,
          unit: item.unit?.trim() || null,
          checked: item.checked,
          recipeSources: item.recipeSources,
          notes: item.notes,
        })),
    }))
    .filter((group) => group.items.length > 0);
}
