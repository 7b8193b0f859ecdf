import { escapeText, foldLine, writeCalendar } from './icalendar.ts';

const STAMP = new Date('2026-11-27T10:15:00.000Z');

describe('escapeText', () => {
  test('escapes backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11)', () => {
    expect(escapeText('Salt; pepper, oil\\vinegar\nthen serve')).toBe(
      'Salt\\; pepper\\, oil\\\\vinegar\\nthen serve',
    );
  });

  test('drops control characters a content line may not hold', () => {
    expect(escapeText('Soup\u0007 of\u0000 the day')).toBe('Soup of the day');
  });
});

describe('foldLine', () => {
  test('leaves a line of 75 octets as it is', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
  });

  test('folds longer lines at 75 octets, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'b'.repeat(200)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  test('never breaks inside a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}🍰${'ü'.repeat(40)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      // Each part is whole characters: encoding it round-trips.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('writeCalendar', () => {
  const text = writeCalendar({
    productId: '-//Cookmark//Meal plan//EN',
    name: 'Cookmark meal plan',
    events: [
      {
        uid: 'e1@cookmark',
        date: '2026-11-30',
        summary: 'Dinner: Lasagne, for 4',
        description: 'Serves 4',
        url: 'https://cookmark.example/recipes/r1?servings=4',
        stamp: STAMP,
      },
      { uid: 'e2@cookmark', date: '2026-12-31', summary: 'Snack: Leftovers', stamp: STAMP },
    ],
  });

  test('ends every line, the last too, with CRLF and has no bare line feed', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  test('writes the calendar and one all-day event per entry', () => {
    const lines = text.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Cookmark//Meal plan//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Cookmark meal plan',
    ]);
    expect(lines).toContain('UID:e1@cookmark');
    expect(lines).toContain('DTSTAMP:20261127T101500Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261130');
    expect(lines).toContain('DTEND;VALUE=DATE:20261201');
    expect(lines).toContain('SUMMARY:Dinner: Lasagne\\, for 4');
    // The last day of a year ends on the first of the next.
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
  });
});
