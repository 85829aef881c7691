import type { Billing } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getBilling = () => apiRequest<Billing>('/billing');

export const getBillingQueryOptions = () => queryOptions({ queryKey: ['billing'], queryFn: getBilling });

export const useBilling = () => useQuery(getBillingQueryOptions());
