import { BlockList } from 'node:net';
import fc from 'fast-check';
import { BLOCKED_IPV4_RANGES, canonicalAddress, parseIPv6 } from './address.ts';
import { FetchError, isPublicAddress, safeFetchPage } from './index.ts';

const dotted = (n: number): string => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
const hex16 = (n: number): string => [(n >>> 16).toString(16), (n & 0xffff).toString(16)].join(':');

// Independent oracle: node's BlockList built from the same range table.
const oracle = new BlockList();
for (const [net, prefix] of BLOCKED_IPV4_RANGES) oracle.addSubnet(net, prefix, 'ipv4');

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '[2a00:1450:4001:80e::200e]',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.255.255.255',
    '10.255.255.255',
    '172.16.0.0',
    '172.31.255.255',
    '192.168.255.255',
    '169.254.169.254',
    '100.64.0.0',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '198.18.0.0',
    '198.19.255.255',
    '192.0.2.1',
    '198.51.100.1',
    '203.0.113.1',
    '192.0.0.8',
    '192.88.99.1',
    '::',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '::8.8.8.8', // IPv4-compatible: deprecated, always refused
    '::ffff:0:808:808', // SIIT
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::808:808',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    'fc00::1',
    'fd00::1',
    'fdff:ffff::1',
    'fe80::1',
    'febf::1',
    'fec0::1',
    'ff02::1',
    'ff0e::1',
    '2001:db8::1',
    '2001::1',
    '2001:2::1',
    '3fff::1',
    '100::1',
    '4000::1',
    'fe80::1%eth0',
    '',
    'localhost',
    'example.com',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '127.1',
    '010.0.0.1',
    '1.2.3.4.5',
    '256.0.0.1',
    ' 8.8.8.8',
    '::ffff:8.8.8.08',
    '1::2::3',
  ])('%s is not public', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it('matches node:net BlockList on random IPv4 addresses, in dotted and IPv4-mapped form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        const expected = !oracle.check(dotted(n), 'ipv4');
        expect(isPublicAddress(dotted(n))).toBe(expected);
        expect(isPublicAddress(`::ffff:${dotted(n)}`)).toBe(expected);
        expect(isPublicAddress(`::ffff:${hex16(n)}`)).toBe(expected);
        expect(isPublicAddress(`64:ff9b::${dotted(n)}`)).toBe(expected);
        expect(isPublicAddress(`::${dotted(n)}`)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('never calls unique-local, link-local, site-local or multicast IPv6 public', () => {
    const prefixes: [number, number][] = [
      [0xfc00, 7],
      [0xfe80, 10],
      [0xfec0, 10],
      [0xff00, 8],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...prefixes),
        fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }),
        ([base, len], groups) => {
          const mask = (0xffff << (16 - len)) & 0xffff;
          groups[0] = (base & mask) | ((groups[0] ?? 0) & ~mask & 0xffff);
          const ip = groups.map((g) => g.toString(16)).join(':');
          expect(isPublicAddress(ip)).toBe(false);
        },
      ),
    );
  });
});

describe('canonicalAddress / parseIPv6', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1', 4],
    ['::ffff:127.0.0.1', '127.0.0.1', 4],
    ['::ffff:7f00:1', '127.0.0.1', 4],
    ['0:0:0:0:0:0:0:1', '::1', 6],
    ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1', 6],
    ['[2606:4700:4700::1111]', '2606:4700:4700::1111', 6],
    ['64:ff9b::1.2.3.4', '64:ff9b::102:304', 6],
  ])('%s -> %s', (input, address, family) => {
    expect(canonicalAddress(input)).toEqual({ address, family });
  });

  it('rejects garbage', () => {
    expect(canonicalAddress('nope')).toBeNull();
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull();
    expect(parseIPv6('fe80::1%1')).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Property: a blocked IPv4 address written in any notation a URL accepts is refused, without any DNS lookup.

const blockedV4 = fc.constantFrom(...BLOCKED_IPV4_RANGES).chain(([net, prefix]) => {
  const base = net.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  const size = 2 ** (32 - prefix);
  return fc.integer({ min: 0, max: size - 1 }).map((offset) => base + offset);
});

const oct = (n: number): string => `0${n.toString(8)}`;
const hx = (n: number): string => `0x${n.toString(16)}`;

function notations(n: number): string[] {
  const [a, b, c, d] = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const hexHigh = (n >>> 16).toString(16);
  const hexLow = (n & 0xffff).toString(16);
  return [
    `http://${a}.${b}.${c}.${d}/`,
    `http://${n}/`,
    `http://${hx(n)}/`,
    `http://${hx(n).toUpperCase().replace('0X', '0x')}/`,
    `http://${oct(n)}/`,
    `http://${oct(a)}.${oct(b)}.${oct(c)}.${oct(d)}/`,
    `http://${hx(a)}.${hx(b)}.${hx(c)}.${hx(d)}/`,
    `http://${hx(a)}.${b}.${oct(c)}.${d}/`,
    `http://${a}.${(b << 16) | (c << 8) | d}/`,
    `http://${hx(a)}.${hx((b << 16) | (c << 8) | d)}/`,
    `http://${a}.${b}.${(c << 8) | d}/`,
    `http://${oct(a)}.${oct(b)}.${hx((c << 8) | d)}/`,
    `https://${a}.${b}.${c}.${d}./`,
    `http://${a}.${b}.${c}.${d}:80/recipe?x=1`,
    `http://[::ffff:${a}.${b}.${c}.${d}]/`,
    `http://[::ffff:${hexHigh}:${hexLow}]/`,
    `http://[0:0:0:0:0:ffff:${a}.${b}.${c}.${d}]/`,
    `http://[::${a}.${b}.${c}.${d}]/`,
    `http://[::${hexHigh}:${hexLow}]/`,
    `http://[64:ff9b::${a}.${b}.${c}.${d}]/`,
    `http://[64:ff9b::${hexHigh}:${hexLow}]/`,
    `http://[2002:${hexHigh}:${hexLow}::1]/`,
    `https://[2002:${hexHigh}:${hexLow}:abcd::]/`,
  ];
}

describe('property: blocked IPv4 in every notation is refused', () => {
  const noDns = async (): Promise<never> => {
    throw new Error('DNS must not be used for IP literals');
  };

  it('refuses every rendering', async () => {
    await fc.assert(
      fc.asyncProperty(blockedV4, async (n) => {
        for (const url of notations(n)) {
          const err = await safeFetchPage(url, { resolver: noDns, timeoutMs: 1000 }).then(
            () => null,
            (e: unknown) => e,
          );
          if (!(err instanceof FetchError) || err.code !== 'BLOCKED_ADDRESS') {
            throw new Error(`${url} (${dotted(n)}) was not refused: ${String(err)}`);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('classifies random public IPv4 addresses as public', () => {
    const publicV4 = fc.integer({ min: 0, max: 0xffffffff }).filter((n) => !oracle.check(dotted(n), 'ipv4'));
    fc.assert(
      fc.property(publicV4, (n) => {
        expect(isPublicAddress(dotted(n))).toBe(true);
        expect(isPublicAddress(`::ffff:${dotted(n)}`)).toBe(true);
        expect(isPublicAddress(`64:ff9b::${hex16(n)}`)).toBe(true);
        expect(isPublicAddress(`2002:${hex16(n)}::1`)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
