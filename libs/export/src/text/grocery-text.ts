import { type GroceryItem, UNKNOWN_AMOUNT } from '@cookmark/contracts';

/**
 * '2 cups flour', '1 tsp salt, plus to taste', 'salt, to taste' (the amount left out where it is
 * unknown): one list line as the web list, the text export and the PDF write it.
 */
export function itemLine(
  item: Pick<GroceryItem, 'name' | 'quantity' | 'unit'> & { notes?: string | null },
): string {
  const amount = item.quantity === UNKNOWN_AMOUNT ? '' : item.quantity;
  const line = [amount, item.unit ?? '', item.name].filter((part) => part.trim() !== '').join(' ');
  return item.notes ? `${line}, ${item.notes}` : line;
}
