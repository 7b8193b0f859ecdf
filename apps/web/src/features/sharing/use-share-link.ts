import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { createShareLink, getShareStatus, shareStatusKey, stopSharing } from './sharing-api';
import type { ShareLink, ShareStatus } from '@cookmark/contracts';

export interface ShareLinkState {
  /** The live link; null while the recipe is not shared (or its state is loading). */
  link: ShareLink | null;
  /** Makes the link, or answers the live one (the server never makes two). */
  create: () => void;
  /** Revokes the link: the old address then opens nothing. `onStopped` runs once it is gone. */
  stop: (onStopped: () => void) => void;
  creating: boolean;
  stopping: boolean;
  /** Making the link failed (the toast said why); the dialog offers to try again. */
  failed: boolean;
}

/** The owner's share link of one recipe, as the share dialog makes, shows and revokes it. */
export function useShareLink(recipeId: string): ShareLinkState {
  const queryClient = useQueryClient();
  const key = shareStatusKey(recipeId);
  const status = useQuery({ queryKey: key, queryFn: () => getShareStatus(recipeId) });

  const failed = (heading: string) => (error: unknown) => {
    if (handleSessionLost(error)) return;
    showErrorToast(heading, error, 'Please try again.');
  };

  const create = useMutation({
    mutationFn: () => createShareLink(recipeId),
    onSuccess: (created) => queryClient.setQueryData<ShareStatus>(key, { link: created }),
    onError: failed('Could not share the recipe'),
  });

  const stop = useMutation({
    mutationFn: () => stopSharing(recipeId),
    onSuccess: () => {
      queryClient.setQueryData<ShareStatus>(key, { link: null });
      create.reset();
      toast({ title: 'Sharing stopped', description: 'The link no longer opens this recipe.' });
    },
    onError: failed('Could not stop sharing'),
  });

  return {
    link: status.data?.link ?? null,
    create: () => create.mutate(),
    stop: (onStopped) => stop.mutate(undefined, { onSuccess: onStopped }),
    creating: create.isPending,
    stopping: stop.isPending,
    failed: create.isError,
  };
}
