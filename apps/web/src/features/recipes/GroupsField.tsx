import { RECIPE_LIMITS } from '@cookmark/contracts';
import { ArrowDown, ArrowUp, Heading, Plus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { FieldError, Input, inputClasses, Label } from '../../components/ui/input';
import { type GroupDraft, moved, withNewGroup, withoutHeading } from './line-groups';

interface GroupsFieldProps {
  /** Id of the first group's lines (the field's label points there); other ids derive from it. */
  id: string;
  /** 'Ingredients (one per line)'. */
  label: string;
  /** 'Ingredient' or 'Step': names the group controls ('Step group heading'). */
  noun: string;
  placeholder: string;
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  error?: string | undefined;
}

const textareaClasses = cn(inputClasses, 'h-auto min-h-28 py-2 leading-relaxed');

/**
 * A list typed one line per line, in groups under optional headings ('Dressing', 'Salade'):
 * headings can be added, renamed, moved up or down with their lines, and removed (the lines
 * then join the group above). Every control is a labelled native input or button.
 */
export function GroupsField({ id, label, noun, placeholder, groups, onChange, error }: GroupsFieldProps) {
  const errorId = `${id}-error`;
  /** The element to focus once the change is rendered (a new heading, the moved group). */
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const grouped = groups.length > 1 || groups.some((group) => group.name !== null);
  const linesId = (index: number, key: string) => (index === 0 ? id : `${id}-${key}`);
  const headingId = (key: string) => `${id}-${key}-heading`;
  const change = (next: GroupDraft[], focus: string | null) => {
    focusNext.current = focus;
    onChange(next);
  };
  const update = (index: number, patch: Partial<GroupDraft>) =>
    onChange(groups.map((group, i) => (i === index ? { ...group, ...patch } : group)));

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="space-y-3">
        {groups.map((group, index) => {
          const kind = noun.toLowerCase();
          const named = group.name?.trim() || String(index + 1);
          const canMoveUp = index > 0 && groups[index - 1]?.name !== null;
          const canMoveDown = index < groups.length - 1;
          return (
            <div
              key={group.key}
              role={grouped ? 'group' : undefined}
              aria-label={
                grouped ? (group.name?.trim() ? group.name : `${noun} lines without a heading`) : undefined
              }
              className={cn(group.name !== null && 'rounded-lg border border-stone-200 bg-stone-50/60 p-3')}
            >
              {group.name !== null ? (
                <div className="mb-2 flex items-center gap-1">
                  <Input
                    id={headingId(group.key)}
                    aria-label={`${noun} group heading`}
                    value={group.name}
                    placeholder="Heading, e.g. Dressing"
                    maxLength={RECIPE_LIMITS.groupName}
                    onChange={(e) => update(index, { name: e.target.value })}
                    className="h-9 font-semibold"
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-9 w-9 text-stone-600"
                    aria-label={`Move ${kind} group ${named} up`}
                    title="Move up"
                    disabled={!canMoveUp}
                    onClick={() => change(moved(groups, index, -1), headingId(group.key))}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-9 w-9 text-stone-600"
                    aria-label={`Move ${kind} group ${named} down`}
                    title="Move down"
                    disabled={!canMoveDown}
                    onClick={() => change(moved(groups, index, 1), headingId(group.key))}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-9 w-9 text-stone-600"
                    aria-label={`Remove ${kind} heading ${named}`}
                    title="Remove heading (its lines join the group above)"
                    onClick={() => {
                      const next = withoutHeading(groups, index);
                      const kept = index === 0 ? group : (groups[index - 1] as GroupDraft);
                      change(next, linesId(Math.max(0, index - 1), kept.key));
                    }}
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              ) : grouped ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mb-1 h-8 px-2 text-stone-600"
                  onClick={() => {
                    update(index, { name: '' });
                    focusNext.current = headingId(group.key);
                  }}
                >
                  <Heading className="h-4 w-4" aria-hidden />
                  Add heading
                </Button>
              ) : null}
              <textarea
                id={linesId(index, group.key)}
                aria-label={index === 0 ? undefined : `${noun} lines under ${named}`}
                aria-invalid={error && index === 0 ? true : undefined}
                aria-describedby={error && index === 0 ? errorId : undefined}
                rows={grouped ? 4 : 8}
                placeholder={index === 0 ? placeholder : undefined}
                value={group.lines}
                onChange={(e) => update(index, { lines: e.target.value })}
                className={textareaClasses}
              />
            </div>
          );
        })}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="mt-2 text-brand-700"
        onClick={() => {
          const next = withNewGroup(groups);
          change(next, headingId((next[next.length - 1] as GroupDraft).key));
        }}
      >
        <Plus className="h-4 w-4" aria-hidden />
        Add {noun.toLowerCase()} group
      </Button>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
