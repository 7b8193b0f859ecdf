import { randomUUID } from 'node:crypto';
import { LIVE_LIMITS, LIVE_MESSAGES, type LiveGroceryListEvent, liveScopeOfUser } from '@cookmark/contracts';
import { type EventStream, openEventStream } from '@cookmark/service-kit/testing';
import type { Actors } from './actors.ts';
import { call } from './client.ts';
import { attackSetup, clearRateLimits, type Targets } from './harness.ts';
import { BASE_URL } from './stack-env.ts';

let actors: Actors;
let targets: Targets;
const open: EventStream[] = [];
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Live channel target'));
});
beforeEach(clearRateLimits);
afterEach(async () => {
  const closing = open.splice(0);
  for (const stream of closing) stream.close();
  await Promise.all(closing.map((stream) => stream.ended));
});

async function listen(cookie: string, scope: string, headers: Record<string, string> = {}) {
  const stream = await openEventStream(`${BASE_URL}/api/live?scope=${encodeURIComponent(scope)}`, {
    cookie,
    ...headers,
  });
  open.push(stream);
  return stream;
}

const message = (stream: EventStream) => (JSON.parse(stream.body) as { message: string }).message;

describe('the live channel (GET /api/live) through the gateway', () => {
  it("streams the owner's own changes, uncompressed and unbuffered, as they commit", async () => {
    const stream = await listen(actors.premium.cookie, targets.scope, { 'accept-encoding': 'br, gzip' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-encoding']).toBeUndefined();
    await stream.waitFor((event) => event.type === 'ready');
    const changeId = randomUUID();
    const ticked = await call('POST', `/api/grocery-lists/${targets.list}/changes`, {
      cookie: actors.premium.cookie,
      body: { changes: [{ id: changeId, type: 'check', itemId: 'onion', checked: true }] },
    });
    expect(ticked.status).toBe(200);
    await stream.waitFor(
      (event) =>
        event.type === 'grocery-list' &&
        (JSON.parse(event.data) as LiveGroceryListEvent).changeIds.includes(changeId),
    );
  });

  it("another paying user cannot listen to the owner's scope, by any spelling of it", async () => {
    for (const scope of [
      targets.scope,
      targets.scope.toUpperCase(),
      `${targets.scope} `,
      `household:${actors.premium.id}`,
      'user:*',
      'user:',
      '',
      'user:../../live',
      `user:${'f'.repeat(300)}`,
    ]) {
      const answer = await listen(actors.rival.cookie, scope);
      expect({ scope, status: answer.status }).toEqual({ scope, status: scope.length > 200 ? 400 : 404 });
      expect(answer.body).not.toContain(actors.premium.id);
    }
    expect(message(await listen(actors.rival.cookie, targets.scope))).toBe(LIVE_MESSAGES.scopeNotFound);
  });

  it('is refused from another site, even as a read', async () => {
    const scope = liveScopeOfUser(actors.premium.id);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const answer = await listen(actors.premium.cookie, scope, headers);
      expect({ headers, status: answer.status }).toEqual({ headers, status: 403 });
    }
  });

  it('refuses a hostile Last-Event-ID with 400, and an unknown one with refetch', async () => {
    for (const hostile of ['0-0-0', '-', '1e9-0', '$', '>', "1-0' OR 1=1", '1'.repeat(80), '1-0\r\nx: y']) {
      const header = hostile.replace(/[\r\n]/g, ' ');
      const answer = await listen(actors.premium.cookie, targets.scope, { 'last-event-id': header });
      expect({ hostile, status: answer.status }).toEqual({ hostile, status: 400 });
      expect(message(answer)).toBe(LIVE_MESSAGES.invalidLastEventId);
    }
    const stale = await listen(actors.premium.cookie, targets.scope, { 'last-event-id': '1-0' });
    await stale.waitFor((event) => event.type === 'refetch');
  });

  it('holds at most the bound of connections per user, then 429 with the limit named', async () => {
    for (let i = 0; i < LIVE_LIMITS.connectionsPerUser; i++)
      expect((await listen(actors.rival.cookie, liveScopeOfUser(actors.rival.id))).status).toBe(200);
    const over = await listen(actors.rival.cookie, liveScopeOfUser(actors.rival.id));
    expect(over.status).toBe(429);
    expect(message(over)).toBe(LIVE_MESSAGES.tooManyConnections);
  });
});
