import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
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

function escapeHtml(text: string): string {
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
