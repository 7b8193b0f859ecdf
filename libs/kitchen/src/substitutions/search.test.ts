import fc from 'fast-check';
import {
  EXACT_MATCH_SCORE,
  MAX_SUBSTITUTION_QUERY_LENGTH,
  matchScore,
  NO_MATCHING_INGREDIENTS,
  normaliseSearchText,
} from './search.ts';
import { findSubstitutions, searchIngredients, SUBSTITUTIONS_FOUND } from './substitute.ts';

const topName = (query: string) => searchIngredients(query)[0]?.entry.name;

describe('ingredient search (spec §5)', () => {
  test('ignores case, accents and a trailing s', () => {
    expect(normaliseSearchText('Crème Fraîches')).toBe('creme fraiche');
    expect(topName('CRÈME FRAICHE')).toBe('crème fraîche');
    expect(topName('creme fraiche')).toBe('crème fraîche');
    expect(topName('Eggs')).toBe('egg');
    expect(topName('  bUtTeRmIlK ')).toBe('buttermilk');
    expect(searchIngredients('egg')[0]?.score).toBe(EXACT_MATCH_SCORE);
  });

  test('a substring match scores above a word-prefix match, which scores above a character match', () => {
    const substring = matchScore('milk', 'buttermilk');
    const wordPrefix = matchScore('gr bla pep', 'ground black pepper');
    const characters = matchScore('buttermlk', 'buttermilk');
    expect(matchScore('buttermilk', 'buttermilk')).toBe(EXACT_MATCH_SCORE);
    expect(substring).toBeGreaterThan(3);
    expect(substring).toBeLessThan(EXACT_MATCH_SCORE);
    expect(wordPrefix).toBeGreaterThan(2);
    expect(wordPrefix).toBeLessThan(3);
    expect(characters).toBeGreaterThan(1);
    expect(characters).toBeLessThan(2);
  });

  test('a closer substring ranks first: "butter" is butter before peanut butter', () => {
    expect(
      searchIngredients('butter')
        .map((m) => m.entry.name)
        .slice(0, 2),
    ).toEqual(['butter', 'buttermilk']);
  });

  test('an in-order character match counts only over 60% of the query', () => {
    expect(matchScore('bttrmlk', 'buttermilk')).toBeGreaterThan(1);
    // 6 of 10 characters in order is not over 60%.
    expect(matchScore('abcdefxyzw', 'abcdef')).toBe(0);
    expect(matchScore('abcdefgxyz', 'abcdefg')).toBeGreaterThan(1);
    expect(topName('worcestershre')).toBe('worcestershire sauce');
  });

  test('answers the top 5 by score', () => {
    const matches = searchIngredients('oil');
    expect(matches).toHaveLength(5);
    expect(matches.map((m) => m.score)).toEqual([...matches.map((m) => m.score)].sort((a, b) => b - a));
  });

  test('nothing found answers the spec message', () => {
    expect(findSubstitutions('xyzzy qwv')).toEqual({
      original: 'xyzzy qwv',
      amount: null,
      suggestions: [],
      message: NO_MATCHING_INGREDIENTS,
    });
    expect(NO_MATCHING_INGREDIENTS).toBe('No matching ingredients found. Try a different search term.');
    expect(findSubstitutions('').message).toBe(NO_MATCHING_INGREDIENTS);
  });
});

describe('substitutions for a name or an ingredient line', () => {
  test('buttermilk: five suggestions, most confident first, with the ratio per cup', () => {
    const found = findSubstitutions('buttermilk');
    expect(found.message).toBe(SUBSTITUTIONS_FOUND);
    expect(found.suggestions).toHaveLength(5);
    expect(found.suggestions[0]).toEqual({
      ingredient: 'buttermilk',
      substitute: 'milk + lemon juice',
      reason: expect.stringContaining('5 minutes') as string,
      ratio: '1 cup = 1 cup milk + 1 tbsp lemon juice',
      factor: null,
      replacement: null,
      confidence: 0.9,
      difficulty: 'easy',
      dietary: ['gluten-free'],
      score: EXACT_MATCH_SCORE,
    });
    const confidences = found.suggestions.map((s) => s.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
  });

  test('a whole line keeps its amount and scales each part of the substitute', () => {
    const found = findSubstitutions('2 cups buttermilk, cold');
    expect(found.amount).toBe('2 cups');
    expect(found.suggestions[0]).toMatchObject({
      ingredient: 'buttermilk',
      ratio: '2 cups = 2 cups milk + 2 tbsp lemon juice',
      replacement: '2 cups milk + 2 tbsp lemon juice',
    });
    expect(found.suggestions.map((s) => s.replacement)).toContain('1 ½ cups plain yogurt + ½ cup milk');
  });

  test('small amounts read as kitchen fractions, not decimals', () => {
    const half = findSubstitutions('½ cup buttermilk').suggestions.map((s) => s.replacement);
    expect(half).toContain('½ cup milk + 1 ½ tsp lemon juice');
    expect(half).toContain('½ cup milk + ⅞ tsp cream of tartar');
    const double = findSubstitutions('2 cups buttermilk').suggestions.map((s) => s.replacement);
    expect(double).toContain('2 cups milk + 3 ½ tsp cream of tartar');
  });

  test('counted foods scale by count: 3 eggs', () => {
    const found = findSubstitutions('3 large eggs');
    expect(found.amount).toBe('3 eggs');
    expect(found.suggestions[0]).toMatchObject({
      ingredient: 'egg',
      substitute: 'ground flaxseed + water',
      ratio: '3 eggs = 3 tbsp ground flaxseed + ½ cup water',
      dietary: ['vegan', 'gluten-free', 'dairy-free', 'nut-free'],
    });
  });

  test('volumes convert between units: 3 tbsp butter as oil', () => {
    const olive = findSubstitutions('3 tbsp butter, melted').suggestions.find(
      (s) => s.substitute === 'olive oil',
    );
    expect(olive).toMatchObject({ factor: 0.75, replacement: '2 ¼ tbsp olive oil' });
  });

  test('an amount in another kind of measure keeps the base ratio', () => {
    const found = findSubstitutions('200 g butter');
    expect(found.suggestions[0]).toMatchObject({ ingredient: 'butter', replacement: null });
    expect(found.suggestions[0]?.ratio).toMatch(/^1 cup = /);
  });

  test('an exactly named ingredient answers alone', () => {
    const found = findSubstitutions('rice vinegar');
    expect(new Set(found.suggestions.map((s) => s.ingredient))).toEqual(new Set(['rice vinegar']));
  });

  test('the factor is given for one food in a comparable measure', () => {
    const basil = findSubstitutions('basil').suggestions.find((s) => s.substitute === 'dried basil');
    expect(basil?.factor).toBeCloseTo(1 / 3);
  });

  test('a very long query is cut to 200 characters and answers quickly', () => {
    const started = performance.now();
    const found = findSubstitutions(`buttermilk ${'a'.repeat(100_000)}`);
    expect(found.original).toHaveLength(MAX_SUBSTITUTION_QUERY_LENGTH);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('any string: at most 5 suggestions, scores never rising, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: 'grapheme', maxLength: 60 }),
          fc.constantFrom('2 cups buttermilk', '1-2 eggs', '½ tsp salt', 'x'.repeat(250), '0 cups milk'),
        ),
        (query) => {
          const found = findSubstitutions(query);
          expect(found.suggestions.length).toBeLessThanOrEqual(5);
          expect(searchIngredients(query).length).toBeLessThanOrEqual(5);
          const scores = found.suggestions.map((s) => s.score);
          expect(scores).toEqual([...scores].sort((a, b) => b - a));
          expect(found.message).toBe(
            found.suggestions.length > 0 ? SUBSTITUTIONS_FOUND : NO_MATCHING_INGREDIENTS,
          );
          for (const s of found.suggestions) expect(s.confidence).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
