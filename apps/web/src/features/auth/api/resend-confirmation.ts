import { useMutation } from '@tanstack/react-query';
import { postAuth } from './post-auth';

export const resendConfirmation = (email: string) => postAuth<{ message: string }>('/resend-confirmation', { email });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
