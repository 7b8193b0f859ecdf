import { PARSE_MESSAGES, PHOTO_LIMITS } from '@cookmark/contracts';
import { greyPng, pngBomb, SCRIPTED_SVG } from '@cookmark/infra';
import type { Actors } from './actors.ts';
import { type Answer, call } from './client.ts';
import { clearRateLimits, expectNoInternals, signedInActors } from './harness.ts';
import { BASE_URL } from './stack-env.ts';

/**
 * Issue #33, photo import: the photo a signed-in user sends is checked by its first bytes, its size
 * and the pixels its header claims before anything decodes it; OCR runs in its own worker thread,
 * one photo at a time. (Signed out and cross-site: the route is in routes.ts, so the suite's
 * table-driven attacks cover it.)
 */
let actors: Actors;
beforeAll(async () => {
  actors = await signedInActors();
});
beforeEach(clearRateLimits);

async function readPhoto(body: Buffer, type: string): Promise<Answer & { json: { message?: string } }> {
  const response = await fetch(`${BASE_URL}/api/parse-recipe/photo`, {
    method: 'POST',
    headers: { cookie: actors.attacker.cookie, 'content-type': type },
    body: new Uint8Array(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text,
    headers: response.headers,
    json: JSON.parse(text) as { message?: string },
  };
}

describe('hostile photos of a page', () => {
  it.each([
    [
      'a text file named a PNG',
      () => Buffer.from('Toast\nIngredients\n1 slice bread\nMethod\nToast the bread.'),
      'image/png',
      415,
      PARSE_MESSAGES.photoNotImage,
    ],
    ['an SVG with a script', () => SCRIPTED_SVG, 'image/svg+xml', 415, PARSE_MESSAGES.photoNotImage],
    [
      'a PNG decompression bomb (64 megapixels in kilobytes)',
      () => pngBomb(8000),
      'image/png',
      422,
      PARSE_MESSAGES.photoTooManyPixels,
    ],
    [
      'a header claiming 100,000 × 100,000 pixels',
      () => {
        const png = greyPng(2, 2, 255);
        png.writeUInt32BE(100_000, 16);
        png.writeUInt32BE(100_000, 20);
        return png;
      },
      'image/png',
      422,
      PARSE_MESSAGES.photoTooManyPixels,
    ],
  ])('%s is refused in plain words', async (_what, file, type, status, message) => {
    const answer = await readPhoto(file(), type);
    expect({ status: answer.status, message: answer.json.message }).toEqual({ status, message });
    expectNoInternals(answer);
  });

  it('a file over the size limit is refused before it is read', async () => {
    const answer = await readPhoto(Buffer.alloc(PHOTO_LIMITS.bytes + 1, 0xff), 'image/jpeg');
    expect(answer.status).toBe(413);
  });

  it('a burst of blank pages is read in turn or refused as busy, and the service keeps answering', async () => {
    const blank = greyPng(1200, 1600, 250);
    const answers = await Promise.all(Array.from({ length: 8 }, () => readPhoto(blank, 'image/png')));
    for (const answer of answers) {
      expect([422, 429, 503]).toContain(answer.status);
      expect(answer.json.message).toEqual(expect.any(String));
    }
    expect((await call('GET', '/api/improve-recipe/status')).status).toBe(200);
  });
});
