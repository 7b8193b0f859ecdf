import type { TagListResponse } from '@cookmark/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { handleSessionLost } from '../../lib/session';
import { RECIPES_KEY } from './recipes-api';
import { tagManagerKey } from './tags-api';

/** A rename or merge: the answer is the new list; every recipe list and page is read again. */
export function useTagChange<T>(change: (input: T) => Promise<TagListResponse>, done: (input: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer, input) => {
      queryClient.setQueryData(tagManagerKey, answer);
      done(input);
      await queryClient.invalidateQueries({
        queryKey: [RECIPES_KEY],
        predicate: (query) => query.queryKey[1] !== tagManagerKey[1],
      });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      toast({
        title: 'Failed to update tags',
        description: errorMessage(error, 'Please try again'),
        variant: 'destructive',
      });
    },
  });
}
