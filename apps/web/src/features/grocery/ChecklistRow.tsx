import type { GroceryItem } from '@cookmark/contracts';
import type { LineEdit } from '@cookmark/kitchen';
import { Check, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../components/ui/cn';
import { LineEditor } from './LineEditor';

interface ChecklistRowProps {
  item: GroceryItem;
  onCheck: (checked: boolean) => void;
  onEdit: (edit: LineEdit) => void;
  onRemove: () => void;
}

const iconButton =
  'flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-stone-400 hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-600';

/** One line of an opened list: a big row to tick on a phone, and buttons to edit it or take it off. */
export function ChecklistRow({ item, onCheck, onEdit, onRemove }: ChecklistRowProps) {
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <li>
        <LineEditor
          item={item}
          onCancel={() => setEditing(false)}
          onSave={(edit) => {
            if (edit) onEdit(edit);
            setEditing(false);
          }}
        />
      </li>
    );
  return (
    <li className="flex items-center gap-2">
      <label className="flex min-h-12 min-w-0 flex-1 cursor-pointer items-center gap-3 py-2">
        <input
          type="checkbox"
          className="peer sr-only"
          checked={item.checked}
          onChange={(event) => onCheck(event.target.checked)}
        />
        <span
          aria-hidden
          className={cn(
            'flex h-6 w-6 shrink-0 items-center justify-center rounded-md border-2 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            item.checked ? 'border-herb-600 bg-herb-600 text-white' : 'border-stone-300 bg-white',
          )}
        >
          {item.checked ? <Check className="h-4 w-4" /> : null}
        </span>
        <span className={cn('min-w-0 flex-1', item.checked && 'text-stone-500 line-through')}>
          {item.quantity !== '?' ? (
            <span className="font-semibold tabular-nums">
              {item.quantity}
              {item.unit ? ` ${item.unit}` : ''}{' '}
            </span>
          ) : null}
          <span>{item.name}</span>
          {item.notes ? (
            <span className={item.checked ? undefined : 'text-stone-600'}>, {item.notes}</span>
          ) : null}
          {item.recipeSources.length > 0 ? (
            <span className="block truncate text-xs text-stone-500 no-underline">
              {item.recipeSources.join(', ')}
            </span>
          ) : null}
        </span>
      </label>
      <button
        type="button"
        onClick={() => setEditing(true)}
        aria-label={`Edit ${item.name}`}
        className={iconButton}
      >
        <Pencil className="h-4 w-4" aria-hidden />
      </button>
      <button type="button" onClick={onRemove} aria-label={`Remove ${item.name}`} className={iconButton}>
        <X className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}
