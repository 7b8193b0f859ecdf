/** A part of the page to read, in the prepared image's pixels. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The page is looked at this small to find its columns: bounded work whatever the photo's size. */
export const PROBE_WIDTH = 600;
export const PROBE_MAX_HEIGHT = 1200;
/** Darker than this (0-255) in the probe is ink: thin print shrunk to the probe is light grey. */
const INK = 200;

/**
 * The page shrunk to at most PROBE_WIDTH × PROBE_MAX_HEIGHT grey pixels (one byte each), with the
 * prepared image's size: what the column search (findRegions) looks at. No sharp here: this file
 * runs in the reading pool's threads (reading-task.ts); photo-reader.ts makes the probe.
 */
export interface PageProbe {
  pixels: Uint8Array;
  probeWidth: number;
  probeHeight: number;
  width: number;
  height: number;
}

/**
 * The regions of a page in reading order: the whole page, or, when a clear gutter runs down the
 * middle of its lower part (the common cookbook layout: title across the top, ingredients on the
 * left, method on the right), the part above the gutter, then the left column, then the right one.
 * Tesseract's own column finding merged such columns line by line on short pages. Looks at the
 * probe (probePage): loops bounded by its size, whatever the photo's, and run by the reading pool's
 * threads (reading-task.ts), never the service's event loop. A probe larger than the bound is refused.
 */
export function findRegions(probe: PageProbe): Region[] {
  const { pixels: data, probeWidth: w, probeHeight: h, width, height } = probe;
  const whole: Region[] = [{ left: 0, top: 0, width, height }];
  if (!(w > 0 && h > 0 && w <= PROBE_WIDTH && h <= PROBE_MAX_HEIGHT && data.length === w * h))
    throw new Error(`not a page probe: ${w} × ${h} pixels, ${data.length} bytes`);
  const ink = (x: number, y: number) => (data[y * w + x] ?? 255) < INK;
  // The text's horizontal extent and, per pixel column, the row below its lowest ink.
  let first = w;
  let last = -1;
  let bottom = 0;
  const clearFrom = new Array<number>(w).fill(0);
  for (let x = 0; x < w; x++) {
    for (let y = h - 1; y >= 0; y--) {
      if (ink(x, y)) {
        clearFrom[x] = y + 1;
        first = Math.min(first, x);
        last = Math.max(last, x);
        bottom = Math.max(bottom, y + 1);
        break;
      }
    }
  }
  if (last - first < w / 4) return whole;
  // The gutter: the run of pixel columns in the middle half of the text whose ink ends highest.
  const from = Math.round(first + (last - first) * 0.2);
  const to = Math.round(first + (last - first) * 0.8);
  // Wider than the gap around a middle dot in a line of facts (3% of the page), narrower than a gutter.
  const minGutter = Math.max(4, Math.round(w * 0.03));
  let best: { x: number; top: number } | null = null;
  for (let x = from; x + minGutter <= to; x++) {
    let top = 0;
    for (let k = 0; k < minGutter; k++) top = Math.max(top, clearFrom[x + k] ?? h);
    if (!best || top < best.top) best = { x: x + Math.floor(minGutter / 2), top };
  }
  if (!best) return whole;
  // A gutter only if both columns below it hold a good share of the page's text.
  if (bottom - best.top < bottom * 0.4) return whole;
  const inkBelow = (x0: number, x1: number) => {
    let count = 0;
    for (let y = best.top; y < bottom; y++) for (let x = x0; x < x1; x++) if (ink(x, y)) count++;
    return count;
  };
  const leftInk = inkBelow(first, best.x);
  const rightInk = inkBelow(best.x, last + 1);
  if (Math.min(leftInk, rightInk) < 0.1 * (leftInk + rightInk)) return whole;
  // The header ends at the first blank row from there (its last line may reach lower elsewhere).
  let headerEnd = best.top;
  const blankRow = (y: number) => {
    for (let x = first; x <= last; x++) if (ink(x, y)) return false;
    return true;
  };
  while (headerEnd < bottom && !blankRow(headerEnd)) headerEnd++;
  // And a little lower: the probe misses the faintest pixels of a line's descenders.
  headerEnd = Math.min(bottom, headerEnd + 2);
  const scale = width / w;
  const split = Math.round(best.x * scale);
  const top = Math.round(headerEnd * scale);
  const regions: Region[] = [];
  if (top > 0) regions.push({ left: 0, top: 0, width, height: top });
  regions.push({ left: 0, top, width: split, height: height - top });
  regions.push({ left: split, top, width: width - split, height: height - top });
  return regions;
}
