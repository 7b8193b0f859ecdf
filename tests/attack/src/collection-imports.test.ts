import { COLLECTION_IMPORT_MESSAGES, type CollectionImportStatus } from '@cookmark/contracts';
import { strToU8, zipSync } from 'fflate';
import type { Actors } from './actors.ts';
import { call } from './client.ts';
import { attackSetup, clearRateLimits, expectRefusal } from './harness.ts';
import { BASE_URL } from './stack-env.ts';

let actors: Actors;
beforeAll(async () => {
  ({ actors } = await attackSetup('Collection target'));
});
beforeEach(clearRateLimits);

const RECIPE = strToU8(
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Smuggled soup',
    recipeIngredient: ['1 cup water'],
    recipeInstructions: ['Boil.'],
  }),
);

/** An upload through the gateway: the file is the body, named by X-File-Name. */
async function upload(cookie: string, body: Uint8Array, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE_URL}/api/collection-imports`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/zip', 'x-file-name': 'export.zip', ...headers },
    body: Buffer.from(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as CollectionImportStatus & { message?: string },
  };
}

async function finished(cookie: string, id: string): Promise<CollectionImportStatus> {
  for (;;) {
    const answer = await call('GET', `/api/collection-imports/${id}`, { cookie });
    const status = answer.json as CollectionImportStatus;
    if (['done', 'refused', 'failed'].includes(status.state)) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const titles = async (cookie: string): Promise<string[]> =>
  (
    (await call('GET', '/api/recipes?limit=100', { cookie })).json as { recipes: { title: string }[] }
  ).recipes.map((r) => r.title);

/** A PNG header saying the picture is 10,000 × 5,000 pixels. */
function hugePngHeader(): Uint8Array {
  const bytes = new Uint8Array(45);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, 10_000);
  new DataView(bytes.buffer).setUint32(20, 5_000);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

describe('hostile archives are refused whole, with a clear message, and import nothing', () => {
  it.each([
    ['a zip bomb', () => zipSync({ 'bomb.json': new Uint8Array(8 * 1024 * 1024) }), /zip bomb/],
    [
      'an entry leading out of the archive',
      () => zipSync({ 'a/recipe.json': RECIPE, '../../etc/x.json': RECIPE }),
      /points outside the archive/,
    ],
    [
      'too many entries',
      () => zipSync(Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`r/${i}.txt`, strToU8('x')]))),
      /too many files/,
    ],
    [
      'a page named as a photo',
      () => zipSync({ 'r/recipe.json': RECIPE, 'r/full.jpg': strToU8('<html><script>alert(1)</script>') }),
      /named as a photo/,
    ],
    [
      'a photo of 50 megapixels',
      () => zipSync({ 'r/recipe.json': RECIPE, 'r/full.png': hugePngHeader() }),
      /too large a photo/,
    ],
    [
      'archives nested four deep',
      () => zipSync({ 'a.zip': zipSync({ 'b.zip': zipSync({ 'c.zip': zipSync({ 'r.json': RECIPE }) }) }) }),
      /nested too deep/,
    ],
  ])('%s', async (_what, archive, message) => {
    const before = await titles(actors.victim.cookie);
    const started = await upload(actors.victim.cookie, archive());
    expect(started.status).toBe(202);
    const status = await finished(actors.victim.cookie, started.json.id);
    expect(status.state).toBe('refused');
    expect(status.message).toMatch(message);
    expect(status.imported).toBe(0);
    expect(await titles(actors.victim.cookie)).toEqual(before);
  });

  it('an upload over 50 MB is refused before it reaches the parser', async () => {
    const answer = await upload(actors.victim.cookie, new Uint8Array(50 * 1024 * 1024 + 1));
    expect({ status: answer.status, body: answer.json }).toEqual({
      status: 413,
      body: { message: COLLECTION_IMPORT_MESSAGES.tooLarge },
    });
  });
});

describe("someone else's import", () => {
  it('is not found by its id for another user, and never shown as theirs', async () => {
    const started = await upload(actors.victim.cookie, zipSync({ 'r/recipe.json': RECIPE }));
    await finished(actors.victim.cookie, started.json.id);
    const theirs = await call('GET', `/api/collection-imports/${started.json.id}`, {
      cookie: actors.attacker.cookie,
    });
    expectRefusal(theirs, 404);
    expect(theirs.body).not.toContain('Smuggled');
    const latest = await call('GET', '/api/collection-imports/latest', { cookie: actors.attacker.cookie });
    expect(latest.body).not.toContain(started.json.id);
    expectRefusal(await call('GET', `/api/collection-imports/${started.json.id}`), 401);
  });

  it('a cross-site page cannot start one', async () => {
    const answer = await upload(actors.victim.cookie, zipSync({ 'r/recipe.json': RECIPE }), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect({ status: answer.status, body: answer.json }).toEqual({
      status: 403,
      body: { message: 'Cross-site request refused' },
    });
  });
});
