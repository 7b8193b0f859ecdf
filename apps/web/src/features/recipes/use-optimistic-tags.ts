import { useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { handleSessionLost } from '../../lib/session';

/**
 * A recipe's tags as edited: an edit shows at once while its save is under way, and goes back to the
 * saved tags, with a toast, when saving fails. Only the latest edit's answer counts.
 */
export function useOptimisticTags(
  savedTags: string[],
  onSave: ((tags: string[]) => Promise<unknown>) | undefined,
) {
  /** The edited list while its save is under way; the saved tags show otherwise. */
  const [pending, setPending] = useState<string[] | null>(null);
  const latestEdit = useRef(0);

  const apply = (next: string[]) => {
    if (!onSave) return;
    const edit = ++latestEdit.current;
    setPending(next);
    onSave(next).then(
      () => {
        if (edit === latestEdit.current) setPending(null);
      },
      (error: unknown) => {
        // Back to the tags as last saved.
        if (edit === latestEdit.current) setPending(null);
        if (handleSessionLost(error)) return;
        toast({ title: 'Failed to update tags', description: 'Please try again', variant: 'destructive' });
      },
    );
  };

  return { tags: pending ?? savedTags, apply };
}
