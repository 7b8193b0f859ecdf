import { PHOTO_LIMITS, PHOTO_MESSAGES, type RecipePhoto } from '@cookmark/contracts';
import { greyPng, pngBomb, pngPolyglot, POLYGLOT_PAYLOAD, SCRIPTED_SVG } from '@cookmark/infra';
import type { Actors } from './actors.ts';
import { call } from './client.ts';
import { attackSetup, clearRateLimits, expectNoInternals, expectRefusal, type Targets } from './harness.ts';
import { BASE_URL } from './stack-env.ts';

let actors: Actors;
let targets: Targets;
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Photo target'));
});
beforeEach(clearRateLimits);

/** A photo upload through the gateway: the file is the body, under any Content-Type the sender chose. */
async function upload(cookie: string, body: Buffer, type: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}/api/recipe-photos/${targets.recipe}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': type, ...headers },
    body: new Uint8Array(body),
  });
  const text = await response.text();
  const json = JSON.parse(text) as { message?: string; photo?: RecipePhoto };
  return { status: response.status, body: text, headers: response.headers, json };
}

const photoOfVictimsRecipe = async () =>
  (
    (await call('GET', `/api/recipes/${targets.recipe}`, { cookie: actors.victim.cookie })).json as {
      photo: RecipePhoto | null;
    }
  ).photo;

describe('hostile photo files, sent by the owner', () => {
  it.each([
    [
      'a PNG decompression bomb (64 megapixels in kilobytes)',
      () => pngBomb(8000),
      'image/png',
      422,
      PHOTO_MESSAGES.tooManyPixels,
    ],
    ['an SVG with a script', () => SCRIPTED_SVG, 'image/svg+xml', 415, PHOTO_MESSAGES.notImage],
    [
      'an HTML page named a JPEG',
      () => Buffer.from('<html><script>alert(1)</script>'),
      'image/jpeg',
      415,
      PHOTO_MESSAGES.notImage,
    ],
    [
      'a file over the limit',
      () => Buffer.alloc(PHOTO_LIMITS.bytes + 1, 0xff),
      'image/jpeg',
      413,
      PHOTO_MESSAGES.tooLarge,
    ],
  ])('%s is refused in plain words and changes nothing', async (_what, file, type, status, message) => {
    const before = await photoOfVictimsRecipe();
    const answer = await upload(actors.victim.cookie, file(), type);
    expect({ status: answer.status, body: answer.json }).toEqual({ status, body: { message } });
    expect(await photoOfVictimsRecipe()).toEqual(before);
  });

  it('a PNG polyglot is kept only as the image it is: the served file is WebP, never the script, and never sniffed', async () => {
    const answer = await upload(actors.victim.cookie, pngPolyglot(), 'text/html');
    expect(answer.status).toBe(200);
    const photo = answer.json.photo as RecipePhoto;
    for (const path of [`/photos/${photo.key}-${photo.widths[0]}.webp`, `/photos/${photo.key}.jpg`]) {
      const file = await fetch(`${BASE_URL}${path}`);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(bytes.includes(POLYGLOT_PAYLOAD)).toBe(false);
    }
  });
});

describe("someone else's recipe's photo", () => {
  it('another user, a signed-out caller and a cross-site page cannot add one', async () => {
    const before = await photoOfVictimsRecipe();
    const image = greyPng(50, 50);
    expectRefusal(await upload(actors.attacker.cookie, image, 'image/png'), 404);
    expectRefusal(await upload('', image, 'image/png'), 401);
    const crossSite = await upload(actors.victim.cookie, image, 'image/png', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect({ status: crossSite.status, body: crossSite.json }).toEqual({
      status: 403,
      body: { message: 'Cross-site request refused' },
    });
    expect(await photoOfVictimsRecipe()).toEqual(before);
  });

  it('a guessed or path-like file name serves nothing', async () => {
    for (const path of [
      `/photos/${'0'.repeat(32)}-320.webp`,
      '/photos/..%2F..%2Fetc%2Fpasswd',
      '/photos/%2e%2e/%2e%2e/package.json',
      `/photos/${'a'.repeat(32)}.png`,
    ]) {
      const answer = await call('GET', path);
      // A dot-segment path leaves /photos: the web app's page answers it (200, HTML), never a file.
      if (answer.status === 200) expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      else expect([400, 404]).toContain(answer.status);
      expect(answer.headers.get('content-type')).not.toMatch(/^image\//);
      expect(answer.body).not.toMatch(/"dependencies"|root:x:0/);
      expectNoInternals(answer);
    }
  });

  it('an import cannot make the server fetch a private address', async () => {
    for (const url of [
      'http://127.0.0.1:4202/healthz',
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
    ]) {
      const answer = await call('POST', `/api/recipe-photos/${targets.recipe}/import`, {
        cookie: actors.victim.cookie,
        body: { url },
      });
      expect(answer.status).toBe(422);
      expectRefusal(answer, 422);
    }
  });
});
