/**
 * A file must hold what its name says: a '.jpg' that is a web page, or a '.json' that is not JSON,
 * is how a hostile archive smuggles one kind of file in as another, so the upload is refused.
 * Photos are also held to the photo pipeline's limit on pixels, read from their header.
 */
import { imageSize } from 'image-size';
import type { CollectionFile } from './collection-recipe.ts';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES, CollectionRefused } from './limits.ts';
import { isZip } from './archive.ts';

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

/** JPEG, PNG, GIF, WebP or AVIF by the first bytes: what the photo pipeline accepts. */
export function isPhotoBytes(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n' || /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return true;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return true;
  return ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Text: valid UTF-8 without NUL bytes. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function isJson(bytes: Uint8Array): boolean {
  if (!isText(bytes)) return false;
  try {
    JSON.parse(strictUtf8.decode(bytes).replace(/^\uFEFF/, ''));
    return true;
  } catch {
    return false;
  }
}

const CLAIMS: readonly { name: RegExp; kind: string; holds: (bytes: Uint8Array) => boolean }[] = [
  { name: /\.(?:jpe?g|png|gif|webp|avif)$/i, kind: 'a photo', holds: isPhotoBytes },
  { name: /\.(?:json|jsonld)$/i, kind: 'JSON', holds: isJson },
  { name: /\.paprikarecipes?$/i, kind: 'a Paprika recipe', holds: (b) => b[0] === 0x1f && b[1] === 0x8b },
  { name: /\.zip$/i, kind: 'a zip archive', holds: isZip },
  { name: /\.(?:html?|csv|md|markdown|cook|txt)$/i, kind: 'text', holds: isText },
];

/** The upload's files, each checked against its name and photos against the pixel limit; throws to refuse. */
export function checkClaims(files: readonly CollectionFile[]): void {
  for (const file of files) {
    const claim = CLAIMS.find((c) => c.name.test(file.path));
    if (claim && !claim.holds(file.bytes))
      throw new CollectionRefused(COLLECTION_MESSAGES.claimsOther(file.path, claim.kind));
    if (isPhotoBytes(file.bytes)) checkPixels(file);
  }
}

function checkPixels(file: CollectionFile): void {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(file.bytes);
  } catch {
    throw new CollectionRefused(COLLECTION_MESSAGES.claimsOther(file.path, 'a photo'));
  }
  if ((size.width ?? 0) * (size.height ?? 0) > COLLECTION_LIMITS.photoPixels)
    throw new CollectionRefused(COLLECTION_MESSAGES.hugePhoto(file.path));
}
