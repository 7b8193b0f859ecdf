import { randomBytes } from 'node:crypto';
import { clickByText, typeInto, url, waitForMail, waitForText } from './browser.ts';
import { page } from './page.ts';

test('a signed-out visit to /dashboard/free lands on the sign-in screen', async () => {
  await page.goto(url('/dashboard/free'));
  await page.waitForFunction(() => location.pathname === '/auth', { timeout: 15_000 });
  await waitForText(page, 'Welcome back');
});

/** Whether the page has fetched zod (its chunk is named after zod's own module). */
const zodFetched = () =>
  page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/schemas-/.test(r.name)));

test("sign-in's checks arrive with the form's first use: an empty press names each missing field and sends nothing", async () => {
  await page.goto(url('/auth'));
  await waitForText(page, 'Welcome back');
  // The page was loaded without zod; the press fetches it, then checks.
  expect(await zodFetched()).toBe(false);
  const sent: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    if (request.url().includes('/api/auth/login')) sent.push(request.url());
  };
  page.on('request', onRequest);
  await page.click('button[type=submit]');
  await waitForText(page, 'Invalid email address');
  await waitForText(page, 'Password is required');
  page.off('request', onRequest);
  expect(sent).toEqual([]);
  // …and it was that press that fetched it (so the check above looked for the right file).
  expect(await zodFetched()).toBe(true);
});

test('sign up, greeted, sign out, reset the password by the mailed link, sign in with the new one', async () => {
  const email = `ada.${randomBytes(4).toString('hex')}@example.com`;
  const firstPassword = 'Saffron-Risotto-42';
  const newPassword = 'Basil-and-Thyme-77';

  await page.goto(url('/auth'));
  await clickByText(page, 'button', 'Sign up');
  await waitForText(page, 'Create your account');
  await typeInto(page, '#auth-firstName', 'Ada');
  await typeInto(page, '#auth-lastName', 'Lovelace');
  await typeInto(page, '#auth-email', email);
  await typeInto(page, '#auth-password', firstPassword);
  await clickByText(page, 'button[type=submit]', 'Create Account');

  await page.waitForFunction(() => location.pathname === '/dashboard/free', { timeout: 20_000 });
  await waitForText(page, 'Welcome back, Ada!');

  await page.click('button[aria-label^="Open account menu"]');
  await clickByText(page, '[role=menuitem]', 'Sign out');
  await page.waitForFunction(() => location.pathname === '/', { timeout: 15_000 });

  await page.goto(url('/auth'));
  await clickByText(page, 'button', 'Forgot your password?');
  await typeInto(page, '#forgot-email', email);
  await clickByText(page, 'button[type=submit]', 'Send Reset Link');
  await waitForText(page, 'Check your email');

  const mail = await waitForMail(email);
  const link = mail.links.find((l) => l.includes('/reset-password?token='));
  expect(link).toBeDefined();
  const resetUrl = new URL(link!);
  await page.goto(url(`${resetUrl.pathname}${resetUrl.search}`));
  await typeInto(page, '#reset-password', newPassword);
  await typeInto(page, '#reset-confirm', newPassword);
  await waitForText(page, 'Passwords match');
  await page.click('form[aria-label="Reset password"] button[type=submit]');
  await waitForText(page, 'Password Updated!');
  await clickByText(page, 'button, a', 'Go to Sign In');

  await page.waitForFunction(() => location.pathname === '/auth', { timeout: 15_000 });
  await typeInto(page, '#auth-email', email);
  await typeInto(page, '#auth-password', firstPassword);
  await clickByText(page, 'button[type=submit]', 'Sign In');
  await waitForText(page, 'Invalid email or password');

  await typeInto(page, '#auth-password', newPassword);
  await clickByText(page, 'button[type=submit]', 'Sign In');
  await page.waitForFunction(() => location.pathname === '/dashboard/free', { timeout: 20_000 });
  await waitForText(page, 'Welcome back, Ada!');
});
