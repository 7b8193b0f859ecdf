import { useQuery } from '@tanstack/react-query';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { fetchTags, mergeTags, renameTag, tagManagerKey } from './tags-api';
import { MergeForm, RenameForm } from './TagManagerForms';
import { useTagChange } from './use-tag-change';

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
