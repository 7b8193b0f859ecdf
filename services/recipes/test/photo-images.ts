import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG `width` × `height` with EXIF (camera, GPS-like comment) to be stripped. */
export function jpegWithExif(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'EXIF-MARKER-42' } })
    .jpeg()
    .toBuffer();
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A decompression bomb: a real grey PNG of `side` × `side` pixels whose rows are all zero, so a few
 * kilobytes stand for side² bytes once decoded.
 */
export function pngBomb(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc(side * (side + 1)); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF that is also a script: a real 1×1 GIF with JavaScript and HTML after its end. */
export const POLYGLOT_PAYLOAD = '<script>alert("polyglot")</script>';
export async function gifPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();
  return Buffer.concat([gif, Buffer.from(`/*${POLYGLOT_PAYLOAD}*/`)]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
