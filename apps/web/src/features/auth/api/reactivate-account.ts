import type { AccountReactivationInput } from '@leadwise/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Takes back a deleted agency within its reactivation window (the owner's email and password). */
export const reactivateAccount = (input: AccountReactivationInput) =>
  apiRequest<{ message: string }>('/account/reactivation', { method: 'POST', body: input, auth: false });
