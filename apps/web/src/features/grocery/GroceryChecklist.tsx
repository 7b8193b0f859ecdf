import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { AddItemForm } from './AddItemForm';
import { ChecklistRow } from './ChecklistRow';
import { countItems } from './grocery-text';
import { ListActions } from './ListActions';
import { ListName } from './ListName';
import { SyncStatus } from './SyncStatus';
import { useDeleteGroceryList, useGroceryList } from './use-grocery-lists';
import { useListChanges } from './use-list-changes';

/** Ticked items go below the rest of their aisle (in their own order), so what is left to buy is on top. */
function uncheckedFirst<T extends { checked: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => !item.checked), ...items.filter((item) => item.checked)];
}

/**
 * A stored list opened for shopping: big rows to tick on a phone, a line to add items. Ticks and
 * edits work offline too: they wait on this device and go to the server when the connection returns.
 */
export function GroceryChecklist({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useGroceryList(id);
  const { list, change, waiting, online, sentAt } = useListChanges(id, query.data);
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
  if (!list) {
    return (
      <div>
        {back}
        <Card className="mt-3 p-8 text-center text-sm text-stone-600">This list could not be loaded.</Card>
      </div>
    );
  }

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
        <div className="mt-2">
          <SyncStatus online={online} waiting={waiting} sentAt={sentAt} />
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
        <div className="mt-4">
          <AddItemForm onAdd={change} />
        </div>
        <div className="mt-4 space-y-5">
          {list.items.map((group) => (
            <section key={group.category} aria-label={group.category}>
              <h4 className="border-b border-stone-100 pb-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
                {group.category}
              </h4>
              <ul className="divide-y divide-stone-100">
                {uncheckedFirst(group.items).map((item) => (
                  <ChecklistRow
                    key={item.id}
                    item={item}
                    onCheck={(checked) => change({ type: 'check', itemId: item.id, checked })}
                    onEdit={(edit) => change({ type: 'edit', itemId: item.id, edit })}
                    onRemove={() => change({ type: 'remove', itemId: item.id })}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Card>
    </div>
  );
}
