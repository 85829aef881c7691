import { APPOINTMENT_KIND_LABELS, APPOINTMENT_STATUS_LABELS, type Appointment, type AppointmentStatus } from '@leadwise/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { AppointmentActions } from './appointment-actions';
import { appointmentPlace, contactName, formatAppointmentTime } from './appointment-format';

export const STATUS_TONES: Record<AppointmentStatus, BadgeTone> = {
  requested: 'yellow',
  confirmed: 'green',
  declined: 'red',
  cancelled: 'slate',
};

/** One appointment: when, who, where, its state and what the agent can do with it. */
export function AppointmentCard({ appointment }: { appointment: Appointment }) {
  const place = appointmentPlace(appointment);
  const { email, phone } = appointment.contact;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="blue">{APPOINTMENT_KIND_LABELS[appointment.kind]}</Badge>
        <Badge tone={STATUS_TONES[appointment.status]}>{APPOINTMENT_STATUS_LABELS[appointment.status]}</Badge>
        <span className="text-sm font-semibold text-slate-900">{formatAppointmentTime(appointment)}</span>
      </div>
      <p className="mt-2 text-sm font-medium text-slate-900">{contactName(appointment)}</p>
      <p className="break-words text-sm text-slate-600">{[email, phone].filter(Boolean).join(' · ')}</p>
      {place && <p className="break-words text-sm text-slate-600">{place}</p>}
      {appointment.property?.bedrooms != null && (
        <p className="text-sm text-slate-600">
          {appointment.property.bedrooms} bedrooms{appointment.property.propertyType ? `, ${appointment.property.propertyType}` : ''}
        </p>
      )}
      {appointment.declineReason && (
        <p className="mt-1 text-sm text-slate-600">Declined: {appointment.declineReason}</p>
      )}
      <div className="mt-3">
        <AppointmentActions appointment={appointment} />
      </div>
    </li>
  );
}
