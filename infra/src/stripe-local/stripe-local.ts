import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { advanceClock, cancelNow, payCheckout, setCancelAtPeriodEnd, switchPrice } from './actions.ts';
import { type ApiContext, expand, type Params, routes, StripeApiError } from './api.ts';
import { checkoutPage, invoicePage, messagePage, type Page, portalPage, successUrl } from './pages.ts';
import { StateFile } from './persist.ts';
import { type LocalEvent, StripeState } from './state.ts';
import { type Delivery, WebhookSender } from './webhooks.ts';

export interface StripeLocalOptions {
  port?: number;
  host?: string;
  /**
   * Where signed events are POSTed (several addresses, comma-separated: taken in turn, see
   * WebhookSender); null keeps them (see `events()`) without sending.
   */
  webhookUrl?: string | null;
  webhookSecret: string;
  /** The address browsers reach this server at (default http://host:port). */
  publicUrl?: string;
  log?: (line: string) => void;
  /**
   * A JSON file the state is kept in across restarts (read at start, written after each change);
   * without it everything is kept in memory only.
   */
  stateFile?: string;
}

export interface StripeLocal {
  url: string;
  port: number;
  /** Every event created so far, oldest first. */
  events(): LocalEvent[];
  deliveries(): Delivery[];
  /** Points delivery elsewhere, or (null) holds events back so a test can send them itself. */
  setWebhookUrl(url: string | null): void;
  /** Moves the clock forward and sends what that caused (period ends, renewals). */
  advance(seconds: number): Promise<LocalEvent[]>;
  state: StripeState;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new StripeApiError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Form bodies like Stripe's (`a[b][0]=c` nesting), or JSON for the test-only routes. */
function parseBody(request: IncomingMessage, text: string): Params {
  if (!text) return {};
  if (String(request.headers['content-type'] ?? '').includes('application/json')) {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Params) : {};
  }
  return qs.parse(text, { depth: 10, arrayLimit: 100 }) as Params;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(8).toString('hex')}`,
    })
    .end(JSON.stringify(body));
}

function sendPage(response: ServerResponse, page: Page, nonce: string): void {
  const formAction = ["'self'", ...new Set(page.formTargets)].join(' ');
  response
    .writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    })
    .end(page.html);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' }).end();
}

function isAuthorized(request: IncomingMessage): boolean {
  const header = request.headers.authorization ?? '';
  return /^Bearer sk_(test|live)_\S+$/.test(header);
}

/**
 * A small Stripe-compatible server for the endpoints Cookmark's billing uses, with a hosted
 * checkout page, a billing portal page and signed webhooks. Everything is kept in memory, and in
 * `stateFile` when given.
 */
export async function startStripeLocal(options: StripeLocalOptions): Promise<StripeLocal> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const stateFile = options.stateFile ? new StateFile(options.stateFile, log) : null;
  const state = stateFile ? stateFile.load() : new StripeState();
  const persist = () => {
    try {
      stateFile?.save(state);
    } catch (error) {
      log(`[stripe-local] state not saved to ${options.stateFile}: ${(error as Error).message}`);
    }
  };
  const webhooks = new WebhookSender({ url: options.webhookUrl ?? null, secret: options.webhookSecret, log });
  let baseUrl = options.publicUrl ?? '';

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (!isAuthorized(request)) {
      throw new StripeApiError(401, 'Invalid API Key provided.', undefined, 'invalid_request_error');
    }
    const method = request.method ?? 'GET';
    const match = routes
      .map(([m, pattern, handler]) => ({ m, handler, groups: pattern.exec(url.pathname) }))
      .find((r) => r.m === method && r.groups);
    if (!match?.groups)
      throw new StripeApiError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
    const query = qs.parse(url.search.slice(1), { depth: 10, arrayLimit: 100 }) as Params;
    const params = { ...query, ...parseBody(request, await readBody(request)) };
    const emitted: LocalEvent[] = [];
    const ctx: ApiContext = {
      state,
      baseUrl,
      params,
      ids: match.groups.slice(1).map((g) => decodeURIComponent(g)),
      emit: (events) => emitted.push(...events),
    };
    const result = match.handler(ctx);
    const paths = params['expand'];
    const expandPaths = Array.isArray(paths) ? paths.map(String) : typeof paths === 'string' ? [paths] : [];
    sendJson(response, 200, expand(state, result, expandPaths));
    // Like Stripe, events caused by an API call are sent after it answered.
    void webhooks.deliver(emitted);
  }

  async function handlePage(request: IncomingMessage, response: ServerResponse, url: URL, nonce: string) {
    const method = request.method ?? 'GET';
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);

    if (parts[0] === 'c' && parts[1] === 'pay' && parts[2]) {
      const session = state.checkoutSessions.get(parts[2]);
      const purchase = session && state.checkoutPurchases.get(session.id);
      const price = purchase && state.prices.get(purchase.price);
      if (!session || !price)
        return sendPage(response, messagePage(404, 'Not found', 'No such checkout session.', nonce), nonce);
      if (session.status === 'open' && session.expires_at <= state.now()) session.status = 'expired';
      const customer = session.customer ? state.customers.get(session.customer) : undefined;
      if (method === 'POST' && session.status === 'open') {
        const form = parseBody(request, await readBody(request));
        const result = payCheckout(state, session, String(form['cardNumber'] ?? ''), baseUrl);
        if (!result.ok)
          return sendPage(response, checkoutPage(session, price, customer, nonce, result.message), nonce);
        await webhooks.deliver(result.events);
        return redirect(response, successUrl(session));
      }
      return sendPage(response, checkoutPage(session, price, customer, nonce), nonce);
    }

    if (parts[0] === 'p' && parts[1] === 'session' && parts[2]) {
      const portal = state.portalSessions.get(parts[2]);
      const customer = portal && state.customers.get(portal.customer);
      if (!portal || !customer) {
        return sendPage(
          response,
          messagePage(404, 'Not found', 'No such billing portal session.', nonce),
          nonce,
        );
      }
      const subscriptions = () =>
        [...state.subscriptions.values()].filter(
          (s) => s.customer === customer.id && s.status !== 'canceled',
        );
      if (method === 'POST') {
        const form = parseBody(request, await readBody(request));
        const subscription = subscriptions().find((s) => s.id === form['subscription']);
        if (!subscription)
          return sendPage(response, messagePage(404, 'Not found', 'No such subscription.', nonce), nonce);
        const action = String(form['action'] ?? '');
        const target = state.prices.get(String(form['price'] ?? ''));
        const events =
          action === 'cancel'
            ? setCancelAtPeriodEnd(state, subscription, true)
            : action === 'resume'
              ? setCancelAtPeriodEnd(state, subscription, false)
              : action === 'switch' && target
                ? switchPrice(state, subscription, target)
                : action === 'cancel_now'
                  ? cancelNow(state, subscription)
                  : null;
        if (!events)
          return sendPage(response, messagePage(400, 'Bad request', 'Unknown portal action.', nonce), nonce);
        await webhooks.deliver(events);
        return redirect(response, `/p/session/${portal.id}?done=${encodeURIComponent(action)}`);
      }
      const notices: Record<string, string> = {
        cancel: 'Your plan will be canceled at the end of the billing period.',
        resume: 'Your plan will renew.',
        switch: 'Your plan was changed.',
        cancel_now: 'Your plan was canceled.',
      };
      const notice = notices[url.searchParams.get('done') ?? ''];
      const page = portalPage(
        portal.id,
        customer,
        subscriptions(),
        [...state.prices.values()],
        portal.return_url,
        nonce,
        notice,
      );
      return sendPage(response, page, nonce);
    }

    if (parts[0] === 'i' && parts[1] && method === 'GET') {
      const invoice = state.invoices.get(parts[1]);
      if (invoice) return sendPage(response, invoicePage(invoice, nonce), nonce);
    }
    return sendPage(response, messagePage(404, 'Not found', 'Nothing here.', nonce), nonce);
  }

  async function advance(seconds: number): Promise<LocalEvent[]> {
    const events = advanceClock(state, seconds, baseUrl);
    persist();
    await webhooks.deliver(events);
    return events;
  }

  async function handleTest(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method === 'POST' && url.pathname === '/_test/advance') {
      const body = parseBody(request, await readBody(request));
      const seconds = Number(body['seconds']);
      if (!Number.isFinite(seconds) || seconds < 0)
        throw new StripeApiError(400, 'seconds must be a number ≥ 0', 'seconds');
      const events = await advance(seconds);
      return sendJson(response, 200, {
        now: state.now(),
        events: events.map((e) => ({ id: e.id, type: e.type })),
      });
    }
    if (request.method === 'GET' && url.pathname === '/_test/events') {
      return sendJson(response, 200, { events: state.events, deliveries: webhooks.deliveries });
    }
    throw new StripeApiError(404, 'Not found');
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const nonce = randomBytes(16).toString('base64');
    if (url.pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });
    const work = url.pathname.startsWith('/v1/')
      ? handleApi(request, response, url)
      : url.pathname.startsWith('/_test/')
        ? handleTest(request, response, url)
        : handlePage(request, response, url, nonce);
    // What a request changed is kept before the next one is read (a checkout page can expire a session).
    work.finally(persist).catch(() => undefined);
    work.catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof StripeApiError) return sendJson(response, error.status, error.body());
      if (error instanceof SyntaxError)
        return sendJson(response, 400, new StripeApiError(400, 'Invalid body').body());
      log(
        `[stripe-local] ${request.method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`,
      );
      sendJson(response, 500, new StripeApiError(500, 'Internal error', undefined, 'api_error').body());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl ||= `http://${host}:${port}`;

  return {
    url: baseUrl,
    port,
    state,
    events: () => state.events.slice(),
    deliveries: () => webhooks.deliveries.slice(),
    setWebhookUrl: (url) => {
      webhooks.url = url;
    },
    advance,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export { CARD_MESSAGES, TEST_CARDS } from './actions.ts';
export { API_VERSION, type LocalEvent, SEEDED_PRICES } from './state.ts';
export { type Delivery, signPayload } from './webhooks.ts';
