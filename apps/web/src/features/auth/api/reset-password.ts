import { useMutation } from '@tanstack/react-query';
import { postAuth } from './post-auth';

export interface ResetPasswordInput {
  email: string;
  confirmationCode: string;
  newPassword: string;
}

export const resetPassword = (input: ResetPasswordInput) => postAuth<{ message: string }>('/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
