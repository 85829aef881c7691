import type { WebhookDelivery } from '@leadwise/contracts';
import clsx from 'clsx';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';

function describeStatus(d: WebhookDelivery) {
  if (d.status === 'sent') return { label: 'Delivered', className: 'bg-green-100 text-green-800' };
  if (d.status === 'dead') return { label: 'Failed', className: 'bg-red-100 text-red-800' };
  if (d.attempts > 0) return { label: 'Retrying', className: 'bg-amber-100 text-amber-900' };
  return { label: 'Queued', className: 'bg-slate-100 text-slate-700' };
}

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** The last deliveries to the CRM: status, attempts and the receiver's last error. */
export function WebhookDeliveryLog() {
  const { data, isLoading, isError, error, refetch, isFetching } = useWebhookDeliveries();
  return (
    <section aria-labelledby="delivery-log-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h3 id="delivery-log-heading" className="text-base font-semibold text-slate-900">
          Delivery log
        </h3>
        <Button variant="ghost" size="sm" isLoading={isFetching} onClick={() => void refetch()}>
          Refresh
        </Button>
      </div>
      {isLoading ? (
        <Spinner label="Loading deliveries..." />
      ) : isError ? (
        <Alert variant="error">{error.message}</Alert>
      ) : !data || data.items.length === 0 ? (
        <p className="text-sm text-slate-500">No deliveries yet. Save a URL and send a test event.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Event
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  Attempts
                </th>
                <th scope="col" className="px-3 py-2">
                  Last error
                </th>
                <th scope="col" className="px-3 py-2">
                  Queued
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.items.map((d) => {
                const status = describeStatus(d);
                return (
                  <tr key={d.id}>
                    <td className="px-3 py-2">
                      <code className="text-xs">{d.eventType}</code>
                      <span className="block max-w-48 break-all font-mono text-[11px] text-slate-400">{d.webhookId}</span>
                    </td>
                    <td className="px-3 py-2">
                      <span className={clsx('rounded-full px-2 py-0.5 text-xs font-medium', status.className)}>
                        {status.label}
                      </span>
                    </td>
                    <td className="px-3 py-2 tabular-nums">{d.attempts}</td>
                    <td className="max-w-xs px-3 py-2 text-xs break-words text-red-700">{d.lastError ?? ''}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-xs text-slate-600">{formatTime(d.createdAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
