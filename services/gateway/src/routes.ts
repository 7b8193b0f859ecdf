import {
  COLLECTION_IMPORT_LIMITS,
  COLLECTION_IMPORT_MESSAGES,
  PARSE_REQUEST_BODY_MAX,
  PARSE_TEXT_BODY_MAX,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  STRIPE_WEBHOOK_BODY_MAX,
} from '@cookmark/contracts';
import type { GatewayConfig } from './config.ts';

export interface ProxyRoute {
  /** Path prefix as the browser sends it; forwarded unchanged. */
  prefix: string;
  upstream: string;
  /**
   * Answers are streams held open (server-sent events): each holds a connection to the service for
   * as long as the client listens, so the route has a pool of its own, not bounded to the 64
   * connections other requests share (which streams would fill, leaving every request waiting).
   */
  streams?: true;
}

/**
 * What the gateway's request hook checks, carried by each route (Fastify's `routeOptions.config`):
 * decisions follow the route the router matched, so no spelling of a path (percent-encoding, dot
 * segments, repeated slashes) can reach a service without them.
 */
export interface ApiRouteConfig {
  api: true;
  /** Largest body in bytes; BODY_LIMIT when absent. */
  bodyLimit?: number;
  /** What a 413 over `bodyLimit` says ('Request body is too large' when absent). */
  tooLargeMessage?: string;
  /** Callers are other servers signing requests their own way: no CSRF check. */
  crossSiteAllowed?: boolean;
  /** Reads are refused from other sites too (a stream that holds one of the user's connections). */
  crossSiteReadsRefused?: boolean;
}

/** Which service answers which public path (ARCHITECTURE.md). Anything else under /api is a 404. */
export function proxyRoutes(config: GatewayConfig): ProxyRoute[] {
  return [
    { prefix: '/api/auth', upstream: config.AUTH_URL },
    { prefix: '/api/login', upstream: config.AUTH_URL },
    { prefix: '/api/recipes', upstream: config.RECIPES_URL },
    // A recipe's photo (upload, import, removal) and the photo files themselves (public, immutable).
    { prefix: '/api/recipe-photos', upstream: config.RECIPES_URL },
    { prefix: '/photos', upstream: config.RECIPES_URL },
    { prefix: '/api/ingredients', upstream: config.RECIPES_URL },
    { prefix: '/api/foods', upstream: config.RECIPES_URL },
    { prefix: '/api/features', upstream: config.RECIPES_URL },
    { prefix: '/api/shared', upstream: config.RECIPES_URL },
    // The meal plan and its calendar feed (the feed's `{token}.ics` is public, opened by the token).
    { prefix: '/api/meal-plan', upstream: config.RECIPES_URL },
    { prefix: '/api/tags', upstream: config.RECIPES_URL },
    // Pasted recipe text has a far smaller bound than pasted page source: its own route, so the
    // gateway refuses a body over it before reading it, as the parser would.
    { prefix: '/api/parse-recipe/text', upstream: config.PARSER_URL },
    // A photo of a cookbook page: the photo's bound and words, as for a recipe's photo.
    { prefix: '/api/parse-recipe/photo', upstream: config.PARSER_URL },
    { prefix: '/api/parse-recipe', upstream: config.PARSER_URL },
    { prefix: '/api/improve-recipe', upstream: config.PARSER_URL },
    { prefix: '/api/parse-jobs', upstream: config.PARSER_URL },
    { prefix: '/api/ai-substitutions', upstream: config.PARSER_URL },
    // Whole collections from other apps (issue #33): the upload, then its progress.
    { prefix: '/api/collection-imports', upstream: config.PARSER_URL },
    { prefix: '/api/grocery-lists', upstream: config.GROCERY_URL },
    // Households (issue #32): membership, invites; auth owns them.
    { prefix: '/api/household', upstream: config.AUTH_URL },
    // The live channel (server-sent events of grocery lists and the meal plan; issue #32).
    { prefix: '/api/live', upstream: config.GROCERY_URL, streams: true },
    { prefix: '/api/pricing', upstream: config.BILLING_URL },
    { prefix: '/api/create-checkout-session', upstream: config.BILLING_URL },
    { prefix: '/api/verify-checkout', upstream: config.BILLING_URL },
    { prefix: '/api/billing', upstream: config.BILLING_URL },
    { prefix: '/api/stripe/webhook', upstream: config.BILLING_URL },
  ];
}

/**
 * The check settings of the route under `prefix`. The Stripe webhook's callers are other servers
 * (signed by their own scheme), exempt from the CSRF check. Pasted page source (up to 5 MB, for sites
 * the parser cannot fetch) may exceed BODY_LIMIT; the parser enforces the same bound.
 */
export function apiRouteConfig(prefix: string): ApiRouteConfig {
  if (prefix === '/api/stripe/webhook')
    return { api: true, crossSiteAllowed: true, bodyLimit: STRIPE_WEBHOOK_BODY_MAX };
  if (prefix === '/api/parse-recipe/text') return { api: true, bodyLimit: PARSE_TEXT_BODY_MAX };
  if (prefix === '/api/live') return { api: true, crossSiteReadsRefused: true };
  if (prefix === '/api/parse-recipe') return { api: true, bodyLimit: PARSE_REQUEST_BODY_MAX };
  if (prefix === '/api/recipe-photos' || prefix === '/api/parse-recipe/photo')
    return { api: true, bodyLimit: PHOTO_LIMITS.bytes, tooLargeMessage: PHOTO_MESSAGES.tooLarge };
  if (prefix === '/api/collection-imports')
    return {
      api: true,
      bodyLimit: COLLECTION_IMPORT_LIMITS.uploadBytes,
      tooLargeMessage: COLLECTION_IMPORT_MESSAGES.tooLarge,
    };
  return { api: true };
}
