import type { GroceryCategoryGroup } from '@cookmark/contracts';
import { toast } from '../../components/ui/use-toast';
import { listAsText, textFileName } from './grocery-text';

interface Shareable {
  name: string;
  items: readonly GroceryCategoryGroup[];
}

/** Copy a list as text ('List copied') or download it as a .txt file ('List exported'). */
export function useListSharing() {
  const copy = async (list: Shareable) => {
    try {
      await navigator.clipboard.writeText(listAsText(list.name, list.items));
      toast({ title: 'List copied', description: 'The list is on your clipboard.' });
    } catch {
      toast({ title: 'Could not copy the list', description: 'Please try again.', variant: 'destructive' });
    }
  };

  const exportText = (list: Shareable) => {
    const blob = new Blob([listAsText(list.name, list.items)], { type: 'text/plain;charset=utf-8' });
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = textFileName(list.name);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 0);
    toast({ title: 'List exported', description: `Saved as ${link.download}.` });
  };

  return { copy, exportText };
}
