import { cn } from '../../components/ui/cn';
import type { DraftItem, ItemEdit } from './draft-items';

const field =
  'h-9 min-w-0 rounded-md border border-stone-200 bg-white px-2 text-sm text-stone-900 transition-colors hover:border-stone-300 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

interface DraftItemRowProps {
  item: DraftItem;
  /** The ingredient's name as merged, which names the fields for assistive technology. */
  label: string;
  onEdit: (edit: ItemEdit) => void;
}

/** One previewed item: tick it, or edit its quantity, unit and text in place (spec §4). */
export function DraftItemRow({ item, label, onEdit }: DraftItemRowProps) {
  return (
    <li className="flex items-center gap-2 py-1.5">
      <input
        type="checkbox"
        checked={item.checked}
        onChange={(event) => onEdit({ checked: event.target.checked })}
        aria-label={`Check off ${label}`}
        className="h-4 w-4 shrink-0 cursor-pointer accent-brand-600"
      />
      <input
        value={item.quantity}
        onChange={(event) => onEdit({ quantity: event.target.value })}
        aria-label={`Quantity of ${label}`}
        className={cn(field, 'w-14 text-right tabular-nums sm:w-16')}
      />
      <input
        value={item.unit ?? ''}
        onChange={(event) => onEdit({ unit: event.target.value })}
        aria-label={`Unit of ${label}`}
        placeholder="unit"
        className={cn(field, 'w-16 sm:w-20')}
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <input
          value={item.name}
          onChange={(event) => onEdit({ name: event.target.value })}
          aria-label={`Item ${label}`}
          title={item.recipeSources.length > 0 ? `From ${item.recipeSources.join(', ')}` : undefined}
          className={cn(field, 'w-full', item.checked && 'text-stone-500 line-through')}
        />
        {/* Words the merge keeps beside the name: 'melted, softened', 'plus to taste' (issue #34). */}
        {item.notes ? <span className="truncate px-2 text-xs text-stone-600">{item.notes}</span> : null}
      </span>
    </li>
  );
}
