// URL parsing and static (pre-DNS) policy checks.

import { isIP } from 'node:net';
import { FetchError } from './errors.ts';

export const MAX_URL_LENGTH = 4096;

/** Names that are never public, refused before any DNS lookup (defence in depth; addresses are checked anyway). */
const BLOCKED_NAME_SUFFIXES = [
  '.localhost',
  '.local',
  '.localdomain',
  '.internal',
  '.home.arpa',
  '.arpa',
  '.lan',
];

const SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Parses user input with the WHATWG URL parser (which also canonicalises decimal/octal/hex/short IPv4 hosts,
 * percent-encoded hosts and IDNs). Input without a scheme ("www.example.com/pie") is treated as https.
 * Throws FetchError INVALID_URL for anything that is not an http(s) URL without credentials.
 */
export function parseUserUrl(raw: string): URL {
  if (typeof raw !== 'string') throw new FetchError('INVALID_URL', { message: 'INVALID_URL: not a string' });
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH) {
    throw new FetchError('INVALID_URL', { message: 'INVALID_URL: empty or too long' });
  }
  const withScheme = SCHEME_RE.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch (cause) {
    throw new FetchError('INVALID_URL', { message: 'INVALID_URL: unparsable', cause });
  }
  checkUrlShape(url);
  return url;
}

/** Checks scheme, credentials and host syntax of an already parsed URL (also used for redirect targets). */
export function checkUrlShape(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('INVALID_URL', { message: `INVALID_URL: scheme ${url.protocol} not allowed` });
  }
  if (url.username !== '' || url.password !== '') {
    throw new FetchError('INVALID_URL', { message: 'INVALID_URL: credentials in URL' });
  }
  if (url.hostname === '') throw new FetchError('INVALID_URL', { message: 'INVALID_URL: no host' });
  if (url.href.length > MAX_URL_LENGTH)
    throw new FetchError('INVALID_URL', { message: 'INVALID_URL: too long' });
}

/** Host without IPv6 brackets. */
export function bareHostname(url: URL): string {
  const h = url.hostname;
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}

/** True when the URL uses the default port of its scheme (80 for http, 443 for https). */
export function usesDefaultPort(url: URL): boolean {
  // The WHATWG parser drops an explicit default port, so "http://x:80/" has port "". "http://x:443/" keeps it.
  return url.port === '';
}

/** Refuses host names that can only be internal (localhost, single-label names, .internal, .local, ...). */
export function checkHostName(hostname: string): void {
  if (isIP(hostname)) return;
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const blocked =
    name === '' ||
    !name.includes('.') ||
    name === 'localhost' ||
    BLOCKED_NAME_SUFFIXES.some((suffix) => name.endsWith(suffix));
  if (blocked)
    throw new FetchError('BLOCKED_ADDRESS', { message: `BLOCKED_ADDRESS: internal host name ${name}` });
}

/**
 * Canonical form of a user-supplied URL, used as a job/cache key: trimmed, scheme added if missing (https),
 * lower-case scheme and host (IDN as punycode), IPv4 hosts in dotted form, default port removed, dot segments
 * resolved, empty query and fragment removed. Throws FetchError INVALID_URL like safeFetchPage would.
 */
export function normaliseUrl(raw: string): string {
  const url = parseUserUrl(raw);
  url.hash = '';
  if (url.search === '') url.search = '';
  return url.href;
}
