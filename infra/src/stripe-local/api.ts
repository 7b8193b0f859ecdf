import { cancelNow, type RefundReason, refundCharge, setCancelAtPeriodEnd, switchPrice } from './actions.ts';
import { type LocalEvent, type Metadata, newId, type StripeState } from './state.ts';

export type Params = Record<string, unknown>;

/** An error answered in Stripe's shape: `{ error: { type, message, param? } }`. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly param: string | undefined;
  constructor(status: number, message: string, param?: string, type = 'invalid_request_error') {
    super(message);
    this.status = status;
    this.type = type;
    this.param = param;
  }

  body(): unknown {
    return {
      error: { type: this.type, message: this.message, ...(this.param ? { param: this.param } : {}) },
    };
  }
}

export interface ApiContext {
  state: StripeState;
  baseUrl: string;
  params: Params;
  /** Path parameters, in the order of the route's groups. */
  ids: string[];
  /** Events the call caused; sent after the answer, as Stripe does. */
  emit(events: LocalEvent[]): void;
}

type Handler = (ctx: ApiContext) => unknown;

function str(params: Params, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
}

function required(params: Params, key: string): string {
  const value = str(params, key);
  if (!value) throw new StripeApiError(400, `Missing required param: ${key}.`, key);
  return value;
}

function bool(params: Params, key: string): boolean | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (value === 'true' || value === true) return true;
  if (value === 'false' || value === false) return false;
  throw new StripeApiError(400, `Invalid boolean: ${String(value)}`, key);
}

function metadata(params: Params, key = 'metadata'): Metadata {
  const value = params[key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

function list<T extends { id: string; created: number }>(all: T[], params: Params, url: string) {
  const limit = Math.min(Math.max(Number(str(params, 'limit') ?? 10) || 10, 1), 100);
  const sorted = all.slice().sort((a, b) => b.created - a.created);
  const after = str(params, 'starting_after');
  const start = after ? sorted.findIndex((o) => o.id === after) + 1 : 0;
  const data = sorted.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < sorted.length, url };
}

function notFound(kind: string, id: string, param = 'id'): never {
  throw new StripeApiError(404, `No such ${kind}: '${id}'`, param);
}

/** `metadata['key']:'value'` and `email:'value'` clauses joined by AND, as Stripe's search takes them. */
function searchCustomers(state: StripeState, query: string) {
  const clauses = [...query.matchAll(/(metadata\[['"]([^'"]+)['"]\]|email)\s*:\s*['"]([^'"]*)['"]/g)];
  if (clauses.length === 0) throw new StripeApiError(400, `Unsupported search query: ${query}`, 'query');
  return [...state.customers.values()].filter((customer) =>
    clauses.every(([, field, key, value]) =>
      field === 'email' ? customer.email === value : customer.metadata[key ?? ''] === value,
    ),
  );
}

const REFUND_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

const deletedCustomer = (id: string) => ({ id, object: 'customer', deleted: true });

function subscriptionOf(ctx: ApiContext) {
  const id = ctx.ids[0] ?? '';
  return ctx.state.subscriptions.get(id) ?? notFound('subscription', id);
}

export const routes: [method: string, pattern: RegExp, handler: Handler][] = [
  [
    'POST',
    /^\/v1\/customers$/,
    ({ state, params }) =>
      state.createCustomer({
        email: str(params, 'email') ?? null,
        name: str(params, 'name') ?? null,
        metadata: metadata(params),
      }),
  ],
  [
    'GET',
    /^\/v1\/customers\/search$/,
    ({ state, params }) => ({
      object: 'search_result',
      data: searchCustomers(state, required(params, 'query')),
      has_more: false,
      next_page: null,
      url: '/v1/customers/search',
    }),
  ],
  [
    'GET',
    /^\/v1\/customers$/,
    ({ state, params }) => {
      const email = str(params, 'email');
      const all = [...state.customers.values()].filter((c) => email === undefined || c.email === email);
      return list(all, params, '/v1/customers');
    },
  ],
  [
    'GET',
    /^\/v1\/customers\/([^/]+)$/,
    ({ state, ids: [id = ''] }) =>
      state.customers.get(id) ??
      (state.deletedCustomers.has(id) ? deletedCustomer(id) : notFound('customer', id)),
  ],
  [
    // As Stripe: the customer's subscriptions end now, and the customer is gone but for its id.
    'DELETE',
    /^\/v1\/customers\/([^/]+)$/,
    (ctx) => {
      const id = ctx.ids[0] ?? '';
      if (!ctx.state.customers.has(id)) notFound('customer', id);
      for (const subscription of ctx.state.subscriptions.values()) {
        if (subscription.customer === id) ctx.emit(cancelNow(ctx.state, subscription));
      }
      ctx.state.customers.delete(id);
      ctx.state.deletedCustomers.add(id);
      return deletedCustomer(id);
    },
  ],
  [
    'GET',
    /^\/v1\/prices$/,
    ({ state, params }) => {
      const active = bool(params, 'active');
      const lookupKeys = Array.isArray(params['lookup_keys'])
        ? (params['lookup_keys'] as unknown[])
        : undefined;
      const all = [...state.prices.values()].filter(
        (p) =>
          (active === undefined || p.active === active) && (!lookupKeys || lookupKeys.includes(p.lookup_key)),
      );
      return list(all, params, '/v1/prices');
    },
  ],
  [
    'GET',
    /^\/v1\/prices\/([^/]+)$/,
    ({ state, ids: [id = ''] }) => state.prices.get(id) ?? notFound('price', id),
  ],
  [
    'GET',
    /^\/v1\/products\/([^/]+)$/,
    ({ state, ids: [id = ''] }) => state.products.get(id) ?? notFound('product', id),
  ],
  [
    'POST',
    /^\/v1\/checkout\/sessions$/,
    ({ state, params, baseUrl }) => {
      if (str(params, 'mode') !== 'subscription') {
        throw new StripeApiError(400, 'Only mode=subscription is supported by the local stand-in.', 'mode');
      }
      const lines = Array.isArray(params['line_items']) ? (params['line_items'] as Params[]) : [];
      const priceId = lines[0] ? str(lines[0], 'price') : undefined;
      if (!priceId || lines.length !== 1) {
        throw new StripeApiError(400, 'Exactly one line item with a price is required.', 'line_items');
      }
      const price = state.prices.get(priceId) ?? notFound('price', priceId, 'line_items[0][price]');
      const customer = str(params, 'customer');
      if (customer && !state.customers.has(customer)) notFound('customer', customer, 'customer');
      const subscriptionData = params['subscription_data'];
      const id = newId('cs_test');
      const now = state.now();
      const session = {
        id,
        object: 'checkout.session' as const,
        mode: 'subscription' as const,
        status: 'open' as const,
        payment_status: 'unpaid' as const,
        customer: customer ?? null,
        customer_email: str(params, 'customer_email') ?? null,
        client_reference_id: str(params, 'client_reference_id') ?? null,
        success_url: required(params, 'success_url'),
        cancel_url: str(params, 'cancel_url') ?? null,
        url: `${baseUrl}/c/pay/${id}`,
        currency: price.currency,
        amount_subtotal: price.unit_amount,
        amount_total: price.unit_amount,
        subscription: null,
        invoice: null,
        metadata: metadata(params),
        created: now,
        expires_at: now + 24 * 60 * 60,
        livemode: false as const,
      };
      state.checkoutSessions.set(id, session);
      state.checkoutPurchases.set(id, {
        price: price.id,
        subscriptionMetadata:
          subscriptionData && typeof subscriptionData === 'object'
            ? metadata(subscriptionData as Params)
            : {},
      });
      return session;
    },
  ],
  [
    'GET',
    /^\/v1\/checkout\/sessions\/([^/]+)$/,
    ({ state, ids: [id = ''] }) => state.checkoutSessions.get(id) ?? notFound('checkout.session', id),
  ],
  [
    'POST',
    /^\/v1\/billing_portal\/sessions$/,
    ({ state, params, baseUrl }) => {
      const customer = required(params, 'customer');
      if (!state.customers.has(customer)) notFound('customer', customer, 'customer');
      const id = newId('bps');
      const session = {
        id,
        object: 'billing_portal.session' as const,
        customer,
        return_url: str(params, 'return_url') ?? null,
        url: `${baseUrl}/p/session/${id}`,
        configuration: 'bpc_local_default',
        created: state.now(),
        livemode: false as const,
      };
      state.portalSessions.set(id, session);
      return session;
    },
  ],
  [
    'GET',
    /^\/v1\/subscriptions$/,
    ({ state, params }) => {
      const customer = str(params, 'customer');
      const status = str(params, 'status');
      const price = str(params, 'price');
      const all = [...state.subscriptions.values()].filter(
        (s) =>
          (!customer || s.customer === customer) &&
          (status === 'all' || (status ? s.status === status : s.status !== 'canceled')) &&
          (!price || s.items.data.some((i) => i.price.id === price)),
      );
      return list(all, params, '/v1/subscriptions');
    },
  ],
  ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (ctx) => subscriptionOf(ctx)],
  [
    'POST',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (ctx) => {
      const subscription = subscriptionOf(ctx);
      const { state, params } = ctx;
      const cancel = bool(params, 'cancel_at_period_end');
      if (cancel !== undefined) ctx.emit(setCancelAtPeriodEnd(state, subscription, cancel));
      const items = Array.isArray(params['items']) ? (params['items'] as Params[]) : [];
      const newPrice = items[0] ? str(items[0], 'price') : undefined;
      if (newPrice) {
        const price = state.prices.get(newPrice) ?? notFound('price', newPrice, 'items[0][price]');
        ctx.emit(switchPrice(state, subscription, price));
      }
      const extra = metadata(params);
      if (Object.keys(extra).length > 0) subscription.metadata = { ...subscription.metadata, ...extra };
      return subscription;
    },
  ],
  [
    'DELETE',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (ctx) => {
      const subscription = subscriptionOf(ctx);
      ctx.emit(cancelNow(ctx.state, subscription));
      return subscription;
    },
  ],
  [
    'GET',
    /^\/v1\/invoices$/,
    ({ state, params }) => {
      const customer = str(params, 'customer');
      const subscription = str(params, 'subscription');
      const all = [...state.invoices.values()].filter(
        (i) =>
          (!customer || i.customer === customer) &&
          (!subscription || i.parent.subscription_details.subscription === subscription),
      );
      return list(all, params, '/v1/invoices');
    },
  ],
  [
    'GET',
    /^\/v1\/invoices\/([^/]+)$/,
    ({ state, ids: [id = ''] }) => state.invoices.get(id) ?? notFound('invoice', id),
  ],
  [
    'GET',
    /^\/v1\/charges$/,
    ({ state, params }) => {
      const customer = str(params, 'customer');
      const all = [...state.charges.values()].filter((c) => !customer || c.customer === customer);
      return list(all, params, '/v1/charges');
    },
  ],
  [
    'GET',
    /^\/v1\/charges\/([^/]+)$/,
    ({ state, ids: [id = ''] }) => state.charges.get(id) ?? notFound('charge', id),
  ],
  [
    // A card refund of a charge (by `charge`; `payment_intent` is not kept by the stand-in).
    'POST',
    /^\/v1\/refunds$/,
    (ctx) => {
      const { state, params } = ctx;
      const chargeId = required(params, 'charge');
      const charge = state.charges.get(chargeId) ?? notFound('charge', chargeId, 'charge');
      const rawAmount = str(params, 'amount');
      const amount = rawAmount === undefined ? undefined : Number(rawAmount);
      if (amount !== undefined && !(Number.isInteger(amount) && amount > 0))
        throw new StripeApiError(400, 'Invalid positive integer', 'amount');
      const reason = str(params, 'reason');
      if (reason !== undefined && !REFUND_REASONS.has(reason))
        throw new StripeApiError(400, `Invalid reason: ${reason}`, 'reason');
      const refunded = refundCharge(state, charge, {
        ...(amount === undefined ? {} : { amount }),
        reason: (reason ?? null) as RefundReason,
        metadata: metadata(params),
      });
      if (!refunded) {
        throw charge.amount_refunded >= charge.amount
          ? new StripeApiError(400, `Charge ${charge.id} has already been refunded.`, undefined)
          : new StripeApiError(
              400,
              `Refund amount ($${(amount ?? 0) / 100}) is greater than unrefunded amount on charge ($${(charge.amount - charge.amount_refunded) / 100})`,
              'amount',
            );
      }
      ctx.emit(refunded.events);
      return refunded.refund;
    },
  ],
  [
    'GET',
    /^\/v1\/refunds$/,
    ({ state, params }) => {
      const charge = str(params, 'charge');
      const all = [...state.refunds.values()].filter((r) => !charge || r.charge === charge);
      return list(all, params, '/v1/refunds');
    },
  ],
  [
    'GET',
    /^\/v1\/refunds\/([^/]+)$/,
    ({ state, ids: [id = ''] }) => state.refunds.get(id) ?? notFound('refund', id),
  ],
  [
    'GET',
    /^\/v1\/events\/([^/]+)$/,
    ({ state, ids: [id = ''] }) => state.events.find((e) => e.id === id) ?? notFound('event', id),
  ],
];

/** Replaces id references named by `expand` (`subscription`, `data.customer`, `subscription.latest_invoice`). */
export function expand(state: StripeState, value: unknown, paths: string[]): unknown {
  const copy = structuredClone(value);
  for (const path of paths) expandPath(state, copy, path.split('.'));
  return copy;
}

function expandPath(state: StripeState, target: unknown, parts: string[]): void {
  if (!target || typeof target !== 'object' || parts.length === 0) return;
  const [head = '', ...rest] = parts;
  const record = target as Record<string, unknown>;
  if (head === 'data' && Array.isArray(record['data'])) {
    for (const item of record['data']) expandPath(state, item, rest);
    return;
  }
  const current = record[head];
  if (typeof current === 'string') {
    const found = state.find(current);
    if (found) record[head] = structuredClone(found);
  }
  expandPath(state, record[head], rest);
}
