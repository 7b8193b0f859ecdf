import type { Page } from 'puppeteer-core';
import {
  clickByText,
  signUpInBrowser,
  typeInto,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
  waitUntilStill,
} from './browser.ts';
import { page } from './page.ts';
import { E2E_PORTS } from './stack-env.ts';

/**
 * Issue #29: Premium's promises kept. The 30-day money-back guarantee (subscribe with the stand-in's
 * card, cancel with a refund, Free again, the confirmation e-mail) and 'Contact support' (the message
 * in the support inbox, priority for Premium), at desktop and phone width.
 */

const PHONE = { width: 375, height: 800 };
const SUPPORT_ADDRESS = 'support@cookmark.local';

interface Mail {
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The mail catcher's inbox, as a developer reads it: the newest mail that matches. */
async function waitForMailWhere(match: (mail: Mail) => boolean, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`http://127.0.0.1:${E2E_PORTS.mailHttp}/messages`)).json()) as Mail[];
    const found = mails.reverse().find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the awaited mail did not arrive');
}

const fitsTheScreen = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function cancelWithRefund(p: Page, email: string): Promise<void> {
  await clickByText(p, 'button', 'Cancel subscription');
  await waitUntilStill(p, '[role=dialog]');
  await waitForText(p, 'Keep Premium');
  await waitForText(p, 'Cancel at period end');
  expect(await fitsTheScreen(p)).toBe(true);
  await clickByText(p, '[role=dialog] button', 'Cancel and refund $19.99');
  await waitForText(p, 'Refund on its way', 20_000);
  // Free again: the dashboard follows the plan.
  await p.waitForFunction(() => location.pathname === '/dashboard/free', { timeout: 20_000 });
  await waitForText(p, 'Basic recipe management');
  const mail = await waitForMailWhere((m) => m.to.includes(email) && m.subject.includes('refund'));
  expect(mail.subject).toBe('Your Cookmark refund of $19.99');
  expect(mail.text).toContain('refunded in full under our 30-day money-back guarantee');
}

test('desktop: the upgrade dialog shows the computed saving; subscribe, cancel with a full refund, Free again', async () => {
  const email = await signUpInBrowser(page, 'Katherine', 'Johnson');
  await clickByText(page, 'button', 'Learn More');
  await waitForText(page, 'Save 44%');
  await waitForText(page, 'Best Value — Save $16 vs monthly.');
  await waitForText(page, 'Grocery lists merged from several recipes');
  await clickByText(page, '[role=dialog] button', 'Maybe Later');
  await upgradeToPremiumInBrowser(page);
  await waitForText(page, '$19.99/year');
  await cancelWithRefund(page, email);
  // The guarantee is used: a second subscription offers no refund.
  await upgradeToPremiumInBrowser(page);
  await waitForText(page, 'Manage Subscription');
  await waitForText(page, '$19.99/year');
  const offered = await page.evaluate(() =>
    [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Cancel subscription'),
  );
  expect(offered).toBe(false);
});

test('phone: subscribe with the card, cancel with a full refund, Free again', async () => {
  await page.setViewport(PHONE);
  const email = await signUpInBrowser(page, 'Dorothy', 'Vaughan');
  await upgradeToPremiumInBrowser(page);
  await cancelWithRefund(page, email);
});

test('desktop: a free user sends a support message from the account menu; it reaches the support inbox', async () => {
  const email = await signUpInBrowser(page, 'Mary', 'Jackson');
  await page.click('button[aria-label^="Open account menu"]');
  await clickByText(page, '[role=menuitem]', 'Contact support');
  await page.waitForFunction(() => location.pathname === '/support', { timeout: 15_000 });
  await waitForText(page, `We reply to ${email}.`);
  const subject = `Import question ${Date.now()}`;
  await typeInto(page, '#support-subject', subject);
  await typeInto(page, '#support-message', 'The import stops halfway. What can I do?');
  await clickByText(page, 'form[aria-label="Contact support"] button[type=submit]', 'Send message');
  await waitForText(page, `Message sent. We will reply to ${email}.`);
  const mail = await waitForMailWhere((m) => m.subject === subject);
  expect(mail.to).toEqual([SUPPORT_ADDRESS]);
  expect(mail.replyTo).toEqual([email]);
  expect(mail.text).toContain('The import stops halfway. What can I do?');
  expect(mail.headers['x-cookmark-priority']).toBeUndefined();
});

test('phone: a Premium member reaches the form from the footer; the message is marked priority', async () => {
  await page.setViewport(PHONE);
  const email = await signUpInBrowser(page, 'Annie', 'Easley');
  await upgradeToPremiumInBrowser(page);
  await page.goto(url('/terms-of-service'));
  await clickByText(page, 'footer a', 'Contact support');
  await page.waitForFunction(() => location.pathname === '/support', { timeout: 15_000 });
  await waitForText(page, 'As a Premium member, your messages are marked priority.');
  expect(await fitsTheScreen(page)).toBe(true);
  const subject = `Billing question ${Date.now()}`;
  await typeInto(page, '#support-subject', subject);
  await typeInto(page, '#support-message', 'When does my plan renew?');
  await clickByText(page, 'form[aria-label="Contact support"] button[type=submit]', 'Send message');
  await waitForText(page, 'As a Premium member, your message is marked priority.');
  const mail = await waitForMailWhere((m) => m.subject === `[Priority] ${subject}`);
  expect(mail.replyTo).toEqual([email]);
  expect(mail.headers['x-cookmark-priority']).toBe('premium');
});
