import type { NewsletterResult } from '@leadwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const subscribeNewsletter = (email: string) =>
  apiRequest<NewsletterResult>('/newsletter', { method: 'POST', body: { email }, auth: false });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
