import type { Appointment } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './get-appointments';

export type AppointmentAnswer =
  | { id: string; action: 'confirm' }
  | { id: string; action: 'decline'; reason: string }
  | { id: string; action: 'propose'; startsAt: string };

/** Confirm, decline (with a reason) or propose another time: one endpoint per action. */
export const answerAppointment = ({ id, action, ...body }: AppointmentAnswer) =>
  apiRequest<Appointment>(`/appointments/${id}/${action}`, {
    method: 'POST',
    body: action === 'confirm' ? undefined : body,
  });

export const useAnswerAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
};
