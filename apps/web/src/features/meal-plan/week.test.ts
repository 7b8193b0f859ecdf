import { dayLabel, mondayOf } from './week';

describe('the week', () => {
  test('starts on the Monday of the day it is given', () => {
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  test('names a day as a person reads it', () => {
    expect(dayLabel('2026-11-30')).toBe('Monday 30 Nov');
  });
});
