import type { GroceryCategoryGroup, GroceryItem } from '@cookmark/contracts';
import { itemLine } from '@cookmark/export/text';

export { itemLine };

/** A list as plain text for the clipboard and the .txt export: categories, then ☐/☑ lines. */
export function listAsText(name: string, groups: readonly GroceryCategoryGroup[]): string {
  const sections = groups
    .filter((group) => group.items.length > 0)
    .map(
      (group) =>
        `${group.category}\n${group.items.map((item) => `${item.checked ? '☑' : '☐'} ${itemLine(item)}`).join('\n')}`,
    );
  return `${name}\n\n${sections.join('\n\n')}\n`;
}

/** 'Weekly shop.txt' → a safe file name. */
export function textFileName(name: string): string {
  const base = name
    .trim()
    .replace(/[^\p{L}\p{N}\- ]+/gu, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `${base || 'grocery-list'}.txt`;
}

/** Spec §9: a stored list's card shows 3 items per category, then '+N more items'. */
export function previewOf(group: GroceryCategoryGroup, shown = 3): { items: GroceryItem[]; more: number } {
  return { items: group.items.slice(0, shown), more: Math.max(0, group.items.length - shown) };
}

export function countItems(groups: readonly GroceryCategoryGroup[]): { total: number; checked: number } {
  const items = groups.flatMap((group) => group.items);
  return { total: items.length, checked: items.filter((item) => item.checked).length };
}
