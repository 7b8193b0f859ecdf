/**
 * Recipe photos' limits, messages and addresses (issue #34): plain values without zod, so a page that
 * shows photos does not carry the schemas (photos.ts holds those). The spec has no wording for photos:
 * these messages are Cookmark's own. A photo is stored re-encoded as WebP at each width of `widths` no
 * wider than the image (and a JPEG for the PDF), under a content-addressed key:
 * `/photos/{key}-{width}.webp`, `/photos/{key}.jpg`.
 */

/** A stored photo: its key and the WebP widths made of it, smallest first. */
export interface RecipePhoto {
  key: string;
  widths: number[];
}

export const PHOTO_LIMITS = {
  /** Largest file a person may upload, and largest image an import fetches (bytes). */
  bytes: 10 * 1024 * 1024,
  /** Largest image decoded (width × height): a decompression bomb is refused before it is. */
  pixels: 40_000_000,
  /** The WebP widths made of each photo: those narrower than the photo, then the photo's own width up to the largest. */
  widths: [320, 640, 1280] as const,
  /** Width of the JPEG the PDF export embeds (pdfkit cannot read WebP). */
  pdfWidth: 960,
} as const;

export const PHOTO_MESSAGES = {
  tooLarge: 'This photo is too large (at most 10 MB).',
  notImage: 'This file is not a photo. Choose a JPEG, PNG, WebP, GIF or AVIF image.',
  tooManyPixels: 'This photo has too many pixels (at most 40 megapixels).',
  damaged: 'This photo could not be read. It may be damaged.',
  busy: 'Many photos are being prepared right now. Please try again in a few seconds.',
  removed: 'Photo removed',
  noPhoto: 'This recipe has no photo.',
  importUnavailable: 'Photos cannot be imported on this server right now.',
  invalidUrl: 'Please enter a valid web address',
  notFound: 'Photo not found',
} as const;

/** A stored file's name: `{key}-{width}.webp` or `{key}.jpg` (32 hex digits of key). */
export const PHOTO_FILE_NAME = /^([0-9a-f]{32})(?:-(\d{1,4})\.webp|\.jpg)$/;

export const photoPath = (key: string, width: number): string => `/photos/${key}-${width}.webp`;
export const photoJpegPath = (key: string): string => `/photos/${key}.jpg`;

/** `srcset` of a photo: every width made of it. */
export const photoSrcSet = (photo: RecipePhoto): string =>
  photo.widths.map((width) => `${photoPath(photo.key, width)} ${width}w`).join(', ');

/** The largest WebP of a photo. */
export const largestPhotoPath = (photo: RecipePhoto): string =>
  photoPath(photo.key, photo.widths.at(-1) ?? PHOTO_LIMITS.widths[0]);
