import type { Appointment, AppointmentListQuery } from '@leadwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (query: AppointmentListQuery) => ['appointments', 'list', query] as const,
};

export const getAppointments = (query: AppointmentListQuery) =>
  apiRequest<{ items: Appointment[] }>(`/appointments${toQueryString(query)}`);

export const getAppointmentsQueryOptions = (query: AppointmentListQuery) =>
  queryOptions({
    queryKey: appointmentKeys.list(query),
    queryFn: () => getAppointments(query),
    placeholderData: keepPreviousData,
  });

export const useAppointments = (query: AppointmentListQuery) => useQuery(getAppointmentsQueryOptions(query));
