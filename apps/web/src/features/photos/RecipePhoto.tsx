import { photoPath, photoSrcSet, type RecipePhoto as Photo } from '@cookmark/contracts';
import { CookingPot } from 'lucide-react';
import { cn } from '../../components/ui/cn';

interface RecipePhotoProps {
  photo: Photo | null | undefined;
  /** What the photo shows, for screen readers; a card's photo repeats its title, so it passes ''. */
  alt: string;
  /** The `sizes` of the srcset: how wide the photo is shown at each screen width. */
  sizes: string;
  className?: string;
  /** Load at once (the reader's photo, above the fold); cards load theirs as they scroll into view. */
  eager?: boolean;
}

/**
 * A recipe's photo from Cookmark's own copies (never the source site): every width in `srcset`, the
 * browser picks by `sizes`; cropped to the box. Without a photo, a neutral placeholder of the same
 * size, so a grid of cards stays even; on a phone (one card a row) a low band, not a screen of grey.
 */
export function RecipePhoto({ photo, alt, sizes, className, eager = false }: RecipePhotoProps) {
  const box = cn('aspect-[4/3] overflow-hidden bg-stone-100', className);
  if (!photo) {
    return (
      <div
        className={cn(box, 'flex items-center justify-center max-sm:aspect-auto max-sm:h-20')}
        data-testid="recipe-photo-placeholder"
        aria-hidden
      >
        <CookingPot className="h-10 w-10 text-stone-300" />
      </div>
    );
  }
  const fallback = photoPath(
    photo.key,
    photo.widths.find((width) => width >= 640) ?? photo.widths.at(-1) ?? 320,
  );
  return (
    <div className={box}>
      <img
        src={fallback}
        srcSet={photoSrcSet(photo)}
        sizes={sizes}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-full w-full object-cover"
        data-testid="recipe-photo"
      />
    </div>
  );
}
