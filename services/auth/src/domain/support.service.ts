import {
  PRIORITY_HEADER,
  PRIORITY_SUBJECT_PREFIX,
  type PublicUser,
  SUPPORT_MESSAGES,
} from '@cookmark/contracts';
import { ServiceUnavailable } from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { type BillingStatusSource, isPremium } from './billing-status.ts';
import { escapeHtml, type Mail, type Mailer } from './mailer.ts';

export interface SupportServiceDeps {
  mailer: Mailer;
  billing: BillingStatusSource;
  /** Where messages go (SUPPORT_EMAIL). */
  supportEmail: string;
}

/** A message from the 'Contact support' form, as the support inbox receives it. */
export function supportRequestMail(
  supportEmail: string,
  user: Pick<PublicUser, 'id' | 'email' | 'firstName' | 'lastName'>,
  message: { subject: string; message: string },
  priority: boolean,
): Mail {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const from = `From: ${name ? `${name} <${user.email}>` : user.email} (${priority ? 'Premium' : 'Free'}, user ${user.id})`;
  const text = [from, '', message.message].join('\n');
  const html = `<p>${escapeHtml(from)}</p>\n<pre style="white-space:pre-wrap">${escapeHtml(message.message)}</pre>`;
  return {
    to: supportEmail,
    replyTo: user.email,
    subject: `${priority ? PRIORITY_SUBJECT_PREFIX : ''}${message.subject}`,
    text,
    html,
    ...(priority ? { priority: 'high' as const, headers: { [PRIORITY_HEADER]: 'premium' } } : {}),
  };
}

/** Issue #29 'Priority support': the form's messages by e-mail to the support address. */
export class SupportService {
  private readonly deps: SupportServiceDeps;

  constructor(deps: SupportServiceDeps) {
    this.deps = deps;
  }

  /**
   * Sends the message, marked priority for a Premium member. The plan is billing's word; when
   * billing cannot say, the message still goes, unmarked (support answers everyone).
   */
  async send(
    user: PublicUser,
    message: { subject: string; message: string },
    log: FastifyBaseLogger,
    requestId?: string,
  ): Promise<{ priority: boolean }> {
    const priority = await this.deps.billing
      .statusFor(user.id, requestId)
      .then(isPremium, (error: unknown) => {
        log.warn({ err: error }, 'billing status unavailable; support message sent without priority');
        return false;
      });
    try {
      await this.deps.mailer.send(supportRequestMail(this.deps.supportEmail, user, message, priority));
    } catch (error) {
      log.error({ err: error }, 'support message could not be sent');
      throw new ServiceUnavailable(SUPPORT_MESSAGES.notSent);
    }
    return { priority };
  }
}
