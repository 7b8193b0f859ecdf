import { ingredientKeys, ingredientTermKeys, searchWords } from './ingredient-keys.ts';

describe('searchWords', () => {
  it('folds case and accents, splits at punctuation and makes each word singular', () => {
    expect(searchWords('Crème Fraîche, Walnuts')).toEqual(['creme', 'fraiche', 'walnut']);
    expect(searchWords('Berries & Tomatoes')).toEqual(['berry', 'tomato']);
    expect(searchWords('Œufs brouillés')).toEqual(['oeuf', 'brouille']);
  });

  it('reads at most a parsed line of a hostile text', () => {
    expect(searchWords('a '.repeat(100_000)).length).toBeLessThanOrEqual(250);
  });
});

describe('ingredientKeys', () => {
  it('keeps the words of the ingredient names and notes, not the amounts and units', () => {
    const keys = ingredientKeys(['2 chicken breasts, diced', '1 (14 oz) can tomatoes']);
    expect(keys).toEqual(expect.arrayContaining(['chicken', 'breast', 'tomato', '@meat']));
    expect(keys).not.toContain('14');
    expect(keys).not.toContain('2');
  });

  it('matches whole words: nutmeg is not a nut, and nuts is nut', () => {
    expect(ingredientKeys(['1 tsp nutmeg'])).not.toContain('nut');
    expect(ingredientKeys(['1 cup nuts'])).toContain('nut');
  });

  it('is sorted and without repeats', () => {
    const keys = ingredientKeys(['1 egg', '2 eggs', '1 egg yolk']);
    expect(keys).toEqual([...new Set(keys)].sort());
  });

  it('gives nothing for no lines', () => {
    expect(ingredientKeys([])).toEqual([]);
  });
});

describe('ingredientTermKeys', () => {
  it('gives the words of a term, singular, without repeats', () => {
    expect(ingredientTermKeys('Chicken thighs')).toEqual(['chicken', 'thigh']);
    expect(ingredientTermKeys('nut')).toEqual(['@nut']);
    expect(ingredientTermKeys('walnuts')).toEqual(['walnut']);
    expect(ingredientTermKeys("'; drop table recipes --")).toEqual(['drop', 'table', 'recipe']);
    expect(ingredientTermKeys('%%%')).toEqual([]);
  });
});
