import { formatDollars } from './pricing';

/** Spec §4: US long dates ('December 22, 2026'); 'Unknown' when the date is missing or unreadable. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Unknown';
  // A bare number is a Unix timestamp in seconds (as the payment provider sends them).
  const date = typeof value === 'number' ? new Date(value < 1e12 ? value * 1000 : value) : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Spec §9: the server's amount (cents) per interval, e.g. '$2.99/month', '$19.99/year'. */
export function formatPlanAmount(cents: number, interval: 'month' | 'year'): string {
  return `${formatDollars(cents / 100)}/${interval}`;
}

export function billingIntervalLabel(interval: 'month' | 'year' | null | undefined): string {
  return interval === 'year' ? 'Annual billing' : 'Monthly billing';
}
