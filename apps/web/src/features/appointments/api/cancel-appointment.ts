import type { CancelledAppointment } from '@leadwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The visitor's cancel link: no session, the token is the proof. */
export const cancelAppointment = (token: string) =>
  apiRequest<CancelledAppointment>('/appointments/cancel', { method: 'POST', body: { token }, auth: false });

export const useCancelAppointment = () => useMutation({ mutationFn: cancelAppointment });
