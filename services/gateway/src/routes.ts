import { PARSE_REQUEST_BODY_MAX } from '@cookmark/contracts';
import type { GatewayConfig } from './config.ts';

export interface ProxyRoute {
  /** Path prefix as the browser sends it; forwarded unchanged. */
  prefix: string;
  upstream: string;
}

/** Which service answers which public path (ARCHITECTURE.md). Anything else under /api is a 404. */
export function proxyRoutes(config: GatewayConfig): ProxyRoute[] {
  return [
    { prefix: '/api/auth', upstream: config.AUTH_URL },
    { prefix: '/api/login', upstream: config.AUTH_URL },
    { prefix: '/api/recipes', upstream: config.RECIPES_URL },
    { prefix: '/api/ingredients', upstream: config.RECIPES_URL },
    { prefix: '/api/parse-recipe', upstream: config.PARSER_URL },
    { prefix: '/api/improve-recipe', upstream: config.PARSER_URL },
    { prefix: '/api/parse-jobs', upstream: config.PARSER_URL },
    { prefix: '/api/ai-substitutions', upstream: config.PARSER_URL },
    { prefix: '/api/grocery-lists', upstream: config.GROCERY_URL },
    { prefix: '/api/pricing', upstream: config.BILLING_URL },
    { prefix: '/api/create-checkout-session', upstream: config.BILLING_URL },
    { prefix: '/api/verify-checkout', upstream: config.BILLING_URL },
    { prefix: '/api/billing', upstream: config.BILLING_URL },
    { prefix: '/api/stripe/webhook', upstream: config.BILLING_URL },
  ];
}

/** Paths whose callers are other servers (signed by their own scheme), exempt from the CSRF check. */
export const CROSS_SITE_ALLOWED = ['/api/stripe/webhook'];

/**
 * Paths that take larger bodies than BODY_LIMIT: pasted page source (up to 5 MB) for sites the
 * parser cannot fetch. The service behind each path enforces the same bound.
 */
export const BODY_LIMIT_OVERRIDES: Readonly<Record<string, number>> = {
  '/api/parse-recipe': PARSE_REQUEST_BODY_MAX,
};
