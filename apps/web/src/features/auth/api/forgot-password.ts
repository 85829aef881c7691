import { useMutation } from '@tanstack/react-query';
import { postAuth } from './post-auth';

/** Sends a reset code to the email; the reset-password screen also uses it to resend one. */
export const forgotPassword = (email: string) => postAuth<{ message: string }>('/forgot-password', { email });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
