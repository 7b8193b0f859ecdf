import { findStepTimers, formatTimerClock } from './step-timers.ts';

const MIN = 60;
const HOUR = 3600;

/** [step, the timers found as [text, seconds, upper seconds or null, action]]. */
const TABLE: ReadonlyArray<[string, Array<[string, number, number | null, string]>]> = [
  ['Bake 25–30 minutes, until golden.', [['25–30 minutes', 25 * MIN, 30 * MIN, 'bake']]],
  ['Bake 25-30 minutes.', [['25-30 minutes', 25 * MIN, 30 * MIN, 'bake']]],
  ['Bake for 25 — 30 minutes.', [['25 — 30 minutes', 25 * MIN, 30 * MIN, 'bake']]],
  ['Cover and simmer for 1 hour.', [['1 hour', HOUR, null, 'simmer']]],
  ['Roast 1 hr 15 mins.', [['1 hr 15 mins', HOUR + 15 * MIN, null, 'roast']]],
  ['Roast for 1 hr. 15 min. or until done', [['1 hr. 15 min.', HOUR + 15 * MIN, null, 'roast']]],
  ['Cook about 10 min, stirring.', [['10 min', 10 * MIN, null, 'cook']]],
  ['Braise 2 to 3 hours until tender.', [['2 to 3 hours', 2 * HOUR, 3 * HOUR, 'braise']]],
  ['Microwave for 45 seconds.', [['45 seconds', 45, null, 'microwave']]],
  ['Let the dough rest for 3 seconds.', [['3 seconds', 3, null, 'rest']]],
  ['Let rise 1 1/2 hours.', [['1 1/2 hours', 90 * MIN, null, 'rise']]],
  ['Let rise 1½ hours.', [['1½ hours', 90 * MIN, null, 'rise']]],
  ['Let rise 1.5 hours.', [['1.5 hours', 90 * MIN, null, 'rise']]],
  ['Chill for ½ hour.', [['½ hour', 30 * MIN, null, 'chill']]],
  ['Chill for half an hour.', [['half an hour', 30 * MIN, null, 'chill']]],
  ['Chill a half hour.', [['a half hour', 30 * MIN, null, 'chill']]],
  ['Bake for an hour and a half.', [['an hour and a half', 90 * MIN, null, 'bake']]],
  ['Bake for 1 and a half hours.', [['1 and a half hours', 90 * MIN, null, 'bake']]],
  ['Simmer for an hour.', [['an hour', HOUR, null, 'simmer']]],
  ['Whisk for a minute.', [['a minute', MIN, null, 'whisk']]],
  ['Boil for ten minutes.', [['ten minutes', 10 * MIN, null, 'boil']]],
  ['Steam for forty-five minutes.', [['forty-five minutes', 45 * MIN, null, 'steam']]],
  ['Cook 1 hour and 15 minutes.', [['1 hour and 15 minutes', 75 * MIN, null, 'cook']]],
  ['Cook 1 hour, 15 minutes.', [['1 hour, 15 minutes', 75 * MIN, null, 'cook']]],
  ['Cook 2 minutes 30 seconds.', [['2 minutes 30 seconds', 150, null, 'cook']]],
  ['Bake 1 hour to 1 hour 30 minutes.', [['1 hour to 1 hour 30 minutes', HOUR, 90 * MIN, 'bake']]],
  ['Fry 3 to 4 min per side.', [['3 to 4 min', 3 * MIN, 4 * MIN, 'fry']]],
  ['Grill 5 or 6 minutes.', [['5 or 6 minutes', 5 * MIN, 6 * MIN, 'grill']]],
  ['Sear 2 mins each side.', [['2 mins', 2 * MIN, null, 'sear']]],
  ['BAKE 20 MINUTES.', [['20 MINUTES', 20 * MIN, null, 'bake']]],
  ['Marinate 2 hrs.', [['2 hrs', 2 * HOUR, null, 'marinate']]],
  ['Knead for 8-10 mins.', [['8-10 mins', 8 * MIN, 10 * MIN, 'knead']]],
  ['Rest 10 secs, then serve.', [['10 secs', 10, null, 'rest']]],
  ['Bake 2h.', [['2h', 2 * HOUR, null, 'bake']]],
  ['For 20 minutes, let it stand.', [['20 minutes', 20 * MIN, null, 'stand']]],
  ['Place in the oven for 15 minutes.', [['15 minutes', 15 * MIN, null, 'timer']]],
  [
    'Simmer 10 minutes. Then bake 20 minutes.',
    [
      ['10 minutes', 10 * MIN, null, 'simmer'],
      ['20 minutes', 20 * MIN, null, 'bake'],
    ],
  ],
  [
    'Bake 15 minutes, stir, then bake 10 minutes more.',
    [
      ['15 minutes', 15 * MIN, null, 'bake'],
      ['10 minutes', 10 * MIN, null, 'bake'],
    ],
  ],
  ['Simmering for 30 minutes thickens it.', [['30 minutes', 30 * MIN, null, 'simmer']]],
  ['Toast the nuts (about 5 minutes).', [['5 minutes', 5 * MIN, null, 'toast']]],
  ['Stand at room temperature 30\u00a0minutes.', [['30\u00a0minutes', 30 * MIN, null, 'stand']]],
  // Not durations.
  ['Preheat the oven to 350 degrees.', []],
  ['Bake at 180°C in a 9x13 inch pan.', []],
  ['Cut into 2-minute pieces and serve a 10-minute egg.', []],
  ['Stir every 5 minutes.', []],
  ['Keeps in the fridge for up to 3 days.', []],
  ['Add 2 cups flour and 1 tsp salt.', []],
  ['Cook a few minutes.', []],
  ['Slice into 1-inch pieces, 2 m long.', []],
  // Longer than a day: a plan, not a timer.
  ['Refrigerate 48 hours before serving.', []],
];

describe('findStepTimers', () => {
  test.each(TABLE)('%s', (step, expected) => {
    const found = findStepTimers(step).map((t) => [t.text, t.seconds, t.upperSeconds, t.action]);
    expect(found).toEqual(expected);
  });

  test('the table has at least 40 phrasings', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  test('says where each duration is written', () => {
    const step = 'Bake 25–30 minutes.';
    const [timer] = findStepTimers(step);
    expect(step.slice(timer?.start, timer?.end)).toBe('25–30 minutes');
  });

  test('a long hostile step gives no timer longer than a day', () => {
    const step = `${'1 2 3 4 5 - to or '.repeat(2000)}minutes`;
    expect(findStepTimers(step).every((t) => t.seconds <= 24 * HOUR)).toBe(true);
  });
});

describe('formatTimerClock', () => {
  test.each([
    [0, '0:00'],
    [5, '0:05'],
    [75, '1:15'],
    [3725, '1:02:05'],
    [59.2, '1:00'],
  ])('%p seconds → %s', (seconds, text) => {
    expect(formatTimerClock(seconds)).toBe(text);
  });
});
