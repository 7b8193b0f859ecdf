import type { TagListResponse, TagSummary } from '@cookmark/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Merge, PencilLine } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { handleSessionLost } from '../../lib/session';
import { RECIPES_KEY } from './recipes-api';
import { fetchTags, mergeTags, renameTag, tagManagerKey } from './tags-api';

interface TagManagerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Manage tags': every tag with its number of recipes. Rename one (renaming into another tag
 * merges the two), or tick several and merge them under a name. Changes apply to every recipe.
 */
export function TagManagerDialog({ open, onOpenChange }: TagManagerDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Manage tags"
      description="Rename a tag, or tick several and merge them. Every recipe follows."
    >
      <TagManager />
    </AppDialog>
  );
}

/** A rename or merge: the answer is the new list; every recipe list and page is read again. */
function useTagChange<T>(change: (input: T) => Promise<TagListResponse>, done: (input: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer, input) => {
      queryClient.setQueryData(tagManagerKey, answer);
      done(input);
      await queryClient.invalidateQueries({
        queryKey: [RECIPES_KEY],
        predicate: (query) => query.queryKey[1] !== tagManagerKey[1],
      });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      toast({
        title: 'Failed to update tags',
        description: errorMessage(error, 'Please try again'),
        variant: 'destructive',
      });
    },
  });
}

function TagManager() {
  const list = useQuery({ queryKey: tagManagerKey, queryFn: fetchTags });
  const [selected, setSelected] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<string | null>(null);
  const rename = useTagChange(
    ({ from, to }: { from: string; to: string }) => renameTag(from, to),
    ({ from, to }) => {
      setRenaming(null);
      setSelected((current) => current.filter((tag) => tag !== from));
      toast({ title: 'Tag renamed', description: `"${from}" is now "${to}".` });
    },
  );
  const merge = useTagChange(
    ({ tags, into }: { tags: string[]; into: string }) => mergeTags(tags, into),
    ({ tags, into }) => {
      setSelected([]);
      toast({ title: 'Tags merged', description: `${tags.length} tags are now "${into}".` });
    },
  );

  if (list.isPending)
    return <Spinner className="mx-auto my-6 h-6 w-6 text-brand-500" label="Loading tags…" />;
  if (list.isError)
    return <p className="text-sm text-red-700">{errorMessage(list.error, 'Failed to load tags')}</p>;
  const tags = list.data.tags;
  if (tags.length === 0) return <p className="text-sm text-stone-600">No tags yet.</p>;
  const toggle = (name: string) =>
    setSelected((current) =>
      current.includes(name) ? current.filter((t) => t !== name) : [...current, name],
    );

  return (
    <div className="space-y-4">
      <ul aria-label="Your tags" className="max-h-[50vh] divide-y divide-stone-100 overflow-y-auto">
        {tags.map((tag) => (
          <li key={tag.name} className="flex min-h-11 flex-wrap items-center gap-2 py-1.5">
            {renaming === tag.name ? (
              <RenameForm
                tag={tag}
                busy={rename.isPending}
                onCancel={() => setRenaming(null)}
                onRename={(to) => rename.mutate({ from: tag.name, to })}
              />
            ) : (
              <>
                <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 text-sm text-stone-800">
                  <input
                    type="checkbox"
                    checked={selected.includes(tag.name)}
                    onChange={() => toggle(tag.name)}
                    className="h-4 w-4 accent-brand-600"
                  />
                  <span className="font-medium">{tag.name}</span>
                  <span className="text-stone-500">
                    {tag.recipes} {tag.recipes === 1 ? 'recipe' : 'recipes'}
                  </span>
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Rename ${tag.name}`}
                  onClick={() => setRenaming(tag.name)}
                >
                  <PencilLine className="h-4 w-4" aria-hidden />
                  Rename
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {selected.length >= 2 ? (
        <MergeForm
          key={selected.join('\n')}
          selected={selected}
          tags={tags}
          busy={merge.isPending}
          onMerge={(into) => merge.mutate({ tags: selected, into })}
        />
      ) : (
        <p className="text-xs text-stone-600">Tick two tags or more to merge them.</p>
      )}
    </div>
  );
}

function RenameForm({
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
      <div className="min-w-40 flex-1">
        <Label htmlFor={id}>New name for {tag.name}</Label>
        <Input
          id={id}
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
      </div>
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

function MergeForm({
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
      <div className="min-w-40 flex-1">
        <Label htmlFor={id}>Merge {selected.length} tags into</Label>
        <Input
          id={id}
          list={listId}
          value={into}
          maxLength={40}
          onChange={(event) => setInto(event.target.value)}
        />
        <datalist id={listId}>
          {selected.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <Button type="submit" size="sm" disabled={busy || into.trim() === ''}>
        {busy ? <Spinner /> : <Merge className="h-4 w-4" aria-hidden />}
        Merge
      </Button>
    </form>
  );
}
