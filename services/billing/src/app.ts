import type { Db } from '@cookmark/db';
import {
  createHouseholds,
  createServiceApp,
  type HouseholdDirectory,
  InternalClient,
  internalRoutes,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type Stripe from 'stripe';
import type { BillingConfig } from './config.ts';
import { type AccountMail, accountMailOverHttp } from './domain/account-mail.ts';
import { CheckoutService } from './domain/checkout.ts';
import { Pricing } from './domain/pricing.ts';
import { RefundService } from './domain/refunds.ts';
import { createStripe } from './domain/stripe-client.ts';
import { SubscriptionService } from './domain/subscriptions.ts';
import { billingRoutes } from './routes/billing.routes.ts';
import { billingInternalRoutes } from './routes/internal.routes.ts';
import { WebhookEvents } from './webhooks/webhook-events.ts';
import { webhookRoutes } from './webhooks/webhook.routes.ts';

export interface BillingDeps {
  db?: Db;
  redis?: Redis;
  /** null: run without Stripe (pricing only). Default: from the config. */
  stripe?: Stripe | null;
  now?: () => Date;
  /** The e-mails auth sends for billing; over HTTP to AUTH_URL by default. */
  mail?: AccountMail;
  /** Households (issue #32): auth over HTTP by default. */
  households?: HouseholdDirectory;
  logger?: boolean;
}

export async function buildApp(config: BillingConfig, deps: BillingDeps = {}): Promise<FastifyInstance> {
  const { app, db, redis } = await createServiceApp({
    name: 'billing',
    config,
    postgres: deps.db,
    redis: deps.redis,
    logger: deps.logger,
  });
  const stripe = deps.stripe === undefined ? createStripe(config) : deps.stripe;
  const now = deps.now ?? (() => new Date());
  const households = deps.households ?? createHouseholds(config, redis);
  const subscriptions = new SubscriptionService({ db, stripe, redis, log: app.log, now, households });
  const refunds = new RefundService({
    db,
    stripe,
    subscriptions,
    mail:
      deps.mail ??
      accountMailOverHttp(new InternalClient({ baseUrl: config.AUTH_URL, token: config.INTERNAL_TOKEN })),
    log: app.log,
    now,
  });

  await app.register(webhookRoutes, {
    events: new WebhookEvents({
      db,
      stripe,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      subscriptions,
      refunds,
    }),
  });
  await app.register(internalRoutes(config.INTERNAL_TOKEN, billingInternalRoutes), {
    prefix: '/internal',
    subscriptions,
  });
  const pricing = new Pricing(stripe, config, app.log);
  await app.register(billingRoutes, {
    pricing,
    refunds,
    checkout: new CheckoutService({ db, stripe, pricing, subscriptions, refunds, appUrl: config.APP_URL }),
  });
  return app;
}
