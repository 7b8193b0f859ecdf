import { PASTED_TEXT_MAX, type ParseRecipeResponseDto } from '@cookmark/contracts';
import { useMutation } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { inputClasses } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/api';
import { handleSessionLost } from '../../lib/session';
import { ReadingStatus, UseAddressLink } from './ImportPanelParts';
import { readRecipeText } from './text-import-api';

export const TEXT_IMPORT_TEXT = {
  label: 'Recipe text',
  hint: 'Paste a recipe from an e-mail, a message or a note: the title, the ingredients and the steps. Headings are optional.',
  reading: 'Reading the recipe text…',
  failed: 'The text could not be read. Please try again.',
  tooLong: `The pasted text is too long to import (at most ${PASTED_TEXT_MAX.toLocaleString('en-US')} characters).`,
} as const;

const TEXT_FIELD_ID = 'add-recipe-text';

interface RecipeTextImportProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The text was read: show what was understood. */
  onRead: (result: ParseRecipeResponseDto) => void;
  /** Back to importing from a web address. */
  onUseAddress: () => void;
}

/** The add-recipe panel's 'Paste the recipe text' path: the text, read by the parser into a recipe. */
export function RecipeTextImport({ text, onTextChange, onRead, onUseAddress }: RecipeTextImportProps) {
  const read = useMutation({
    mutationFn: readRecipeText,
    onSuccess: onRead,
    onError: (failure) => handleSessionLost(failure),
  });
  const tooLong = text.length > PASTED_TEXT_MAX;
  const error = tooLong
    ? TEXT_IMPORT_TEXT.tooLong
    : read.isError
      ? errorMessage(read.error, TEXT_IMPORT_TEXT.failed)
      : null;
  const canRead = text.trim() !== '' && !tooLong && !read.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canRead) read.mutate(text);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Read a recipe from its text" className="mt-5">
      <TextField
        id={TEXT_FIELD_ID}
        label={TEXT_IMPORT_TEXT.label}
        hint={TEXT_IMPORT_TEXT.hint}
        error={error}
        control={(field) => (
          <textarea
            {...field}
            rows={12}
            autoFocus
            value={text}
            disabled={read.isPending}
            onChange={(e) => onTextChange(e.target.value)}
            placeholder={
              'Banana bread\n\nServes 8\n\nIngredients\n3 ripe bananas\n…\n\nMethod\n1. Heat the oven…'
            }
            className={cn(inputClasses, 'h-auto py-2 text-sm')}
          />
        )}
      />
      {read.isPending ? <ReadingStatus>{TEXT_IMPORT_TEXT.reading}</ReadingStatus> : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" disabled={!canRead} className="sm:w-40">
          {read.isPending ? <Spinner /> : <FileText className="h-4 w-4" aria-hidden />}
          Read Recipe
        </Button>
        <UseAddressLink onClick={onUseAddress} />
      </div>
    </form>
  );
}
