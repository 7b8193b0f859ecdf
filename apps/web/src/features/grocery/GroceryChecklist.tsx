import { ArrowLeft, Check } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/spinner';
import { countItems } from './grocery-text';
import { ListActions } from './ListActions';
import { ListName } from './ListName';
import { useCheckGroceryItem, useDeleteGroceryList, useGroceryList } from './use-grocery-lists';

/** Ticked items go below the rest of their aisle (in their own order), so what is left to buy is on top. */
function uncheckedFirst<T extends { checked: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => !item.checked), ...items.filter((item) => item.checked)];
}

/** A stored list opened for shopping: big rows to tick on a phone; ticks are kept on the server. */
export function GroceryChecklist({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useGroceryList(id);
  const check = useCheckGroceryItem(id);
  const remove = useDeleteGroceryList(onBack);
  const back = (
    <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Selection
    </Button>
  );

  if (query.isPending) {
    return (
      <div>
        {back}
        <div className="flex justify-center p-10">
          <Spinner className="h-6 w-6 text-brand-600" label="Loading list..." />
        </div>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div>
        {back}
        <Card className="mt-3 p-8 text-center text-sm text-stone-600">This list could not be loaded.</Card>
      </div>
    );
  }

  const list = query.data;
  const { total, checked } = countItems(list.items);
  return (
    <div className="space-y-3">
      {back}
      <Card className="p-4 sm:p-6" role="region" aria-label={list.name}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <ListName id={list.id} name={list.name} />
            <p className="text-sm text-stone-500" aria-live="polite">
              {checked} of {total} items checked
            </p>
          </div>
          <ListActions list={list} deleting={remove.isPending} onDelete={() => remove.mutate(list.id)} />
        </div>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-stone-100"
          role="progressbar"
          aria-label="Items checked"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={checked}
        >
          <div
            className="h-full bg-herb-500 transition-all"
            style={{ width: `${total === 0 ? 0 : (checked / total) * 100}%` }}
          />
        </div>
        <div className="mt-4 space-y-5">
          {list.items.map((group) => (
            <section key={group.category} aria-label={group.category}>
              <h4 className="border-b border-stone-100 pb-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
                {group.category}
              </h4>
              <ul className="divide-y divide-stone-100">
                {uncheckedFirst(group.items).map((item) => (
                  <li key={item.id}>
                    <label className="flex min-h-12 cursor-pointer items-center gap-3 py-2">
                      <input
                        type="checkbox"
                        className="peer sr-only"
                        checked={item.checked}
                        onChange={(event) => check.mutate({ itemId: item.id, checked: event.target.checked })}
                      />
                      <span
                        aria-hidden
                        className={cn(
                          'flex h-6 w-6 shrink-0 items-center justify-center rounded-md border-2 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                          item.checked
                            ? 'border-herb-600 bg-herb-600 text-white'
                            : 'border-stone-300 bg-white',
                        )}
                      >
                        {item.checked ? <Check className="h-4 w-4" /> : null}
                      </span>
                      <span className={cn('min-w-0 flex-1', item.checked && 'text-stone-500 line-through')}>
                        {item.quantity !== '?' ? (
                          <span className="font-semibold tabular-nums">
                            {item.quantity}
                            {item.unit ? ` ${item.unit}` : ''}{' '}
                          </span>
                        ) : null}
                        <span>{item.name}</span>
                        {item.notes ? (
                          <span className={item.checked ? undefined : 'text-stone-600'}>, {item.notes}</span>
                        ) : null}
                        {item.recipeSources.length > 0 ? (
                          <span className="block truncate text-xs text-stone-500 no-underline">
                            {item.recipeSources.join(', ')}
                          </span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Card>
    </div>
  );
}
