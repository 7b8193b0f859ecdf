import { randomInt } from 'node:crypto';

/** Unix seconds, as Stripe sends them. */
export type Unix = number;
export type Interval = 'month' | 'year';
export type Metadata = Record<string, string>;

export interface LocalProduct {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  created: Unix;
  livemode: false;
  metadata: Metadata;
}

export interface LocalPrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  nickname: string;
  lookup_key: string;
  product: string;
  recurring: { interval: Interval; interval_count: 1; usage_type: 'licensed' };
  type: 'recurring';
  billing_scheme: 'per_unit';
  created: Unix;
  livemode: false;
  metadata: Metadata;
}

export interface LocalCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  created: Unix;
  livemode: false;
  metadata: Metadata;
}

export interface LocalCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  subscription: string | null;
  invoice: string | null;
  metadata: Metadata;
  created: Unix;
  expires_at: Unix;
  livemode: false;
}

export interface LocalSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: LocalPrice;
  plan: {
    id: string;
    object: 'plan';
    amount: number;
    currency: string;
    interval: Interval;
    interval_count: 1;
    product: string;
  };
  quantity: number;
  subscription: string;
  current_period_start: Unix;
  current_period_end: Unix;
  created: Unix;
  metadata: Metadata;
}

export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete' | 'unpaid';

export interface LocalSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  cancel_at: Unix | null;
  canceled_at: Unix | null;
  ended_at: Unix | null;
  created: Unix;
  start_date: Unix;
  billing_cycle_anchor: Unix;
  currency: string;
  collection_method: 'charge_automatically';
  latest_invoice: string | null;
  metadata: Metadata;
  items: { object: 'list'; data: LocalSubscriptionItem[]; has_more: false; url: string };
  livemode: false;
}

export interface LocalInvoice {
  id: string;
  object: 'invoice';
  number: string;
  customer: string;
  status: 'paid' | 'open';
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  total: number;
  subtotal: number;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  hosted_invoice_url: string;
  invoice_pdf: string;
  period_start: Unix;
  period_end: Unix;
  created: Unix;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Metadata };
  };
  livemode: false;
}

export interface LocalCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  currency: string;
  customer: string;
  description: string | null;
  invoice: string | null;
  paid: true;
  refunded: boolean;
  status: 'succeeded';
  created: Unix;
  metadata: Metadata;
  livemode: false;
}

export interface LocalRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded';
  created: Unix;
  metadata: Metadata;
}

export interface LocalPortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  configuration: string;
  created: Unix;
  livemode: false;
}

export interface LocalEvent {
  id: string;
  object: 'event';
  api_version: string;
  type: string;
  created: Unix;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Stripe's: a type prefix, an underscore, 24 letters and digits. */
export function newId(prefix: string): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 24; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** The same moment one month or one year on, in UTC (Jan 31 + 1 month clamps to the month's end). */
export function addInterval(at: Unix, interval: Interval): Unix {
  const date = new Date(at * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

export const SEEDED_PRODUCT_ID = 'prod_cookmark_premium';
export const SEEDED_PRICES = {
  monthly: { id: 'price_monthly', nickname: 'Premium Monthly', amount: 299, interval: 'month' },
  yearly: { id: 'price_yearly', nickname: 'Premium Yearly', amount: 1999, interval: 'year' },
} as const;

/** The events a saved state keeps, newest last (a long-running dev stand-in makes thousands). */
export const SAVED_EVENTS = 500;

/** What the stand-in knows, as JSON (see StripeState.toSaved and StripeState.fromSaved). */
export interface SavedStripeState {
  version: 1;
  offsetSeconds: number;
  invoiceCounter: number;
  products: LocalProduct[];
  prices: LocalPrice[];
  customers: LocalCustomer[];
  deletedCustomers: string[];
  checkoutSessions: LocalCheckoutSession[];
  checkoutPurchases: [string, { price: string; subscriptionMetadata: Metadata }][];
  subscriptions: LocalSubscription[];
  invoices: LocalInvoice[];
  charges: LocalCharge[];
  refunds: LocalRefund[];
  portalSessions: LocalPortalSession[];
  events: LocalEvent[];
}

function byId<T extends { id: string }>(map: Map<string, T>, rows: unknown): void {
  if (!Array.isArray(rows)) return;
  for (const row of rows as T[]) if (row && typeof row.id === 'string') map.set(row.id, row);
}

/** Everything the stand-in knows, in memory, with a clock tests can move forward. */
export class StripeState {
  offsetSeconds = 0;
  readonly products = new Map<string, LocalProduct>();
  readonly prices = new Map<string, LocalPrice>();
  readonly customers = new Map<string, LocalCustomer>();
  /** Deleted customers: Stripe still answers their id, as `{ id, object, deleted: true }`. */
  readonly deletedCustomers = new Set<string>();
  readonly checkoutSessions = new Map<string, LocalCheckoutSession>();
  /** What a checkout session will buy; Stripe keeps it too but shows it only on request. */
  readonly checkoutPurchases = new Map<string, { price: string; subscriptionMetadata: Metadata }>();
  readonly subscriptions = new Map<string, LocalSubscription>();
  readonly invoices = new Map<string, LocalInvoice>();
  /** One succeeded card payment per paid invoice. */
  readonly charges = new Map<string, LocalCharge>();
  readonly refunds = new Map<string, LocalRefund>();
  readonly portalSessions = new Map<string, LocalPortalSession>();
  readonly events: LocalEvent[] = [];
  private invoiceCounter = 0;

  constructor() {
    const created = this.now();
    this.products.set(SEEDED_PRODUCT_ID, {
      id: SEEDED_PRODUCT_ID,
      object: 'product',
      name: 'Cookmark Premium',
      active: true,
      created,
      livemode: false,
      metadata: {},
    });
    for (const [lookup, seed] of Object.entries(SEEDED_PRICES)) {
      this.prices.set(seed.id, {
        id: seed.id,
        object: 'price',
        active: true,
        currency: 'usd',
        unit_amount: seed.amount,
        nickname: seed.nickname,
        lookup_key: `premium_${lookup}`,
        product: SEEDED_PRODUCT_ID,
        recurring: { interval: seed.interval, interval_count: 1, usage_type: 'licensed' },
        type: 'recurring',
        billing_scheme: 'per_unit',
        created,
        livemode: false,
        metadata: {},
      });
    }
  }

  now(): Unix {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  /** Everything, as JSON to keep across restarts (the last SAVED_EVENTS events). */
  toSaved(): SavedStripeState {
    return {
      version: 1,
      offsetSeconds: this.offsetSeconds,
      invoiceCounter: this.invoiceCounter,
      products: [...this.products.values()],
      prices: [...this.prices.values()],
      customers: [...this.customers.values()],
      deletedCustomers: [...this.deletedCustomers],
      checkoutSessions: [...this.checkoutSessions.values()],
      checkoutPurchases: [...this.checkoutPurchases],
      subscriptions: [...this.subscriptions.values()],
      invoices: [...this.invoices.values()],
      charges: [...this.charges.values()],
      refunds: [...this.refunds.values()],
      portalSessions: [...this.portalSessions.values()],
      events: this.events.slice(-SAVED_EVENTS),
    };
  }

  /**
   * A state with what `toSaved` wrote on top of the seeded products and prices; rows that are not
   * objects with an id are skipped (the file is the developer's own, but may be hand-edited).
   */
  static fromSaved(saved: Partial<SavedStripeState>): StripeState {
    const state = new StripeState();
    if (Number.isFinite(saved.offsetSeconds)) state.offsetSeconds = saved.offsetSeconds!;
    if (Number.isInteger(saved.invoiceCounter)) state.invoiceCounter = saved.invoiceCounter!;
    byId(state.products, saved.products);
    byId(state.prices, saved.prices);
    byId(state.customers, saved.customers);
    byId(state.checkoutSessions, saved.checkoutSessions);
    byId(state.subscriptions, saved.subscriptions);
    byId(state.invoices, saved.invoices);
    byId(state.charges, saved.charges);
    byId(state.refunds, saved.refunds);
    byId(state.portalSessions, saved.portalSessions);
    for (const id of Array.isArray(saved.deletedCustomers) ? saved.deletedCustomers : [])
      if (typeof id === 'string') state.deletedCustomers.add(id);
    for (const entry of Array.isArray(saved.checkoutPurchases) ? saved.checkoutPurchases : [])
      if (Array.isArray(entry) && typeof entry[0] === 'string' && entry[1])
        state.checkoutPurchases.set(...entry);
    if (Array.isArray(saved.events)) state.events.push(...saved.events.slice(-SAVED_EVENTS));
    return state;
  }

  /** Finds any stored object by id (used to expand references). */
  find(id: string): unknown {
    return (
      this.customers.get(id) ??
      this.prices.get(id) ??
      this.products.get(id) ??
      this.checkoutSessions.get(id) ??
      this.subscriptions.get(id) ??
      this.invoices.get(id) ??
      this.charges.get(id) ??
      this.refunds.get(id) ??
      this.portalSessions.get(id)
    );
  }

  createCustomer(input: { email?: string | null; name?: string | null; metadata?: Metadata }): LocalCustomer {
    const customer: LocalCustomer = {
      id: newId('cus'),
      object: 'customer',
      email: input.email ?? null,
      name: input.name ?? null,
      created: this.now(),
      livemode: false,
      metadata: input.metadata ?? {},
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  subscriptionItem(subscriptionId: string, price: LocalPrice, periodStart: Unix): LocalSubscriptionItem {
    return {
      id: newId('si'),
      object: 'subscription_item',
      price,
      plan: {
        id: price.id,
        object: 'plan',
        amount: price.unit_amount,
        currency: price.currency,
        interval: price.recurring.interval,
        interval_count: 1,
        product: price.product,
      },
      quantity: 1,
      subscription: subscriptionId,
      current_period_start: periodStart,
      current_period_end: addInterval(periodStart, price.recurring.interval),
      created: this.now(),
      metadata: {},
    };
  }

  createSubscription(customer: string, price: LocalPrice, metadata: Metadata): LocalSubscription {
    const now = this.now();
    const id = newId('sub');
    const subscription: LocalSubscription = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      billing_cycle_anchor: now,
      currency: price.currency,
      collection_method: 'charge_automatically',
      latest_invoice: null,
      metadata,
      items: {
        object: 'list',
        data: [this.subscriptionItem(id, price, now)],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      livemode: false,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  createPaidInvoice(
    subscription: LocalSubscription,
    reason: LocalInvoice['billing_reason'],
    baseUrl: string,
  ): LocalInvoice {
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subscription.id} has no item`);
    this.invoiceCounter += 1;
    const id = newId('in');
    const amount = item.price.unit_amount;
    const invoice: LocalInvoice = {
      id,
      object: 'invoice',
      number: `COOK-${String(this.invoiceCounter).padStart(4, '0')}`,
      customer: subscription.customer,
      status: 'paid',
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      total: amount,
      subtotal: amount,
      billing_reason: reason,
      hosted_invoice_url: `${baseUrl}/i/${id}`,
      invoice_pdf: `${baseUrl}/i/${id}`,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      created: this.now(),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      livemode: false,
    };
    this.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    this.createCharge(invoice);
    return invoice;
  }

  /** The card payment of a paid invoice. */
  createCharge(invoice: LocalInvoice): LocalCharge {
    const charge: LocalCharge = {
      id: newId('ch'),
      object: 'charge',
      amount: invoice.amount_paid,
      amount_captured: invoice.amount_paid,
      amount_refunded: 0,
      captured: true,
      currency: invoice.currency,
      customer: invoice.customer,
      description: `Payment for invoice ${invoice.number}`,
      invoice: invoice.id,
      paid: true,
      refunded: false,
      status: 'succeeded',
      created: this.now(),
      metadata: {},
      livemode: false,
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  createEvent(type: string, object: unknown, previous?: Record<string, unknown>): LocalEvent {
    const event: LocalEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      type,
      created: this.now(),
      // A snapshot: later changes to the object must not change an event already sent.
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    this.events.push(event);
    return event;
  }
}

export const API_VERSION = '2026-10-28.endive';
