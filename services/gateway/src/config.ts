import { REQUEST_BODY_MAX } from '@cookmark/contracts';
import { baseConfigSchema, loadConfig, port, serviceUrl } from '@cookmark/service-kit';
import { z } from 'zod';

export const gatewayConfigSchema = baseConfigSchema.extend({
  PORT: port(3000),
  AUTH_URL: serviceUrl('http://127.0.0.1:3001'),
  RECIPES_URL: serviceUrl('http://127.0.0.1:3002'),
  PARSER_URL: serviceUrl('http://127.0.0.1:3003'),
  GROCERY_URL: serviceUrl('http://127.0.0.1:3004'),
  BILLING_URL: serviceUrl('http://127.0.0.1:3005'),
  /** Cookmark's public address: a shared recipe page names itself with it (og:url, JSON-LD). */
  APP_URL: z.url().default('http://localhost:3000'),
  /** The built web app (apps/web/dist), served with index.html for every non-API path. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /**
   * Largest request body the gateway lets through, in bytes, where a route has no bound of its own:
   * the services' own bound, so a body they would refuse mid-upload is refused here before it is read.
   */
  BODY_LIMIT: z.coerce.number().int().positive().default(REQUEST_BODY_MAX),
  /** Extra origins allowed to send state-changing requests (comma-separated), e.g. a Vite dev server. */
  TRUSTED_ORIGINS: z.string().default(''),
  /**
   * Load balancers in front of the gateway whose X-Forwarded-For to believe, as addresses/CIDRs
   * or 'loopback' / 'uniquelocal' (comma-separated). Empty (the default) believes nobody: the
   * connecting address is the client, so per-address rate limits cannot be dodged by a header.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v): false | string[] => {
      const list = v.split(/[\s,]+/).filter(Boolean);
      return list.length ? list : false;
    }),
  /**
   * How long a service may take to start answering (and between parts of a long answer) before the
   * gateway gives up with a 504: above the slowest legitimate answer, a 60 s PDF export.
   */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(90_000),
  /** Where hosted checkout and portal pages live (a form may post there). */
  CHECKOUT_ORIGINS: z.string().default('https://checkout.stripe.com https://billing.stripe.com'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  // The gateway keeps nothing in Redis (createGatewayApp: `redis: false`).
  return loadConfig(gatewayConfigSchema, env, { usesRedis: false });
}
