// IP address classification for the SSRF guard.
//
// Policy: an address is "public" only when it is a syntactically valid, canonical IPv4 or IPv6 address that
// is globally routable unicast. Everything else (loopback, private, link-local, CGNAT, multicast, reserved,
// documentation, benchmarking, unparsable, IPv6 zone ids, ...) is refused. IPv6 is handled by allow-listing
// 2000::/3 (global unicast) minus special blocks, after unwrapping forms that embed an IPv4 address.

import { isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges that are never fetched: [network, prefix length, reason]. Exported for tests. */
export const BLOCKED_IPV4_RANGES: ReadonlyArray<readonly [string, number, string]> = [
  ['0.0.0.0', 8, 'this network / unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation TEST-NET-1'],
  ['192.88.99.0', 24, 'deprecated 6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation TEST-NET-2'],
  ['203.0.113.0', 24, 'documentation TEST-NET-3'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved, including broadcast 255.255.255.255'],
];

/** IPv6 prefixes refused inside global unicast 2000::/3: [network, prefix length, reason]. */
export const BLOCKED_IPV6_RANGES: ReadonlyArray<readonly [string, number, string]> = [
  ['2001::', 23, 'IETF protocol assignments (Teredo, benchmarking, ORCHID, ...)'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
];

/** Strict dotted-quad parser (no leading zeros, no short forms). Returns the address as an unsigned int. */
export function parseIPv4(ip: string): number | null {
  if (!isIPv4(ip)) return null;
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value >>> 0;
}

/** Parses an IPv6 address (optionally bracketed, no zone id) into 16 bytes. */
export function parseIPv6(input: string): Uint8Array | null {
  const ip = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  if (ip.includes('%') || !isIPv6(ip)) return null;
  let head = ip;
  const tail: number[] = [];
  // Embedded dotted IPv4 in the last 32 bits (e.g. ::ffff:127.0.0.1).
  const lastColon = head.lastIndexOf(':');
  const last = head.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIPv4(last);
    if (v4 === null) return null;
    tail.push((v4 >>> 16) & 0xffff, v4 & 0xffff);
    head = head.slice(0, lastColon + 1);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const parseGroups = (s: string): number[] | null => {
    if (s === '') return [];
    const groups: number[] = [];
    for (const g of s.split(':')) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
      groups.push(parseInt(g, 16));
    }
    return groups;
  };
  let groups: number[];
  const doubleColon = head.indexOf('::');
  if (doubleColon >= 0) {
    const left = parseGroups(head.slice(0, doubleColon));
    const right = parseGroups(head.slice(doubleColon + 2));
    if (!left || !right) return null;
    const missing = 8 - left.length - right.length - tail.length;
    if (missing < 1) return null;
    groups = [...left, ...new Array<number>(missing).fill(0), ...right, ...tail];
  } else {
    const all = parseGroups(head);
    if (!all) return null;
    groups = [...all, ...tail];
  }
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[i * 2] = g >> 8;
    bytes[i * 2 + 1] = g & 0xff;
  });
  return bytes;
}

function v4InRange(ip: number, network: string, prefix: number): boolean {
  const base = parseIPv4(network);
  if (base === null) throw new Error(`bad range ${network}`);
  if (prefix === 0) return true;
  return (ip ^ base) >>> (32 - prefix) === 0;
}

function v6InRange(bytes: Uint8Array, network: string, prefix: number): boolean {
  const base = parseIPv6(network);
  if (!base) throw new Error(`bad range ${network}`);
  for (let bit = 0; bit < prefix; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[byte] ?? 0) & mask) !== ((base[byte] ?? 0) & mask)) return false;
  }
  return true;
}

function isPublicV4(ip: number): boolean {
  return !BLOCKED_IPV4_RANGES.some(([net, prefix]) => v4InRange(ip, net, prefix));
}

function v4At(bytes: Uint8Array, offset: number): number {
  return (
    (((bytes[offset] ?? 0) << 24) |
      ((bytes[offset + 1] ?? 0) << 16) |
      ((bytes[offset + 2] ?? 0) << 8) |
      (bytes[offset + 3] ?? 0)) >>>
    0
  );
}

function allZero(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** If the IPv6 address is IPv4-mapped (::ffff:a.b.c.d), returns the IPv4 address as an unsigned int. */
export function mappedIPv4(bytes: Uint8Array): number | null {
  return allZero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff ? v4At(bytes, 12) : null;
}

function isPublicV6(bytes: Uint8Array): boolean {
  // IPv4-mapped ::ffff:0:0/96: the kernel connects to the embedded IPv4 address.
  const mapped = mappedIPv4(bytes);
  if (mapped !== null) return isPublicV4(mapped);
  // ::/96 covers ::, ::1 and deprecated IPv4-compatible addresses (::a.b.c.d): all refused outright.
  if (allZero(bytes, 0, 12)) return false;
  // NAT64 well-known prefix 64:ff9b::/96: judged by the embedded IPv4 address.
  if (v6InRange(bytes, '64:ff9b::', 96)) return isPublicV4(v4At(bytes, 12));
  // 6to4 2002::/16: embedded IPv4 in bits 16..47 must itself be public.
  if (v6InRange(bytes, '2002::', 16) && !isPublicV4(v4At(bytes, 2))) return false;
  // Only global unicast 2000::/3 is public. This refuses ::ffff:0:a.b.c.d (SIIT), 64:ff9b:1::/48 (local NAT64),
  // 100::/64 (discard), fc00::/7 (unique local), fe80::/10 (link-local), fec0::/10 (site-local), ff00::/8
  // (multicast) and all unassigned space.
  if (!v6InRange(bytes, '2000::', 3)) return false;
  return !BLOCKED_IPV6_RANGES.some(([net, prefix]) => v6InRange(bytes, net, prefix));
}

/**
 * True only for a valid, globally routable unicast address. Accepts canonical dotted IPv4 or IPv6 (bracketed or
 * not). Anything unparsable, non-canonical (e.g. "0177.0.0.1", "2130706433") or carrying a zone id is NOT public.
 */
export function isPublicAddress(ip: string): boolean {
  if (typeof ip !== 'string') return false;
  const v4 = parseIPv4(ip);
  if (v4 !== null) return isPublicV4(v4);
  const v6 = parseIPv6(ip);
  if (v6 !== null) return isPublicV6(v6);
  return false;
}

function formatV4(ip: number): string {
  return [ip >>> 24, (ip >>> 16) & 0xff, (ip >>> 8) & 0xff, ip & 0xff].join('.');
}

function formatV6(bytes: Uint8Array): string {
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0));
  // Longest run of >= 2 zero groups becomes "::" (RFC 5952).
  let bestStart = -1;
  let bestLen = 0;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen && j - i >= 2) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLen).join(':')}`;
}

/**
 * Canonical form of an address for connecting and comparing: IPv4 dotted, IPv4-mapped IPv6 collapsed to its
 * IPv4 address, other IPv6 in RFC 5952 form. Returns null if unparsable.
 */
export function canonicalAddress(ip: string): { address: string; family: 4 | 6 } | null {
  const v4 = parseIPv4(ip);
  if (v4 !== null) return { address: formatV4(v4), family: 4 };
  const v6 = parseIPv6(ip);
  if (!v6) return null;
  const mapped = mappedIPv4(v6);
  if (mapped !== null) return { address: formatV4(mapped), family: 4 };
  return { address: formatV6(v6), family: 6 };
}
