import { fractionParts, MAX_STRIP_PIXELS, vulgarFraction } from './fraction-glyph.ts';

const W = 40;
const H = 26;

/** A strip of paper (grey 235) with ink (grey 40) drawn by `draw`. */
function strip(draw: (ink: (x: number, y: number) => void) => void, width = W, height = H): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(235);
  draw((x, y) => {
    if (x >= 0 && y >= 0 && x < width && y < height) pixels[Math.round(y) * width + Math.round(x)] = 40;
  });
  return pixels;
}

const rect = (ink: (x: number, y: number) => void, x0: number, y0: number, x1: number, y1: number) => {
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) ink(x, y);
};

/** A slash two pixels thick from (x0, bottom) up to (x1, top). */
const slash = (ink: (x: number, y: number) => void, x0: number, x1: number, top: number, bottom: number) => {
  for (let y = top; y <= bottom; y++) {
    const x = x1 - ((x1 - x0) * (y - top)) / (bottom - top);
    ink(x, y);
    ink(x + 1, y);
  }
};

/** '½' as print sets it: a small '1' up left, a slash, a small '2' (a box outline here) down right, then a letter. */
const HALF = strip((ink) => {
  rect(ink, 4, 2, 5, 10); // the numerator's stem
  rect(ink, 2, 3, 4, 3); // its flag
  slash(ink, 8, 20, 1, 23);
  rect(ink, 19, 14, 25, 14); // the denominator's top,
  rect(ink, 25, 14, 25, 18); // right side,
  rect(ink, 19, 18, 25, 18); // middle,
  rect(ink, 19, 18, 19, 22); // left side
  rect(ink, 19, 22, 25, 22); // and foot
  rect(ink, 33, 15, 37, 22); // the next letter ('c' of 'cup'), further right
});

describe('the parts of a fraction glyph', () => {
  test('a numerator above left of a slash and a denominator below right of it are found, the next letter left out', () => {
    const parts = fractionParts(HALF, W, H);
    expect(parts).not.toBeNull();
    expect(parts?.numerator).toEqual({ x0: 2, y0: 2, x1: 5, y1: 10 });
    expect(parts?.denominator).toEqual({ x0: 19, y0: 14, x1: 25, y1: 22 });
    // The glyph ends with its denominator: what follows is the rest of the word.
    expect(parts?.right).toBe(25);
    expect(parts?.opensStrip).toBe(true);
  });

  test("after a whole number's digit ('1½'), the glyph is found and its numerator is not the strip's first ink", () => {
    const wide = 48;
    const oneAndHalf = strip(
      (ink) => {
        rect(ink, 1, 1, 3, 23); // the whole number '1', full height
        rect(ink, 12, 2, 13, 10);
        slash(ink, 16, 28, 1, 23);
        rect(ink, 27, 14, 33, 22);
      },
      wide,
      H,
    );
    const parts = fractionParts(oneAndHalf, wide, H);
    expect(parts?.numerator).toEqual({ x0: 12, y0: 2, x1: 13, y1: 10 });
    expect(parts?.opensStrip).toBe(false);
  });

  test('a denominator touching the slash (one piece of ink with it, as a serif ½ prints) is found right of its line', () => {
    const touching = strip((ink) => {
      rect(ink, 4, 2, 5, 10);
      slash(ink, 8, 20, 1, 23);
      rect(ink, 12, 14, 19, 14); // the '2' top bar runs into the slash
      rect(ink, 19, 14, 19, 18);
      rect(ink, 14, 18, 19, 18);
      rect(ink, 14, 18, 14, 22);
      rect(ink, 14, 22, 19, 22);
    });
    const parts = fractionParts(touching, W, H);
    expect(parts?.numerator).toEqual({ x0: 4, y0: 2, x1: 5, y1: 10 });
    expect(parts?.denominator).toMatchObject({ y0: 14, x1: 19, y1: 22 });
    // The slash's own pixels are left out of it.
    expect(parts?.denominator.x0).toBeGreaterThan(13);
  });

  test('ink not shaped so is no fraction: a letter, a digit, a blank strip, an upright stroke', () => {
    const letter = strip((ink) => rect(ink, 3, 8, 12, 22));
    expect(fractionParts(letter, W, H)).toBeNull();
    const one = strip((ink) => rect(ink, 5, 2, 7, 22));
    expect(fractionParts(one, W, H)).toBeNull();
    expect(fractionParts(new Uint8Array(W * H).fill(235), W, H)).toBeNull();
    // A slash alone (a '/' between words) has no numerator and denominator.
    expect(
      fractionParts(
        strip((ink) => slash(ink, 8, 20, 1, 23)),
        W,
        H,
      ),
    ).toBeNull();
  });

  test('a strip larger than a glyph, or pixels that do not fit its size, are not looked at', () => {
    const side = Math.ceil(Math.sqrt(MAX_STRIP_PIXELS)) + 1;
    expect(fractionParts(new Uint8Array(side * side).fill(235), side, side)).toBeNull();
    expect(fractionParts(HALF, W + 1, H)).toBeNull();
  });
});

describe('a fraction from its digits', () => {
  test('the kitchen fractions are written as their glyphs; other digit pairs are none', () => {
    expect(vulgarFraction('1', '2')).toBe('½');
    expect(vulgarFraction('3', '4')).toBe('¾');
    expect(vulgarFraction('1', '8')).toBe('⅛');
    expect(vulgarFraction('2', '3')).toBe('⅔');
    // '%' has the same parts ('o', slash, 'o'): read as digits it is '0/0', no fraction.
    expect(vulgarFraction('0', '0')).toBeNull();
    expect(vulgarFraction('4', '1')).toBeNull();
  });
});
