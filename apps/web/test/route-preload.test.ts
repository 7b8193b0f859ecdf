import { runInNewContext } from 'node:vm';
import { readRoutePreloadTable, routePreloadScript } from '../build/route-preload';

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

  test('its table reads back as written', () => {
    expect(readRoutePreloadTable(routePreloadScript(TABLE))).toEqual(TABLE);
  });
});
