import { Link2, Link2Off, Share2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useShareLink } from './use-share-link';

/** The recipe detail's Share button for the owner, with 'Stop sharing' while a link is live. */
export function ShareLinkControl({ recipeId, title }: { recipeId: string; title: string }) {
  const { link, share, stop, sharing, stopping } = useShareLink(recipeId, title);
  return (
    <>
      {link ? (
        <Badge className="h-9 bg-herb-50 text-herb-900 ring-1 ring-herb-200">
          <Link2 className="h-3.5 w-3.5" aria-hidden />
          <span title="Anyone with the link can view this recipe">Shared</span>
        </Badge>
      ) : null}
      <Button variant="outline" size="sm" onClick={share} disabled={sharing}>
        <Share2 className="h-4 w-4" aria-hidden />
        Share
      </Button>
      {link ? (
        <Button variant="outline" size="sm" onClick={stop} disabled={stopping}>
          <Link2Off className="h-4 w-4" aria-hidden />
          Stop sharing
        </Button>
      ) : null}
    </>
  );
}
