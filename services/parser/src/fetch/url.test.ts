import { FetchError, normaliseUrl } from './index.ts';

describe('normaliseUrl', () => {
  it.each([
    ['  https://Example.COM/Recipe?b=2&a=1#step-3  ', 'https://example.com/Recipe?b=2&a=1'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['HTTPS://EXAMPLE.com', 'https://example.com/'],
    ['https://example.com/a/../b/./c', 'https://example.com/b/c'],
    ['https://example.com/?', 'https://example.com/'],
    ['https://example.com/#', 'https://example.com/'],
    ['www.example.com/pie', 'https://www.example.com/pie'],
    ['//example.com/pie', 'https://example.com/pie'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
    ['http://0x7f.1/', 'http://127.0.0.1/'],
    ['http://[::FFFF:127.0.0.1]/', 'http://[::ffff:7f00:1]/'],
    ['https://example.com/a b', 'https://example.com/a%20b'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseUrl(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normaliseUrl(' https://Example.com:443/x/../y?q#f');
    expect(normaliseUrl(once)).toBe(once);
  });

  it.each([
    '',
    '   ',
    'ftp://example.com/',
    'file:///etc/passwd',
    'http://u:p@example.com/',
    'https://',
    'http://[::1',
    `https://example.com/${'a'.repeat(5000)}`,
  ])('refuses %j', (input) => {
    expect(() => normaliseUrl(input)).toThrow(FetchError);
    try {
      normaliseUrl(input);
    } catch (err) {
      expect((err as FetchError).code).toBe('INVALID_URL');
    }
  });
});
