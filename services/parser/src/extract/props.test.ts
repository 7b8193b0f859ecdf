import fc from 'fast-check';
import { extractRecipe } from './index.ts';
import { clean } from './read/text.ts';
import { toMinutes } from '@cookmark/kitchen';
import { parseYield } from './yields.ts';

describe('robustness (property based)', () => {
  it('clean() is idempotent and leaves no doubled or edge whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = clean(s);
        expect(clean(once)).toBe(once);
        expect(once).not.toMatch(/\s{2}|^\s|\s$/);
      }),
    );
  });

  it('durations and yields never throw and give positive whole minutes or null', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer(), fc.constantFrom('PT', 'P', 'PT1H-5M', '1:30', '½ hr')),
        (v) => {
          const m = toMinutes(v);
          expect(m === null || (Number.isInteger(m) && m > 0)).toBe(true);
          const y = parseYield(v);
          expect(y.yield === null || /^\d/.test(y.yield)).toBe(true);
        },
      ),
    );
  });

  it('never throws on arbitrary markup and always reports its counts', () => {
    const tag = fc.constantFrom(
      '<div>',
      '</div>',
      '<li>',
      '<h2>Ingredients</h2>',
      '<script type="application/ld+json">',
      '</script>',
      '{"@type":"Recipe",',
      '"name":"x"}',
      '<p>',
      '&amp;',
      'text',
    );
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 40 }), (parts) => {
        const { recipe, report } = extractRecipe(parts.join(''), 'https://example.com/');
        expect(report.foundData.ingredientCount).toBe(recipe.ingredients.length);
        expect(report.completenessScore).toBeGreaterThanOrEqual(0);
        expect(report.completenessScore).toBeLessThanOrEqual(100);
      }),
      { numRuns: 200 },
    );
  });
});
