import { GROCERY_LIMITS, GROCERY_MESSAGES, type GroceryItem, UNKNOWN_AMOUNT } from '@cookmark/contracts';
import type { LineEdit } from '@cookmark/kitchen';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

interface LineEditorProps {
  item: GroceryItem;
  /** The fields changed (none when nothing was). */
  onSave: (edit: LineEdit | null) => void;
  onCancel: () => void;
}

/** Only what differs from the line, as the server will store it ('' amount is unknown, '' unit none). */
function changedFields(item: GroceryItem, name: string, quantity: string, unit: string): LineEdit | null {
  const edit: LineEdit = {};
  if (name !== item.name) edit.name = name;
  const amount = quantity === '' ? UNKNOWN_AMOUNT : quantity;
  if (amount !== item.quantity) edit.quantity = amount;
  const newUnit = unit === '' ? null : unit;
  if (newUnit !== item.unit) edit.unit = newUnit;
  return Object.keys(edit).length > 0 ? edit : null;
}

/** A line of an opened list edited in place: amount, unit and text; Escape or Cancel keeps it as it was. */
export function LineEditor({ item, onSave, onCancel }: LineEditorProps) {
  const [name, setName] = useState(item.name);
  const [quantity, setQuantity] = useState(item.quantity === UNKNOWN_AMOUNT ? '' : item.quantity);
  const [unit, setUnit] = useState(item.unit ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setError(GROCERY_MESSAGES.itemNameRequired);
    onSave(changedFields(item, trimmed, quantity.trim(), unit.trim()));
  };
  return (
    <form
      className="flex flex-wrap items-start gap-2 py-2"
      aria-label={`Edit ${item.name}`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextField
        id={`${id}-quantity`}
        label="Quantity"
        fieldClassName="w-20"
        value={quantity}
        maxLength={GROCERY_LIMITS.quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <TextField
        id={`${id}-unit`}
        label="Unit"
        fieldClassName="w-24"
        value={unit}
        maxLength={GROCERY_LIMITS.unit}
        onChange={(event) => setUnit(event.target.value)}
      />
      <TextField
        id={`${id}-name`}
        label="Item"
        fieldClassName="min-w-0 flex-1 basis-40"
        value={name}
        autoFocus
        maxLength={GROCERY_LIMITS.itemName}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <div className="flex gap-2 self-end">
        <Button type="submit" size="sm">
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
