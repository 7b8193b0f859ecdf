import type { GroceryList, GroceryListCreateInput } from '@cookmark/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../components/ui/use-toast';
import type { Units } from '../../lib/settings-storage';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import {
  createGroceryList,
  deleteGroceryList,
  getGroceryList,
  GROCERY_LISTS_KEY,
  groceryListKey,
  groceryPreviewKey,
  listGroceryLists,
  previewGroceryList,
  updateGroceryList,
} from './grocery-api';

/** Spec §8: grocery errors go through the shared error helper, and a lost session redirects. */
export function showGroceryError(title: string, error: unknown): void {
  if (handleSessionLost(error)) return;
  showErrorToast(title, error, 'Please try again.');
}

function useErrorToast(error: unknown, title: string): void {
  useEffect(() => {
    if (error) showGroceryError(title, error);
  }, [error, title]);
}

/** `GET /api/grocery-lists`: premium only, not retried (spec §7). */
export function useGroceryLists() {
  const query = useQuery({ queryKey: GROCERY_LISTS_KEY, queryFn: listGroceryLists, retry: false });
  useErrorToast(query.error, 'Failed to load grocery lists');
  return query;
}

/** One stored list, starting from the library's copy when there is one. */
export function useGroceryList(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: groceryListKey(id),
    queryFn: () => getGroceryList(id),
    retry: false,
    initialData: () =>
      queryClient.getQueryData<GroceryList[]>(GROCERY_LISTS_KEY)?.find((list) => list.id === id),
  });
  useErrorToast(query.error, 'Failed to load grocery list');
  return query;
}

/** The live preview of the selected recipes (spec §4); needs at least one recipe (spec §5). */
export function useGroceryPreview(recipeIds: readonly string[], system: Units | null) {
  const query = useQuery({
    queryKey: groceryPreviewKey(recipeIds, system),
    queryFn: () => previewGroceryList({ recipeIds: [...recipeIds], ...(system ? { system } : {}) }),
    enabled: recipeIds.length > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  useErrorToast(query.error, 'Failed to preview grocery list');
  return query;
}

/** Lists in the library after `change` is applied to them. */
function useUpdateCachedLists() {
  const queryClient = useQueryClient();
  return (change: (lists: GroceryList[]) => GroceryList[]) =>
    queryClient.setQueryData<GroceryList[]>(GROCERY_LISTS_KEY, (lists) => (lists ? change(lists) : lists));
}

export function useCreateGroceryList(onCreated: (list: GroceryList) => void) {
  const queryClient = useQueryClient();
  const updateLists = useUpdateCachedLists();
  return useMutation({
    mutationFn: (input: GroceryListCreateInput) => createGroceryList(input),
    onSuccess: (list) => {
      queryClient.setQueryData(groceryListKey(list.id), list);
      updateLists((lists) => [list, ...lists]);
      toast({ title: 'Grocery list created', description: `"${list.name}" is in your lists.` });
      onCreated(list);
    },
    onError: (error) => showGroceryError('Failed to create grocery list', error),
  });
}

export function useDeleteGroceryList(onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient();
  const updateLists = useUpdateCachedLists();
  return useMutation({
    mutationFn: (id: string) => deleteGroceryList(id),
    onSuccess: (_answer, id) => {
      updateLists((lists) => lists.filter((list) => list.id !== id));
      queryClient.removeQueries({ queryKey: groceryListKey(id), exact: true });
      toast({ title: 'List deleted' });
      onDeleted?.(id);
    },
    onError: (error) => showGroceryError('Failed to delete list', error),
  });
}

/** A stored list's new name, in the library and the opened list alike. */
export function useRenameGroceryList(id: string, onRenamed: () => void) {
  const queryClient = useQueryClient();
  const updateLists = useUpdateCachedLists();
  return useMutation({
    mutationFn: (name: string) => updateGroceryList(id, { name }),
    onSuccess: (list) => {
      queryClient.setQueryData(groceryListKey(id), list);
      updateLists((lists) => lists.map((each) => (each.id === id ? list : each)));
      toast({ title: 'List renamed', description: `It is now "${list.name}".` });
      onRenamed();
    },
    onError: (error) => showGroceryError('Failed to rename list', error),
  });
}
