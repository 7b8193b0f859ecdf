import type { SupportMessageRequest, SupportMessageResponse } from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';

/** Issue #29 'Priority support': the message goes by e-mail to the support address. */
export function sendSupportMessage(body: SupportMessageRequest): Promise<SupportMessageResponse> {
  return apiRequest<SupportMessageResponse>('POST', '/api/auth/support', body);
}
