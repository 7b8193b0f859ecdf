import { GROCERY_LIMITS, UNKNOWN_AMOUNT } from '@cookmark/contracts';
import { categorize } from '@cookmark/kitchen';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import type { PageChange } from './change-queue';

/** Adds a line to an opened list (offline too), filed in the aisle its name says. */
export function AddItemForm({ onAdd }: { onAdd: (change: PageChange) => void }) {
  const [name, setName] = useState('');
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return;
    onAdd({
      type: 'add',
      category: categorize(trimmed),
      item: {
        id: crypto.randomUUID(),
        name: trimmed,
        quantity: UNKNOWN_AMOUNT,
        unit: null,
        checked: false,
        recipeSources: [],
        notes: null,
      },
    });
    setName('');
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <Label htmlFor={fieldId}>Add an item</Label>
        <Input
          id={fieldId}
          value={name}
          maxLength={GROCERY_LIMITS.itemName}
          placeholder="e.g. lemons"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={name.trim() === ''}>
        <Plus className="h-4 w-4" aria-hidden />
        Add
      </Button>
    </form>
  );
}
