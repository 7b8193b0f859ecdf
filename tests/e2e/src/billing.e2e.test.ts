import { clickByText, signUpInBrowser, typeInto, url, waitForText } from './browser.ts';
import { page } from './page.ts';
import { E2E_PORTS } from './stack-env.ts';

const signUp = (firstName: string) => signUpInBrowser(page, firstName, 'Hopper');

test('a free user upgrades through checkout, then cancels at period end in the billing portal', async () => {
  await signUp('Grace');

  // Account Plan card (Free) → upgrade dialog, Yearly by default.
  await waitForText(page, 'Basic recipe management');
  await clickByText(page, 'button', 'Learn More');
  // The saving is computed from the prices: $19.99 against 12 × $2.99 = $35.88.
  await waitForText(page, 'Save 44%');
  await waitForText(page, 'Best Value — Save $16 vs monthly.');
  await waitForText(page, '$19.99/year');
  await clickByText(page, '[role=dialog] button', 'Upgrade to Premium');

  // The local payment provider's hosted checkout page.
  await page.waitForFunction(
    (port: number) => location.port === String(port),
    { timeout: 20_000 },
    E2E_PORTS.stripe,
  );
  await waitForText(page, 'Subscribe to Premium Yearly');
  await typeInto(page, '#cardNumber', '4242 4242 4242 4242');
  await clickByText(page, 'button[type=submit]', 'Subscribe');

  // Back on Cookmark: verified, session_id gone, welcomed.
  await waitForText(page, 'Welcome to Premium!', 30_000);
  await page.waitForFunction(() => location.pathname === '/dashboard/premium' && location.search === '', {
    timeout: 15_000,
  });
  await waitForText(page, 'Annual billing');
  await waitForText(page, 'Renews');
  await waitForText(page, '$19.99/year');

  // Manage Subscription opens the portal in a new tab.
  const portalTarget = page
    .browserContext()
    .waitForTarget((target) => target.url().includes('/p/session/'), { timeout: 20_000 });
  await clickByText(page, 'button', 'Manage Subscription');
  const portal = await (await portalTarget).page();
  if (!portal) throw new Error('the billing portal tab has no page');
  await clickByText(portal, 'button', 'Cancel plan');
  await waitForText(portal, 'Your plan will be canceled at the end of the billing period.');
  // Still polling while the tab is open: no 'Welcome back!' yet. (This needs the app's documents to be
  // served with Cross-Origin-Opener-Policy: same-origin-allow-popups; with helmet's default
  // same-origin the portal tab is severed from its opener and reads as closed at once.)
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const early = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].some((el) => el.textContent?.trim() === 'Welcome back!'),
  );
  expect(early).toBe(false);
  await portal.close();

  // The dashboard notices the closed tab, refetches and shows the cancellation.
  await waitForText(page, 'Welcome back!', 20_000);
  await waitForText(page, 'Service ends');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role=note]')].some((el) =>
        /^Premium access ends [A-Z][a-z]+ \d{1,2}, \d{4}\. You can reactivate anytime before then\.$/.test(
          el.textContent?.trim() ?? '',
        ),
      ),
    { timeout: 10_000 },
  );
});

test('a declined card stays on the checkout page and the user stays on Free', async () => {
  await signUp('Alan');
  await clickByText(page, 'button', 'Learn More');
  await clickByText(page, '[role=tab]', 'Monthly');
  await waitForText(page, '$2.99/month');
  await clickByText(page, '[role=dialog] button', 'Upgrade to Premium');

  await page.waitForFunction(
    (port: number) => location.port === String(port),
    { timeout: 20_000 },
    E2E_PORTS.stripe,
  );
  await waitForText(page, 'Subscribe to Premium Monthly');
  await typeInto(page, '#cardNumber', '4000 0000 0000 0002');
  await clickByText(page, 'button[type=submit]', 'Subscribe');
  await page.waitForSelector('#card-error', { timeout: 15_000 });

  await page.goto(url('/dashboard/premium'));
  await page.waitForFunction(() => location.pathname === '/dashboard/free', { timeout: 15_000 });
  await waitForText(page, 'Basic recipe management');
});
