import Fastify from 'fastify';
import {
  findUnstorableText,
  HOSTILE_INPUT_MESSAGES,
  jsonNestingExceeds,
  registerHostileInputGuards,
  withWellFormedText,
} from './hostile-input.ts';

describe('jsonNestingExceeds', () => {
  it('counts arrays and objects opened inside each other', () => {
    expect(jsonNestingExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestingExceeds('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(jsonNestingExceeds('[[],[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside text, escaped quotes included', () => {
    expect(jsonNestingExceeds('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":"say \\"[[[[\\" twice"}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":"ends in a backslash \\\\","b":[[1]]}', 2)).toBe(true);
  });

  it('reads a megabyte of hostile text in one linear pass', () => {
    const quotes = `["${'\\"'.repeat(500_000)}"]`;
    const backslashes = `["${'\\\\'.repeat(500_000)}"]`;
    const started = performance.now();
    expect(jsonNestingExceeds(quotes, 4)).toBe(false);
    expect(jsonNestingExceeds(backslashes, 4)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('findUnstorableText', () => {
  it('finds NUL in any string or key, however deep', () => {
    expect(findUnstorableText({ a: [{ b: ['ok', 'x\u0000'] }] })).toBe('nul');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('nul');
    expect(findUnstorableText({ a: ['no nul', 1, null, true] })).toBe(null);
  });

  it('finds a lone surrogate, high or low, in any string or key, as JSON text parses it', () => {
    for (const json of ['["\\ud800"]', '{"a":{"b":["x\\udfffy"]}}', '{"k\\udbff":1}', '["\\udc00\\ud800"]']) {
      expect([json, findUnstorableText(JSON.parse(json))]).toEqual([json, 'loneSurrogate']);
    }
  });

  it('lets whole characters through, those written as surrogate pairs included', () => {
    expect(findUnstorableText(JSON.parse('["\\ud83c\\udf45 tomato", "crème", "ﬁ"]'))).toBe(null);
    expect(findUnstorableText({ tags: ['🍅', '日本'], map: { '🥕': 'carrot' } })).toBe(null);
  });
});

describe('registerHostileInputGuards', () => {
  async function echo(refuseNul: boolean) {
    const app = Fastify();
    registerHostileInputGuards(app, { refuseNul, parsesJson: true });
    app.post('/echo', async (request) => request.body);
    await app.ready();
    return app;
  }
  const post = (app: Awaited<ReturnType<typeof echo>>, payload: string) =>
    app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

  it('refuses a lone surrogate written as a JSON escape with a 400 naming it, as it refuses NUL', async () => {
    const app = await echo(true);
    const surrogate = await post(app, '{"tags":["soup","\\ud800"]}');
    expect([surrogate.statusCode, surrogate.json<{ message: string }>().message]).toEqual([
      400,
      HOSTILE_INPUT_MESSAGES.loneSurrogate,
    ]);
    const nul = await post(app, '{"tags":["\\u0000"]}');
    expect([nul.statusCode, nul.json<{ message: string }>().message]).toEqual([
      400,
      HOSTILE_INPUT_MESSAGES.nul,
    ]);
    const pair = await post(app, '{"tags":["\\ud83c\\udf45"]}');
    expect([pair.statusCode, pair.json()]).toEqual([200, { tags: ['🍅'] }]);
    await app.close();
  });

  it('lets them through where the service stores no text it is sent', async () => {
    const app = await echo(false);
    expect((await post(app, '{"a":"\\ud800"}')).statusCode).toBe(200);
    await app.close();
  });
});

describe('withWellFormedText', () => {
  it('replaces each lone surrogate in strings and keys with U+FFFD, keeping whole characters', () => {
    const torn = JSON.parse(
      '{"recipe":{"tags":["x\\ud800y","\\ud83c\\udf45"],"map":{"k\\udc00":"\\ud800"}},"n":3}',
    );
    expect(withWellFormedText(torn)).toEqual({
      recipe: { tags: ['x\uFFFDy', '🍅'], map: { 'k\uFFFD': '\uFFFD' } },
      n: 3,
    });
    expect(findUnstorableText(withWellFormedText(torn))).toBe(null);
  });

  it('gives back the very value when there is nothing to repair', () => {
    const whole = { recipe: { title: 'Soup 🍅', tags: ['a'] }, at: new Date(0) };
    expect(withWellFormedText(whole)).toBe(whole);
    expect(withWellFormedText('plain')).toBe('plain');
  });
});
