/** Spec §9 fallback prices, used until the pricing call answers. */
export const FALLBACK_PRICES = { monthly: 2.99, yearly: 19.99 } as const;

export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** What a year on the yearly plan saves against twelve monthly payments. */
export interface YearlySavings {
  /** Whole dollars saved, rounded ('Save $16 vs monthly'). */
  dollars: number;
  /** Whole percent of twelve monthly payments, rounded down so the badge never overstates. */
  percent: number;
}

/**
 * The Yearly badge's figures from the prices shown (dollars): $19.99 a year against 12 × $2.99 =
 * $35.88 saves $15.89 (44%). None when the yearly plan saves nothing (or a price is unknown).
 */
export function yearlySavings(prices: { monthly: number; yearly: number }): YearlySavings | null {
  const twelveMonths = Math.round(prices.monthly * 100) * 12;
  const year = Math.round(prices.yearly * 100);
  const savedCents = twelveMonths - year;
  if (!(twelveMonths > 0) || !(savedCents > 0)) return null;
  return {
    dollars: Math.round(savedCents / 100),
    percent: Math.floor((savedCents * 100) / twelveMonths),
  };
}
