import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '../../components/lazy-dialog';
import { Badge } from '../../components/ui/badge';
import { ShareButton } from './ShareButton';
import { useShareLink } from './use-share-link';

const ShareDialog = lazyDialog(() => import('./ShareDialog'), 'ShareDialog');

/**
 * The recipe detail's Share button for the owner: it opens the share dialog (the link, Copy, Stop
 * sharing); 'Shared' beside it while a link is live.
 */
export function ShareLinkControl({ recipeId, title }: { recipeId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const state = useShareLink(recipeId);
  const { link, creating, create } = state;

  const openDialog = () => {
    setOpen(true);
    if (!link && !creating) create();
  };

  return (
    <>
      {link ? (
        <Badge className="h-9 bg-herb-50 text-herb-900 ring-1 ring-herb-200">
          <Link2 className="h-3.5 w-3.5" aria-hidden />
          <span title="Anyone with the link can view this recipe">Shared</span>
        </Badge>
      ) : null}
      <ShareButton onClick={openDialog} />
      <ShareDialog open={open} onOpenChange={setOpen} title={title} state={state} />
    </>
  );
}
