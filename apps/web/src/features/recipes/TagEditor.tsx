import { normalizeTags, RECIPE_LIMITS } from '@cookmark/contracts';
import { Plus, Tag, X } from 'lucide-react';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useOptimisticTags } from './use-optimistic-tags';

export const TAGS_PREVIEW_MESSAGE = 'Please save recipe to edit tags';

interface TagEditorProps {
  tags: string[];
  /** Saves the whole new list; absent in preview, where editing is disabled. */
  onSave?: (tags: string[]) => Promise<unknown>;
  /** Someone else's recipe: the tags only, with no control to edit them and no preview notice. */
  readOnly?: boolean;
}

/**
 * Spec §4 "Tag editor": Enter adds, Escape cancels, blur adds non-empty text, a remove button per
 * tag. Enter or a comma adds and keeps the box open for the next tag ('holiday⏎baking⏎' adds
 * both); pasted 'a, b, c' adds three. Edits show at once and go back to the saved tags, with a toast, when saving fails. The
 * caller passes the saved tags, updated once a save succeeds.
 */
export function TagEditor({ tags: savedTags, onSave, readOnly = false }: TagEditorProps) {
  const { tags, apply } = useOptimisticTags(savedTags, onSave);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  /** Enter and Escape already closed the input; the blur its removal may cause must not add again. */
  const closedByKey = useRef(false);
  const preview = onSave === undefined;

  useEffect(() => {
    if (adding) inputRef.current?.focus();
  }, [adding]);

  const closeAdd = () => {
    closedByKey.current = true;
    setAdding(false);
    setDraft('');
  };

  /** Adds these tags (a comma or a line break separates them); the input stays open for more. */
  const add = (text: string) => {
    const typed = text.split(/[,\n]/).map((part) => part.trim().slice(0, RECIPE_LIMITS.tag));
    const next = normalizeTags([...tags, ...typed]);
    if (next.length !== tags.length) apply(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(draft);
      setDraft('');
    } else if (event.key === 'Escape' && !event.nativeEvent.defaultPrevented) {
      // (A press a toast on top already took is spent.)
      event.preventDefault();
      event.stopPropagation();
      closeAdd();
    }
  };

  /** A comma typed ends a tag: what comes before it is added, what follows stays in the box. */
  const onChange = (value: string) => {
    const cut = value.lastIndexOf(',');
    if (cut < 0) return setDraft(value.trimStart());
    add(value.slice(0, cut));
    setDraft(value.slice(cut + 1).trimStart());
  };

  /** Pasted 'a, b, c' (or lines) adds every tag at once, the box's text with them. */
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[,\n]/.test(text)) return;
    event.preventDefault();
    add(`${draft},${text}`);
    setDraft('');
  };

  if (readOnly) {
    if (savedTags.length === 0) return null;
    return (
      <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label="Tags">
        {savedTags.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-herb-50 px-3 py-1 text-xs font-medium text-herb-800 ring-1 ring-herb-200"
          >
            <Tag className="h-3 w-3" aria-hidden />
            {tag}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mt-4" data-testid="tag-editor">
      <ul className="flex flex-wrap items-center gap-2" aria-label="Tags">
        {tags.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-herb-50 py-1 pl-3 pr-1.5 text-xs font-medium text-herb-800 ring-1 ring-herb-200"
          >
            <Tag className="h-3 w-3" aria-hidden />
            {tag}
            {preview ? (
              <span className="w-1" />
            ) : (
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => apply(tags.filter((t) => t !== tag))}
                className="ml-0.5 cursor-pointer rounded-full p-0.5 text-herb-700 hover:bg-herb-100 hover:text-herb-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
            )}
          </li>
        ))}
        <li>
          {adding ? (
            <input
              ref={inputRef}
              aria-label="New tag"
              value={draft}
              maxLength={RECIPE_LIMITS.tag}
              placeholder="Tag name"
              onChange={(e) => onChange(e.target.value)}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              onFocus={() => {
                closedByKey.current = false;
              }}
              onBlur={() => {
                if (closedByKey.current) return;
                add(draft);
                closeAdd();
              }}
              className="h-7 w-32 rounded-full border border-brand-300 bg-white px-3 text-xs text-stone-900 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
          ) : (
            <button
              type="button"
              disabled={preview}
              title={preview ? TAGS_PREVIEW_MESSAGE : undefined}
              onClick={() => setAdding(true)}
              className="inline-flex cursor-pointer items-center gap-1 rounded-full border border-dashed border-stone-300 px-3 py-1 text-xs font-medium text-stone-600 hover:border-brand-400 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <Plus className="h-3 w-3" aria-hidden />
              Add tag
            </button>
          )}
        </li>
      </ul>
      {preview ? <p className="mt-2 text-xs text-stone-500">{TAGS_PREVIEW_MESSAGE}</p> : null}
    </div>
  );
}
