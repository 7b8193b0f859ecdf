import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { GatewayConfig } from './config.ts';

/** Helmet's settings for the web app: its CSP, no embedding, no sniffing, popups for billing. */
export function pageHelmetOptions(config: GatewayConfig, checkoutOrigins: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...checkoutOrigins],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The billing portal opens in a tab the app polls until it closes (spec §4); a strict
    // same-origin policy would cut that tab off and make it look closed at once.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.NODE_ENV === 'production',
  };
}

/** The web app's page the bookmarklet opens from a recipe site (apps/web/src/features/import). */
export const IMPORT_PAGE_PATH = '/import';

/**
 * The import page is opened by a page of another site (the bookmarklet), which waits for its
 * 'ready' message and answers with the page's HTML. Any opener policy other than unsafe-none puts
 * it in a new browsing context group, cutting it off from the window that opened it, so there is
 * nobody to answer. Its CSP and every other header stay the web app's.
 */
export const IMPORT_PAGE_HEADERS = { 'cross-origin-opener-policy': 'unsafe-none' } as const;

/**
 * Helmet's settings for API answers (JSON, PDFs), which no browser renders as a page: the headers
 * that still matter there (no sniffing, no framing, no cross-origin reads, no referrer, HSTS, a
 * CSP that allows nothing), without the page-only ones (DNS prefetch, origin agent cluster, opener
 * policy, the web app's CSP, old IE and Flash switches) that only add bytes to every answer.
 */
export function apiHelmetOptions(config: GatewayConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: config.NODE_ENV === 'production',
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/**
 * The headers helmet sets, worked out once. None of the options depends on the request (no CSP
 * nonces, no directive functions), so every response can get the same set without helmet
 * rebuilding its middleware and re-serialising the CSP per request, as @fastify/helmet does.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}
