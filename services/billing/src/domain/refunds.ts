import {
  BILLING_MESSAGES,
  isPremiumStatus,
  REFUND_WINDOW_DAYS,
  type RefundOffer,
  type RefundResponse,
} from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { Conflict, ServiceUnavailable } from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import { RefundRepository } from '../repositories/refund.repository.ts';
import type { AccountMail } from './account-mail.ts';
import { callStripe, idOf } from './stripe-client.ts';
import type { SubscriptionService } from './subscriptions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RefundServiceDeps {
  db: Db;
  stripe: Stripe | null;
  subscriptions: SubscriptionService;
  mail: AccountMail;
  /** The service's logger, for work done after a webhook's answer (the e-mail). */
  log: FastifyBaseLogger;
  now: () => Date;
}

type Assessment =
  | { eligible: true; offer: RefundOffer; chargeId: string; subscriptionId: string }
  | { eligible: false; message: string };

/** One user's refunds at a time: the request and the `charge.refunded` it causes wait on each other. */
async function lockRefundsOf(trx: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`refund:${userId}`}, 0))`.execute(trx);
}

/**
 * Issue #29, the 30-day money-back guarantee: within 30 days of an account's first payment, cancelling
 * may refund the latest payment in full; Premium ends at once. Once per account. Eligibility is
 * decided here from Stripe's charges and our records, never from what the browser says.
 */
export class RefundService {
  private readonly deps: RefundServiceDeps;
  private readonly refunds: RefundRepository;

  constructor(deps: RefundServiceDeps) {
    this.deps = deps;
    this.refunds = new RefundRepository(deps.db);
  }

  private async assess(stripe: Stripe, userId: string, trx: Db): Promise<Assessment> {
    const { subscriptions, now } = this.deps;
    const row = await subscriptions.currentFor(userId);
    if (!row || !isPremiumStatus(subscriptions.statusOf(row)))
      return { eligible: false, message: BILLING_MESSAGES.refundNoSubscription };
    if (await this.refunds.hasRefund(userId, trx))
      return { eligible: false, message: BILLING_MESSAGES.refundAlreadyMade };
    const customer = (await subscriptions.customers.findCustomerId(userId, trx)) ?? row.stripeCustomerId;
    const charges = await stripe.charges.list({ customer, limit: 100 }).autoPagingToArray({ limit: 1000 });
    const paid = charges
      .filter((charge) => charge.paid && charge.status === 'succeeded')
      .sort((a, b) => a.created - b.created);
    // A refund made some other way (Stripe's dashboard) counts too.
    if (paid.some((charge) => charge.amount_refunded > 0))
      return { eligible: false, message: BILLING_MESSAGES.refundAlreadyMade };
    const first = paid[0];
    const latest = paid[paid.length - 1];
    if (!first || !latest) return { eligible: false, message: BILLING_MESSAGES.refundNoPayment };
    const until = new Date(first.created * 1000 + REFUND_WINDOW_DAYS * DAY_MS);
    if (now() > until) return { eligible: false, message: BILLING_MESSAGES.refundWindowPassed };
    return {
      eligible: true,
      offer: { amount: latest.amount, currency: latest.currency, until: until.toISOString() },
      chargeId: latest.id,
      subscriptionId: row.stripeSubscriptionId,
    };
  }

  /** What the billing page may offer; null when no refund can be chosen (or Stripe cannot say now). */
  async offerFor(userId: string, log: FastifyBaseLogger): Promise<RefundOffer | null> {
    const stripe = this.deps.stripe;
    if (!stripe) return null;
    try {
      const assessment = await this.assess(stripe, userId, this.deps.db);
      return assessment.eligible ? assessment.offer : null;
    } catch (error) {
      log.warn({ err: error }, 'Stripe charges unavailable; no refund offered for now');
      return null;
    }
  }

  /**
   * Refunds the latest payment in full and ends the subscription now (409 with the reason when
   * the guarantee does not apply). Should a step after the refund fail, `charge.refunded` ends
   * the plan all the same.
   */
  async refund(userId: string, log: FastifyBaseLogger): Promise<RefundResponse> {
    const { stripe, subscriptions } = this.deps;
    if (!stripe) throw new ServiceUnavailable(BILLING_MESSAGES.paymentProviderUnavailable);
    const refunded = await this.deps.db.transaction().execute(async (trx) => {
      await lockRefundsOf(trx, userId);
      const assessment = await callStripe(log, 'charge lookup', () => this.assess(stripe, userId, trx));
      if (!assessment.eligible) throw new Conflict(assessment.message);
      const { chargeId, subscriptionId } = assessment;
      const refund = await callStripe(log, 'refund', () =>
        stripe.refunds.create(
          { charge: chargeId, reason: 'requested_by_customer', metadata: { user_id: userId } },
          { idempotencyKey: `cookmark-refund-${chargeId}` },
        ),
      );
      await this.refunds.record(
        {
          stripeRefundId: refund.id,
          userId,
          stripeChargeId: chargeId,
          amount: refund.amount,
          currency: refund.currency,
        },
        trx,
      );
      await callStripe(log, 'subscription cancellation', () =>
        subscriptions.endNow(trx, subscriptionId, userId),
      );
      return { refunded: true as const, amount: refund.amount, currency: refund.currency };
    });
    await subscriptions.invalidate([userId]);
    log.info({ userId, amount: refunded.amount }, 'refund made under the money-back guarantee');
    return refunded;
  }

  /**
   * `charge.refunded`: records the refund (one made from Stripe's dashboard too) and, once the
   * charge is refunded in full, ends the user's Premium now. Answers the user whose plan changed.
   */
  async applyChargeRefunded(trx: Db, charge: Stripe.Charge): Promise<string | undefined> {
    const { stripe, subscriptions } = this.deps;
    const customerId = idOf(charge.customer);
    if (!stripe || !customerId) return undefined;
    const userId = await subscriptions.customers.findUserId(customerId, trx);
    if (!userId) return undefined;
    await lockRefundsOf(trx, userId);
    const [latest] = (await stripe.refunds.list({ charge: charge.id, limit: 1 })).data;
    if (latest) {
      await this.refunds.record(
        {
          stripeRefundId: latest.id,
          userId,
          stripeChargeId: charge.id,
          amount: charge.amount_refunded,
          currency: charge.currency,
        },
        trx,
      );
    }
    if (!charge.refunded) return userId;
    for (const row of await subscriptions.runningFor(userId, trx)) {
      await subscriptions.endNow(trx, row.stripeSubscriptionId, userId);
    }
    return userId;
  }

  /** The refund's confirmation e-mail, sent once (through auth, which knows the address). */
  async confirmByMail(chargeId: string): Promise<void> {
    const log = this.deps.log;
    const claimed = await this.refunds.claimMail(chargeId);
    if (!claimed) return;
    try {
      await this.deps.mail.refundConfirmed(claimed.userId, {
        amount: claimed.amount,
        currency: claimed.currency,
      });
    } catch (error) {
      log.error({ err: error, chargeId }, 'refund confirmation e-mail not sent');
      await this.refunds.releaseMail(chargeId).catch(() => undefined);
    }
  }
}
