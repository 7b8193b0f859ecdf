import { LIVE_LIMITS, LIVE_MESSAGES, type LiveGroceryListEvent, liveScopeOfUser } from '@cookmark/contracts';
import { compareEventIds } from '@cookmark/service-kit';
import { type EventStream, listeningUrl, openEventStream } from '@cookmark/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Harness, startHarness, type TestUser } from './helpers.ts';

let h: Harness;
let second: FastifyInstance;
let firstUrl: string;
let secondUrl: string;
const open: EventStream[] = [];

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  firstUrl = listeningUrl(h.app);
  // A second copy of the service on the same stores: any copy serves any subscriber.
  second = await buildApp(h.config, { db: h.db, redis: h.redis, logger: false });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = listeningUrl(second);
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
afterAll(async () => {
  await second.close();
  await h.close();
});

async function listen(
  user: TestUser,
  options: { base?: string; scope?: string; headers?: Record<string, string> } = {},
): Promise<EventStream> {
  const scope = encodeURIComponent(options.scope ?? liveScopeOfUser(user.id));
  const stream = await openEventStream(`${options.base ?? firstUrl}/api/live?scope=${scope}`, {
    cookie: user.cookie,
    ...options.headers,
  });
  open.push(stream);
  return stream;
}

const ready = (stream: EventStream) => stream.waitFor((event) => event.type === 'ready');

async function tick(user: TestUser, listId: string, changeId: string, itemId: string) {
  const response = await h.call(user, 'POST', `/api/grocery-lists/${listId}/changes`, {
    changes: [{ id: changeId, type: 'check', itemId, checked: true }],
  });
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
}

const listChange = (changeId: string) => (event: { type: string; data: string }) =>
  event.type === 'grocery-list' &&
  (JSON.parse(event.data) as LiveGroceryListEvent).changeIds.includes(changeId);

describe('the live channel', () => {
  test('two subscribers of one user both get a change, with the list as it now is', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const [phone, laptop] = [await listen(user), await listen(user)];
    await Promise.all([ready(phone), ready(laptop)]);
    await tick(user, id, 'live-0001', 'onion');
    for (const stream of [phone, laptop]) {
      const event = JSON.parse((await stream.waitFor(listChange('live-0001'))).data) as LiveGroceryListEvent;
      expect(event.listId).toBe(id);
      const onion = event.list?.items.flatMap((group) => group.items).find((item) => item.id === 'onion');
      expect(onion?.checked).toBe(true);
    }
    expect(phone.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  });

  test('a subscriber reconnecting with Last-Event-ID is sent the missed events in order, then live ones', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const first = await listen(user);
    await ready(first);
    await tick(user, id, 'resume-1', 'onion');
    const seen = await first.waitFor(listChange('resume-1'));
    first.close();
    await tick(user, id, 'resume-2', 'parsley');
    await tick(user, id, 'resume-3', 'milk');
    const again = await listen(user, { headers: { 'last-event-id': seen.id ?? '' } });
    await ready(again);
    await tick(user, id, 'resume-4', 'onion');
    await again.waitFor(listChange('resume-4'));
    const changes = again.events
      .filter((event) => event.type === 'grocery-list')
      .map((event) => (JSON.parse(event.data) as LiveGroceryListEvent).changeIds[0]);
    expect(changes).toEqual(['resume-2', 'resume-3', 'resume-4']);
    const ids = again.events.flatMap((event) => (event.id ? [event.id] : []));
    expect([...ids].sort(compareEventIds)).toEqual(ids);
  });

  test('an event id older than any kept, or yet to come, is answered with refetch', async () => {
    const user = await h.createUser();
    await h.createList(user);
    const old = await listen(user, { headers: { 'last-event-id': '1-0' } });
    await old.waitFor((event) => event.type === 'refetch');
    const future = await listen(user, { headers: { 'last-event-id': '999999999999999-0' } });
    await future.waitFor((event) => event.type === 'refetch');
  });

  test("another user's subscriber gets nothing of the change, and cannot listen to the owner's scope", async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    const { id } = await h.createList(owner);
    const otherStream = await listen(other);
    const ownerStream = await listen(owner);
    await Promise.all([ready(otherStream), ready(ownerStream)]);
    await tick(owner, id, 'private-1', 'onion');
    await ownerStream.waitFor(listChange('private-1'));
    // The other user's own change comes after the owner's: had the owner's reached them, it came first.
    const { id: otherList } = await h.createList(other);
    await tick(other, otherList, 'private-2', 'onion');
    await otherStream.waitFor(listChange('private-2'));
    expect(otherStream.events.filter(listChange('private-1'))).toEqual([]);

    const refused = await listen(other, { scope: liveScopeOfUser(owner.id) });
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toEqual({ message: LIVE_MESSAGES.scopeNotFound });
  });

  test('two copies of the service, each with its own subscriber, both deliver a change made through either', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const onFirst = await listen(user, { base: firstUrl });
    const onSecond = await listen(user, { base: secondUrl });
    await Promise.all([ready(onFirst), ready(onSecond)]);
    await tick(user, id, 'copies-1', 'onion');
    const bySecond = await second.inject({
      method: 'POST',
      url: `/api/grocery-lists/${id}/changes`,
      headers: { cookie: user.cookie },
      payload: { changes: [{ id: 'copies-2', type: 'check', itemId: 'milk', checked: true }] },
    });
    expect(bySecond.statusCode).toBe(200);
    for (const stream of [onFirst, onSecond]) {
      await stream.waitFor(listChange('copies-1'));
      await stream.waitFor(listChange('copies-2'));
    }
  });

  test('a deleted list and a renamed one are sent too', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const stream = await listen(user);
    await ready(stream);
    expect((await h.call(user, 'PATCH', `/api/grocery-lists/${id}`, { name: 'Renamed' })).statusCode).toBe(
      200,
    );
    expect((await h.call(user, 'DELETE', `/api/grocery-lists/${id}`)).statusCode).toBe(200);
    const deleted = await stream.waitFor(
      (event) =>
        event.type === 'grocery-list' && (JSON.parse(event.data) as LiveGroceryListEvent).list === null,
    );
    const renamed = stream.events.find(
      (event) =>
        event.type === 'grocery-list' &&
        (JSON.parse(event.data) as LiveGroceryListEvent).list?.name === 'Renamed',
    );
    expect(renamed).toBeDefined();
    expect(JSON.parse(deleted.data)).toMatchObject({ listId: id, list: null });
  });

  test('a user has at most the bound of connections, across copies; a closed one frees its place', async () => {
    const user = await h.createUser();
    const streams: EventStream[] = [];
    for (let i = 0; i < LIVE_LIMITS.connectionsPerUser; i++) {
      const stream = await listen(user, { base: i % 2 === 0 ? firstUrl : secondUrl });
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const refused = await listen(user, { base: secondUrl });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ message: LIVE_MESSAGES.tooManyConnections });
    const closing = streams[0] as EventStream;
    closing.close();
    await closing.ended;
    // The server lets go once it sees the connection close: a new one is taken then.
    let again = await listen(user);
    while (again.status === 429) {
      await new Promise((resolve) => setImmediate(resolve));
      again = await listen(user);
    }
    expect(again.status).toBe(200);
  });

  test('when the service loses its subscription to Redis, its streams end and the client resumes without a gap', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const stream = await listen(user);
    await ready(stream);
    await tick(user, id, 'lost-0001', 'onion');
    const seen = await stream.waitFor(listChange('lost-0001'));
    // This process's subscriber connections (both copies'), cut as a network failure would.
    const clients = String(await h.redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const ours = clients.split('\n').filter((line) => line.includes(`name=live-subscriber-${process.pid} `));
    expect(ours.length).toBeGreaterThan(0);
    for (const line of ours) await h.redis.call('CLIENT', 'KILL', 'ID', /\bid=(\d+)/.exec(line)?.[1] ?? '');
    await stream.ended;
    await tick(user, id, 'lost-0002', 'milk');
    const resumed = await listen(user, { headers: { 'last-event-id': seen.id ?? '' } });
    await resumed.waitFor(listChange('lost-0002'));
  });

  test('signing out ends the stream at its next heartbeat', async () => {
    // A copy of its own with a short heartbeat: the check runs at each.
    const quick = await buildApp(
      { ...h.config, LIVE_HEARTBEAT_MS: 100 },
      { db: h.db, redis: h.redis, logger: false },
    );
    await quick.listen({ port: 0, host: '127.0.0.1' });
    try {
      const user = await h.createUser();
      const stream = await listen(user, { base: listeningUrl(quick) });
      await ready(stream);
      const sid = decodeURIComponent(user.cookie.split('=')[1] ?? '').split('.')[0];
      expect(await h.redis.del(`sess:${sid}`)).toBe(1);
      await stream.ended;
    } finally {
      await quick.close();
    }
  });

  test('signed out, a free user, a malformed scope and a hostile Last-Event-ID are refused', async () => {
    const free = await h.createUser({ premium: false });
    const user = await h.createUser();
    const signedOut = await openEventStream(`${firstUrl}/api/live?scope=${liveScopeOfUser(user.id)}`);
    expect(signedOut.status).toBe(401);
    expect((await listen(free)).status).toBe(403);
    expect((await listen(user, { scope: 'user:../../etc' })).status).toBe(404);
    for (const hostile of ['-1', '1-2-3', 'abc', '9'.repeat(40) + '-0', '$', '+']) {
      const answer = await listen(user, { headers: { 'last-event-id': hostile } });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ message: LIVE_MESSAGES.invalidLastEventId });
    }
  });
});
