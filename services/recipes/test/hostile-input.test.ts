import { randomUUID } from 'node:crypto';
import { SAMPLE_RECIPE, startHarness, type Harness, type TestUser } from './helpers.ts';

let h: Harness;
let user: TestUser;

beforeAll(async () => {
  h = await startHarness();
  user = await h.createUser();
});
afterAll(async () => {
  await h.close();
});

/** A bad request is a 400 with a message a person can read, never a 500 or a stack trace. */
function expectClear400(response: { statusCode: number; body: string }, message: RegExp): void {
  expect({ status: response.statusCode, body: response.body }).toEqual({
    status: 400,
    body: expect.stringMatching(message) as unknown,
  });
  expect(response.body).not.toMatch(/at .+\.ts:\d+/);
}

describe('hostile input is refused with a 400, never a 500', () => {
  it.each([
    ['title', { ...SAMPLE_RECIPE, title: 'Soup\u0000' }],
    ['an ingredient', { ...SAMPLE_RECIPE, ingredients: ['1 egg', 'salt\u0000'] }],
    ['a tag', { ...SAMPLE_RECIPE, tags: ['quick\u0000'] }],
    ['a key', { ...SAMPLE_RECIPE, ['x\u0000']: 1 }],
  ])('a NUL character in %s', async (_where, body) => {
    const response = await h.call(user, 'POST', '/api/recipes', body);
    expectClear400(response, /NUL character/);
  });

  it('a NUL character in tag edits', async () => {
    const recipe = await h.createRecipe(user);
    const response = await h.call(user, 'PATCH', `/api/recipes/${recipe.id}`, { tags: ['a\u0000b'] });
    expectClear400(response, /NUL character/);
  });

  it.each(['/api/recipes?tags=%00', '/api/recipes?q=%00', '/api/recipes/%00', '/api/recipes?tags=a%00b'])(
    'a NUL character in the address: %s',
    async (url) => {
      expectClear400(await h.call(user, 'GET', url), /NUL character/);
    },
  );

  it('an impossible date inside a well-formed cursor', async () => {
    const cursor = Buffer.from(JSON.stringify(['0000-13-45T99:99:99.000000Z', randomUUID()])).toString(
      'base64url',
    );
    expectClear400(
      await h.call(user, 'GET', `/api/recipes?cursor=${cursor}`),
      /^\{"message":"Invalid cursor"/,
    );
  });

  it.each([
    ['arrays', `{"title":"x","ingredients":${'['.repeat(100_000)}${']'.repeat(100_000)}}`],
    ['objects', `{"title":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`],
  ])('JSON %s nested 100,000 deep', async (_kind, payload) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload,
    });
    expectClear400(response, /nested too deeply/);
    expect((await h.call(user, 'GET', '/healthz')).statusCode).toBe(200);
  });

  it('a prototype key is refused', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: `{"title":"x","__proto__":{"admin":true},"ingredients":["a"],"instructions":["b"]}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
