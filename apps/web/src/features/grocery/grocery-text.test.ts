import type { GroceryCategoryGroup } from '@cookmark/contracts';
import { itemLine, listAsText, previewOf, textFileName } from './grocery-text';

const item = (name: string, quantity: string, unit: string | null, checked = false) => ({
  id: name,
  name,
  quantity,
  unit,
  checked,
  recipeSources: [],
  notes: null,
});

const GROUPS: GroceryCategoryGroup[] = [
  { category: 'Produce', items: [item('onion', '2', null, true), item('garlic', '3', 'cloves')] },
  { category: 'Pantry', items: [item('flour', '2 ½', 'cups'), item('salt', '?', null)] },
];

describe('grocery list text', () => {
  it('writes an item as amount, unit and name, leaving out an unknown amount', () => {
    expect(itemLine(item('flour', '2 ½', 'cups'))).toBe('2 ½ cups flour');
    expect(itemLine(item('salt', '?', null))).toBe('salt');
  });

  it('writes the notes after the name (issue #34)', () => {
    expect(itemLine({ ...item('salt', '1', 'tsp'), notes: 'plus to taste' })).toBe(
      '1 tsp salt, plus to taste',
    );
    expect(itemLine({ ...item('salt', '?', null), notes: 'to taste' })).toBe('salt, to taste');
    expect(
      listAsText('Shop', [
        { category: 'Dairy', items: [{ ...item('butter', '¾', 'cup'), notes: 'melted' }] },
      ]),
    ).toBe('Shop\n\nDairy\n☐ ¾ cup butter, melted\n');
  });

  it('writes the list by category with checked marks', () => {
    expect(listAsText('Weekly shop', GROUPS)).toBe(
      'Weekly shop\n\nProduce\n☑ 2 onion\n☐ 3 cloves garlic\n\nPantry\n☐ 2 ½ cups flour\n☐ salt\n',
    );
  });

  it('names the export file after the list', () => {
    expect(textFileName('Weekly Shop: Sunday!')).toBe('weekly-shop-sunday.txt');
    expect(textFileName('  ')).toBe('grocery-list.txt');
  });

  it("shows 3 items per category, then '+N more items'", () => {
    const group = {
      category: 'Pantry' as const,
      items: ['a', 'b', 'c', 'd', 'e'].map((n) => item(n, '1', null)),
    };
    const shown = previewOf(group);
    expect(shown.items.map((i) => i.name)).toEqual(['a', 'b', 'c']);
    expect(shown.more).toBe(2);
  });
});
