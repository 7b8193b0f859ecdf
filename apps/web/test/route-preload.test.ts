import { runInNewContext } from 'node:vm';
import {
  EARLY_FEATURES_PATH,
  EARLY_HOUSEHOLD_PATH,
  readRoutePreloadTable,
  routePreloadScript,
} from '../build/route-preload';
import { HOUSEHOLD_PATH } from '../src/features/household/household-api';
import { FEATURES_KEY } from '../src/features/scaling/scaling-api';

const TABLE = {
  '/': ['assets/LandingPage-a.js', 'assets/shared-b.js'],
  '/auth': ['assets/AuthPage-c.js', 'assets/shared-b.js'],
  '/recipe/*': ['assets/RecipePage-d.js'],
};

/** What the script asks for at an address, with these cookies: the modulepreload links it adds. */
function preloadsAt(pathname: string, cookie = ''): string[] {
  const links: { rel: string; href: string }[] = [];
  runInNewContext(routePreloadScript(TABLE, '/', ['/', '/auth']), {
    location: { pathname },
    document: {
      cookie,
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
  });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

/** The paths the script fetches at an address, as the answers it leaves for the app. */
function dataAskedAt(pathname: string, search: string, cookie: string): string[] {
  const asked: string[] = [];
  const window: Record<string, Record<string, { answer: Promise<unknown> }>> = {};
  runInNewContext(routePreloadScript(TABLE, '/', ['/', '/auth']), {
    location: { pathname, search },
    window,
    Date,
    fetch: (path: string, init: { credentials: string }) => {
      expect(init.credentials).toBe('include');
      asked.push(path);
      return Promise.resolve({ ok: true });
    },
    document: { cookie, createElement: () => ({}), head: { appendChild: () => undefined } },
  });
  expect(Object.keys(window['__cookmarkEarlyAnswers'] ?? {})).toEqual(asked);
  return asked;
}

describe('the route preload script', () => {
  test("preloads the page at the address, and only that page's chunks", () => {
    expect(preloadsAt('/')).toEqual(['/assets/LandingPage-a.js', '/assets/shared-b.js']);
    expect(preloadsAt('/auth/')).toEqual(['/assets/AuthPage-c.js', '/assets/shared-b.js']);
    expect(preloadsAt('/recipe/42')).toEqual(['/assets/RecipePage-d.js']);
  });

  test('preloads nothing where it knows no page (a prefix needs something after it)', () => {
    expect(preloadsAt('/recipe/')).toEqual([]);
    expect(preloadsAt('/privacy-policy')).toEqual([]);
    expect(preloadsAt('/authors')).toEqual([]);
  });

  test('skips the visitor pages for a signed-in user, whom the app sends on to the dashboard', () => {
    expect(preloadsAt('/', 'theme=dark; cm_signed_in=1')).toEqual([]);
    expect(preloadsAt('/auth', 'cm_signed_in=1')).toEqual([]);
    expect(preloadsAt('/recipe/42', 'cm_signed_in=1')).toEqual(['/assets/RecipePage-d.js']);
    expect(preloadsAt('/', 'cm_signed_in=0')).toHaveLength(2);
  });

  test("asks for a signed-in page's first data beside its code, with the signed-in hint only", () => {
    const user = '/api/auth/user-with-billing';
    const household = '/api/household';
    expect(dataAskedAt('/recipe/42', '', 'cm_signed_in=1')).toEqual([
      user,
      '/api/recipes/42',
      '/api/features',
      household,
    ]);
    expect(dataAskedAt('/dashboard/free/', '', 'cm_signed_in=1')).toEqual([
      user,
      '/api/recipes?limit=24&facets=tags',
      household,
    ]);
    expect(dataAskedAt('/premium', '', 'cm_signed_in=1')).toHaveLength(3);
    // Filters in the address: the library's first page is another request.
    expect(dataAskedAt('/dashboard/premium', '?q=soup', 'cm_signed_in=1')).toEqual([user, household]);
    // Nobody signed in (the page sends the visitor to sign in), or a page without a known first request.
    expect(dataAskedAt('/recipe/42', '', '')).toEqual([]);
    expect(dataAskedAt('/recipe/42/cook', '', 'cm_signed_in=1')).toEqual([]);
    expect(dataAskedAt('/', '', 'cm_signed_in=1')).toEqual([]);
  });

  test('asks for the paths the app asks for (its first GET of each takes the answer)', () => {
    expect([EARLY_HOUSEHOLD_PATH, EARLY_FEATURES_PATH]).toEqual([HOUSEHOLD_PATH, FEATURES_KEY[0]]);
  });

  test('its table reads back as written', () => {
    expect(readRoutePreloadTable(routePreloadScript(TABLE))).toEqual(TABLE);
  });
});
