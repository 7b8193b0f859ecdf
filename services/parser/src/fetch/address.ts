// IP address classification for the SSRF guard.
//
// Policy: an address is "public" only when it is a syntactically valid, canonical IPv4 or IPv6 address that
// is globally routable unicast. Everything else (loopback, private, link-local, CGNAT, multicast, reserved,
// documentation, benchmarking, unparsable, IPv6 zone ids, ...) is refused. IPv6 is handled by allow-listing
// 2000::/3 (global unicast) minus special blocks, after unwrapping forms that embed an IPv4 address.
// Ranges are matched by Node's `net.BlockList`; IPv6 text is read and written by `ipaddr.js`.

import { BlockList, isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

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
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part))) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0) >>> 0;
}

/** Parses an IPv6 address (optionally bracketed, no zone id) into 16 bytes. */
export function parseIPv6(input: string): Uint8Array | null {
  const ip = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  if (ip.includes('%') || !isIPv6(ip)) return null;
  const hex = withHexTail(ip);
  return hex === null ? null : Uint8Array.from(ipaddr.IPv6.parse(hex).toByteArray());
}

/**
 * The address with an embedded dotted IPv4 tail (::ffff:127.0.0.1) written as two hex groups, or null when
 * the tail is not as strict as a plain IPv4 address. ipaddr.js would read `::a.b.c.d` (IPv4-compatible, which
 * the kernel does not treat as the IPv4 address) as `::ffff:a.b.c.d`.
 */
function withHexTail(ip: string): string | null {
  const colon = ip.lastIndexOf(':');
  const tail = ip.slice(colon + 1);
  if (!tail.includes('.')) return ip;
  const v4 = parseIPv4(tail);
  if (v4 === null) return null;
  return `${ip.slice(0, colon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
}

function blockList(
  ranges: ReadonlyArray<readonly [string, number, string]>,
  type: 'ipv4' | 'ipv6',
): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

const BLOCKED_V4 = blockList(BLOCKED_IPV4_RANGES, 'ipv4');
const BLOCKED_V6 = blockList(BLOCKED_IPV6_RANGES, 'ipv6');
/** Global unicast: the only IPv6 space that may be public. */
const GLOBAL_UNICAST = blockList([['2000::', 3, 'global unicast']], 'ipv6');
/** The NAT64 well-known prefix: judged by the IPv4 address in its last 32 bits. */
const NAT64 = blockList([['64:ff9b::', 96, 'NAT64']], 'ipv6');
/** 6to4: the IPv4 address in bits 16..47 must itself be public. */
const SIX_TO_FOUR = blockList([['2002::', 16, '6to4']], 'ipv6');

function formatV4(ip: number): string {
  return [ip >>> 24, (ip >>> 16) & 0xff, (ip >>> 8) & 0xff, ip & 0xff].join('.');
}

function formatV6(bytes: Uint8Array): string {
  return new ipaddr.IPv6(Array.from(bytes)).toRFC5952String();
}

function isPublicV4(ip: number): boolean {
  return !BLOCKED_V4.check(formatV4(ip), 'ipv4');
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
  return bytes.subarray(from, to).every((byte) => byte === 0);
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
  const text = formatV6(bytes);
  if (NAT64.check(text, 'ipv6')) return isPublicV4(v4At(bytes, 12));
  if (SIX_TO_FOUR.check(text, 'ipv6') && !isPublicV4(v4At(bytes, 2))) return false;
  // Only global unicast 2000::/3 is public. This refuses ::ffff:0:a.b.c.d (SIIT), 64:ff9b:1::/48 (local NAT64),
  // 100::/64 (discard), fc00::/7 (unique local), fe80::/10 (link-local), fec0::/10 (site-local), ff00::/8
  // (multicast) and all unassigned space.
  return GLOBAL_UNICAST.check(text, 'ipv6') && !BLOCKED_V6.check(text, 'ipv6');
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
