import { FOOD_FAMILIES, familyKeys, familyNamed } from './food-families.ts';
import { ingredientKeys, ingredientTermKeys } from './ingredient-keys.ts';

const familiesOf = (line: string) => ingredientKeys([line]).filter((key) => key.startsWith('@'));

describe('food families', () => {
  it.each([
    ['1 cup walnuts, chopped', '@nut'],
    ['100 g ground almonds', '@nut'],
    ['1/2 cup pecans', '@nut'],
    ['2 tbsp peanut butter', '@nut'],
    ['1 handful cashews', '@nut'],
    ['50 g hazelnuts', '@nut'],
    ['2 tbsp shelled pistachios', '@nut'],
    ['2 tbsp pine nuts', '@nut'],
    ['1 cup mixed nuts', '@nut'],
    ['250 ml whole milk', '@dairy'],
    ['2 tbsp unsalted butter', '@dairy'],
    ['200 g crème fraîche', '@dairy'],
    ['100 g Parmesan, grated', '@dairy'],
    ['1 cup Greek yoghurt', '@dairy'],
    ['2 cups plain flour', '@gluten'],
    ['250 g spaghetti', '@gluten'],
    ['1 cup panko breadcrumbs', '@gluten'],
    ['300 g raw prawns', '@shellfish'],
    ['1 kg mussels', '@shellfish'],
    ['3 large eggs', '@egg'],
    ['2 egg yolks', '@egg'],
    ['2 tbsp mayonnaise', '@egg'],
    ['2 salmon fillets', '@fish'],
    ['4 anchovies', '@fish'],
    ['500 g chicken thighs', '@meat'],
    ['4 rashers bacon', '@meat'],
    ['500 g beef mince', '@meat'],
  ])('%s belongs to %s', (line, family) => {
    expect(familiesOf(line)).toContain(family);
  });

  it.each([
    ['1 tsp ground nutmeg'],
    ['1 butternut squash'],
    ['1 (400 ml) can coconut milk'],
    ['250 ml oat milk'],
    ['1 tsp cream of tartar'],
    ['2 cups gluten-free flour'],
    ['2 tbsp dairy-free butter'],
    ['1 cup rice flour'],
    ['1 aubergine (eggplant)'],
    ['2 tbsp fish-free sauce'],
    ['1 tsp salt'],
  ])('%s belongs to none', (line) => {
    expect(familiesOf(line)).toEqual([]);
  });

  it('keeps the families a line names apart: peanut butter is a nut, not dairy', () => {
    expect(familiesOf('2 tbsp peanut butter')).toEqual(['@nut']);
  });

  it('knows a family by the words a cook names it by, plural or singular, any case', () => {
    expect(ingredientTermKeys('nuts')).toEqual(['@nut']);
    expect(ingredientTermKeys('Tree Nuts')).toEqual(['@nut']);
    expect(ingredientTermKeys('dairy')).toEqual(['@dairy']);
    expect(ingredientTermKeys('wheat')).toEqual(['@gluten']);
    expect(ingredientTermKeys('eggs')).toEqual(['@egg']);
    expect(ingredientTermKeys('shellfish')).toEqual(['@shellfish']);
    expect(ingredientTermKeys('meat')).toEqual(['@meat']);
    expect(ingredientTermKeys('fish')).toEqual(['@fish']);
    expect(familyNamed(['walnut'])).toBeUndefined();
  });

  it('has single-word singular members and distinct keys', () => {
    const keys = FOOD_FAMILIES.map((family) => family.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const family of FOOD_FAMILIES) {
      for (const member of family.members) expect(member).toMatch(/^[a-z]+$/);
      expect(familyKeys([...family.members.slice(0, 1)])).toContain(family.key);
    }
  });
});
