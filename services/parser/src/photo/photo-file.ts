import { PARSE_MESSAGES, PHOTO_LIMITS } from '@cookmark/contracts';
import { AppError } from '@cookmark/service-kit';
import { imageSize } from 'image-size';

/** The photos a page can be read from, told by their first bytes (never by a Content-Type). */
export type PageImageType = 'jpeg' | 'png' | 'webp';

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

export function sniffPageImage(bytes: Uint8Array): PageImageType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Checks an uploaded photo before any pixel is decoded: at most PHOTO_LIMITS.bytes, a JPEG, PNG or
 * WebP by its magic bytes, and at most PHOTO_LIMITS.pixels by the size its header claims (a
 * decompression bomb is refused here; sharp's `limitInputPixels` refuses it again when decoding).
 * Reading the header is bounded work: the file is at most 10 MB.
 */
export function checkPagePhoto(bytes: Buffer | null): { type: PageImageType; width: number; height: number } {
  if (!bytes || bytes.length === 0) throw new AppError(415, PARSE_MESSAGES.photoNotImage);
  if (bytes.length > PHOTO_LIMITS.bytes) throw new AppError(413, PARSE_MESSAGES.photoTooLarge);
  const type = sniffPageImage(bytes);
  if (!type) throw new AppError(415, PARSE_MESSAGES.photoNotImage);
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new AppError(422, PARSE_MESSAGES.photoDamaged);
  }
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  if (width <= 0 || height <= 0) throw new AppError(422, PARSE_MESSAGES.photoDamaged);
  if (width * height > PHOTO_LIMITS.pixels) throw new AppError(422, PARSE_MESSAGES.photoTooManyPixels);
  return { type, width, height };
}
