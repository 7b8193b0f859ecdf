/** Spec §9 fallback prices, used until the pricing call answers. */
export const FALLBACK_PRICES = { monthly: 2.99, yearly: 19.99 } as const;

export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
