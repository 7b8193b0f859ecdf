import { ShoppingBasket } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { countItems, itemLine, previewOf } from './grocery-text';
import { ListActions } from './ListActions';
import { useDeleteGroceryList, useGroceryLists } from './use-grocery-lists';
import { useListsWithWaitingChanges } from './waiting-changes';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Spec §2 "stored lists library": each list with 3 items per category, then '+N more items'; ticks
 * and items still waiting on this device to be sent are shown as made.
 */
export function GroceryLibrary({ onOpen }: { onOpen: (id: string) => void }) {
  const lists = useGroceryLists();
  const shown = useListsWithWaitingChanges(lists.data);
  const remove = useDeleteGroceryList();

  return (
    <section aria-labelledby="grocery-library-heading" className="space-y-3">
      <h3 id="grocery-library-heading" className="font-display text-lg font-semibold text-stone-900">
        Your Grocery Lists
      </h3>
      {lists.isPending ? (
        <div className="flex justify-center p-6">
          <Spinner className="h-6 w-6 text-brand-600" label="Loading lists..." />
        </div>
      ) : !shown || shown.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center text-sm text-stone-500">
          <ShoppingBasket className="h-8 w-8 text-stone-300" aria-hidden />
          {lists.isError ? 'Your lists could not be loaded.' : 'No grocery lists yet. Create one above.'}
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {shown.map((list) => {
            const { total, checked } = countItems(list.items);
            return (
              <li key={list.id}>
                <Card className="flex h-full flex-col p-5" role="article" aria-label={list.name}>
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h4 className="truncate font-semibold text-stone-900">{list.name}</h4>
                      <p className="text-xs text-stone-500">
                        {dateFormat.format(new Date(list.createdAt))} · {total} items
                        {checked > 0 ? ` · ${checked} checked` : ''}
                      </p>
                    </div>
                    <Button size="sm" onClick={() => onOpen(list.id)} aria-label={`Open ${list.name}`}>
                      Open
                    </Button>
                  </div>
                  <div className="mt-3 flex-1 space-y-2">
                    {list.items.map((group) => {
                      const { items, more } = previewOf(group);
                      return (
                        <div key={group.category}>
                          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                            {group.category}
                          </p>
                          <ul className="text-sm text-stone-700">
                            {items.map((item) => (
                              <li key={item.id} className={item.checked ? 'text-stone-500 line-through' : ''}>
                                {itemLine(item)}
                              </li>
                            ))}
                          </ul>
                          {more > 0 ? <p className="text-xs text-stone-500">+{more} more items</p> : null}
                        </div>
                      );
                    })}
                  </div>
                  <div className="mt-4 border-t border-stone-100 pt-3">
                    <ListActions
                      list={list}
                      deleting={remove.isPending && remove.variables === list.id}
                      onDelete={() => remove.mutate(list.id)}
                    />
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
