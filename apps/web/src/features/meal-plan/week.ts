import { addDays } from '@cookmark/contracts';

/** The Monday of the week `date` (YYYY-MM-DD) is in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Today in the browser's own calendar, YYYY-MM-DD. */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Monday 30 Nov'. */
export const dayLabel = (date: string) => DAY_FORMAT.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
