import { secondsToNextUtcDay, utcDay } from './ai-spend.ts';
import { AI_TEXT_LIMIT, AI_TEXT_LINE_MAX, AI_TEXT_LINES_MAX, promptText } from './ai-extractor.ts';

describe('the AI allowance day', () => {
  test('is the UTC day, and resets at the next UTC midnight', () => {
    const lateEvening = Date.parse('2025-03-09T23:59:30Z');
    expect(utcDay(lateEvening)).toBe('2025-03-09');
    expect(secondsToNextUtcDay(lateEvening)).toBe(30);
    expect(utcDay(Date.parse('2025-03-10T00:00:00Z'))).toBe('2025-03-10');
    expect(secondsToNextUtcDay(Date.parse('2025-03-10T00:00:00Z'))).toBe(86_400);
  });
});

describe('the page text the model reads', () => {
  test('is trimmed lines, each once, blank ones dropped', () => {
    expect(promptText('  Pancakes \n\nMenu\n1 egg\n  Menu\n\tMix   well. ')).toBe(
      'Pancakes\nMenu\n1 egg\nMix well.',
    );
  });

  test('cuts long lines and stops at the bounds', () => {
    const long = Array.from({ length: 1_000 }, (_, i) => `${i} `.padEnd(1_500, 'x')).join('\n');
    const text = promptText(long);
    expect(text.length).toBeLessThanOrEqual(AI_TEXT_LIMIT);
    const lines = text.split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBe(AI_TEXT_LINE_MAX);
    expect(lines.length).toBeLessThanOrEqual(AI_TEXT_LINES_MAX);
    const short = promptText(Array.from({ length: 1_000 }, (_, i) => `step ${i}`).join('\n'));
    expect(short.split('\n')).toHaveLength(AI_TEXT_LINES_MAX);
  });
});
