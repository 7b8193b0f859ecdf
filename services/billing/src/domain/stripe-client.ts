import { BILLING_MESSAGES } from '@cookmark/contracts';
import { ServiceUnavailable } from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { BillingConfig } from '../config.ts';

/** The Stripe SDK pointed at api.stripe.com or, with STRIPE_API_*, at the local stand-in; null when unconfigured. */
export function createStripe(config: BillingConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'cookmark-billing' },
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
}

/** The id of an expandable Stripe reference (an id or an expanded object). */
export function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === 'string' ? reference : reference.id;
}

/** True for Stripe's "No such ..." answers. */
export function isNotFound(error: unknown): boolean {
  return (error as { statusCode?: number } | null)?.statusCode === 404;
}

/** Runs a Stripe call made for a user's request; a Stripe failure becomes a 503 without internals. */
export async function callStripe<T>(
  log: FastifyBaseLogger,
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, `Stripe ${what} failed`);
    throw new ServiceUnavailable(BILLING_MESSAGES.paymentProviderUnavailable);
  }
}
