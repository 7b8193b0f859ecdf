import Stripe from 'stripe';
import type { LocalEvent } from './state.ts';

export interface Delivery {
  eventId: string;
  type: string;
  status: number | null;
  error: string | null;
}

/** The `Stripe-Signature` header for a payload, made with Stripe's own scheme (t=...,v1=HMAC-SHA256). */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** True when fetch failed because no connection could be made (the request never left). */
function refusedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === 'ECONNREFUSED';
}

/**
 * Sends events, signed, one at a time in the order they happened. `url` may list several endpoints
 * (comma-separated: several copies of billing): each event goes to the next in turn, and one that
 * cannot be reached (no connection, so nothing was received) is passed to the next copy, as a load
 * balancer in front of the copies would.
 */
export class WebhookSender {
  private endpoints: string[] = [];
  private next = 0;
  private readonly secret: string;
  private readonly timeoutMs: number;
  private readonly log: (line: string) => void;
  readonly deliveries: Delivery[] = [];

  constructor(options: {
    url: string | null;
    secret: string;
    timeoutMs?: number;
    log?: (line: string) => void;
  }) {
    this.url = options.url;
    this.secret = options.secret;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.log = options.log ?? (() => undefined);
  }

  get url(): string | null {
    return this.endpoints.length ? this.endpoints.join(',') : null;
  }

  set url(value: string | null) {
    this.endpoints = (value ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
    this.next = 0;
  }

  /** Delivers each event once; a failure is recorded and logged, never thrown. */
  async deliver(events: LocalEvent[]): Promise<void> {
    for (const event of events) await this.deliverOne(event);
  }

  private async deliverOne(event: LocalEvent): Promise<void> {
    const count = this.endpoints.length;
    if (count === 0) return;
    const payload = JSON.stringify(event, null, 2);
    const delivery: Delivery = { eventId: event.id, type: event.type, status: null, error: null };
    const first = this.next;
    this.next = (first + 1) % count;
    for (let tried = 0; tried < count; tried++) {
      const url = this.endpoints[(first + tried) % count] ?? '';
      delivery.error = null;
      if (await this.post(url, payload, delivery)) break;
    }
    this.deliveries.push(delivery);
    this.log(`[stripe-local] ${event.type} ${event.id} -> ${delivery.status ?? delivery.error}`);
  }

  /** One attempt; false when no connection could be made (the event may go to another copy). */
  private async post(url: string, payload: string, delivery: Delivery): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signPayload(payload, this.secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      delivery.status = response.status;
      await response.arrayBuffer();
      return true;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
      return !refusedConnection(error);
    }
  }
}
