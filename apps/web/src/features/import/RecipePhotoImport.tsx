import { PHOTO_LIMITS, type ParseRecipeResponseDto } from '@cookmark/contracts';
import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { handleSessionLost } from '../../lib/session';
import { ReadingStatus, UseAddressLink } from './ImportPanelParts';
import { readRecipePhoto } from './photo-import-api';

export const PHOTO_IMPORT_TEXT = {
  label: 'Take or upload a photo of a cookbook page',
  hint: 'One recipe, photographed straight from above in good light. JPEG, PNG or WebP, at most 10 MB.',
  sending: (share: number) => `Sending the photo… ${Math.round(share * 100)}%`,
  reading: 'Reading the page… this can take up to half a minute.',
  keep: "Keep this photo as the recipe's photo",
  failed: 'The photo could not be read. Please try again.',
  tooLarge: 'This photo is too large (at most 10 MB).',
  notImage: 'This file is not a photo of a page. Choose a JPEG, PNG or WebP image.',
} as const;

const PAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

interface RecipePhotoImportProps {
  /** The photo was read: show what was understood; `photo` is kept as the recipe's photo when asked. */
  onRead: (result: ParseRecipeResponseDto, photo: File | null) => void;
  /** Back to importing from a web address. */
  onUseAddress: () => void;
}

/**
 * The add-recipe panel's 'Take or upload a photo of a cookbook page' path: on a phone the camera
 * opens (`capture`), elsewhere a file is chosen; the parser reads the page by OCR into the same
 * preview as a link's.
 */
export function RecipePhotoImport({ onRead, onUseAddress }: RecipePhotoImportProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [keep, setKeep] = useState(true);
  const [sent, setSent] = useState(0);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const read = useMutation({
    mutationFn: (file: File) => readRecipePhoto(file, setSent),
    onSuccess: (result, file) => onRead(result, keep ? file : null),
    onError: (failure) => handleSessionLost(failure),
  });
  const error = choiceError ?? (read.isError ? errorMessage(read.error, PHOTO_IMPORT_TEXT.failed) : null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    read.reset();
    if (file.size > PHOTO_LIMITS.bytes) return setChoiceError(PHOTO_IMPORT_TEXT.tooLarge);
    // The server tells by the file's bytes; a type the browser knows is not a page photo is refused here.
    if (file.type && !PAGE_TYPES.has(file.type)) return setChoiceError(PHOTO_IMPORT_TEXT.notImage);
    setChoiceError(null);
    setSent(0);
    read.mutate(file);
  };

  return (
    <div className="mt-5">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-900">
        {PHOTO_IMPORT_TEXT.label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-stone-600">
        {PHOTO_IMPORT_TEXT.hint}
      </p>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        disabled={read.isPending}
        onChange={choose}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        className="mt-3 block w-full cursor-pointer rounded-md border border-stone-300 bg-white p-2 text-sm text-stone-800 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:font-medium file:text-white focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
      />
      <label className="mt-3 flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={keep}
          onChange={(e) => setKeep(e.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        {PHOTO_IMPORT_TEXT.keep}
      </label>
      {error ? (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {read.isPending ? (
        <ReadingStatus>
          <Camera className="h-4 w-4" aria-hidden />
          {sent < 1 ? PHOTO_IMPORT_TEXT.sending(sent) : PHOTO_IMPORT_TEXT.reading}
        </ReadingStatus>
      ) : null}
      <div className="mt-4">
        <UseAddressLink onClick={onUseAddress} />
      </div>
    </div>
  );
}
