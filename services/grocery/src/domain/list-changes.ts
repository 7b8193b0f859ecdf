import {
  GROCERY_LIMITS,
  GROCERY_MESSAGES,
  type GroceryCategoryGroup,
  type GroceryChangeAnswer,
  type GroceryListChange,
} from '@cookmark/contracts';
import { applyListChange } from '@cookmark/kitchen';
import { storedItem } from './items.ts';

/** One change applied to a list's items, with what the change answers (see `applyListChange`). */
export function applyChange(
  items: GroceryCategoryGroup[],
  change: GroceryListChange,
): { items: GroceryCategoryGroup[]; answer: GroceryChangeAnswer } {
  const { groups, result } = applyListChange(
    items,
    change.type === 'add' ? { ...change, item: storedItem(change.item) } : change,
    GROCERY_LIMITS.items,
  );
  const answer: GroceryChangeAnswer =
    result === 'refused'
      ? { id: change.id, result, message: GROCERY_MESSAGES.tooManyItems }
      : { id: change.id, result };
  return { items: groups, answer };
}
