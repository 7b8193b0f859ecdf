/** The image types a photo may be, told by the file's first bytes (never by its Content-Type). */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

/** AVIF's `ftyp` brands (the still image and the sequence). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * The type the magic bytes say, or null: SVG, HTML, HEIC, PDF and anything else are not photos.
 * A polyglot that starts like an image is still only ever decoded and re-encoded, never served.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  const six = ascii(bytes, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && AVIF_BRANDS.has(ascii(bytes, 8, 12))) return 'avif';
  return null;
}

/** What sharp calls each type's format once it has read the header. */
export const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};
