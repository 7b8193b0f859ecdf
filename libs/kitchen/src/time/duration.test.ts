import { formatMinutes, isoDuration, parseIsoDuration, parseTextDuration, toMinutes } from './duration.ts';

describe('durations', () => {
  it('reads ISO 8601 durations as minutes', () => {
    expect(toMinutes('PT1H30M')).toBe(90);
    expect(toMinutes('PT90M')).toBe(90);
    expect(toMinutes('P0DT1H')).toBe(60);
    expect(toMinutes('P1DT2H')).toBe(1560);
    expect(toMinutes('P0Y0M0DT0H20M0.000S')).toBe(20);
  });

  it('rounds seconds up to a whole minute', () => {
    expect(toMinutes('PT30S')).toBe(1);
    expect(toMinutes('PT2M30S')).toBe(3);
  });

  it('tolerates malformed ISO durations', () => {
    expect(toMinutes('PT1H30')).toBe(90);
    expect(toMinutes('pt 20 m')).toBe(20);
    expect(toMinutes('PT20')).toBe(20);
    expect(parseIsoDuration('P1H')).toBe(60);
  });

  it('treats zero, negative and absurd durations as missing', () => {
    expect(toMinutes('PT0M')).toBeNull();
    expect(toMinutes('PT-471406H28M55S')).toBeNull();
    expect(toMinutes('P2Y')).toBeNull();
    expect(toMinutes('')).toBeNull();
    expect(toMinutes(null)).toBeNull();
  });

  it('reads free-text durations in several languages', () => {
    expect(toMinutes('1 hr 15 mins')).toBe(75);
    expect(toMinutes('1 1/2 hours')).toBe(90);
    expect(toMinutes('1½ hours')).toBe(90);
    expect(toMinutes('45 Min.')).toBe(45);
    expect(toMinutes('1 Std. 30 Min.')).toBe(90);
    expect(toMinutes('10-15 minutes')).toBe(15);
    expect(toMinutes('25')).toBe(25);
    expect(toMinutes({ '@type': 'QuantitativeValue', maxValue: 'PT40M' })).toBe(40);
  });

  it('formats minutes as readable text', () => {
    expect(formatMinutes(75)).toBe('1 hr 15 mins');
    expect(formatMinutes(60)).toBe('1 hr');
    expect(formatMinutes(1)).toBe('1 min');
    expect(formatMinutes(1500)).toBe('1 day 1 hr');
    expect(formatMinutes(null)).toBeNull();
  });

  // A pasted page's 200,000-digit totalTime froze the parser for 80 s (quadratic matching).
  it.each([
    ['a long digit run', `${'1'.repeat(200_000)}x`],
    ['a long ISO digit run', `PT${'1'.repeat(200_000)}x`],
    ['a long run of numbers and spaces', `${'1 '.repeat(100_000)}x`],
    ['a long run of spaces', `1${' '.repeat(200_000)}x`],
  ])('reads %s in linear time, as missing', (_name, hostile) => {
    const started = performance.now();
    expect(toMinutes(hostile)).toBeNull();
    expect(parseIsoDuration(hostile)).toBeNull();
    expect(parseTextDuration(hostile)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('ISO 8601 durations for schema.org', () => {
  it.each([
    [45, 'PT45M'],
    [60, 'PT1H'],
    [75, 'PT1H15M'],
    [1440, 'P1D'],
    [1500, 'P1DT1H'],
  ])('%i minutes is %s, which reads back as the same minutes', (minutes, iso) => {
    expect(isoDuration(minutes)).toBe(iso);
    expect(toMinutes(iso)).toBe(minutes);
  });

  it('writes nothing for no time', () => {
    expect(isoDuration(null)).toBeNull();
    expect(isoDuration(0)).toBeNull();
  });

  it('turns a cook time as people write it into a duration', () => {
    expect(isoDuration(toMinutes('1 hr 30 mins'))).toBe('PT1H30M');
  });
});
