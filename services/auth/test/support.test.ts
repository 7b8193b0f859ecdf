import { randomBytes } from 'node:crypto';
import {
  PRIORITY_SUBJECT_PREFIX,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type SupportMessageResponse,
} from '@cookmark/contracts';
import { InternalClient, USER_BUDGETS, userBudgetKeys } from '@cookmark/service-kit';
import { type BillingStandIn, startBillingStandIn } from '@cookmark/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { billingOverHttp } from '../src/domain/billing-status.ts';
import { SUPPORT_HOURLY_MESSAGE } from '../src/routes/support.routes.ts';
import { type Harness, signUp, startHarness } from './helpers.ts';

let h: Harness;
let billing: BillingStandIn;
let app: FastifyInstance;
beforeAll(async () => {
  h = await startHarness();
  // Billing's plan answers over real HTTP, from a stand-in that knows who is Premium.
  billing = await startBillingStandIn(h.config.INTERNAL_TOKEN);
  app = await h.newInstance({
    billing: billingOverHttp(new InternalClient({ baseUrl: billing.url, token: h.config.INTERNAL_TOKEN })),
  });
});
afterAll(async () => {
  await billing.close();
  await h.close();
});

async function newUser() {
  const signed = await signUp(app);
  const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: signed.cookie } });
  return { ...signed, id: (me.json() as { id: string }).id };
}

const send = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/support', headers: { cookie }, payload });

const unique = (what: string) => `${what} ${randomBytes(4).toString('hex')}`;

describe('POST /api/auth/support', () => {
  test("a free user's message reaches the support address, replying to the user, unmarked", async () => {
    const user = await newUser();
    const subject = unique('Import stops halfway');
    const response = await send(user.cookie, {
      subject: `  ${subject}  `,
      message: 'It stops at 50%.\nAny idea?',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SupportMessageResponse>()).toEqual({ sent: true, priority: false });

    const mail = await h.mail.waitFor((m) => m.subject === subject);
    expect(mail.to).toEqual([h.config.SUPPORT_EMAIL]);
    expect(mail.replyTo).toEqual([user.email]);
    expect(mail.text).toContain('It stops at 50%.\nAny idea?');
    expect(mail.text).toContain(user.email);
    expect(mail.headers['x-cookmark-priority']).toBeUndefined();
    expect(mail.headers['x-priority']).toBeUndefined();
  });

  test("a Premium member's message is marked priority: the subject's prefix and the headers", async () => {
    const user = await newUser();
    billing.premium.add(user.id);
    const subject = unique('Refund question');
    const response = await send(user.cookie, { subject, message: 'Hello' });
    expect(response.json<SupportMessageResponse>()).toEqual({ sent: true, priority: true });

    const mail = await h.mail.waitFor((m) => m.subject === `${PRIORITY_SUBJECT_PREFIX}${subject}`);
    expect(mail.headers['x-cookmark-priority']).toBe('premium');
    expect(mail.headers['x-priority']).toMatch(/^1/);
    expect(mail.headers['importance']).toMatch(/high/i);
    expect(mail.replyTo).toEqual([user.email]);
  });

  test('a subject carrying a line break is refused: no header can be injected, no mail goes', async () => {
    const user = await newUser();
    const marker = unique('injected');
    for (const subject of [
      `Hello\r\nBcc: victim@example.com\r\nX-Marker: ${marker}`,
      `Hello\nBcc: victim@example.com`,
      `Hello\rBcc: victim@example.com`,
      `Hello\u2028Bcc: victim@example.com`,
    ]) {
      const response = await send(user.cookie, { subject, message: marker });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: SUPPORT_MESSAGES.subjectOneLine });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      h.mail.messages().some((m) => m.text.includes(marker) || m.to.includes('victim@example.com')),
    ).toBe(false);
  });

  test('bounds: a subject and a message are needed, within their lengths', async () => {
    const user = await newUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '   ', message: 'Hi' }, SUPPORT_MESSAGES.subjectRequired],
      [{ subject: 'Hi', message: ' \n ' }, SUPPORT_MESSAGES.messageRequired],
      [
        { subject: 'x'.repeat(SUPPORT_LIMITS.subjectMax + 1), message: 'Hi' },
        SUPPORT_MESSAGES.subjectTooLong,
      ],
      [
        { subject: 'Hi', message: 'x'.repeat(SUPPORT_LIMITS.messageMax + 1) },
        SUPPORT_MESSAGES.messageTooLong,
      ],
      [{ subject: 'Hi' }, SUPPORT_MESSAGES.messageRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await send(user.cookie, payload);
      expect([response.statusCode, response.json()]).toEqual([400, expect.objectContaining({ message })]);
    }
  });

  test('signed out: 401, and nothing is sent', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/support',
      payload: { subject: 'Anyone?', message: 'Hello' },
    });
    expect(response.statusCode).toBe(401);
  });

  test('a user over the budget gets 429 with Retry-After', async () => {
    const user = await newUser();
    for (let i = 0; i < USER_BUDGETS.supportMessage.perMinute; i++) {
      expect((await send(user.cookie, { subject: unique('Budget'), message: 'Hi' })).statusCode).toBe(200);
    }
    const over = await send(user.cookie, { subject: unique('Budget'), message: 'Hi' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json<{ message: string }>().message).toContain('support messages a minute');
  });

  test('more than ten messages an hour are refused, whatever the minute', async () => {
    const user = await newUser();
    const [minute] = userBudgetKeys(USER_BUDGETS.supportMessage, user.id);
    for (let i = 0; i < 10; i++) {
      await h.redis.del(minute);
      expect((await send(user.cookie, { subject: unique('Hourly'), message: 'Hi' })).statusCode).toBe(200);
    }
    await h.redis.del(minute);
    const over = await send(user.cookie, { subject: unique('Hourly'), message: 'Hi' });
    expect([over.statusCode, over.json<{ message: string }>().message]).toEqual([
      429,
      SUPPORT_HOURLY_MESSAGE,
    ]);
  });
});

describe('POST /internal/users/:userId/refund-mail', () => {
  const call = (userId: string, payload: Record<string, unknown>, token = h.config.INTERNAL_TOKEN) =>
    app.inject({
      method: 'POST',
      url: `/internal/users/${userId}/refund-mail`,
      headers: { 'x-internal-token': token },
      payload,
    });

  test("sends the refund's confirmation to the account's address", async () => {
    const user = await newUser();
    const response = await call(user.id, { amount: 1999, currency: 'usd' });
    expect(response.statusCode).toBe(200);
    const mail = await h.mail.waitFor((m) => m.to.includes(user.email) && m.subject.includes('refund'));
    expect(mail.subject).toBe('Your Cookmark refund of $19.99');
    expect(mail.text).toContain('refunded in full under our 30-day money-back guarantee');
  });

  test('is not there without the internal token, and 404 for an unknown user', async () => {
    const user = await newUser();
    expect((await call(user.id, { amount: 1, currency: 'usd' }, 'wrong')).statusCode).toBe(404);
    const unknown = await call('00000000-0000-4000-8000-000000000000', { amount: 1, currency: 'usd' });
    expect(unknown.statusCode).toBe(404);
  });
});
