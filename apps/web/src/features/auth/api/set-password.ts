import { useMutation } from '@tanstack/react-query';
import { postAuth } from './post-auth';

export interface SetPasswordInput {
  email: string;
  password: string;
  /** The one-time token from the invitation link. */
  token: string;
}

export const setPassword = (input: SetPasswordInput) => postAuth<{ message: string }>('/set-password', input);

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
