import type { GroceryItem } from '@cookmark/contracts';
import type { ListChange } from '@cookmark/kitchen';
import { createStore, entries, get, update } from 'idb-keyval';

/** A tick, an added item or a removal, as the page makes it. */
export type PageChange = ListChange<GroceryItem>;

/** A change with the id (made here) by which the server applies it once however often it is sent. */
export type QueuedChange = PageChange & { id: string };

/**
 * Changes made to a list and not yet heard back from the server, kept in IndexedDB (in the order
 * made) so that a reload or a closed tab in a store with no signal loses none of them. The service
 * worker empties this store on sign-out (build/service-worker/service-worker.js keeps the same names).
 */
let opened: ReturnType<typeof createStore> | undefined;
const store = () => (opened ??= createStore('cookmark-offline', 'grocery-changes'));

const KEY_PREFIX = 'list:';
const keyOf = (listId: string) => `${KEY_PREFIX}${listId}`;

export async function queuedChanges(listId: string): Promise<QueuedChange[]> {
  return (await get<QueuedChange[]>(keyOf(listId), store())) ?? [];
}

/** Every list's waiting changes, by list id (lists with none are left out). */
export async function allQueuedChanges(): Promise<Map<string, QueuedChange[]>> {
  const waiting = new Map<string, QueuedChange[]>();
  for (const [key, changes] of await entries<IDBValidKey, QueuedChange[]>(store()))
    if (typeof key === 'string' && key.startsWith(KEY_PREFIX) && changes.length > 0)
      waiting.set(key.slice(KEY_PREFIX.length), changes);
  return waiting;
}

export async function queueChange(listId: string, change: QueuedChange): Promise<void> {
  await update<QueuedChange[]>(keyOf(listId), (changes = []) => [...changes, change], store());
}

/** Forgets the changes the server has answered (changes made meanwhile stay, in order). */
export async function forgetChanges(listId: string, ids: readonly string[]): Promise<void> {
  const answered = new Set(ids);
  await update<QueuedChange[]>(
    keyOf(listId),
    (changes = []) => changes.filter((change) => !answered.has(change.id)),
    store(),
  );
}
