import { authPathReturningTo, safeNextPath } from './safe-next';

describe('the return address after signing in', () => {
  test.each(['/s/abc?save=1', '/recipe/123', '/', '/dashboard/free#top'])(
    'keeps a path of this site: %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  test.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a line break before another site', '/\n//evil.example'],
    ['a relative path', 'dashboard'],
    ['nothing', ''],
    ['no parameter', null],
  ])('refuses %s', (_what, next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  test('the auth address carries the path and gives it back', () => {
    const address = new URL(authPathReturningTo('/s/abc?save=1'), 'https://cookmark.example');
    expect(address.pathname).toBe('/auth');
    expect(safeNextPath(address.searchParams.get('next'))).toBe('/s/abc?save=1');
  });
});
