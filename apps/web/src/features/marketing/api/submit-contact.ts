import type { ContactInput, ContactResult } from '@leadwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const submitContact = (input: ContactInput) =>
  apiRequest<ContactResult>('/contact', { method: 'POST', body: input, auth: false });

export const useSubmitContact = () => useMutation({ mutationFn: submitContact });
