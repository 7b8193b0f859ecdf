import { Check, Copy, Link2Off, Share2 } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import type { ShareLinkState } from './use-share-link';

/** How long the Copy button says 'Copied' after a copy. */
const COPIED_FOR_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'manual';

/** Copy puts the link on the clipboard; where the browser refuses, the link is selected to copy by hand. */
function useCopy(url: string | undefined, input: RefObject<HTMLInputElement | null>) {
  // What the last copy did, and of which link: another link (made after Stop sharing) starts afresh.
  const [last, setLast] = useState<{ state: CopyState; url: string } | null>(null);
  const state: CopyState = last && last.url === url ? last.state : 'idle';
  useEffect(() => {
    if (last?.state !== 'copied') return;
    const timer = setTimeout(() => setLast(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [last]);
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setLast({ state: 'copied', url });
    } catch {
      input.current?.select();
      setLast({ state: 'manual', url });
    }
  };
  return { state, copy: () => void copy() };
}

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  state: ShareLinkState;
}

/**
 * The owner's share dialog: the recipe's link (made when the dialog opens, if there was none), a
 * Copy button that says 'Copied', the browser's share sheet where there is one, and Stop sharing,
 * which revokes the link (its address then shows Recipe Not Found) and closes the dialog.
 */
export function ShareDialog({ open, onOpenChange, title, state }: ShareDialogProps) {
  const { link, creating, failed, create, stop, stopping } = state;
  const input = useRef<HTMLInputElement>(null);
  const { state: copyState, copy } = useCopy(link?.url, input);
  const canShareSheet = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const shareSheet = () => {
    if (!link) return;
    // Closing the sheet rejects too: the user chose not to share.
    navigator.share({ title, url: link.url }).catch(() => undefined);
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share this recipe"
      description="Anyone with the link can view this recipe and save a copy; they cannot change yours."
    >
      {link ? (
        <div className="space-y-4">
          <div>
            <Label htmlFor="share-link-url">Link to this recipe</Label>
            <div className="mt-1 flex flex-col gap-2 sm:flex-row">
              <Input
                ref={input}
                id="share-link-url"
                readOnly
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 flex-1 font-mono text-xs"
              />
              <Button onClick={copy} className="shrink-0">
                {copyState === 'copied' ? (
                  <Check className="h-4 w-4" aria-hidden />
                ) : (
                  <Copy className="h-4 w-4" aria-hidden />
                )}
                {copyState === 'copied' ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="mt-1 min-h-5 text-xs text-stone-600" role="status">
              {copyState === 'copied'
                ? 'The link is on your clipboard.'
                : copyState === 'manual'
                  ? 'Your browser did not allow copying: the link is selected, press Ctrl+C (⌘C on a Mac).'
                  : ''}
            </p>
          </div>
          <div className="flex flex-wrap justify-between gap-2 border-t border-stone-100 pt-4">
            <Button
              variant="outline"
              onClick={() => stop(() => onOpenChange(false))}
              disabled={stopping}
              className="text-red-700 hover:bg-red-50"
            >
              {stopping ? <Spinner /> : <Link2Off className="h-4 w-4" aria-hidden />}
              {stopping ? 'Stopping...' : 'Stop sharing'}
            </Button>
            {canShareSheet ? (
              <Button variant="outline" onClick={shareSheet}>
                <Share2 className="h-4 w-4" aria-hidden />
                More ways to share
              </Button>
            ) : null}
          </div>
        </div>
      ) : creating || !failed ? (
        <div className="flex items-center gap-2 py-4 text-sm text-stone-700" role="status">
          <Spinner className="h-4 w-4 text-brand-600" />
          Creating the link...
        </div>
      ) : (
        <div className="space-y-3 py-2 text-sm text-stone-700" role="alert">
          <p>The link could not be made.</p>
          <Button variant="outline" onClick={create}>
            Try again
          </Button>
        </div>
      )}
    </AppDialog>
  );
}
