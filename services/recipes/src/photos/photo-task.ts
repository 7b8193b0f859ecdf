import sharp from 'sharp';
import { SHARP_FORMAT, type ImageType } from './image-type.ts';

// One libvips thread per task: the pool, not libvips, decides how many cores photos may use.
sharp.concurrency(1);
sharp.cache(false);

export interface PhotoTask {
  bytes: Uint8Array;
  type: ImageType;
  widths: readonly number[];
  pdfWidth: number;
  maxPixels: number;
}

export type PhotoTaskResult =
  | { ok: true; widths: number[]; webp: Uint8Array[]; jpeg: Uint8Array }
  | { ok: false; reason: 'tooManyPixels' | 'damaged' };

/**
 * Re-encodes one photo (in a worker thread): the header is read first and an image over
 * `maxPixels` refused before a pixel is decoded (and sharp's `limitInputPixels` again when it
 * decodes); then WebP at each width (never wider than the photo), and a JPEG for the PDF,
 * turned upright by its EXIF orientation and with all metadata (EXIF, GPS, ICC, XMP) left out.
 * Only the first frame of an animation is kept.
 */
export default async function encodePhoto(task: PhotoTask): Promise<PhotoTaskResult> {
  const input = () =>
    sharp(task.bytes, { limitInputPixels: task.maxPixels, failOn: 'error', animated: false }).rotate();
  let width: number;
  try {
    const meta = await sharp(task.bytes, { limitInputPixels: task.maxPixels }).metadata();
    if (meta.format !== SHARP_FORMAT[task.type] || !meta.width || !meta.height) return damaged();
    if (meta.width * meta.height > task.maxPixels) return { ok: false, reason: 'tooManyPixels' };
    width = meta.autoOrient?.width ?? meta.width;
  } catch (error) {
    return failure(error);
  }
  // The standard widths below the photo's own (or the largest standard one), then that: a 1200 px
  // photo is kept at 320, 640 and 1200 px; a 200 px one at 200 px only.
  const top = Math.min(width, Math.max(...task.widths));
  const widths = [...task.widths.filter((w) => w < top), top];
  try {
    const webp = await Promise.all(
      widths.map((w) =>
        input().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      ),
    );
    const jpeg = await input()
      .resize({ width: Math.min(task.pdfWidth, width), withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { ok: true, widths, webp, jpeg };
  } catch (error) {
    return failure(error);
  }
}

function damaged(): PhotoTaskResult {
  return { ok: false, reason: 'damaged' };
}

function failure(error: unknown): PhotoTaskResult {
  return /pixel limit/i.test(String((error as Error)?.message))
    ? { ok: false, reason: 'tooManyPixels' }
    : damaged();
}
