import type { TagSummary } from '@cookmark/contracts';
import { Merge } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';

/** Renames one tag; renaming into another tag merges the two. */
export function RenameForm({
  tag,
  busy,
  onCancel,
  onRename,
}: {
  tag: TagSummary;
  busy: boolean;
  onCancel: () => void;
  onRename: (to: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState(tag.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '' && name.trim() !== tag.name) onRename(name.trim());
    else onCancel();
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-wrap items-end gap-2">
      <TextField
        id={id}
        label={`New name for ${tag.name}`}
        fieldClassName="min-w-40 flex-1"
        value={name}
        maxLength={40}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }}
      />
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? <Spinner /> : null}
        Save
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}

/** Merges the ticked tags under one name, the most used of them to start with. */
export function MergeForm({
  selected,
  tags,
  busy,
  onMerge,
}: {
  selected: string[];
  tags: TagSummary[];
  busy: boolean;
  onMerge: (into: string) => void;
}) {
  const id = useId();
  const listId = useId();
  // The most used of the ticked tags, to start with.
  const start = [...tags]
    .filter((tag) => selected.includes(tag.name))
    .sort((a, b) => b.recipes - a.recipes)[0];
  const [into, setInto] = useState(start?.name ?? selected[0] ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (into.trim() !== '') onMerge(into.trim());
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Merge tags"
      className="flex flex-wrap items-end gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <TextField
        id={id}
        label={`Merge ${selected.length} tags into`}
        fieldClassName="min-w-40 flex-1"
        list={listId}
        value={into}
        maxLength={40}
        onChange={(event) => setInto(event.target.value)}
      >
        <datalist id={listId}>
          {selected.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </TextField>
      <Button type="submit" size="sm" disabled={busy || into.trim() === ''}>
        {busy ? <Spinner /> : <Merge className="h-4 w-4" aria-hidden />}
        Merge
      </Button>
    </form>
  );
}
