import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  /** Reply-To's addresses ([] without one). */
  replyTo: string[];
  subject: string;
  /** Every header by lower-case name (the last one of a name repeated). */
  headers: Record<string, string>;
  text: string;
  html: string;
  links: string[];
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  messages(): CaughtMail[];
  /** Resolves with the first mail (already caught or arriving) that matches, within the timeout. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  host?: string;
  smtpPort?: number;
  /** Port of the inbox page and JSON API; omit to serve none. */
  httpPort?: number;
  onMail?: (mail: CaughtMail) => void;
}

const MAX_MESSAGES = 500;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function inboxPage(mails: CaughtMail[]): string {
  const items = mails
    .slice()
    .reverse()
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><small>${escapeHtml(m.receivedAt)} · to ${escapeHtml(m.to.join(', '))}</small></p>
<pre>${escapeHtml(m.text)}</pre>
${m.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('')}</article>`,
    )
    .join('<hr>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cookmark mail catcher</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f6f3ee;padding:1rem;border-radius:.5rem}</style>
</head><body><h1>Cookmark mail catcher</h1><p>${mails.length} message(s). Mail sent by the local stack lands here; nothing leaves this machine.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
}

/** A local SMTP server that keeps every message in memory, with an inbox page and JSON API. */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const inbox: CaughtMail[] = [];
  const waiters = new Set<{ match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }>();
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const text = email.text ?? '';
            const mail: CaughtMail = {
              id: nextId++,
              receivedAt: new Date().toISOString(),
              from: email.from?.address ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              replyTo: (email.replyTo ?? []).flatMap((r) => (r.address ? [r.address] : [])),
              subject: email.subject ?? '',
              headers: Object.fromEntries(email.headers.map((h) => [h.key.toLowerCase(), h.value])),
              text,
              html: email.html ?? '',
              links: [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])],
            };
            inbox.push(mail);
            if (inbox.length > MAX_MESSAGES) inbox.shift();
            options.onMail?.(mail);
            for (const waiter of waiters) {
              if (waiter.match(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let http: Server | undefined;
  if (options.httpPort !== undefined) {
    http = createServer((request, response) => {
      if (request.method === 'GET' && request.url === '/messages') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(inbox));
      } else if (request.method === 'DELETE' && request.url === '/messages') {
        inbox.length = 0;
        response.writeHead(204).end();
      } else if (request.method === 'GET' && (request.url === '/' || request.url === '')) {
        response
          .writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          })
          .end(inboxPage(inbox));
      } else {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      }
    });
    const server = http;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.httpPort, host, () => resolve());
    });
  }

  return {
    smtpPort,
    httpPort: http ? (http.address() as AddressInfo).port : 0,
    messages: () => inbox.slice(),
    waitFor(match, timeoutMs = 5000) {
      const found = inbox.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error('No matching mail arrived in time'));
        }, timeoutMs).unref();
      });
    },
    clear: () => {
      inbox.length = 0;
    },
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
