import type { RecipePhoto as Photo } from '@cookmark/contracts';
import { RecipePhoto } from './RecipePhoto';
import { READER_PHOTO_SIZES } from './reader-photo';

/** A recipe's photo at the top of the reader's card, for a reader who cannot change it; nothing without one. */
export function ReaderPhoto({ photo, title }: { photo: Photo | null; title: string }) {
  if (!photo) return null;
  return (
    <RecipePhoto
      photo={photo}
      alt={title}
      sizes={READER_PHOTO_SIZES}
      eager
      className="-mx-6 -mt-6 mb-6 rounded-t-2xl sm:-mx-10 sm:-mt-10"
    />
  );
}
