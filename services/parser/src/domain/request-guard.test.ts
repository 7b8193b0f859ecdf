import { stubResolver } from '../fetch/test-helpers.ts';
import { RequestGuard } from './request-guard.ts';

const resolver = stubResolver({
  'recipes.example': ['93.184.216.34'],
  'cdn.example': ['93.184.216.35', '2606:2800:220:1::1'],
  'mixed.example': ['93.184.216.36', '10.0.0.5'],
  'inside.example': ['192.168.1.10'],
  'fixture.test': ['127.0.0.1'],
});

describe('RequestGuard', () => {
  const guard = () => new RequestGuard({ resolver });

  test('allows http(s) on the default port to hosts whose every address is public', async () => {
    const g = guard();
    await expect(g.allows('https://recipes.example/app.js')).resolves.toBe(true);
    await expect(g.allows('http://cdn.example/x.json')).resolves.toBe(true);
    await expect(g.allows('https://93.184.216.34/')).resolves.toBe(true);
  });

  test.each([
    ['a host with one private address', 'https://mixed.example/'],
    ['a private host', 'https://inside.example/'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['loopback', 'http://127.0.0.1/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['localhost', 'http://localhost/'],
    ['a .internal name', 'http://db.internal/'],
    ['a single-label name', 'http://intranet/'],
    ['an unknown name', 'https://nowhere.example/'],
    ['a non-default port', 'https://recipes.example:8443/'],
    ['credentials', 'https://user:pw@recipes.example/'],
    ['another scheme', 'file:///etc/passwd'],
    ['websockets', 'wss://recipes.example/socket'],
  ])('refuses %s', async (_name, url) => {
    await expect(guard().allows(url)).resolves.toBe(false);
  });

  test('the test-only addresses open loopback fixtures on any port, and nothing else', async () => {
    const g = new RequestGuard({ resolver, testAllowedAddresses: ['127.0.0.1'] });
    await expect(g.allows('http://127.0.0.1:4567/page')).resolves.toBe(true);
    await expect(g.allows('http://fixture.test:4567/page')).resolves.toBe(true);
    await expect(g.allows('http://127.0.0.2:4567/page')).resolves.toBe(false);
    await expect(g.allows('http://localhost:4567/page')).resolves.toBe(false);
    await expect(g.allows('https://recipes.example:4567/')).resolves.toBe(false);
  });

  test('asks DNS once per host for the life of a page', async () => {
    const counting = stubResolver({ 'recipes.example': ['93.184.216.34'] });
    const g = new RequestGuard({ resolver: counting });
    await g.allows('https://recipes.example/a.js');
    await g.allows('https://recipes.example/b.js');
    expect(counting.calls).toEqual(['recipes.example']);
  });
});
