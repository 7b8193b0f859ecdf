import { startMailCatcher } from './mail-catcher.ts';

const smtpPort = Number(process.env['MAIL_CATCHER_SMTP_PORT'] ?? 2525);
const httpPort = Number(process.env['MAIL_CATCHER_HTTP_PORT'] ?? 8025);

const host = process.env['MAIL_CATCHER_HOST'] ?? '127.0.0.1';

const catcher = await startMailCatcher({
  host,
  smtpPort,
  httpPort,
  onMail: (mail) => {
    console.log(`[mail] to ${mail.to.join(', ')}: ${mail.subject}`);
    for (const link of mail.links) console.log(`[mail]   ${link}`);
  },
});
console.log(
  `Mail catcher: SMTP on ${host}:${catcher.smtpPort}, inbox at http://${host}:${catcher.httpPort}/`,
);
const stop = () => void catcher.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
