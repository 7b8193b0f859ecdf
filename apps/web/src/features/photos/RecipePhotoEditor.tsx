import { PHOTO_LIMITS, PHOTO_MESSAGES, type Recipe } from '@cookmark/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera, ImageMinus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { RECIPES_KEY, recipeKey } from '../recipes/recipes-api';
import { removePhoto, uploadPhoto } from './photos-api';
import { RecipePhoto } from './RecipePhoto';
import { READER_PHOTO_SIZES } from './reader-photo';

/**
 * The owner's photo on the recipe page, with Add/Replace photo (a file picker for images, which on
 * a phone offers the camera) and Remove photo. An upload shows how much is sent, then that the
 * photo is being prepared; a refusal says why (too large, not a photo) beside the buttons.
 */
export function RecipePhotoEditor({ recipe }: { recipe: Recipe }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const changed = async (photo: Recipe['photo']) => {
    queryClient.setQueryData<Recipe>(recipeKey(recipe.id), (current) => current && { ...current, photo });
    await queryClient.invalidateQueries({
      queryKey: [RECIPES_KEY],
      predicate: (q) => q.queryKey[1] !== recipe.id,
    });
  };
  const failed = (title: string) => (error: unknown) => {
    if (handleSessionLost(error)) return;
    setProblem(errorMessage(error, 'Please try again.'));
    showErrorToast(title, error, 'Please try again.');
  };

  const upload = useMutation({
    mutationFn: (file: File) => {
      setProblem(null);
      setSent(0);
      return uploadPhoto(recipe.id, file, setSent);
    },
    onSuccess: async (photo) => {
      toast({ title: recipe.photo ? 'Photo replaced' : 'Photo added' });
      await changed(photo);
    },
    onError: failed('Photo not saved'),
    onSettled: () => setSent(null),
  });
  const remove = useMutation({
    mutationFn: () => removePhoto(recipe.id),
    onSuccess: async ({ message }) => {
      toast({ title: message });
      await changed(null);
    },
    onError: failed('Photo not removed'),
  });

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    // Said at once, before sending 10 MB for nothing; the server checks again.
    if (file.size > PHOTO_LIMITS.bytes) {
      setProblem(PHOTO_MESSAGES.tooLarge);
      return;
    }
    upload.mutate(file);
  };

  const busy = upload.isPending || remove.isPending;
  const percent = sent === null ? 0 : Math.round(sent * 100);
  return (
    <div className="-mx-6 -mt-6 mb-6 sm:-mx-10 sm:-mt-10">
      {recipe.photo ? (
        <RecipePhoto
          photo={recipe.photo}
          alt={recipe.title}
          sizes={READER_PHOTO_SIZES}
          eager
          className="rounded-t-2xl"
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2 px-6 pt-4 sm:px-10" data-print="hide">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'outline',
            'sm',
            // The input is hidden; its label, which looks like a button, shows its keyboard focus.
            cn(
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
              busy ? 'pointer-events-none opacity-50' : 'cursor-pointer',
            ),
          )}
        >
          <Camera className="h-4 w-4" aria-hidden />
          {recipe.photo ? 'Replace photo' : 'Add photo'}
        </label>
        {recipe.photo ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => remove.mutate()}>
            <ImageMinus className="h-4 w-4" aria-hidden />
            {remove.isPending ? 'Removing...' : 'Remove photo'}
          </Button>
        ) : null}
        {sent !== null ? (
          <div className="flex min-w-48 flex-1 items-center gap-2" role="status">
            <div
              role="progressbar"
              aria-label="Uploading photo"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 flex-1 overflow-hidden rounded-full bg-stone-100"
            >
              <div
                className="h-full rounded-full bg-brand-500 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <span className="text-xs text-stone-600">
              {percent < 100 ? `Uploading… ${percent}%` : 'Preparing photo…'}
            </span>
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="basis-full text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
