import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a state-changing request comes from another site: its Sec-Fetch-Site says cross-site,
 * or its Origin is neither this host nor a trusted origin. Requests without either header (curl,
 * servers) carry no browser cookies by accident and pass; SameSite=Lax covers older browsers.
 */
export function isCrossSiteWrite(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  return !SAFE_METHODS.has(request.method) && isCrossSite(request, trustedOrigins);
}

/**
 * True when a request of any method comes from another site, as for `isCrossSiteWrite`: for reads
 * that hold something of the user's open (the live channel counts toward the user's connections).
 */
export function isCrossSite(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  if (trustedOrigins.has(origin)) return false;
  // Fastify's `host` reads X-Forwarded-Host only from a load balancer that TRUST_PROXY names; a
  // client-sent one must not vouch for its own Origin.
  const host = request.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
