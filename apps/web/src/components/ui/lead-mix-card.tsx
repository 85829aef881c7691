import {
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_KINDS,
  type AppointmentCounts,
  type LeadTypeCounts,
} from '@leadwise/contracts';
import { LEAD_TYPE_LABELS, LEAD_TYPES, type LeadType } from '@leadwise/conversation/lead-fields';
import { Link } from 'react-router';
import { Card } from './card';

const numberFormat = new Intl.NumberFormat('en-GB');

/**
 * Leads by type (buyer, tenant, vendor, landlord), each linking to the leads list filtered by it,
 * and appointments by kind: the agency's mix of enquiries at a glance.
 */
export function LeadMixCard({
  title,
  leadTypes,
  appointments,
  appointmentsLabel,
  leadTypeHref,
}: {
  title: string;
  leadTypes: LeadTypeCounts;
  appointments: AppointmentCounts;
  /** What the appointments counted are: "Upcoming appointments", "Appointments in this period". */
  appointmentsLabel: string;
  leadTypeHref: (type: LeadType) => string;
}) {
  return (
    <Card title={title}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-medium text-slate-500">Leads by type</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            {LEAD_TYPES.map((type) => (
              <div key={type} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">
                  <Link to={leadTypeHref(type)} className="hover:text-blue-700 hover:underline">
                    {LEAD_TYPE_LABELS[type]}s
                  </Link>
                </dt>
                <dd className="text-xl font-semibold text-slate-900">{numberFormat.format(leadTypes[type])}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className="text-sm font-medium text-slate-500">{appointmentsLabel}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            {APPOINTMENT_KINDS.map((kind) => (
              <div key={kind} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">{APPOINTMENT_KIND_LABELS[kind]}s</dt>
                <dd className="text-xl font-semibold text-slate-900">
                  {numberFormat.format(appointments.byKind[kind])}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Card>
  );
}
