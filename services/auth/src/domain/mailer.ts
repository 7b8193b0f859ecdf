import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers; nodemailer folds and encodes their values, so no value can start another header. */
  headers?: Record<string, string>;
  /** 'high' adds X-Priority: 1 (Highest), X-MSMail-Priority: High and Importance: High. */
  priority?: 'high' | 'normal';
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function passwordResetMail(to: string, firstName: string, link: string): Mail {
  const text = [
    `Hi ${firstName},`,
    '',
    'Someone asked to reset the password of your Cookmark account. To choose a new password, open this link:',
    '',
    link,
    '',
    'The link expires in 30 minutes and works once. If you did not ask for this, you can ignore this e-mail.',
    '',
    'Cookmark',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone asked to reset the password of your Cookmark account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>The link expires in 30 minutes and works once. If you did not ask for this, you can ignore this e-mail.</p>
<p>Cookmark</p>`;
  return { to, subject: 'Reset your Cookmark password', text, html };
}

/** Cents as money: '$19.99' for usd, '19.99 EUR' for another currency. */
function money(cents: number, currency: string): string {
  const amount = (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

/** Issue #29: a refund under the 30-day money-back guarantee, confirmed. */
export function refundConfirmationMail(to: string, firstName: string, cents: number, currency: string): Mail {
  const amount = money(cents, currency);
  const lines = [
    `Hi ${firstName},`,
    '',
    `Your Cookmark Premium subscription is cancelled and your payment of ${amount} has been refunded in full under our 30-day money-back guarantee.`,
    '',
    'The refund goes back to the card you paid with; your bank may take 5 to 10 days to show it. Your account and your recipes stay as they are, on the Free plan.',
    '',
    'Cookmark',
  ];
  const html = lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return { to, subject: `Your Cookmark refund of ${amount}`, text: lines.join('\n'), html };
}

/** Issue #32: an invitation to a household, with its single-use link. */
export function householdInviteMail(
  to: string,
  inviter: string,
  householdName: string,
  link: string,
  days: number,
): Mail {
  const who = inviter || 'Someone';
  const text = [
    'Hi,',
    '',
    `${who} invited you to join the household "${householdName}" on Cookmark. To join, open this link and sign in or create an account with this e-mail address:`,
    '',
    link,
    '',
    `The link works once and expires in ${days} days. If you do not know ${who}, you can ignore this e-mail.`,
    '',
    'Cookmark',
  ].join('\n');
  const html = `<p>Hi,</p>
<p>${escapeHtml(who)} invited you to join the household “${escapeHtml(householdName)}” on Cookmark. To join, open this link and sign in or create an account with this e-mail address:</p>
<p><a href="${escapeHtml(link)}">Join the household</a></p>
<p>The link works once and expires in ${days} days. If you do not know ${escapeHtml(who)}, you can ignore this e-mail.</p>
<p>Cookmark</p>`;
  return { to, subject: `${who} invited you to a household on Cookmark`, text, html };
}
