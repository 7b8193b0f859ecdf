import axe from 'axe-core';
import {
  clickByText,
  saveRecipeThroughApi,
  signUpInBrowser,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
} from './browser.ts';
import { violations } from './axe.ts';
import { page } from './page.ts';

/**
 * axe-core (the engine @axe-core/puppeteer wraps; that wrapper needs the full `puppeteer` package,
 * which downloads its own Chrome, as a peer) on every route, signed out, free and premium, at a
 * desktop and a phone width: no violations.
 */
// Each test walks a dozen pages at two widths: a guard against a hang, not a speed budget.
jest.setTimeout(180_000);

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 667 },
];

/** Waits until requests and animations (dialogs fading in, toasts sliding) have finished. */
async function settled(): Promise<void> {
  // A page that polls (an import, a checkout) never idles: then the wait ends after a while.
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

/** Opens each path at each width and expects axe to find nothing; says which page failed and why. */
async function checkRoutes(
  who: string,
  paths: string[],
  ready: (path: string) => Promise<void>,
): Promise<void> {
  const found: string[] = [];
  for (const viewport of WIDTHS) {
    await page.setViewport(viewport);
    for (const path of paths) {
      await page.goto(url(path));
      await ready(path);
      await settled();
      for (const v of await violations(axe.source)) {
        found.push(
          `${who} ${path} @${viewport.width}px: ${v.id} (${v.impact}) ${v.help}\n` +
            v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
        );
      }
    }
  }
  expect(found).toEqual([]);
}

const heading = () => page.waitForSelector('h1, h2', { visible: true }).then(() => undefined);

test('signed out: the landing page, sign-in, sign-up, reset, legal, account prompts and 404 have no violations', async () => {
  await checkRoutes(
    'visitor',
    [
      '/',
      '/auth',
      '/signup',
      '/reset-password?token=abc',
      '/privacy-policy',
      '/terms-of-service',
      '/support',
      '/profile',
      '/settings',
      '/no-such-page',
      '/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    heading,
  );
});

const RECIPE = {
  title: 'Saffron risotto',
  description: 'Creamy, golden and ready in half an hour.',
  ingredients: ['300 g arborio rice', '1 pinch saffron', '1 l stock'],
  instructions: ['Toast the rice.', 'Add the stock a ladle at a time.', 'Stir in the saffron.'],
  cookTime: '30 minutes',
  prepTime: '5 minutes',
  difficulty: 'Medium',
  servings: 4,
  tags: ['dinner', 'italian'],
  notes: 'Warm stock keeps the rice cooking.\nServe at once: it thickens as it stands.',
};

async function shareLink(recipeId: string): Promise<string> {
  return page.evaluate(async (id: string) => {
    const response = await fetch(`/api/recipes/${id}/share`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    return ((await response.json()) as { url: string }).url;
  }, recipeId);
}

const signedInPaths = (id: string, shared: string) => [
  `/recipe/${id}`,
  `/recipe/${id}/cook`,
  '/recipes/new',
  '/tools/grocery',
  '/profile',
  '/settings',
  '/support',
  shared,
];

/** A user with a saved, shared recipe; returns the recipe's id and its shared page's path. */
async function userWithRecipe(firstName: string): Promise<{ id: string; shared: string }> {
  await signUpInBrowser(page, firstName, 'Lovelace');
  const id = await saveRecipeThroughApi(page, RECIPE);
  return { id, shared: new URL(await shareLink(id)).pathname };
}

test('a free user: dashboard, recipe page, add form, a tool (locked), account pages have no violations', async () => {
  const { id, shared } = await userWithRecipe('Ada');
  await checkRoutes('free', ['/dashboard/free', ...signedInPaths(id, shared)], heading);
});

test('the share dialog, open with its link, has no violations', async () => {
  const { id } = await userWithRecipe('Hedy');
  const found: string[] = [];
  for (const viewport of WIDTHS) {
    await page.setViewport(viewport);
    await page.goto(url(`/recipe/${id}`));
    await waitForText(page, 'Saffron risotto');
    await clickByText(page, 'button', 'Share');
    await page.waitForSelector('[role=dialog] #share-link-url');
    await settled();
    for (const v of await violations(axe.source))
      found.push(`share dialog @${viewport.width}px: ${v.id} (${v.impact}) ${v.help}`);
  }
  expect(found).toEqual([]);
});

test('a premium user: dashboard, recipe page, add form, every tool, account pages have no violations', async () => {
  const { id, shared } = await userWithRecipe('Grace');
  await page.goto(url('/dashboard/free'));
  await waitForText(page, 'Saffron risotto');
  await upgradeToPremiumInBrowser(page);
  await checkRoutes(
    'premium',
    [
      '/dashboard/premium',
      ...signedInPaths(id, shared),
      '/tools/scale',
      '/tools/export',
      '/tools/substitutions',
      '/tools/meal-plan',
    ],
    heading,
  );
});
