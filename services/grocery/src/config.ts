import { exportConfigFields } from '@cookmark/export';
import { baseConfigSchema, loadConfig, port, serviceUrl } from '@cookmark/service-kit';
import { z } from 'zod';

export const groceryConfigSchema = baseConfigSchema.extend({
  GROCERY_PORT: port(3004),
  /** The recipes service, asked for recipe contents over internal HTTP when a list is previewed. */
  RECIPES_URL: serviceUrl('http://127.0.0.1:3002'),
  /** The billing service; without it every user is on the free plan (and every list route answers 403). */
  BILLING_URL: serviceUrl().optional(),
  /** Auth, asked who is in a person's household (issue #32: a household's lists are shared); unset: nobody. */
  AUTH_URL: serviceUrl().optional(),
  /** How long a billing answer about a user's plan is reused. */
  ENTITLEMENTS_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How often an open live stream (GET /api/live) sends a heartbeat; well under the gateway's upstream timeout. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ...exportConfigFields,
});

export type GroceryConfig = z.infer<typeof groceryConfigSchema>;

export function loadGroceryConfig(env: Record<string, string | undefined> = process.env): GroceryConfig {
  return loadConfig(groceryConfigSchema, env);
}
