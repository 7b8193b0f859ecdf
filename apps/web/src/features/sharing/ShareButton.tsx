import { Share2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The recipe page's Share button, the owner's and a reader's alike. */
export function ShareButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <Share2 className="h-4 w-4" aria-hidden />
      Share
    </Button>
  );
}
