import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PARSE_MESSAGES, PHOTO_LIMITS, parseRecipeResponseSchema } from '@cookmark/contracts';
import { pngBomb } from '@cookmark/infra';
import { type Harness, signIn, startHarness } from './helpers.ts';

/**
 * A cookbook page rendered by scripts/page-images.ts ('sans-two-columns': title and facts over the
 * ingredients on the left, the method on the right), saved as a 25 KB JPEG.
 */
const PAGE_PHOTO = readFileSync(path.join(__dirname, 'fixtures', 'photo-dal-two-columns.jpg'));

/** An English page whose amounts are fraction glyphs ('serif-one-column', JPEG quality 70). */
const FRACTIONS_PHOTO = readFileSync(path.join(__dirname, 'fixtures', 'photo-brownies-fractions.jpg'));

/** A French recipe page ('serif-one-column', JPEG quality 70, 40 KB): its accents are read by the French model. */
const FRENCH_PHOTO = readFileSync(path.join(__dirname, 'fixtures', 'photo-gratin-french.jpg'));

const readPhoto = (h: Harness, body: Buffer | string, type: string, cookie?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/parse-recipe/photo',
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    payload: body,
  });

describe('POST /api/parse-recipe/photo', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  test('a photo of a two-column cookbook page gives its recipe, read by OCR then the text reader', async () => {
    const answer = await readPhoto(h, PAGE_PHOTO, 'image/jpeg', await signIn(h));
    expect(answer.statusCode).toBe(200);
    const { recipe, report } = parseRecipeResponseSchema.parse(answer.json());
    expect(recipe.title).toBe('Weeknight Dal');
    expect(recipe.ingredients).toEqual([
      '200 g red lentils',
      '1 onion, chopped',
      '2 tsp curry powder',
      '400 ml coconut milk',
      '1 lime, juiced',
    ]);
    expect(recipe.instructions).toEqual([
      'Fry the onion in a little oil until soft.',
      'Add the lentils, curry powder and coconut milk and simmer for 25 minutes.',
      'Stir in the lime juice and serve with rice.',
    ]);
    expect(recipe.servings).toBe(4);
    expect(report).toMatchObject({
      method: 'photo',
      success: true,
      foundData: { ingredientCount: 5, instructionCount: 3 },
    });
  });

  test('a page in French is read again with the French model: its accented letters are kept', async () => {
    const answer = await readPhoto(h, FRENCH_PHOTO, 'image/jpeg', await signIn(h));
    expect(answer.statusCode).toBe(200);
    const { recipe } = parseRecipeResponseSchema.parse(answer.json());
    expect(recipe.title).toBe('Gratin de pommes de terre');
    // The English model read 'crème fraîche' as 'créme fraiche' and 'râpée' as 'rapée'.
    expect(recipe.ingredients).toEqual([
      '1 kg de pommes de terre',
      "2 gousses d'ail",
      '40 cl de crème fraîche',
      '20 cl de lait entier',
      '1 pincée de noix de muscade râpée',
      '30 g de beurre',
    ]);
    expect(recipe.instructions).toContain(
      'Chauffer la crème et le lait avec la muscade, puis verser sur les pommes de terre dans le plat.',
    );
  });

  test('fraction glyphs are read from their parts: the amounts are as printed, a guessed one named in the report', async () => {
    const answer = await readPhoto(h, FRACTIONS_PHOTO, 'image/jpeg', await signIn(h));
    expect(answer.statusCode).toBe(200);
    const { recipe, report } = parseRecipeResponseSchema.parse(answer.json());
    // The English model reads these glyphs '%', 'Y4', '¥s' or '3'; fraction-glyph.ts finds their parts.
    expect(recipe.ingredients).toEqual([
      '½ cup cocoa powder',
      '1 ½ cups sugar',
      '¼ cup water',
      '⅓ cup oil',
      '2 large eggs',
      '½ teaspoon kosher salt',
    ]);
    // The last glyph's digits make no kitchen fraction on this photo: its '¥' is read as ½ by the repair, and said.
    expect(report.warnings).toContain(
      "A fraction was unclear in one line and read as ½ ('½ teaspoon kosher salt'): check the amounts against the page.",
    );
  });

  test('signed out, the photo is not read', async () => {
    const answer = await readPhoto(h, PAGE_PHOTO, 'image/jpeg');
    expect(answer.statusCode).toBe(401);
  });

  test('files that are not photos of a page are refused in plain words before any OCR', async () => {
    const cookie = await signIn(h);
    for (const [body, type, status, message] of [
      ['Weeknight Dal\n200 g red lentils', 'image/png', 415, PARSE_MESSAGES.photoNotImage],
      ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml', 415, PARSE_MESSAGES.photoNotImage],
      [pngBomb(8000), 'image/png', 422, PARSE_MESSAGES.photoTooManyPixels],
      [Buffer.concat([PAGE_PHOTO.subarray(0, 200)]), 'image/jpeg', 422, PARSE_MESSAGES.photoDamaged],
      [Buffer.alloc(PHOTO_LIMITS.bytes + 10, 0xff), 'image/jpeg', 413, PARSE_MESSAGES.photoTooLarge],
    ] as const) {
      const answer = await readPhoto(h, body, type, cookie);
      expect({ status: answer.statusCode, message: answer.json<{ message: string }>().message }).toEqual({
        status,
        message,
      });
    }
    const json = await h.app.inject({
      method: 'POST',
      url: '/api/parse-recipe/photo',
      headers: { cookie },
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ message: string }>().message).toBe(PARSE_MESSAGES.photoNotImage);
  });
});
