/**
 * `npm run bench:live`: the live channel under load (issue #32). The whole stack on its own ports,
 * database and Redis index (5), with two copies of every service behind the gateway; 50 households
 * of 4 members, made as people make them (sign-up, the owner creates the household and invites by
 * e-mail, each invited member takes the link from the stack's mail catcher and accepts); the owner
 * pays (one Premium covers the household) and makes one grocery list, which the household shares.
 * Every member has one live connection open through the gateway (200 subscribers, spread over both
 * copies of the grocery service). 20 changes a second, each a tick on a household's list sent
 * through the gateway by one of its members in turn (from a device of its own). Prints, from each
 * change's commit (the `committedAt` its event carries) to its arrival on the *other* members'
 * screens, p50/p95/p99/max, and how many arrivals were lost (never came, or came out of order).
 *
 *   npm run bench:live                                   # 50 households × 4, 20 changes/s, 30 s
 *   npm run bench:live -- --households 10 --members 3 --rate 5 --seconds 10
 *
 * A benchmark, not a test: it prints figures; the load generator runs on the same machine (its own
 * event loop reads all 200 streams, so a busy generator adds to the figures).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { HOUSEHOLD_LIMITS, type LiveGroceryListEvent } from '@cookmark/contracts';
import { startScratchStack } from '@cookmark/infra';
import { compareEventIds } from '@cookmark/service-kit';
import { type EventStream, openEventStream } from '@cookmark/service-kit/testing';
import pg from 'pg';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const HOUSEHOLDS = arg('households', 50);
const MEMBERS = Math.min(arg('members', 4), HOUSEHOLD_LIMITS.members);
const RATE = arg('rate', 20);
const SECONDS = arg('seconds', 30);
/** How long after the last change the run waits for arrivals before counting the rest as lost. */
const GRACE_MS = 10_000;
const ITEMS = Array.from({ length: 20 }, (_, i) => `item-${i}`);
const root = resolve(import.meta.dirname, '..');
const PORTS = {
  gateway: 4700,
  auth: 4701,
  recipes: 4702,
  parser: 4703,
  grocery: 4704,
  billing: 4705,
  smtp: 4725,
  mailHttp: 4780,
  stripe: 4711,
};
const REDIS_URL = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379/5';
const BASE = `http://127.0.0.1:${PORTS.gateway}`;

interface Account {
  id: string;
  email: string;
  address: string;
  cookie: string;
}

interface Member extends Account {
  /** The member's open screen: one live connection to their own scope. */
  stream: EventStream;
}

interface Household {
  members: Member[];
  listId: string;
}

async function call(
  user: Pick<Account, 'address'> & { cookie?: string },
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    origin: BASE,
    'x-forwarded-for': user.address,
    'content-type': 'application/json',
  };
  if (user.cookie) headers['cookie'] = user.cookie;
  const payload = method === 'GET' ? undefined : JSON.stringify(body ?? {});
  const response = await fetch(`${BASE}${path}`, { method, headers, body: payload });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function signUp(i: number): Promise<Account> {
  const address = `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`;
  const email = `live.${i}@example.com`;
  const response = await call({ address }, 'POST', '/api/auth/signup', {
    email,
    password: 'Saffron-Risotto-42',
    firstName: 'Live',
    lastName: `User ${i}`,
  });
  const { id } = (await response.json()) as { id: string };
  return { id, email, address, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! };
}

/** The household invite links the stack's mail catcher holds, by the address they were sent to. */
async function inviteTokens(): Promise<Map<string, string>> {
  const mails = (await (await fetch(`http://127.0.0.1:${PORTS.mailHttp}/messages`)).json()) as {
    to: string[];
    links: string[];
  }[];
  const tokens = new Map<string, string>();
  for (const mail of mails) {
    const link = mail.links.find((l) => l.includes('/household/join?token='));
    if (link) for (const to of mail.to) tokens.set(to, new URL(link).searchParams.get('token') ?? '');
  }
  return tokens;
}

/** Waits for each address's invite e-mail (sent by auth's mail queue), at most a minute. */
async function awaitInvites(emails: string[]): Promise<Map<string, string>> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const tokens = await inviteTokens();
    if (emails.every((email) => tokens.has(email.toLowerCase()))) return tokens;
    if (Date.now() > deadline) throw new Error('invite e-mails did not all arrive within a minute');
    await new Promise((wake) => setTimeout(wake, 250));
  }
}

/** The payers' Premium: the subscription rows billing would write after each one's checkout. */
async function makePremium(databaseUrl: string, payerIds: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into billing.customers (user_id, stripe_customer_id)
     select id, 'cus_live_' || id from auth.users where id = any($1::uuid[])`,
    [payerIds],
  );
  await client.query(
    `insert into billing.subscriptions (stripe_subscription_id, user_id, stripe_customer_id, status,
       billing_interval, amount, currency, current_period_end, stripe_created_at, stripe_price_id)
     select 'sub_live_' || id, id, 'cus_live_' || id, 'active', 'year', 1999, 'usd',
       now() + interval '1 year', now(), 'price_yearly' from auth.users where id = any($1::uuid[])`,
    [payerIds],
  );
  await client.end();
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** Households as people make them: created, invited by e-mail, joined through the e-mailed link. */
async function makeHouseholds(accounts: Account[][]): Promise<void> {
  for (const [n, [owner, ...invited]] of accounts.entries()) {
    const created = await call(owner!, 'POST', '/api/household', { name: `Live house ${n}` });
    const { household } = (await created.json()) as { household: { id: string } };
    for (const person of invited)
      await call(owner!, 'POST', `/api/household/${household.id}/invites`, { email: person.email });
  }
  const tokens = await awaitInvites(accounts.flatMap(([, ...invited]) => invited.map((p) => p.email)));
  for (const [, ...invited] of accounts)
    for (const person of invited)
      await call(person, 'POST', '/api/household/invites/accept', {
        token: tokens.get(person.email.toLowerCase()),
      });
}

async function main(): Promise<void> {
  console.log(`Starting the stack, two copies of each service (gateway on ${PORTS.gateway}) ...`);
  const stack = await startScratchStack({
    database: 'cookmark_bench_live',
    root,
    ports: PORTS,
    copies: 2,
    copyPortOffset: 50,
    redisUrl: REDIS_URL,
    log: (line) => {
      if (/\b(error|fatal|exited)\b/i.test(line)) console.error(line);
    },
  });
  const households: Household[] = [];
  try {
    console.log(`Signing up ${HOUSEHOLDS * MEMBERS} people in ${HOUSEHOLDS} households of ${MEMBERS} ...`);
    const accounts: Account[][] = [];
    for (let h = 0; h < HOUSEHOLDS; h++) {
      const members: Account[] = [];
      for (let m = 0; m < MEMBERS; m++) members.push(await signUp(h * MEMBERS + m));
      accounts.push(members);
    }
    await makePremium(
      stack.databaseUrl,
      accounts.map(([owner]) => owner!.id),
    );
    await makeHouseholds(accounts);
    console.log('Households joined by invite; opening a list and a live connection per member ...');
    for (const members of accounts) {
      const list = await call(members[0]!, 'POST', '/api/grocery-lists', {
        name: 'Live shop',
        recipeIds: [randomUUID()],
        items: [{ category: 'Other', items: ITEMS.map((name) => ({ id: name, name })) }],
      });
      const { id: listId } = (await list.json()) as { id: string };
      const connected: Member[] = [];
      for (const account of members) {
        const stream = await openEventStream(
          `${BASE}/api/live?scope=${encodeURIComponent(`user:${account.id}`)}`,
          { cookie: account.cookie, 'x-forwarded-for': account.address },
        );
        if (stream.status !== 200) throw new Error(`live connection: ${stream.status} ${stream.body}`);
        connected.push({ ...account, stream });
      }
      households.push({ members: connected, listId });
    }
    const streams = households.flatMap((household) => household.members.map((member) => member.stream));
    await Promise.all(streams.map((stream) => stream.waitFor((e) => e.type === 'ready')));
    // Every member sees the same list (shared by the household), or the run measures nothing.
    for (const household of households)
      for (const member of household.members)
        await call(member, 'GET', `/api/grocery-lists/${household.listId}`).catch((error) => {
          throw new Error(`a member cannot read the household's list: ${String(error)}`);
        });

    console.log(
      `${streams.length} subscribers ready; ${RATE} changes/s for ${SECONDS} s (load average ${load()})`,
    );
    const sent: { household: Household; changer: Member; changeId: string }[] = [];
    let failed = 0;
    const total = RATE * SECONDS;
    const started = Date.now();
    const requests: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      // An open loop: each change leaves at its time, whether or not earlier ones were answered.
      const due = started + (n * 1000) / RATE;
      await new Promise((wake) => setTimeout(wake, Math.max(0, due - Date.now())));
      const household = households[n % households.length]!;
      const round = Math.floor(n / households.length);
      // The members take turns: each change comes from one member and is awaited by the others.
      const changer = household.members[round % household.members.length]!;
      const changeId = randomUUID();
      sent.push({ household, changer, changeId });
      const itemId = ITEMS[round % ITEMS.length]!;
      requests.push(
        // From the changer's own device: a request of its own, not its open screen.
        call(changer, 'POST', `/api/grocery-lists/${household.listId}/changes`, {
          changes: [{ id: changeId, type: 'check', itemId, checked: round % 2 === 0 }],
        }).then(
          () => undefined,
          () => void failed++,
        ),
      );
    }
    await Promise.all(requests);
    const loadAfter = load();

    // Every other member of the changer's household waits for each change, up to the grace period.
    const deadline = new Promise<'late'>((done) => setTimeout(() => done('late'), GRACE_MS));
    const latencies: number[] = [];
    let lost = 0;
    const isChange = (changeId: string) => (event: { type: string; data: string }) =>
      event.type === 'grocery-list' &&
      (JSON.parse(event.data) as LiveGroceryListEvent).changeIds[0] === changeId;
    await Promise.all(
      sent.flatMap(({ household, changer, changeId }) =>
        household.members
          .filter((member) => member !== changer)
          .map(async ({ stream }) => {
            const arrived = await Promise.race([stream.waitFor(isChange(changeId)), deadline]);
            if (arrived === 'late') lost++;
            else
              latencies.push(
                arrived.receivedAt - (JSON.parse(arrived.data) as LiveGroceryListEvent).committedAt,
              );
          }),
      ),
    );
    // Arrivals out of their scope's order count as lost too.
    for (const stream of streams) {
      const ids = stream.events.filter((e) => e.type === 'grocery-list').map((e) => e.id ?? '');
      for (let i = 1; i < ids.length; i++) if (compareEventIds(ids[i]!, ids[i - 1]!) <= 0) lost++;
    }

    latencies.sort((a, b) => a - b);
    const ms = (v: number) => `${Math.round(v)} ms`;
    const expected = sent.length * (MEMBERS - 1);
    console.log(
      `\nLive channel: ${sent.length} changes (${failed} refused) in ${HOUSEHOLDS} households of ${MEMBERS}, ` +
        `${streams.length} subscribers; ${expected} arrivals expected at the other members`,
    );
    console.log(
      `commit → arrival at the other members: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
        `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)} (${latencies.length} arrivals)`,
    );
    console.log(`lost: ${lost}`);
    console.log(`load average before the changes: see above; after: ${loadAfter}`);
  } finally {
    for (const household of households) for (const member of household.members) member.stream.close();
    await stack.stop();
  }
}

await main();
