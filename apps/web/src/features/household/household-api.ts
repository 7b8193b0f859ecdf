import type { HouseholdInvitePreview, HouseholdResponse, MessageResponse } from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';

export const HOUSEHOLD_PATH = '/api/household';
const base = (id: string) => `${HOUSEHOLD_PATH}/${encodeURIComponent(id)}`;

/** Issue #32: the signed-in person's household and what its members and owner may do. */
export const householdApi = {
  get: () => apiRequest<HouseholdResponse>('GET', HOUSEHOLD_PATH),
  create: (name: string) => apiRequest<HouseholdResponse>('POST', HOUSEHOLD_PATH, { name }),
  rename: (id: string, name: string) => apiRequest<HouseholdResponse>('PATCH', base(id), { name }),
  remove: (id: string) => apiRequest<MessageResponse>('DELETE', base(id)),
  invite: (id: string, email: string) =>
    apiRequest<HouseholdResponse>('POST', `${base(id)}/invites`, { email }),
  revokeInvite: (id: string, inviteId: string) =>
    apiRequest<HouseholdResponse>('DELETE', `${base(id)}/invites/${encodeURIComponent(inviteId)}`),
  leave: (id: string) => apiRequest<MessageResponse>('POST', `${base(id)}/leave`),
  removeMember: (id: string, userId: string) =>
    apiRequest<HouseholdResponse>('DELETE', `${base(id)}/members/${encodeURIComponent(userId)}`),
  handOver: (id: string, userId: string) =>
    apiRequest<HouseholdResponse>('POST', `${base(id)}/owner`, { userId }),
  preview: (token: string) =>
    apiRequest<HouseholdInvitePreview>('POST', `${HOUSEHOLD_PATH}/invites/preview`, { token }),
  accept: (token: string) =>
    apiRequest<HouseholdResponse>('POST', `${HOUSEHOLD_PATH}/invites/accept`, { token }),
};
