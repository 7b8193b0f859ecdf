import type { GroceryCategoryGroup } from '@cookmark/contracts';
import { toast } from '../../components/ui/use-toast';
import { saveFile } from '../../lib/download';
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
    const fileName = textFileName(list.name);
    saveFile(new Blob([listAsText(list.name, list.items)], { type: 'text/plain;charset=utf-8' }), fileName);
    toast({ title: 'List exported', description: `Saved as ${fileName}.` });
  };

  return { copy, exportText };
}
