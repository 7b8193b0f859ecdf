import { toast } from '../../components/ui/use-toast';
import { handleSessionLost, showErrorToast } from '../../lib/session';

// Apart from use-export.ts so that a recipe's Download PDF button does not bring the export tool's
// code (text export, print documents) with the recipe page.

/** Spec §8 'Export failed' toasts, the blocked pop-up's among them. */
export function showExportError(error: unknown): void {
  if (handleSessionLost(error)) return;
  showErrorToast('Export failed', error, 'Please try again.');
}

export function showPopupBlocked(): void {
  toast({
    title: 'Export failed',
    description: 'Please allow pop-ups for this site and try again.',
    variant: 'destructive',
  });
}
