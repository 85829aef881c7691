import type { Incident, ServiceStatusValue, SystemStatus as SystemStatusReport } from '@leadwise/contracts';
import clsx from 'clsx';
import { AlertTriangle, CheckCircle2, Mail, Rss } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

const SERVICE_BADGE: Record<ServiceStatusValue, { label: string; className: string }> = {
  operational: { label: 'Operational', className: 'bg-green-100 text-green-800' },
  degraded: { label: 'Degraded', className: 'bg-amber-100 text-amber-900' },
  down: { label: 'Down', className: 'bg-red-100 text-red-800' },
};

/** Spec section 4: resolved, monitoring and identified have their colours; anything else is red. */
const INCIDENT_BADGE: Record<string, string> = {
  resolved: 'bg-green-100 text-green-800',
  monitoring: 'bg-blue-100 text-blue-800',
  identified: 'bg-amber-100 text-amber-900',
};
const SEVERITY_BADGE: Record<Incident['severity'], string> = {
  critical: 'bg-red-600 text-white',
  major: 'bg-orange-100 text-orange-800',
  minor: 'bg-slate-100 text-slate-700',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** The status page body, loaded or not: the skeleton has the same shape, so nothing jumps. */
export function SystemStatus({
  status,
  isError,
  onRetry,
  rssHref,
  subscribeHref,
}: {
  status: SystemStatusReport | undefined;
  isError: boolean;
  onRetry(): void;
  rssHref: string;
  subscribeHref: string;
}) {
  if (isError && !status) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
        <h2 className="text-lg font-semibold text-red-800">Unable to load system status</h2>
        <p className="mt-2 text-red-700">We couldn't reach the status service. Please try again in a moment.</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }

  const isOperational = status?.overall === 'operational';
  const placeholder = <span className="inline-block h-7 w-16 animate-pulse rounded bg-slate-200" />;
  const metrics = status?.metrics;
  return (
    <div className="space-y-10" aria-busy={!status}>
      <div
        className={clsx(
          'flex items-center gap-3 rounded-2xl p-5',
          !status ? 'bg-slate-100' : isOperational ? 'bg-green-600 text-white' : 'bg-amber-500 text-white',
        )}
      >
        {status &&
          (isOperational ? (
            <CheckCircle2 aria-hidden="true" className="h-7 w-7 shrink-0" />
          ) : (
            <AlertTriangle aria-hidden="true" className="h-7 w-7 shrink-0" />
          ))}
        <div className="min-h-12">
          <h2 className="text-xl font-semibold">
            {!status
              ? 'Checking systems...'
              : isOperational
                ? 'All Systems Operational'
                : 'Some Systems Experiencing Issues'}
          </h2>
          <p className={clsx('text-sm', status ? 'opacity-90' : 'text-slate-500')}>
            {status
              ? `Last updated ${formatTime(status.checkedAt)} · refreshes every 30 seconds`
              : 'Running live checks'}
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Figure label="Average Response" value={metrics ? `${metrics.averageResponseMs}ms` : placeholder} />
        <Figure label="Overall Uptime" value={metrics ? `${metrics.overallUptime.toFixed(2)}%` : placeholder} />
        <Figure
          label="Conversations Today"
          value={metrics ? (metrics.conversationsToday?.toLocaleString('en-GB') ?? '—') : placeholder}
        />
        <Figure
          label="Leads Qualified Today"
          value={metrics ? (metrics.leadsQualifiedToday?.toLocaleString('en-GB') ?? '—') : placeholder}
        />
      </dl>

      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="text-xl font-semibold text-slate-900">
          Service Status
        </h2>
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {(status?.services ?? Array.from({ length: 6 }, () => null)).map((service, i) =>
            service ? (
              <li key={service.name} className="flex flex-wrap items-center justify-between gap-3 p-4 sm:flex-nowrap">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{service.name}</p>
                  <p className="text-sm text-slate-500">{service.check}</p>
                </div>
                <div className="flex items-center gap-4 text-sm text-slate-600">
                  <span title="Response time of the last check">{service.responseTime}ms</span>
                  <span title="Checks passed since monitoring started">{service.uptime.toFixed(2)}% uptime</span>
                  <span
                    className={clsx(
                      'rounded-full px-2.5 py-1 text-xs font-semibold',
                      SERVICE_BADGE[service.status].className,
                    )}
                  >
                    {SERVICE_BADGE[service.status].label}
                  </span>
                </div>
              </li>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
              <li key={i} className="h-[4.5rem] p-4">
                <span className="block h-full animate-pulse rounded bg-slate-100" />
              </li>
            ),
          )}
        </ul>
        {status && (
          <p className="mt-2 text-xs text-slate-500">
            Uptime counts live checks since {formatDateTime(status.uptimeSince)}.
          </p>
        )}
      </section>

      <section aria-labelledby="incidents-heading">
        <h2 id="incidents-heading" className="text-xl font-semibold text-slate-900">
          Recent Incidents
        </h2>
        {status && status.incidents.length === 0 && (
          <p className="mt-4 rounded-2xl border border-slate-200 p-5 text-slate-600">
            No incidents reported in the last 90 days.
          </p>
        )}
        <ul className="mt-4 space-y-4">
          {status?.incidents.map((incident) => (
            <li key={incident.id} className="rounded-2xl border border-slate-200 p-5">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{incident.title}</h3>
                <span
                  className={clsx(
                    'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    INCIDENT_BADGE[incident.status] ?? 'bg-red-100 text-red-800',
                  )}
                >
                  {capitalise(incident.status)}
                </span>
                <span
                  className={clsx(
                    'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    SEVERITY_BADGE[incident.severity],
                  )}
                >
                  {capitalise(incident.severity)}
                </span>
              </div>
              <p className="mt-2 text-slate-700">{incident.description}</p>
              <p className="mt-2 text-sm text-slate-500">
                <time dateTime={incident.timestamp}>{formatDateTime(incident.timestamp)}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">Hear about incidents and maintenance.</p>
        <div className="flex gap-6">
          <Link to={subscribeHref} className="inline-flex items-center gap-2 font-medium text-blue-700 hover:underline">
            <Mail aria-hidden="true" className="h-5 w-5" />
            Subscribe by email
          </Link>
          <a href={rssHref} className="inline-flex items-center gap-2 font-medium text-blue-700 hover:underline">
            <Rss aria-hidden="true" className="h-5 w-5" />
            RSS feed
          </a>
        </div>
      </div>
    </div>
  );
}
