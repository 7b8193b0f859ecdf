import type { GroceryList } from '@cookmark/contracts';
import { Copy, Download, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useListSharing } from './use-list-sharing';

interface ListActionsProps {
  list: GroceryList;
  deleting: boolean;
  onDelete: () => void;
}

/** Copy as text, export as .txt, delete: on a library card and on the opened list. */
export function ListActions({ list, deleting, onDelete }: ListActionsProps) {
  const { copy, exportText } = useListSharing();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void copy(list)} aria-label={`Copy ${list.name}`}>
        <Copy className="h-4 w-4" aria-hidden />
        Copy
      </Button>
      <Button variant="outline" size="sm" onClick={() => exportText(list)} aria-label={`Export ${list.name}`}>
        <Download className="h-4 w-4" aria-hidden />
        Export
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={deleting}
        onClick={onDelete}
        aria-label={`Delete ${list.name}`}
        className="hover:border-red-300 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete
      </Button>
    </div>
  );
}
