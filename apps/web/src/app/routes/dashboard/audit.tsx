import { AUDIT_ACTION_LABELS, type AuditAction } from '@leadwise/contracts';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { PagedList } from '../../../components/ui/paged-list';
import { SelectField } from '../../../components/ui/select-field';
import { useAuditLog } from '../../../features/audit/api/get-audit-log';
import { formatDateTime } from '../../../lib/format';

const ACTION_OPTIONS = (Object.keys(AUDIT_ACTION_LABELS) as AuditAction[]).map((value) => ({
  value,
  label: AUDIT_ACTION_LABELS[value],
}));

/** The owner's audit log: who did what, when and from which address, newest first. */
export default function AuditRoute() {
  const [action, setAction] = useState<AuditAction | undefined>();
  const log = useAuditLog(action);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Audit log</h1>
        <p className="text-sm text-slate-600">Sign-ins, exports, erasures, deletions and setting changes in your agency.</p>
      </header>
      <div className="max-w-xs">
        <SelectField
          label="Action"
          value={action}
          options={ACTION_OPTIONS}
          emptyLabel="All actions"
          onChange={(value) => setAction(value as AuditAction | undefined)}
        />
      </div>
      {log.isPending && <LoadingState label="Loading the audit log..." />}
      {log.isError && <ErrorState message={log.error.message} onRetry={() => void log.refetch()} />}
      {log.data && (
        <PagedList
          pages={log.data.pages}
          hasNextPage={log.hasNextPage}
          isFetchingNextPage={log.isFetchingNextPage}
          onLoadMore={() => void log.fetchNextPage()}
          emptyState={<EmptyState title="Nothing recorded yet">Entries appear here as people act.</EmptyState>}
          renderItem={(entry) => (
            <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {entry.actionLabel}
                  {entry.target && <span className="font-normal text-slate-700"> · {entry.target}</span>}
                </p>
                <time dateTime={entry.createdAt} className="text-xs text-slate-500">
                  {formatDateTime(entry.createdAt)}
                </time>
              </div>
              <p className="mt-1 break-words text-slate-600">
                By {entry.actorEmail ?? 'Leadwise (automatic)'}
                {entry.ip && <> from {entry.ip}</>}
              </p>
            </li>
          )}
        />
      )}
    </div>
  );
}
