import { computeNutrition } from './compute.ts';
import { localizeLine } from './localize-line.ts';
import { matchFood } from './match-food.ts';

describe('localizeLine', () => {
  it.each([
    ['Zucchero 105 g', '105 g Zucchero'],
    ['Latte intero 200 ml', '200 ml Latte intero'],
    ['Tuorli 3', '3 Tuorli'],
    ['Fragole 1,1 kg', '1,1 kg Fragole'],
    ['2 c.s. de farine', '2 tbsp de farine'],
    ['1 c.c. de sel', '1 tsp de sel'],
    ['2 cucchiai di zucchero', '2 tbsp di zucchero'],
    ['1 cucharadita de sal', '1 tsp de sal'],
    ['7 dkg Vaj', '70 g Vaj'],
    ['1 púpozott ek Cukor', '1 tbsp Cukor'],
    ['卵(60g 程度) 2個', '2 egg'],
    ['砂糖 大さじ1', '1 tbsp sugar'],
    ['1 Prise(n) Pfeffer', '1 pinch Pfeffer'],
    ['1 Msp. Salz', '1 pinch Salz'],
    ['0.5 Bund Petersilie', '0.5 bunch Petersilie'],
    ['2 Stück Zwiebel/n', '2 Zwiebel/n'],
    ['4 unité oeuf', '4 oeuf'],
    ['2 teentjes knoflook', '2 clove knoflook'],
    ['4 msk olivolja', '4 tbsp olivolja'],
    ['2 krm salt', '2 ml salt'],
    ['1 spsk. koldt vand', '1 tbsp koldt vand'],
    ['2 alm. løg', '2 løg'],
    ['3 colheres (sopa) de azeite', '3 tbsp de azeite'],
    ['meia xícara (chá) de leite', '1/2 cup de leite'],
    ['2 dentes de alho', '2 clove de alho'],
    ['2 cdas de aceite', '2 tbsp de aceite'],
    ['1 łyżeczka cukru', '1 tsp cukru'],
    ['2 łyżki masła', '2 tbsp masła'],
    ['1 szklanka mleka', '1 cup mleka'],
    ['cebula 1 sztuka', '1 cebula'],
    ['Alho 2 dentes', '2 clove Alho'],
    ['mąka 3 łyżki', '3 tbsp mąka'],
  ])('reads %s as %s', (line, read) => {
    expect(localizeLine(line)).toBe(read);
  });

  it('leaves English lines as they are', () => {
    for (const line of [
      '2 cups flour',
      'Salt to taste',
      '1 (14 oz) can tomatoes',
      'Juice of 1 lemon',
      '2 racks St. Louis style ribs',
    ])
      expect(localizeLine(line)).toBe(line);
  });
});

describe('lines in other languages', () => {
  it('match the staple foods past their little words', () => {
    expect(matchFood('de farine')?.name).toBe('Wheat flour, white, all-purpose, enriched, bleached');
    expect(matchFood('Latte')?.name).toMatch(/^Milk, whole/);
    expect(matchFood('Tuorli')?.name).toBe('Egg, yolk, raw, fresh');
    expect(matchFood('lemon rind')?.name).not.toMatch(/beef/i);
  });

  it('are weighed with the amount written after the name', () => {
    const result = computeNutrition(['Zucchero 105 g', '2 c.s. de farine'], 1);
    expect(result.lines.map((l) => Math.round(l.grams ?? -1))).toEqual([105, 16]);
    expect(result.lines[0]!.text).toBe('Zucchero 105 g');
  });
});
