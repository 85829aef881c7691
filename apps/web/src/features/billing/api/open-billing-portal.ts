import type { BillingRedirect } from '@leadwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const openBillingPortal = () => apiRequest<BillingRedirect>('/billing/portal', { method: 'POST' });

export const useOpenBillingPortal = () =>
  useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => window.location.assign(url) });
