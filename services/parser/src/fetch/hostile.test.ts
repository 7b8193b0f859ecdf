import { FetchError, safeFetchPage } from './index.ts';
import type { FetchErrorCode } from './index.ts';
import { stubResolver } from './test-helpers.ts';

// Stub DNS: nothing here ever reaches the network. Public-looking names used as controls resolve to
// documentation-free public addresses but no test expects a connection to them.
const dns = {
  'private10.example': ['10.0.0.5'],
  'private172.example': ['172.16.3.4'],
  'private192.example': ['192.168.1.1'],
  'loopback.example': ['127.0.0.1'],
  'loopback6.example': ['::1'],
  'metadata.example': ['169.254.169.254'],
  'cgnat.example': ['100.100.100.100'],
  'ula.example': ['fd12:3456::1'],
  'linklocal6.example': ['fe80::1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'nat64.example': ['64:ff9b::a00:1'],
  'mixed.example': ['93.184.216.34', '10.0.0.1'],
  'mixed6.example': ['2606:4700:4700::1111', 'fc00::1'],
  'zero.example': ['0.0.0.0'],
  'garbage.example': ['not-an-ip'],
  'empty.example': [],
  'public.example': ['93.184.216.34'],
};

type Row = [url: string, code: FetchErrorCode, note: string];

const HOSTILE: Row[] = [
  // Scheme, credentials, syntax
  ['ftp://example.com/recipe', 'INVALID_URL', 'ftp scheme'],
  ['file:///etc/passwd', 'INVALID_URL', 'file scheme'],
  ['gopher://127.0.0.1:6379/_INFO', 'INVALID_URL', 'gopher to redis'],
  ['javascript:alert(1)', 'INVALID_URL', 'javascript scheme'],
  ['data:text/html,<h1>x</h1>', 'INVALID_URL', 'data scheme'],
  ['dict://127.0.0.1:11211/stat', 'INVALID_URL', 'dict scheme'],
  ['http://user:pass@example.com/', 'INVALID_URL', 'credentials'],
  ['http://user@example.com/', 'INVALID_URL', 'username only'],
  ['http://', 'INVALID_URL', 'no host'],
  ['http://1.2.3.4.5/', 'INVALID_URL', 'five-part IPv4'],
  ['http://[fe80::1%25eth0]/', 'INVALID_URL', 'IPv6 zone id'],
  ['', 'INVALID_URL', 'empty'],
  // Ports
  ['http://example.com:22/', 'BLOCKED_PORT', 'ssh port'],
  ['http://example.com:8080/', 'BLOCKED_PORT', 'alt http port'],
  ['https://example.com:80/', 'BLOCKED_PORT', 'port 80 on https'],
  ['http://example.com:443/', 'BLOCKED_PORT', 'port 443 on http'],
  ['http://93.184.216.34:6379/', 'BLOCKED_PORT', 'redis port on public IP'],
  // IPv4 loopback in every notation (the URL parser canonicalises, the host is still checked)
  ['http://127.0.0.1/', 'BLOCKED_ADDRESS', 'loopback'],
  ['http://127.1/', 'BLOCKED_ADDRESS', 'short loopback'],
  ['http://127.0.1/', 'BLOCKED_ADDRESS', 'three-part loopback'],
  ['http://2130706433/', 'BLOCKED_ADDRESS', 'decimal loopback'],
  ['http://0x7f000001/', 'BLOCKED_ADDRESS', 'hex loopback'],
  ['http://0x7f.1/', 'BLOCKED_ADDRESS', 'hex short loopback'],
  ['http://0177.0.0.1/', 'BLOCKED_ADDRESS', 'octal loopback'],
  ['http://017700000001/', 'BLOCKED_ADDRESS', 'octal integer loopback'],
  ['http://0x7F.0.0.0x1/', 'BLOCKED_ADDRESS', 'mixed hex loopback'],
  ['http://%31%32%37.0.0.1/', 'BLOCKED_ADDRESS', 'percent-encoded loopback'],
  ['http://127.0.0.2/', 'BLOCKED_ADDRESS', 'other loopback'],
  ['http://127.255.255.254/', 'BLOCKED_ADDRESS', 'top of loopback'],
  // Other IPv4 ranges
  ['http://0.0.0.0/', 'BLOCKED_ADDRESS', 'unspecified'],
  ['http://0/', 'BLOCKED_ADDRESS', 'zero integer'],
  ['http://10.0.0.1/', 'BLOCKED_ADDRESS', 'private 10/8'],
  ['http://172.16.0.1/', 'BLOCKED_ADDRESS', 'private 172.16/12'],
  ['http://172.31.255.255/', 'BLOCKED_ADDRESS', 'top of 172.16/12'],
  ['http://192.168.0.1/', 'BLOCKED_ADDRESS', 'private 192.168/16'],
  ['http://3232235521/', 'BLOCKED_ADDRESS', 'decimal 192.168.0.1'],
  ['http://169.254.169.254/latest/meta-data/', 'BLOCKED_ADDRESS', 'cloud metadata'],
  ['http://0xa9fea9fe/', 'BLOCKED_ADDRESS', 'hex metadata'],
  ['http://100.64.0.1/', 'BLOCKED_ADDRESS', 'CGNAT'],
  ['http://224.0.0.1/', 'BLOCKED_ADDRESS', 'multicast'],
  ['http://255.255.255.255/', 'BLOCKED_ADDRESS', 'broadcast'],
  ['http://240.0.0.1/', 'BLOCKED_ADDRESS', 'reserved 240/4'],
  ['http://198.18.0.1/', 'BLOCKED_ADDRESS', 'benchmarking'],
  ['http://192.0.2.1/', 'BLOCKED_ADDRESS', 'TEST-NET-1'],
  ['http://198.51.100.7/', 'BLOCKED_ADDRESS', 'TEST-NET-2'],
  ['http://203.0.113.9/', 'BLOCKED_ADDRESS', 'TEST-NET-3'],
  ['http://192.0.0.170/', 'BLOCKED_ADDRESS', '192.0.0/24'],
  // IPv6 literals
  ['http://[::1]/', 'BLOCKED_ADDRESS', 'IPv6 loopback'],
  ['http://[0:0:0:0:0:0:0:1]/', 'BLOCKED_ADDRESS', 'IPv6 loopback long form'],
  ['http://[::]/', 'BLOCKED_ADDRESS', 'IPv6 unspecified'],
  ['http://[::ffff:7f00:1]/', 'BLOCKED_ADDRESS', 'IPv4-mapped loopback (hex)'],
  ['http://[::ffff:127.0.0.1]/', 'BLOCKED_ADDRESS', 'IPv4-mapped loopback (dotted)'],
  ['http://[::ffff:a9fe:a9fe]/', 'BLOCKED_ADDRESS', 'IPv4-mapped metadata'],
  ['http://[::127.0.0.1]/', 'BLOCKED_ADDRESS', 'IPv4-compatible loopback'],
  ['http://[::8.8.8.8]/', 'BLOCKED_ADDRESS', 'IPv4-compatible (deprecated) even if public'],
  ['http://[64:ff9b::7f00:1]/', 'BLOCKED_ADDRESS', 'NAT64 loopback'],
  ['http://[64:ff9b::169.254.169.254]/', 'BLOCKED_ADDRESS', 'NAT64 metadata'],
  ['http://[2002:7f00:1::]/', 'BLOCKED_ADDRESS', '6to4 loopback'],
  ['http://[2002:a00:1::1]/', 'BLOCKED_ADDRESS', '6to4 private'],
  ['http://[fd00::1]/', 'BLOCKED_ADDRESS', 'unique local'],
  ['http://[fc00::1]/', 'BLOCKED_ADDRESS', 'unique local fc'],
  ['http://[fe80::1]/', 'BLOCKED_ADDRESS', 'link-local'],
  ['http://[fec0::1]/', 'BLOCKED_ADDRESS', 'site-local'],
  ['http://[ff02::1]/', 'BLOCKED_ADDRESS', 'multicast'],
  ['http://[2001:db8::1]/', 'BLOCKED_ADDRESS', 'documentation'],
  ['http://[2001::1]/', 'BLOCKED_ADDRESS', 'Teredo'],
  ['http://[::ffff:0:7f00:1]/', 'BLOCKED_ADDRESS', 'IPv4-translated (SIIT)'],
  ['http://[fd00:ec2::254]/', 'BLOCKED_ADDRESS', 'AWS IPv6 metadata'],
  // Internal names refused before DNS
  ['http://localhost/', 'BLOCKED_ADDRESS', 'localhost'],
  ['http://LOCALHOST./', 'BLOCKED_ADDRESS', 'localhost, upper case, trailing dot'],
  ['http://app.localhost/', 'BLOCKED_ADDRESS', '*.localhost'],
  ['http://metadata.google.internal/computeMetadata/v1/', 'BLOCKED_ADDRESS', 'GCP metadata name'],
  ['http://printer.local/', 'BLOCKED_ADDRESS', 'mDNS name'],
  ['http://redis/', 'BLOCKED_ADDRESS', 'single-label name'],
  ['http://1.0.0.127.in-addr.arpa/', 'BLOCKED_ADDRESS', 'arpa'],
  // Names whose (stub) DNS answers are not public
  ['http://private10.example/', 'BLOCKED_ADDRESS', 'DNS -> 10/8'],
  ['http://private172.example/', 'BLOCKED_ADDRESS', 'DNS -> 172.16/12'],
  ['http://private192.example/', 'BLOCKED_ADDRESS', 'DNS -> 192.168/16'],
  ['http://loopback.example/', 'BLOCKED_ADDRESS', 'DNS -> 127.0.0.1'],
  ['http://loopback6.example/', 'BLOCKED_ADDRESS', 'DNS -> ::1'],
  ['http://metadata.example/latest/meta-data/', 'BLOCKED_ADDRESS', 'DNS -> metadata'],
  ['http://cgnat.example/', 'BLOCKED_ADDRESS', 'DNS -> CGNAT'],
  ['http://ula.example/', 'BLOCKED_ADDRESS', 'DNS -> ULA'],
  ['http://linklocal6.example/', 'BLOCKED_ADDRESS', 'DNS -> fe80::/10'],
  ['http://mapped.example/', 'BLOCKED_ADDRESS', 'DNS -> ::ffff:127.0.0.1'],
  ['http://nat64.example/', 'BLOCKED_ADDRESS', 'DNS -> NAT64 10.0.0.1'],
  ['http://mixed.example/', 'BLOCKED_ADDRESS', 'one public and one private A record'],
  ['http://mixed6.example/', 'BLOCKED_ADDRESS', 'one public and one ULA AAAA record'],
  ['http://zero.example/', 'BLOCKED_ADDRESS', 'DNS -> 0.0.0.0'],
  ['http://garbage.example/', 'BLOCKED_ADDRESS', 'unparsable DNS answer'],
  ['https://private10.example/', 'BLOCKED_ADDRESS', 'https to private'],
  // DNS failures
  ['http://empty.example/', 'DNS_FAILED', 'no records'],
  ['http://nxdomain.example/', 'DNS_FAILED', 'NXDOMAIN'],
];

async function refusal(url: string, options: Parameters<typeof safeFetchPage>[1]): Promise<FetchError> {
  try {
    await safeFetchPage(url, options);
  } catch (err) {
    if (err instanceof FetchError) return err;
    throw err;
  }
  throw new Error(`expected ${url} to be refused`);
}

describe('hostile addresses', () => {
  it('has a big enough table', () => {
    expect(HOSTILE.filter(([, code]) => code !== 'DNS_FAILED').length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE)('%s is refused with %s (%s)', async (url, code) => {
    const resolver = stubResolver(dns);
    const err = await refusal(url, { resolver, timeoutMs: 2000 });
    expect(err.code).toBe(code);
    expect(err.permanent).toBe(true);
    expect(err.userMessage).not.toMatch(/127|169\.254|10\.0|::/);
    // IP literals never touch DNS.
    if (/^https?:\/\/(\[|[0-9%])/i.test(url)) expect(resolver.calls).toEqual([]);
  });

  // The test-only escape hatch allows exactly 127.0.0.1: every other row must still be refused the same way.
  const notExactly127001 = HOSTILE.filter(
    ([url]) =>
      !/^http:\/\/(127\.0\.0\.1|127\.1|127\.0\.1|2130706433|0x7f000001|0x7f\.1|0177\.0\.0\.1|017700000001|0x7F\.0\.0\.0x1|%31%32%37\.0\.0\.1|\[::ffff:7f00:1\]|\[::ffff:127\.0\.0\.1\]|loopback\.example|mapped\.example)\//i.test(
        url,
      ) && !/:(22|8080|443|80|6379)\//.test(url),
  );
  it.each(notExactly127001)('%s is still refused with allowLoopbackForTests', async (url, code) => {
    const err = await refusal(url, {
      resolver: stubResolver(dns),
      allowLoopbackForTests: true,
      timeoutMs: 2000,
    });
    expect(err.code).toBe(code);
  });

  it('does not expose the address in the user message', async () => {
    const err = await refusal('http://metadata.example/', { resolver: stubResolver(dns) });
    expect(err.userMessage).toBe('This address is not allowed.');
    expect(err.name).toBe('FetchError');
  });

  it('refuses non-string input', async () => {
    const err = await refusal(undefined as unknown as string, {});
    expect(err.code).toBe('INVALID_URL');
  });
});
