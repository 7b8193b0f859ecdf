import type { RefundMailRequest } from '@cookmark/contracts';
import type { InternalClient } from '@cookmark/service-kit';

/** The e-mails billing has sent to an account's owner; auth knows the address and sends them. */
export interface AccountMail {
  refundConfirmed(userId: string, refund: RefundMailRequest): Promise<void>;
}

export function accountMailOverHttp(auth: InternalClient): AccountMail {
  return {
    async refundConfirmed(userId, refund) {
      await auth.post(`/internal/users/${encodeURIComponent(userId)}/refund-mail`, refund);
    },
  };
}
