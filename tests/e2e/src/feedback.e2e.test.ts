import {
  clickByText,
  clickWhenStill,
  launchBrowser,
  MOUSE_POINTER_ARGS,
  saveRecipeThroughApi,
  signUpInBrowser,
  TEST_PASSWORD,
  typeInto,
  url,
  waitForText,
  waitUntilStill,
} from './browser.ts';
import { page } from './page.ts';

/** What the keyboard is on: its label, else its id, else its text. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return el.getAttribute('aria-label') || el.id || el.textContent?.trim() || el.tagName;
  });

const toastTexts = () =>
  page.$$eval('[role=region][aria-label^="Notifications"] li', (items) => items.map((li) => li.textContent));

async function signOut(): Promise<void> {
  await clickWhenStill(page, 'button[aria-label^="Open account menu"]');
  await clickByText(page, '[role=menuitem]', 'Sign out');
  await page.waitForFunction(() => location.pathname === '/');
  await page.goto(url('/auth'));
  await page.waitForSelector('#auth-email');
}

test("sign-in: tab order e-mail, password, 'Forgot your password?'; 'Welcome back!' shows on the dashboard it goes to, without a page load; /auth signed in goes to the dashboard", async () => {
  const email = await signUpInBrowser(page, 'Edna', 'Lewis');
  // The sign-up welcome names the product, on the dashboard sign-up goes to.
  await waitForText(page, 'Welcome to Cookmark!');
  await waitForText(page, 'Your account has been created successfully.');

  await signOut();
  expect(await page.title()).toBe('Sign in | Cookmark');
  await page.focus('#auth-email');
  const order = [await focused()];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    order.push(await focused());
  }
  // The password field's own show/hide button sits between the field and the link.
  expect(order).toEqual(['auth-email', 'auth-password', 'Show password', 'Forgot your password?']);

  await typeInto(page, '#auth-email', email);
  await typeInto(page, '#auth-password', TEST_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/dashboard/free', { timeout: 20_000 });
  await waitForText(page, 'Welcome back!');
  await waitForText(page, "You've been signed in successfully.");

  await page.goto(url('/auth'));
  await page.waitForFunction(() => location.pathname === '/dashboard/free');
});

test('dialogs give focus back to what opened them; Escape closes only the topmost thing, a toast first', async () => {
  await signUpInBrowser(page, 'Claudia', 'Roden');
  await waitForText(page, 'Welcome to Cookmark!');

  // Escape with the welcome toast showing closes the toast, nothing else.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role=region][aria-label^="Notifications"] li'));

  // Learn More -> the upgrade dialog; Escape closes it and the keyboard is back on Learn More.
  await clickByText(page, 'button', 'Learn More');
  await waitUntilStill(page, '[role=dialog]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role=dialog]'));
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Learn More');

  // A dialog opened from the account menu gives focus back to the menu's button.
  await clickWhenStill(page, 'button[aria-label^="Open account menu"]');
  await clickByText(page, '[role=menuitem]', 'Settings');
  await waitUntilStill(page, '[role=dialog]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role=dialog]'));
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-label') === 'Open account menu, CR',
  );

  // A toast over the full Add Recipe form: the first Escape closes the toast, the form stays.
  await page.goto(url('/recipes/new'));
  await page.waitForSelector('#add-recipe-url');
  await page.evaluate(() => document.getElementById('add-recipe-url')?.focus());
  await clickByText(page, 'button', 'Or add recipe details manually');
  await page.waitForSelector('#recipe-title');
  await clickByText(page, 'button', 'Save Recipe');
  await waitForText(page, 'Title is required');
  expect((await toastTexts()).length).toBe(1);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role=region][aria-label^="Notifications"] li'));
  expect(new URL(page.url()).pathname).toBe('/recipes/new');
  expect(await page.$('#recipe-title')).not.toBeNull();
  // The next press closes the (untouched) form.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => location.pathname === '/dashboard/free');
});

/** A 10,000-character word (a description may hold it; a title at most 200 characters). */
const LONG_WORD = 'x'.repeat(10_000);
const LONG_TITLE_WORD = 'x'.repeat(190);
/** An ingredient line or a step may hold 2,000 characters. */
const LONG_LINE_WORD = 'y'.repeat(1_900);

test("on a phone: the recipes start within the first screen, long words wrap, the delete button shows, an ingredient click says 'Premium Feature'", async () => {
  await page.setViewport({ width: 375, height: 667, isMobile: true, hasTouch: true });
  await signUpInBrowser(page, 'Madhur', 'Jaffrey');
  const id = await saveRecipeThroughApi(page, {
    title: `Dal ${LONG_TITLE_WORD}`,
    description: LONG_WORD,
    ingredients: ['1 cup red lentils', '1 tsp turmeric', `1 pinch ${LONG_LINE_WORD}`],
    instructions: ['Rinse the lentils.', 'Simmer with turmeric.', `Serve ${LONG_LINE_WORD}`],
  });
  await page.goto(url('/dashboard/free'));
  const card = await page.waitForSelector('[data-testid="recipe-card"]');
  const top = await card!.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(667);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // A touch screen cannot hover: the delete button is there to be seen.
  expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
  expect(
    await page.$eval(
      '[data-testid="recipe-card"] button[aria-label^="Delete"]',
      (b) => getComputedStyle(b).opacity,
    ),
  ).toBe('1');

  await page.goto(url(`/recipe/${id}`));
  await page.waitForSelector('h1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await clickByText(page, 'button', '1 cup red lentils');
  await waitForText(page, 'Premium Feature');
  await waitForText(page, 'AI substitutions are available for Premium subscribers only.');
});

test('on a desktop with a mouse, a card shows its delete button on hover (and to the keyboard) only', async () => {
  const browser = await launchBrowser(MOUSE_POINTER_ARGS);
  try {
    const desktop = await browser.newPage();
    // A visitor address of its own (see useBrowserSession), from the range set aside for tests.
    await desktop.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.19.250.7' });
    await desktop.setViewport({ width: 1280, height: 900 });
    await signUpInBrowser(desktop, 'Nigella', 'Lawson');
    await saveRecipeThroughApi(desktop, {
      title: `Brownies ${LONG_TITLE_WORD}`,
      description: LONG_WORD,
      ingredients: ['200 g chocolate'],
      instructions: ['Bake.'],
    });
    await desktop.mouse.move(1, 1);
    await desktop.goto(url('/dashboard/free'));
    await desktop.waitForSelector('[data-testid="recipe-card"]');
    expect(await desktop.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true);
    expect(await desktop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const deleteOpacity = () =>
      desktop.$eval(
        '[data-testid="recipe-card"] button[aria-label^="Delete"]',
        (b) => getComputedStyle(b).opacity,
      );
    expect(await deleteOpacity()).toBe('0');
    await desktop.hover('[data-testid="recipe-card"]');
    await desktop.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('[data-testid="recipe-card"] button[aria-label^="Delete"]')!)
          .opacity === '1',
    );
  } finally {
    await browser.close();
  }
});
