import type { AccountDeletion, AccountDeletionInput } from '@leadwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const deleteAccount = (input: AccountDeletionInput) =>
  apiRequest<AccountDeletion>('/account/deletion', { method: 'POST', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
