import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { handleSessionLost } from '../../lib/session';
import { RECIPES_KEY } from '../recipes/recipes-api';
import { isFinished, latestCollectionImport, startCollectionImport } from './collections-api';

export const COLLECTION_IMPORT_QUERY_KEY = ['collection-imports', 'latest'] as const;
/** How often a running import is asked after: progress moves a recipe at a time. */
const POLL_MS = 1000;

/**
 * The person's collection import: the latest one (so leaving the page and coming back shows it),
 * asked again every second while it runs; starting one uploads the file with its share sent.
 */
export function useCollectionImport() {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<number | null>(null);
  const latest = useQuery({
    queryKey: COLLECTION_IMPORT_QUERY_KEY,
    queryFn: latestCollectionImport,
    refetchInterval: (query) => (query.state.data && !isFinished(query.state.data) ? POLL_MS : false),
    staleTime: 0,
  });
  const start = useMutation({
    mutationFn: (file: File) => startCollectionImport(file, setSent),
    onMutate: () => setSent(0),
    onSuccess: (status) => queryClient.setQueryData(COLLECTION_IMPORT_QUERY_KEY, status),
    onError: (error) => handleSessionLost(error),
    onSettled: () => setSent(null),
  });
  const current = latest.data ?? null;
  const finishedId = current?.state === 'done' ? current.id : null;
  useEffect(() => {
    // The library changed: its lists are read again when next shown.
    if (finishedId) void queryClient.invalidateQueries({ queryKey: [RECIPES_KEY] });
  }, [finishedId, queryClient]);
  return { current, loading: latest.isLoading, start, sent };
}
