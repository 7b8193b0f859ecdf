import { randomBytes } from 'node:crypto';
import type { Db } from '@cookmark/db';
import { type LocalEvent, signPayload, type StripeLocal, startStripeLocal } from '@cookmark/infra';
import {
  type AuthMailStandIn,
  openTestStores,
  startAuthMailStandIn,
  type SessionIssuer,
  signInNewUser,
  startSessionIssuer,
  type TestUser,
} from '@cookmark/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp, type BillingDeps } from '../src/app.ts';
import { type BillingConfig, loadBillingConfig } from '../src/config.ts';

export interface Harness {
  config: BillingConfig;
  db: Db;
  redis: Redis;
  stripe: StripeLocal;
  app: FastifyInstance;
  /** Where the billing app listens (for internal calls and the stand-in's webhooks). */
  url: string;
  webhookUrl: string;
  /** Another instance on the same database and Redis, e.g. with other deps. */
  newInstance(deps?: BillingDeps): Promise<FastifyInstance>;
  /** Signs users in through the shared session store, as auth would. */
  issuer: SessionIssuer;
  /** Auth's refund-mail route, as billing calls it (AUTH_URL). */
  authMail: AuthMailStandIn;
  close(): Promise<void>;
}

export const APP_URL = 'http://localhost:3000';

export async function startHarness(): Promise<Harness> {
  const stores = await openTestStores('cookmark_billing_test', { poolSize: 10 });
  const { db, redis } = stores;
  const webhookSecret = `whsec_test_${randomBytes(16).toString('hex')}`;
  const stripe = await startStripeLocal({ webhookSecret, webhookUrl: null });
  const internalToken = `test-internal-${randomBytes(16).toString('hex')}`;
  const authMail = await startAuthMailStandIn(internalToken);
  const config = loadBillingConfig({
    INTERNAL_TOKEN: internalToken,
    AUTH_URL: authMail.url,
    NODE_ENV: 'test',
    DATABASE_URL: stores.databaseUrl,
    REDIS_URL: stores.redisUrl,
    APP_URL,
    LOG_LEVEL: 'silent',
    STRIPE_SECRET_KEY: 'sk_test_cookmark_local',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  const issuer = await startSessionIssuer(config.SESSION_SECRET, redis);
  const instances: FastifyInstance[] = [];
  const newInstance = async (deps: BillingDeps = {}) => {
    const instance = await buildApp(config, { db, redis, logger: false, ...deps });
    instances.push(instance);
    return instance;
  };
  const app = await newInstance();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const webhookUrl = `${url}/api/stripe/webhook`;
  stripe.setWebhookUrl(webhookUrl);
  return {
    issuer,
    authMail,
    config,
    db,
    redis,
    stripe,
    app,
    url,
    webhookUrl,
    newInstance,
    async close() {
      for (const instance of instances) await instance.close();
      await stripe.close();
      await authMail.close();
      await issuer.close();
      await stores.close();
    },
  };
}

export type { TestUser };

/** A user row in auth.users, signed in through the shared session store. */
export const createUser = (h: Harness): Promise<TestUser> => signInNewUser(h.db, h.issuer);

export async function startCheckout(h: Harness, user: TestUser, plan: 'monthly' | 'yearly' = 'yearly') {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { cookie: user.cookie },
    payload: { plan },
  });
  if (response.statusCode !== 200)
    throw new Error(`checkout answered ${response.statusCode}: ${response.body}`);
  const url = (response.json() as { url: string }).url;
  const sessionId = url.split('/').pop() ?? '';
  return { url, sessionId };
}

/** Submits the stand-in's hosted checkout form, as a browser would. */
export async function payWithCard(checkoutUrl: string, cardNumber: string) {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Signs up for premium end to end: checkout, card, webhooks delivered by the stand-in. */
export async function becomePremium(h: Harness, user: TestUser, plan: 'monthly' | 'yearly' = 'yearly') {
  const checkout = await startCheckout(h, user, plan);
  const paid = await payWithCard(checkout.url, GOOD_CARD);
  if (paid.status !== 303) throw new Error(`payment answered ${paid.status}`);
  const session = h.stripe.state.checkoutSessions.get(checkout.sessionId);
  return { ...checkout, subscriptionId: session?.subscription ?? '' };
}

/** Runs `action` with the stand-in holding its webhooks back; answers the events it made. */
export async function withWebhooksHeld(h: Harness, action: () => Promise<unknown>): Promise<LocalEvent[]> {
  const before = h.stripe.events().length;
  h.stripe.setWebhookUrl(null);
  try {
    await action();
  } finally {
    h.stripe.setWebhookUrl(h.webhookUrl);
  }
  return h.stripe.events().slice(before);
}

export interface DeliveryOptions {
  secret?: string;
  timestamp?: number;
  /** Changes the body after signing it. */
  tamper?: (payload: string) => string;
}

export async function deliver(h: Harness, event: LocalEvent, options: DeliveryOptions = {}) {
  const payload = JSON.stringify(event);
  const signature = signPayload(
    payload,
    options.secret ?? h.config.STRIPE_WEBHOOK_SECRET ?? '',
    options.timestamp,
  );
  return h.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: options.tamper ? options.tamper(payload) : payload,
  });
}

export async function billingStatus(h: Harness, userId: string) {
  const response = await h.app.inject({
    method: 'GET',
    url: `/internal/billing-status/${userId}`,
    headers: { 'x-internal-token': h.config.INTERNAL_TOKEN },
  });
  return response.json() as {
    plan: string;
    status: string;
    billingInterval: string | null;
    currentPeriodEnd: string | null;
  };
}

export async function summary(h: Harness, user: TestUser) {
  const response = await h.app.inject({
    method: 'GET',
    url: '/api/billing/summary',
    headers: { cookie: user.cookie },
  });
  return response.json() as Record<string, unknown> & { invoices: Record<string, unknown>[] };
}

export function eventOf(events: LocalEvent[], type: string): LocalEvent {
  const event = events.find((e) => e.type === type);
  if (!event) throw new Error(`no ${type} event among ${events.map((e) => e.type).join(', ')}`);
  return event;
}
