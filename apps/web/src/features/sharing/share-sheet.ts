import { toast } from '../../components/ui/use-toast';

/**
 * The native share sheet where the browser has one; otherwise, or when the sheet cannot open, the
 * link goes on the clipboard.
 */
export async function shareLink(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet rejects too: the user chose not to share.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'The recipe link is on your clipboard.' });
  } catch {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}
