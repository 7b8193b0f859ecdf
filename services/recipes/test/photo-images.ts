export { pngBomb, SCRIPTED_SVG as SVG } from '@cookmark/infra';
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

/** A GIF that is also a script: a real 1×1 GIF with JavaScript and HTML after its end. */
export const POLYGLOT_PAYLOAD = '<script>alert("polyglot")</script>';
export async function gifPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();
  return Buffer.concat([gif, Buffer.from(`/*${POLYGLOT_PAYLOAD}*/`)]);
}
