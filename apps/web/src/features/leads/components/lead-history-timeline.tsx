import { ErrorState } from '../../../components/ui/page-states';
import { formatDateTime } from '../../../lib/format';
import { useLeadHistory } from '../api/get-lead-history';

/** The lead's history, oldest first: routing, assignments, status changes and notes, with who. */
export function LeadHistoryTimeline({ leadId }: { leadId: string }) {
  const history = useLeadHistory(leadId, { enabled: true });
  if (history.isPending) return <p className="text-sm text-slate-500">Loading history...</p>;
  if (history.isError) return <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />;
  if (history.data.items.length === 0) return <p className="text-sm text-slate-500">No history yet.</p>;
  return (
    <ol aria-label="Lead history" className="space-y-2 border-l-2 border-slate-200 pl-4">
      {history.data.items.map((entry, i) => (
        // Entries have no id of their own and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i} className="text-sm">
          <p className="break-words text-slate-800">{entry.detail}</p>
          <p className="text-xs text-slate-500">
            {formatDateTime(entry.at)} · {entry.actor ? entry.actor.name : 'Leadwise'}
          </p>
        </li>
      ))}
    </ol>
  );
}
