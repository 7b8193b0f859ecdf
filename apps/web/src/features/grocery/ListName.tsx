import { GROCERY_LIMITS } from '@cookmark/contracts';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { useRenameGroceryList } from './use-grocery-lists';

/** The opened list's name, with Rename: Enter or Save keeps the new name, Escape or Cancel the old. */
export function ListName({ id, name }: { id: string; name: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const fieldId = useId();
  const rename = useRenameGroceryList(id, () => setDraft(null));

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <h3 className="min-w-0 font-display text-2xl font-semibold text-stone-900 [overflow-wrap:anywhere]">
          {name}
        </h3>
        <Button variant="ghost" size="sm" aria-label={`Rename ${name}`} onClick={() => setDraft(name)}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    );
  }

  const trimmed = draft.trim();
  const blank = trimmed === '';
  const submit = () => {
    if (blank || rename.isPending) return;
    if (trimmed === name) return setDraft(null);
    rename.mutate(trimmed);
  };
  return (
    <form
      className="flex w-full flex-wrap items-end gap-2"
      aria-label="Rename list"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="min-w-0 flex-1 basis-48">
        <Label htmlFor={fieldId}>List name</Label>
        <Input
          id={fieldId}
          value={draft}
          autoFocus
          maxLength={GROCERY_LIMITS.name}
          aria-invalid={blank ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.nativeEvent.defaultPrevented) {
              event.stopPropagation();
              setDraft(null);
            }
          }}
        />
      </div>
      <Button type="submit" size="sm" disabled={blank || rename.isPending}>
        {rename.isPending ? 'Saving...' : 'Save'}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
        Cancel
      </Button>
    </form>
  );
}
