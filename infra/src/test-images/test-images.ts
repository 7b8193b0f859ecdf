/**
 * Image files for tests, made from nothing but zlib: a plain PNG, a PNG decompression bomb, a PNG
 * polyglot and an SVG with a script, so the whole-stack suites need no image library.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from('\x89PNG\r\n\x1a\n', 'latin1');

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A greyscale PNG of `width` × `height`, every pixel `shade` (0 black, 255 white). */
export function greyPng(width: number, height: number, shade = 0x80): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(height * (width + 1), shade);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A decompression bomb: a real black PNG of `side` × `side` pixels in a few kilobytes. */
export const pngBomb = (side: number): Buffer => greyPng(side, side, 0);

/** What a polyglot carries after its image: markup a browser would run if it sniffed the file as HTML. */
export const POLYGLOT_PAYLOAD = '<html><script>alert("polyglot")</script></html>';

/** A PNG that is also an HTML page: a real image, then a script after its end. */
export const pngPolyglot = (): Buffer => Buffer.concat([greyPng(8, 8), Buffer.from(POLYGLOT_PAYLOAD)]);

/** An SVG (an image type that can run scripts): never a photo. */
export const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
