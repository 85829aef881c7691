import type { Billing } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getBilling = () => apiRequest<Billing>('/billing');

export const getBillingQueryOptions = () => queryOptions({ queryKey: ['billing'], queryFn: getBilling });

/** Stripe confirms a new subscription by webhook a moment after Checkout returns. */
const CHECKOUT_CONFIRM_POLL_MS = 2000;

/**
 * The account's billing. Back from a completed Checkout (`isAwaitingCheckout`), it refreshes until
 * the subscription shows as active.
 */
export const useBilling = ({ isAwaitingCheckout = false } = {}) =>
  useQuery({
    ...getBillingQueryOptions(),
    refetchInterval: (query) =>
      isAwaitingCheckout && query.state.data?.status !== 'active' ? CHECKOUT_CONFIRM_POLL_MS : false,
  });
