import { applyListChange, type ChangeableGroup } from './list-changes.ts';

interface Item {
  id: string;
  name: string;
  quantity?: string;
  unit?: string | null;
  checked: boolean;
}

const LIST: ChangeableGroup<Item>[] = [
  { category: 'Produce', items: [{ id: 'onion', name: 'onion', checked: false }] },
  { category: 'Other', items: [{ id: 'foil', name: 'foil', checked: true }] },
];

describe('applyListChange', () => {
  test('a tick sets the state: ticking a ticked line twice leaves it ticked', () => {
    const once = applyListChange(LIST, { type: 'check', itemId: 'onion', checked: true }, 500);
    const twice = applyListChange(once.groups, { type: 'check', itemId: 'onion', checked: true }, 500);
    expect(twice.groups[0]?.items[0]?.checked).toBe(true);
    expect([once.result, twice.result]).toEqual(['applied', 'applied']);
  });

  test('an added item goes to its aisle, a new aisle in the spec order, and adding it again does nothing', () => {
    const bread = { id: 'bread', name: 'bread', checked: false };
    const added = applyListChange(LIST, { type: 'add', category: 'Bakery', item: bread }, 500);
    expect(added.groups.map((group) => group.category)).toEqual(['Produce', 'Bakery', 'Other']);
    const again = applyListChange(added.groups, { type: 'add', category: 'Bakery', item: bread }, 500);
    expect(again).toEqual({ groups: added.groups, result: 'skipped' });
  });

  test('a full list refuses an add', () => {
    const item = { id: 'x', name: 'x', checked: false };
    expect(applyListChange(LIST, { type: 'add', category: 'Other', item }, 2).result).toBe('refused');
  });

  test('removing the last item of an aisle drops the aisle; a change to a removed item is skipped', () => {
    const removed = applyListChange(LIST, { type: 'remove', itemId: 'onion' }, 500);
    expect(removed.groups.map((group) => group.category)).toEqual(['Other']);
    const tick = applyListChange(removed.groups, { type: 'check', itemId: 'onion', checked: true }, 500);
    expect(tick).toEqual({ groups: removed.groups, result: 'skipped' });
  });

  test('an edit sets the fields it names and keeps the rest, the tick included; applied twice it is the same', () => {
    const edit = {
      type: 'edit',
      itemId: 'foil',
      edit: { name: 'baking paper', quantity: '2', unit: 'rolls' },
    } as const;
    const once = applyListChange(LIST, edit, 500);
    expect(once.groups[1]?.items[0]).toEqual({
      id: 'foil',
      name: 'baking paper',
      quantity: '2',
      unit: 'rolls',
      checked: true,
    });
    expect(once.result).toBe('applied');
    expect(applyListChange(once.groups, edit, 500).groups).toEqual(once.groups);
  });

  test('an edit of the amount alone keeps the name; a unit set to none is cleared', () => {
    const withUnit = applyListChange(LIST, { type: 'edit', itemId: 'onion', edit: { unit: 'kg' } }, 500);
    const edited = applyListChange(
      withUnit.groups,
      { type: 'edit', itemId: 'onion', edit: { quantity: '3', unit: null, name: undefined } },
      500,
    );
    expect(edited.groups[0]?.items[0]).toEqual({
      id: 'onion',
      name: 'onion',
      quantity: '3',
      unit: null,
      checked: false,
    });
  });

  test('an edit of a removed item is skipped', () => {
    const removed = applyListChange(LIST, { type: 'remove', itemId: 'onion' }, 500);
    const edit = applyListChange(
      removed.groups,
      { type: 'edit', itemId: 'onion', edit: { name: 'leek' } },
      500,
    );
    expect(edit).toEqual({ groups: removed.groups, result: 'skipped' });
  });
});
