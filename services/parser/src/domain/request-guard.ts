import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress, type Resolver } from '../fetch/index.ts';

/**
 * Host names that can only be internal, refused before DNS like the fetcher does (defence in
 * depth: their addresses would be refused anyway, except in test mode where 127.0.0.1 is open).
 */
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.localdomain', '.internal', '.arpa', '.lan'];

const defaultResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, order: 'verbatim' })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export interface RequestGuardOptions {
  resolver?: Resolver;
  /** TEST ONLY: exact addresses treated as public, on any port (see fetch/README.md). */
  testAllowedAddresses?: readonly string[];
}

/**
 * Decides which requests a rendered page may make: http(s) only, no credentials, the scheme's
 * default port, and a host whose every address is public. One guard per page: answers are cached
 * per host for the page's short life.
 */
export class RequestGuard {
  private readonly resolver: Resolver;
  private readonly testAllowed: ReadonlySet<string>;
  private readonly hosts = new Map<string, Promise<{ ok: boolean; testOnly: boolean }>>();

  constructor(options: RequestGuardOptions = {}) {
    this.resolver = options.resolver ?? defaultResolver;
    this.testAllowed = new Set(options.testAllowedAddresses ?? []);
  }

  async allows(rawUrl: string): Promise<boolean> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username !== '' || url.password !== '') return false;
    const host = url.hostname
      .replace(/^\[(.*)\]$/, '$1')
      .toLowerCase()
      .replace(/\.$/, '');
    if (
      !isIP(host) &&
      (!host.includes('.') || host === 'localhost' || INTERNAL_SUFFIXES.some((s) => host.endsWith(s)))
    )
      return false;
    let verdict = this.hosts.get(host);
    if (!verdict) {
      verdict = this.vet(host);
      this.hosts.set(host, verdict);
    }
    const { ok, testOnly } = await verdict;
    // Like the fetcher: only the default port, except for hosts that resolve only to test addresses.
    return ok && (url.port === '' || testOnly);
  }

  private async vet(host: string): Promise<{ ok: boolean; testOnly: boolean }> {
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : (await this.resolver(host)).map((a) => a.address);
    } catch {
      return { ok: false, testOnly: false };
    }
    if (addresses.length === 0) return { ok: false, testOnly: false };
    const ok = addresses.every((a) => isPublicAddress(a) || this.testAllowed.has(a));
    return { ok, testOnly: addresses.every((a) => this.testAllowed.has(a)) };
  }
}
