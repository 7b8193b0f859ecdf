import { randomBytes } from 'node:crypto';
import {
  clickByText,
  signUpInBrowser,
  typeInto,
  upgradeToPremiumInBrowser,
  url,
  waitForMail,
  waitForText,
} from './browser.ts';
import { page, session } from './page.ts';

/**
 * Issue #32: one Premium covers the household. The payer subscribes and invites a member; the
 * member's plan card says whose Premium it is and offers no checkout or portal of their own; once
 * the member leaves, the card is the Free one again.
 */
test("a covered member's plan card names the household and the payer, without buttons; Free again after leaving", async () => {
  await signUpInBrowser(page, 'Paula', 'Payer');
  await upgradeToPremiumInBrowser(page);
  await page.goto(url('/settings'));
  await waitForText(page, 'Household');
  await typeInto(page, '#household-name', 'Paula house');
  await clickByText(page, 'button[type=submit]', 'Create household');
  await waitForText(page, 'Paula house');

  const context = await session.browser.createBrowserContext();
  try {
    const member = await context.newPage();
    await member.setExtraHTTPHeaders({
      'X-Forwarded-For': `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    });
    const memberEmail = await signUpInBrowser(member, 'Milo', 'Member');

    await typeInto(page, '#household-invite-email', memberEmail);
    await clickByText(page, 'button[type=submit]', 'Send invitation');
    const mail = await waitForMail(memberEmail);
    const invitation = new URL(mail.links.find((l) => l.includes('/household/join?token=')) ?? '');
    await member.goto(url(`${invitation.pathname}${invitation.search}`));
    await clickByText(member, 'button', 'Join household');
    await waitForText(member, 'You joined Paula house.');

    await member.goto(url('/dashboard'));
    await waitForText(member, 'Premium through Paula house, paid by Paula', 20_000);
    const buttons = await member.$$eval('[aria-label="Account Plan"] button', (all) =>
      all.map((button) => button.textContent ?? ''),
    );
    expect(buttons).toEqual([]);

    await member.goto(url('/settings'));
    await clickByText(member, 'button', 'Leave household');
    await waitForText(member, 'You left the household');
    await member.goto(url('/dashboard'));
    await waitForText(member, 'Basic recipe management', 20_000);
    expect(await member.$$eval('[aria-label="Account Plan"] button', (all) => all.length)).toBe(1);
  } finally {
    await context.close();
  }
});
