import { baseConfigSchema, ConfigError, loadConfig, port, serviceUrl } from '@cookmark/service-kit';
import { z } from 'zod';

/** An unset or empty variable both mean "not configured". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const cents = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

export const billingConfigSchema = baseConfigSchema.extend({
  BILLING_PORT: port(3005),
  APP_URL: z.url().default('http://localhost:3000'),
  /** Auth, which knows each account's address: it sends the refund's confirmation e-mail. */
  AUTH_URL: serviceUrl('http://127.0.0.1:3001'),
  /** Unset: no payments (pricing still answers); the dev start script runs the local stand-in instead. */
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_/, { message: 'must be a Stripe secret key (sk_...)' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_/, { message: 'must be a webhook signing secret (whsec_...)' }),
  ),
  STRIPE_PRICE_MONTHLY: z.string().min(1).default('price_monthly'),
  STRIPE_PRICE_YEARLY: z.string().min(1).default('price_yearly'),
  /** Where the Stripe API is; set for the local stand-in, unset for api.stripe.com. */
  STRIPE_API_HOST: optional(z.string()),
  STRIPE_API_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  STRIPE_API_PROTOCOL: optional(z.enum(['http', 'https'])),
  /** Shown by /api/pricing when Stripe is not configured or does not answer. */
  PRICE_MONTHLY_AMOUNT: cents(299),
  PRICE_YEARLY_AMOUNT: cents(1999),
  PRICE_CURRENCY: z.string().toLowerCase().default('usd'),
});

export type BillingConfig = z.infer<typeof billingConfigSchema>;

export function loadBillingConfig(env: Record<string, string | undefined> = process.env): BillingConfig {
  const config = loadConfig(billingConfigSchema, env);
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: must be set when STRIPE_SECRET_KEY is',
    );
  }
  return config;
}
