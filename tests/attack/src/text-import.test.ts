import { PARSE_MESSAGES, PASTED_TEXT_MAX } from '@cookmark/contracts';
import type { Actors } from './actors.ts';
import { call } from './client.ts';
import { clearRateLimits, expectRefusal, signedInActors } from './harness.ts';

/**
 * Issue #33, plain-text import: the text a signed-in user pastes is read in the parser's reading
 * threads, so no text, however large or shaped to cost the most, stalls the service; what is over
 * the limits is refused with the spec's wording before it is read. (Signed out, cross-site and
 * hostile JSON bodies: the route is in routes.ts, so the suite's table-driven attacks cover it.)
 */
let actors: Actors;
beforeAll(async () => {
  actors = await signedInActors();
});

const readText = (body: unknown) =>
  call('POST', '/api/parse-recipe/text', { cookie: actors.attacker.cookie, body });

describe('pasted recipe text', () => {
  it('over the limit is refused with its message, and a body far over it before it is read', async () => {
    await clearRateLimits();
    const long = await readText({ text: 'x'.repeat(PASTED_TEXT_MAX + 1) });
    expect({ status: long.status, json: long.json }).toMatchObject({
      status: 400,
      json: { message: PARSE_MESSAGES.textTooLarge },
    });
    const huge = await readText({ text: 'x'.repeat(PASTED_TEXT_MAX * 20) });
    expectRefusal(huge, 413);
  });

  it('shaped to cost the most is read (or refused with a message), and the service keeps answering', async () => {
    await clearRateLimits();
    const hostile = [
      'a\n'.repeat(PASTED_TEXT_MAX / 2),
      '1. x\n'.repeat(PASTED_TEXT_MAX / 5),
      'and the onions go into the pan with the garlic and\n'.repeat(PASTED_TEXT_MAX / 52),
      '\u0000'.repeat(PASTED_TEXT_MAX),
    ];
    const answers = await Promise.all(hostile.map((text) => readText({ text })));
    for (const answer of answers) {
      expect(answer.status).not.toBeGreaterThanOrEqual(500);
      if (answer.status !== 200) expectRefusal(answer, answer.status);
    }
    expect((await call('GET', '/api/improve-recipe/status')).status).toBe(200);
  });
});
