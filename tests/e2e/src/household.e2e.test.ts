import { randomBytes } from 'node:crypto';
import {
  clickByText,
  signUpInBrowser,
  TEST_PASSWORD,
  typeInto,
  url,
  waitForMail,
  waitForText,
} from './browser.ts';
import { page, session } from './page.ts';

/**
 * Issue #32: the owner creates a household in Settings and invites by e-mail; the link from the mail
 * catcher is opened signed out by the invited person (on a phone), who creates an account and joins;
 * the owner then sees them listed.
 */
test('an owner invites by e-mail, the invited person signs up from the link and joins, the owner sees them', async () => {
  await signUpInBrowser(page, 'Olive', 'Oak');
  await page.goto(url('/settings'));
  await waitForText(page, 'Household');
  await typeInto(page, '#household-name', 'Olive house');
  await clickByText(page, 'button[type=submit]', 'Create household');
  await waitForText(page, 'Olive house');

  const invitedEmail = `ivy.${randomBytes(4).toString('hex')}@example.com`;
  await typeInto(page, '#household-invite-email', invitedEmail);
  await clickByText(page, 'button[type=submit]', 'Send invitation');
  await waitForText(page, `Invited: ${invitedEmail}`);

  const mail = await waitForMail(invitedEmail);
  const link = mail.links.find((l) => l.includes('/household/join?token='));
  expect(link).toBeDefined();
  const invitation = new URL(link ?? '');

  // The invited person: another private window, signed out, at phone width.
  const context = await session.browser.createBrowserContext();
  try {
    const phone = await context.newPage();
    await phone.setExtraHTTPHeaders({
      'X-Forwarded-For': `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    });
    await phone.setViewport({ width: 375, height: 800 });
    await phone.goto(url(`${invitation.pathname}${invitation.search}`));
    await waitForText(phone, 'Create an account');
    await clickByText(phone, 'a', 'Create an account');
    await waitForText(phone, 'Create your account');
    await typeInto(phone, '#auth-firstName', 'Ivy');
    await typeInto(phone, '#auth-lastName', 'Invitee');
    await typeInto(phone, '#auth-email', invitedEmail);
    await typeInto(phone, '#auth-password', TEST_PASSWORD);
    await clickByText(phone, 'button[type=submit]', 'Create Account');
    // Back on the invitation, signed in: who invited, to what, and the button to join.
    await waitForText(phone, 'Olive invited you to join “Olive house”.', 20_000);
    await clickByText(phone, 'button', 'Join household');
    await waitForText(phone, 'You joined Olive house.');
  } finally {
    await context.close();
  }

  await page.reload();
  await waitForText(page, 'Olive house');
  const members = await page.$$eval('[aria-label="Household members"] li', (items) =>
    items.map((item) => item.textContent ?? ''),
  );
  expect(members).toEqual([expect.stringContaining('Olive Oak'), expect.stringContaining('Ivy Invitee')]);
  expect(members[0]).toContain('Owner');
  expect(members[1]).toContain('Member');
  expect(members[1]).toContain(invitedEmail);
});
