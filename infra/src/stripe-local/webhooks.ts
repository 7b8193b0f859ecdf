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

/** Sends events, signed, to one endpoint, one at a time in the order they happened. */
export class WebhookSender {
  url: string | null;
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

  /** Delivers each event once; a failure is recorded and logged, never thrown. */
  async deliver(events: LocalEvent[]): Promise<void> {
    for (const event of events) await this.deliverOne(event);
  }

  private async deliverOne(event: LocalEvent): Promise<void> {
    if (!this.url) return;
    const payload = JSON.stringify(event, null, 2);
    const delivery: Delivery = { eventId: event.id, type: event.type, status: null, error: null };
    try {
      const response = await fetch(this.url, {
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
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    this.deliveries.push(delivery);
    this.log(`[stripe-local] ${event.type} ${event.id} -> ${delivery.status ?? delivery.error}`);
  }
}
