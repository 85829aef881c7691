import type { WebhookSettings } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getWebhookSettings = () => apiRequest<WebhookSettings>('/settings/webhook');

export const getWebhookSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'webhook'], queryFn: getWebhookSettings });

export const useWebhookSettings = () => useQuery(getWebhookSettingsQueryOptions());
