/**
 * The parts of a printed vulgar fraction ('½', '¼', '⅔'): tesseract's English model has no reading
 * for these glyphs (it reads '%', '¥:', 'Ya', or a wrong fraction), but their parts are plain digits
 * set small: a numerator above left, a slash, a denominator below right. Given the grey pixels of a
 * small strip that starts at the glyph, this finds the three parts as connected ink, so the
 * numerator and denominator can be read as digits on their own (photo-reader.ts).
 *
 * Pure code over a bounded strip (at most MAX_STRIP_PIXELS): no image library here.
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface FractionParts {
  numerator: Box;
  denominator: Box;
  /** The glyph's right edge in the strip: what follows it is the rest of the word. */
  right: number;
  /** Whether the numerator is the strip's first ink (no whole number's digit before it). */
  opensStrip: boolean;
}

/** A strip larger than this is not a fraction glyph (and bounds the work). */
export const MAX_STRIP_PIXELS = 200 * 200;

interface Component extends Box {
  area: number;
  /** Mean x of the top and bottom rows' ink: a slash leans right as it rises. */
  topX: number;
  bottomX: number;
  /** The leftmost ink of the bottom fifth: a slash's foot, even where a digit touches it. */
  bottomLeft: number;
}

/**
 * The darkness that parts ink from paper, `level` of the way from the strip's darkest to its
 * lightest grey (-1 for a strip with no contrast).
 */
function inkThreshold(pixels: Uint8Array, level: number): number {
  let min = 255;
  let max = 0;
  for (const p of pixels) {
    if (p < min) min = p;
    if (p > max) max = p;
  }
  return max - min < 60 ? -1 : min + level * (max - min);
}

/** The strip's connected ink (8-connected), each as its bounding box, area and lean. */
export function components(pixels: Uint8Array, width: number, height: number, level = 0.6): Component[] {
  const threshold = inkThreshold(pixels, level);
  if (threshold < 0) return [];
  const label = new Int32Array(width * height).fill(-1);
  const found: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < width * height; start++) {
    if (label[start] !== -1 || (pixels[start] as number) >= threshold) continue;
    const id = found.length;
    const c: Component = {
      x0: width,
      y0: height,
      x1: -1,
      y1: -1,
      area: 0,
      topX: 0,
      bottomX: 0,
      bottomLeft: width,
    };
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      c.area++;
      c.x0 = Math.min(c.x0, x);
      c.x1 = Math.max(c.x1, x);
      c.y0 = Math.min(c.y0, y);
      c.y1 = Math.max(c.y1, y);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (label[j] === -1 && (pixels[j] as number) < threshold) {
            label[j] = id;
            stack.push(j);
          }
        }
    }
    found.push(c);
  }
  // The lean: the mean x of the ink in the top and the bottom fifth of each component.
  const sums = found.map(() => ({ top: 0, topN: 0, bottom: 0, bottomN: 0 }));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const id = label[y * width + x] as number;
      if (id < 0) continue;
      const c = found[id] as Component;
      const s = sums[id] as { top: number; topN: number; bottom: number; bottomN: number };
      const band = Math.max(1, Math.round((c.y1 - c.y0 + 1) / 5));
      if (y < c.y0 + band) {
        s.top += x;
        s.topN++;
      } else if (y > c.y1 - band) {
        s.bottom += x;
        s.bottomN++;
        c.bottomLeft = Math.min(c.bottomLeft, x);
      }
    }
  found.forEach((c, id) => {
    const s = sums[id] as { top: number; topN: number; bottom: number; bottomN: number };
    c.topX = s.topN ? s.top / s.topN : c.x0;
    c.bottomX = s.bottomN ? s.bottom / s.bottomN : c.x0;
  });
  // Specks of noise are not ink.
  return found.filter((c) => c.area >= 4).sort((a, b) => a.x0 - b.x0);
}

const centreY = (b: Box) => (b.y0 + b.y1) / 2;
const heightOf = (b: Box) => b.y1 - b.y0 + 1;

/**
 * The numerator, slash and denominator of a fraction glyph at the left of the strip, or null when
 * the ink there is not shaped so: a slash (tall, leaning right as it rises), with small ink whose
 * middle is above the slash's middle just left of its top, and small ink whose middle is below it
 * right of its bottom.
 */
export function fractionParts(pixels: Uint8Array, width: number, height: number): FractionParts | null {
  if (width <= 0 || height <= 0 || width * height > MAX_STRIP_PIXELS || pixels.length !== width * height)
    return null;
  // Faint strokes (a '4''s diagonal) break apart at a dark threshold; at a light one, a digit can
  // touch the slash (a serif '2'): the levels are tried in turn, the first pair of like digits kept.
  for (const level of INK_LEVELS) {
    const parts = partsAt(components(pixels, width, height, level));
    if (parts && likeSizes(parts.numerator, parts.denominator)) return parts;
  }
  return touchingDenominator(pixels, width, height);
}

/**
 * A denominator that touches the slash (one piece of ink with it at every level): the ink right of
 * the slash's line and below its middle, the line drawn from the slash's foot to its top, within
 * the piece's own right edge (the next letter, closer than a gutter after a serif glyph, is not in it).
 */
function touchingDenominator(pixels: Uint8Array, width: number, height: number): FractionParts | null {
  const level = INK_LEVELS[0] as number;
  const ink = components(pixels, width, height, level);
  const threshold = inkThreshold(pixels, level);
  const tallest = Math.max(0, ...ink.map(heightOf));
  for (const [i, slash] of ink.slice(0, 4).entries()) {
    const h = heightOf(slash);
    if (h < 0.6 * tallest || tallest < 6 || slash.topX - slash.bottomLeft < 0.4 * h) continue;
    const middle = centreY(slash);
    const numerator = ink.filter(
      (c, j) => j !== i && heightOf(c) <= 0.75 * h && centreY(c) < middle && c.x0 < slash.topX,
    );
    if (!numerator.length) continue;
    const lineX = (y: number) =>
      slash.bottomLeft +
      ((slash.topX - slash.bottomLeft) * (slash.y1 - y)) / Math.max(1, slash.y1 - slash.y0);
    const band = Math.max(2.5, 0.2 * h);
    const den: Box = { x0: width, y0: height, x1: -1, y1: -1 };
    for (let y = Math.ceil(middle); y <= slash.y1; y++)
      for (let x = 0; x <= Math.min(width - 1, slash.x1); x++) {
        if ((pixels[y * width + x] as number) >= threshold || x <= lineX(y) + band) continue;
        den.x0 = Math.min(den.x0, x);
        den.y0 = Math.min(den.y0, y);
        den.x1 = Math.max(den.x1, x);
        den.y1 = Math.max(den.y1, y);
      }
    const num = union(numerator);
    if (den.x1 < 0 || !likeSizes(num, den)) continue;
    return glyph(ink, slash, num, den);
  }
  return null;
}

/** The boxes' union. */
function union(boxes: Box[]): Box {
  return {
    x0: Math.min(...boxes.map((c) => c.x0)),
    y0: Math.min(...boxes.map((c) => c.y0)),
    x1: Math.max(...boxes.map((c) => c.x1)),
    y1: Math.max(...boxes.map((c) => c.y1)),
  };
}

/** The parts found, with where the glyph ends and whether its numerator is the strip's first ink. */
function glyph(ink: Component[], slash: Component, numerator: Box, denominator: Box): FractionParts {
  return {
    numerator,
    denominator,
    right: Math.max(slash.x1, denominator.x1),
    opensStrip: numerator.x0 <= Math.min(...ink.map((c) => c.x0)) + 1,
  };
}

/** Where the strip's grey turns to ink, as a share of the way from its darkest to its lightest grey. */
const INK_LEVELS = [0.6, 0.4, 0.75];

/** A numerator and denominator are digits of one size: neither under 60% of the other's height. */
function likeSizes(a: Box, b: Box): boolean {
  return Math.min(heightOf(a), heightOf(b)) >= 0.6 * Math.max(heightOf(a), heightOf(b));
}

function partsAt(ink: Component[]): FractionParts | null {
  const tallest = Math.max(0, ...ink.map(heightOf));
  if (tallest < 6) return null;
  for (const [i, slash] of ink.entries()) {
    if (i > 3) break;
    const h = heightOf(slash);
    if (h < 0.6 * tallest) continue;
    const lean = slash.topX - slash.bottomX;
    if (lean < 0.25 * h) continue;
    const middle = centreY(slash);
    const small = (c: Component) => heightOf(c) <= 0.75 * h && c !== slash;
    const numerator = ink.filter(
      (c) => small(c) && centreY(c) < middle && c.x0 < slash.topX && c.x1 > slash.x0 - h,
    );
    // The denominator starts under the slash's upper half; ink further right is the next letter.
    const denominator = ink.filter(
      (c) => small(c) && centreY(c) > middle && c.x1 > slash.bottomX && c.x0 < slash.x1 + 0.2 * h,
    );
    if (!numerator.length || !denominator.length) continue;
    return glyph(ink, slash, union(numerator), union(denominator));
  }
  return null;
}

const VULGAR: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
  '1/5': '⅕',
  '1/6': '⅙',
};

/** The glyph for a numerator and denominator read as digits, or null when no kitchen fraction is so written. */
export function vulgarFraction(numerator: string, denominator: string): string | null {
  return VULGAR[`${numerator}/${denominator}`] ?? null;
}
