/**
 * iCalendar (RFC 5545) text for a published calendar: CRLF line ends, lines folded at 75 octets
 * (never inside a UTF-8 character), TEXT values escaped. Only what a read-only feed needs.
 */

/** One all-day event (DTSTART/DTEND as dates: the plan says which day, not which hour). */
export interface CalendarEvent {
  /** Unique and stable for the event's life, e.g. `{entry id}@cookmark`. */
  uid: string;
  /** The day, 'YYYY-MM-DD'. */
  date: string;
  summary: string;
  description?: string;
  url?: string;
  /** When the event last changed (DTSTAMP of a published calendar, in UTC). */
  stamp: Date;
}

export interface Calendar {
  /** PRODID: `-//Company//Product//EN`. */
  productId: string;
  /** What calendar apps name the calendar (X-WR-CALNAME). */
  name: string;
  events: readonly CalendarEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, (char) => (char === '\t' ? char : ''));
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets goes on over lines that start with one
 * space; a break never falls inside a character (so never inside a UTF-8 sequence or a pair).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts against their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 'YYYY-MM-DD' as an iCalendar DATE ('YYYYMMDD'). */
const icalDate = (date: string) => date.replace(/-/g, '');

/** A UTC DATE-TIME: '20261127T101500Z'. */
export const icalStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icalStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${icalDate(event.date)}`,
    `DTEND;VALUE=DATE:${icalDate(nextDay(event.date))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    // A meal does not make the day busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole calendar as iCalendar text, every line (the last one too) ended by CRLF. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
