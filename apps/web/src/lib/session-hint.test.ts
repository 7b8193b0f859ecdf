import { hasSignedInHint, shouldAskForUser } from './session-hint';

describe('the signed-in hint', () => {
  const clear = () => (document.cookie = 'cm_signed_in=; path=/; max-age=0');
  beforeEach(clear);

  test('with the hint the app asks for the user on every page', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'cm_signed_in=1; path=/';
    expect(hasSignedInHint()).toBe(true);
    for (const path of ['/', '/auth', '/terms-of-service', '/dashboard/free', '/recipe/r1'])
      expect(shouldAskForUser(path)).toBe(true);
  });

  test('without it, public pages do not ask; the pages behind sign-in still do', () => {
    expect(hasSignedInHint()).toBe(false);
    for (const path of ['/', '/auth', '/login', '/signup', '/reset-password', '/privacy-policy', '/s/abc'])
      expect(shouldAskForUser(path)).toBe(false);
    for (const path of [
      '/dashboard',
      '/dashboard/free',
      '/recipe/r1',
      '/tools/grocery',
      '/import',
      '/settings',
    ])
      expect(shouldAskForUser(path)).toBe(true);
  });

  test('a cookie of another name that contains it is not the hint', () => {
    document.cookie = 'xcm_signed_in=1; path=/';
    expect(hasSignedInHint()).toBe(false);
    document.cookie = 'xcm_signed_in=; path=/; max-age=0';
  });
});
