import type { GroceryList } from '@cookmark/contracts';
import { QueryClient } from '@tanstack/react-query';
import { clear, createStore } from 'idb-keyval';
import { queueChange, queuedChanges } from '../grocery/change-queue';
import { GROCERY_LISTS_KEY, groceryListKey } from '../grocery/grocery-api';
import { applyGroceryListEvent } from './apply-live-event';

const list = (checked: boolean): GroceryList => ({
  id: 'l1',
  userId: 'u1',
  name: 'Weekend',
  recipeIds: ['r1'],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  items: [
    {
      category: 'Dairy',
      items: [
        { id: 'milk', name: 'milk', quantity: '1', unit: null, checked, recipeSources: [], notes: null },
      ],
    },
  ],
});

afterEach(() => clear(createStore('cookmark-offline', 'grocery-changes')));

describe('a grocery list event from the live channel', () => {
  test("sets the list in the cache and forgets this device's changes it says were applied, keeping the others", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GROCERY_LISTS_KEY, [list(false)]);
    await queueChange('l1', { id: 'mine-1', type: 'check', itemId: 'milk', checked: true });
    await queueChange('l1', { id: 'mine-2', type: 'check', itemId: 'milk', checked: false });

    await applyGroceryListEvent(queryClient, {
      listId: 'l1',
      list: list(true),
      changeIds: ['mine-1'],
      committedAt: 0,
    });

    expect(queryClient.getQueryData(groceryListKey('l1'))).toEqual(list(true));
    expect(queryClient.getQueryData(GROCERY_LISTS_KEY)).toEqual([list(true)]);
    expect((await queuedChanges('l1')).map((change) => change.id)).toEqual(['mine-2']);
  });

  test('a deleted list leaves the cache', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GROCERY_LISTS_KEY, [list(false)]);
    queryClient.setQueryData(groceryListKey('l1'), list(false));

    await applyGroceryListEvent(queryClient, { listId: 'l1', list: null, changeIds: [], committedAt: 0 });

    expect(queryClient.getQueryData(groceryListKey('l1'))).toBeUndefined();
    expect(queryClient.getQueryData(GROCERY_LISTS_KEY)).toEqual([]);
  });
});
