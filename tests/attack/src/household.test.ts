import { BILLING_MESSAGES, HOUSEHOLD_MESSAGES } from '@cookmark/contracts';
import { createDb, type Db } from '@cookmark/db';
import { type Actor, becomePremium, signUp } from './actors.ts';
import { call } from './client.ts';
import { clearRateLimits, expectRefusal } from './harness.ts';
import { as, inviteToken } from './households.ts';
import { BASE_URL, SECURITY_DATABASE_ENV, SECURITY_PORTS } from './stack-env.ts';

/**
 * Issue #32: households attacked through the gateway with accounts of this file's own (the suite's
 * shared actors stay out of households, so a free victim stays free for the other files).
 */
let db: Db;
beforeAll(() => {
  const url = process.env[SECURITY_DATABASE_ENV];
  if (!url) throw new Error('the global setup left no database address');
  db = createDb(url, { max: 2 });
});
afterAll(async () => {
  await db.destroy();
});
beforeEach(clearRateLimits);

const householdOf = async (who: Actor) =>
  (await as(who, 'GET', '/api/household')).json as {
    household: { id: string; name: string; members: { userId: string }[] } | null;
  };

async function createHousehold(owner: Actor, name: string): Promise<string> {
  const answer = await as(owner, 'POST', '/api/household', { name });
  expect(answer.status).toBe(201);
  return (answer.json as { household: { id: string } }).household.id;
}

async function invite(owner: Actor, householdId: string, email: string): Promise<string> {
  expect((await as(owner, 'POST', `/api/household/${householdId}/invites`, { email })).status).toBe(201);
  return inviteToken(email);
}

async function join(owner: Actor, householdId: string, member: Actor): Promise<void> {
  const token = await invite(owner, householdId, member.email);
  expect((await as(member, 'POST', '/api/household/invites/accept', { token })).status).toBe(200);
}

const isPremium = async (who: Actor) =>
  ((await as(who, 'GET', '/api/auth/user-with-billing')).json as { isPremium: boolean }).isPremium;

describe('households', () => {
  test('a free member has Premium while in a paying household, and loses it when removed', async () => {
    const payer = await signUp('payer');
    const member = await signUp('member');
    await becomePremium(payer);
    const householdId = await createHousehold(payer, 'Paid house');
    expect(await isPremium(member)).toBe(false);
    expectRefusal(await as(member, 'GET', '/api/grocery-lists'), 403);

    await join(payer, householdId, member);
    expect(await isPremium(member)).toBe(true);
    expect((await as(member, 'GET', '/api/grocery-lists')).status).toBe(200);
    // The billing page is told whose plan it is; the subscription and its portal stay the payer's:
    // Stripe holds one per household, so the member can open no checkout and no portal of their own.
    expect((await as(member, 'GET', '/api/billing/summary')).json).toMatchObject({
      plan: 'premium',
      coverage: 'household',
      payerId: payer.id,
      amount: null,
      refundOffer: null,
    });
    for (const plan of ['monthly', 'yearly']) {
      const checkout = await as(member, 'POST', '/api/create-checkout-session', { plan });
      expectRefusal(checkout, 409);
      expect(checkout.json).toEqual({ message: BILLING_MESSAGES.coveredByHousehold });
    }
    const portal = await as(member, 'POST', '/api/billing/portal');
    expectRefusal(portal, 409);
    expect(portal.json).toEqual({ message: BILLING_MESSAGES.portalIsPayers });
    // Nor a refund of the payer's payment.
    expectRefusal(await as(member, 'POST', '/api/billing/refund'), 409);
    expect((await as(payer, 'GET', '/api/billing/summary')).json).toMatchObject({ coverage: 'own' });

    expect((await as(payer, 'DELETE', `/api/household/${householdId}/members/${member.id}`)).status).toBe(
      200,
    );
    expect(await isPremium(member)).toBe(false);
    expectRefusal(await as(member, 'GET', '/api/grocery-lists'), 403);
    expect((await as(member, 'GET', '/api/billing/summary')).json).toMatchObject({
      plan: 'free',
      coverage: 'none',
      payerId: null,
    });
    // Out of the household, a checkout of their own opens again.
    expect((await as(member, 'POST', '/api/create-checkout-session', { plan: 'monthly' })).status).toBe(200);
  });

  test('invite tokens: guessed, malformed, replayed, after expiry, or for another address open nothing', async () => {
    const owner = await signUp('owner');
    const invited = await signUp('invited');
    const other = await signUp('other');
    const householdId = await createHousehold(owner, 'Token house');
    const token = await invite(owner, householdId, invited.email);
    const accept = (who: Actor, t: unknown) => as(who, 'POST', '/api/household/invites/accept', { token: t });

    const neighbour = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const guess of [
      neighbour,
      'A'.repeat(43),
      token.toLowerCase() === token ? `${token}x` : token.toLowerCase(),
    ]) {
      const answer = await accept(invited, guess);
      expectRefusal(answer, 404);
      expect((answer.json as { message: string }).message).toBe(HOUSEHOLD_MESSAGES.inviteInvalid);
    }
    for (const hostile of ['', '\u0000', 'x'.repeat(100_000), { $ne: null }, ['a'], 42, null]) {
      const answer = await accept(invited, hostile);
      expect([400, 404, 413]).toContain(answer.status);
    }
    // The right token in the wrong account's hands.
    expectRefusal(await accept(other, token), 403);
    expectRefusal(await as(other, 'POST', '/api/household/invites/preview', { token }), 403);
    expect(await householdOf(other)).toEqual({ household: null });

    expect((await accept(invited, token)).status).toBe(200);
    const replayed = await accept(invited, token);
    expectRefusal(replayed, 400);
    expect((replayed.json as { message: string }).message).toBe(HOUSEHOLD_MESSAGES.inviteUsed);

    const late = await signUp('late');
    const lateToken = await invite(owner, householdId, late.email);
    await db
      .updateTable('auth.householdInvites')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', late.email.toLowerCase())
      .execute();
    const expired = await accept(late, lateToken);
    expectRefusal(expired, 400);
    expect((expired.json as { message: string }).message).toBe(HOUSEHOLD_MESSAGES.inviteExpired);
    expect(await householdOf(late)).toEqual({ household: null });
    expect((await householdOf(owner)).household?.members).toHaveLength(2);
  });

  test("a removed member's old session and a member of another household reach nothing of it", async () => {
    const owner = await signUp('owner');
    const removed = await signUp('removed');
    const stranger = await signUp('stranger');
    const householdId = await createHousehold(owner, 'Kept house');
    const strangersId = await createHousehold(stranger, 'Other house');
    await join(owner, householdId, removed);
    const removedSession = removed; // the session made before the removal
    expect((await as(owner, 'DELETE', `/api/household/${householdId}/members/${removed.id}`)).status).toBe(
      200,
    );
    const before = await householdOf(owner);

    for (const attacker of [removedSession, stranger]) {
      for (const [method, path, body] of [
        ['PATCH', `/api/household/${householdId}`, { name: 'Taken over' }],
        ['DELETE', `/api/household/${householdId}`, undefined],
        ['POST', `/api/household/${householdId}/invites`, { email: 'friend@example.com' }],
        ['POST', `/api/household/${householdId}/leave`, undefined],
        ['DELETE', `/api/household/${householdId}/members/${owner.id}`, undefined],
        ['POST', `/api/household/${householdId}/owner`, { userId: attacker.id }],
      ] as const) {
        const answer = await as(attacker, method, path, body);
        expectRefusal(answer, 404);
        expect((answer.json as { message: string }).message).toBe(HOUSEHOLD_MESSAGES.notFound);
        expect(answer.body).not.toContain('Kept house');
      }
    }
    expect(await householdOf(owner)).toEqual(before);
    expect(await householdOf(removedSession)).toEqual({ household: null });
    // The owner on the stranger's household: a 404 too, and the stranger's household unchanged.
    expectRefusal(await as(owner, 'PATCH', `/api/household/${strangersId}`, { name: 'Mine' }), 404);
    expect((await householdOf(stranger)).household?.name).toBe('Other house');
  });

  test('cross-site: a household change from another site is refused and changes nothing', async () => {
    const owner = await signUp('owner');
    const householdId = await createHousehold(owner, 'Same-site house');
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const answer = await call('PATCH', `/api/household/${householdId}`, {
        cookie: owner.cookie,
        headers,
        body: { name: 'Cross-site' },
      });
      expectRefusal(answer, 403);
    }
    expect((await householdOf(owner)).household?.name).toBe('Same-site house');
    expect(BASE_URL).toContain(String(SECURITY_PORTS.gateway));
  });
});
