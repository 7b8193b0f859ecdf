import { type GroceryItem, UNKNOWN_AMOUNT } from '@cookmark/contracts';

/** '2 cups flour', or 'salt' when the amount is unknown. */
export function itemLine(item: Pick<GroceryItem, 'name' | 'quantity' | 'unit'>): string {
  const amount = item.quantity === UNKNOWN_AMOUNT ? '' : item.quantity;
  return [amount, item.unit ?? '', item.name].filter((part) => part.trim() !== '').join(' ');
}
