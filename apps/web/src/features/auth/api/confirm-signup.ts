import { useMutation } from '@tanstack/react-query';
import { postAuth } from './post-auth';

export interface ConfirmSignupInput {
  email: string;
  confirmationCode: string;
}

export const confirmSignup = (input: ConfirmSignupInput) => postAuth<{ message: string }>('/confirm-signup', input);

export const useConfirmSignup = () => useMutation({ mutationFn: confirmSignup });
