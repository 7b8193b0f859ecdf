import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { createShareLink, getShareStatus, shareStatusKey, stopSharing } from './sharing-api';
import { shareLink } from './share-sheet';
import type { ShareLink, ShareStatus } from '@cookmark/contracts';

export interface ShareLinkState {
  /** The live link; null while the recipe is not shared (or its state is loading). */
  link: ShareLink | null;
  share: () => void;
  stop: () => void;
  sharing: boolean;
  stopping: boolean;
}

/**
 * The owner's share link of one recipe: Share makes it (or reuses the live one) and offers it;
 * Stop sharing revokes it, after which the old address opens nothing.
 */
export function useShareLink(recipeId: string, title: string): ShareLinkState {
  const queryClient = useQueryClient();
  const key = shareStatusKey(recipeId);
  const status = useQuery({ queryKey: key, queryFn: () => getShareStatus(recipeId) });
  const link = status.data?.link ?? null;

  const failed = (heading: string) => (error: unknown) => {
    if (handleSessionLost(error)) return;
    showErrorToast(heading, error, 'Please try again.');
  };

  const create = useMutation({
    mutationFn: () => createShareLink(recipeId),
    onSuccess: async (created) => {
      queryClient.setQueryData<ShareStatus>(key, { link: created });
      await shareLink(title, created.url);
    },
    onError: failed('Could not share the recipe'),
  });

  const stop = useMutation({
    mutationFn: () => stopSharing(recipeId),
    onSuccess: () => {
      queryClient.setQueryData<ShareStatus>(key, { link: null });
      toast({ title: 'Sharing stopped', description: 'The link no longer opens this recipe.' });
    },
    onError: failed('Could not stop sharing'),
  });

  return {
    link,
    // A live link is offered at once: the share sheet needs the click it answers to be recent.
    share: () => (link ? void shareLink(title, link.url) : create.mutate()),
    stop: () => stop.mutate(),
    sharing: create.isPending,
    stopping: stop.isPending,
  };
}
