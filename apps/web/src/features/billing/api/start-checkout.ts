import type { BillingRedirect, CreateCheckoutInput } from '@leadwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const startCheckout = (input: CreateCheckoutInput) =>
  apiRequest<BillingRedirect>('/billing/checkout', { method: 'POST', body: input });

/** Stripe's pages live on Stripe's site: a successful call leaves for the returned URL. */
export const useStartCheckout = () =>
  useMutation({ mutationFn: startCheckout, onSuccess: ({ url }) => window.location.assign(url) });
