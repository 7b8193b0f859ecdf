import fc from 'fast-check';
import { categorize, GROCERY_CATEGORIES } from './categories.ts';
import {
  GROCERY_NOTES_LIMIT,
  mergeGroceryItems,
  normaliseIngredientName,
  UNKNOWN_AMOUNT,
  type GroceryItem,
} from './merge.ts';

function items(groups: ReturnType<typeof mergeGroceryItems>): GroceryItem[] {
  return groups.flatMap((g) => g.items);
}

function find(groups: ReturnType<typeof mergeGroceryItems>, ingredient: string): GroceryItem[] {
  return items(groups).filter((i) => i.ingredient === ingredient);
}

describe('normaliseIngredientName', () => {
  test('ignores case, plurals and preparation words', () => {
    expect(normaliseIngredientName('Chopped Onions')).toBe('onion');
    expect(normaliseIngredientName('onion')).toBe('onion');
    expect(normaliseIngredientName('butter softened')).toBe('butter');
    expect(normaliseIngredientName('Finely diced tomatoes')).toBe('tomato');
  });
});

describe('categorize', () => {
  test('sorts foods into the 7 categories by keyword', () => {
    expect(categorize('red onion')).toBe('Produce');
    expect(categorize('cheddar cheese')).toBe('Dairy');
    expect(categorize('eggs')).toBe('Dairy');
    expect(categorize('chicken thighs')).toBe('Meat/Seafood');
    expect(categorize('chicken broth')).toBe('Pantry');
    expect(categorize('all-purpose flour')).toBe('Pantry');
    expect(categorize('sourdough bread')).toBe('Bakery');
    expect(categorize('frozen peas')).toBe('Frozen');
    expect(categorize('coconut milk')).toBe('Pantry');
    expect(categorize('eggplant')).toBe('Produce');
    expect(categorize('butternut squash')).toBe('Produce');
    expect(categorize('kitchen twine')).toBe('Other');
  });
});

describe('mergeGroceryItems', () => {
  const recipes = [
    {
      title: 'Pancakes',
      lines: ['1 cup flour', '2 tbsp sugar', '2 large eggs', '1 cup milk', '1 tbsp milk', 'salt to taste'],
    },
    {
      title: 'Cake',
      lines: [
        '2 cups flour',
        '1 tsp sugar',
        '3 eggs',
        '1 kg potatoes',
        '500 g potatoes',
        '3 potatoes',
        'vanilla',
      ],
    },
    { title: 'Stew', lines: ['1 lb beef chuck', '8 oz beef chuck', '2 onions, chopped', '1 chopped onion'] },
  ];

  test('sums by normalised name across units of one dimension, within and across recipes', () => {
    const groups = mergeGroceryItems(recipes);
    expect(find(groups, 'flour')).toEqual([
      {
        ingredient: 'flour',
        quantity: 3,
        unit: 'cup',
        amount: '3',
        unitText: 'cups',
        display: '3 cups',
        recipeSources: ['Cake', 'Pancakes'],
        notes: null,
        key: 'flour',
      },
    ]);
    expect(find(groups, 'sugar')[0]).toMatchObject({ display: '2 ⅓ tbsp', unit: 'tablespoon' });
    expect(find(groups, 'milk')[0]).toMatchObject({ display: '1 cup', recipeSources: ['Pancakes'] });
    expect(find(groups, 'beef chuck')[0]).toMatchObject({ display: '1 ½ lb', quantity: 1.5, unit: 'pound' });
    expect(find(groups, 'onions')[0]).toMatchObject({
      display: '3',
      quantity: 3,
      unit: null,
      notes: 'chopped',
    });
    expect(find(groups, 'eggs')[0]).toMatchObject({ display: '5', recipeSources: ['Cake', 'Pancakes'] });
  });

  test('keeps counts apart from weights', () => {
    const potatoes = find(mergeGroceryItems(recipes), 'potatoes');
    expect(potatoes.map((p) => p.display).sort()).toEqual(['1.5 kg', '3']);
  });

  test("shows '?' where the amount is unknown", () => {
    const groups = mergeGroceryItems(recipes);
    expect(find(groups, 'vanilla')[0]).toMatchObject({ quantity: null, display: UNKNOWN_AMOUNT });
    expect(find(groups, 'salt')[0]).toMatchObject({ display: UNKNOWN_AMOUNT, recipeSources: ['Pancakes'] });
  });

  test('returns the categories in the spec order, items sorted alphabetically', () => {
    const groups = mergeGroceryItems(recipes);
    const order = groups.map((g) => GROCERY_CATEGORIES.indexOf(g.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const g of groups) {
      const names = g.items.map((i) => i.ingredient);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  test('multiplies scaleable amounts by the servings factor', () => {
    const groups = mergeGroceryItems([{ title: 'A', lines: ['1 cup rice', 'salt to taste'] }], {
      servingsFactor: 2,
    });
    expect(find(groups, 'rice')[0]?.display).toBe('2 cups');
  });

  test("a recipe's own servings factor wins over the list's", () => {
    const groups = mergeGroceryItems(
      [
        { title: 'For 2, cooked for 4', lines: ['1 cup rice'], servingsFactor: 2 },
        { title: 'For 4, cooked for 4', lines: ['1 cup rice'] },
      ],
      { servingsFactor: 1 },
    );
    expect(find(groups, 'rice')[0]?.display).toBe('3 cups');
  });

  test('writes totals in the system asked for', () => {
    const groups = mergeGroceryItems([{ title: 'A', lines: ['1 cup milk', '1 cup milk'] }], {
      system: 'Metric',
    });
    expect(find(groups, 'milk')[0]).toMatchObject({ display: '475 ml', unit: 'milliliter' });
  });

  test('hostile lines merge to bounded lines: long names, endless notes, words only', () => {
    const notes = Array.from({ length: 300 }, (_, i) => `1 onion, note number ${i}`);
    const groups = mergeGroceryItems([
      {
        title: 'Hostile',
        lines: [
          'a'.repeat(10_000),
          ' and '.repeat(2_000),
          `salt ${' '.repeat(5_000)}to taste`,
          `${'1 '.repeat(3_000)}cups sugar`,
          '(((((((((('.repeat(500),
          ...notes,
        ],
      },
    ]);
    const onion = items(groups).find((i) => i.key === 'onion');
    expect(onion?.display).toBe('300');
    expect(onion?.notes?.length).toBeLessThanOrEqual(GROCERY_NOTES_LIMIT);
    expect(onion?.notes?.endsWith(', …')).toBe(true);
    for (const item of items(groups)) expect(item.ingredient.length).toBeLessThanOrEqual(500);
  });

  test('does not depend on the order of the recipes', () => {
    const line = fc
      .tuple(
        fc.constantFrom('1', '2', '½', '1 1/2', '3', ''),
        fc.constantFrom('cup', 'tbsp', 'tsp', 'g', 'kg', 'ml', 'l', 'oz', 'lb', 'large', ''),
        fc.constantFrom(
          'flour',
          'Onions',
          'chopped onion',
          'milk',
          'eggs',
          'butter, softened',
          'salt to taste',
        ),
      )
      .map((parts) => parts.filter((p) => p !== '').join(' '));
    const recipe = fc.record({
      title: fc.constantFrom('A', 'B', 'C', 'D'),
      lines: fc.array(line, { maxLength: 8 }),
    });
    fc.assert(
      fc.property(fc.array(recipe, { maxLength: 6 }), (list) => {
        const reversed = [...list].reverse();
        const rotated = list.length ? [...list.slice(1), list[0]] : list;
        const reference = JSON.stringify(mergeGroceryItems(list));
        return (
          JSON.stringify(mergeGroceryItems(reversed)) === reference &&
          JSON.stringify(mergeGroceryItems(rotated as typeof list)) === reference
        );
      }),
    );
  });
});
