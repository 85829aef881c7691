import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { TemperatureBadge } from '../../../components/ui/status-badges';
import { paths } from '../../../config/paths';
import { callListHref, useCallList } from '../api/get-call-list';
import { describeLeadOwner } from './lead-owner-badge';

/** The overview's morning call list: the hottest leads still waiting for a first call. */
export function CallFirstCard() {
  const callList = useCallList();
  const leads = callList.data?.items ?? [];
  return (
    <Card
      title="Who to call first"
      actions={
        <Link
          to={`${paths.dashboard.leads.getHref()}${callListHref}`}
          className="text-sm font-medium text-blue-700 hover:underline"
        >
          All new leads
        </Link>
      }
    >
      {callList.isPending ? (
        <p className="py-6 text-center text-sm text-slate-500">Loading leads...</p>
      ) : callList.isError ? (
        <p className="py-6 text-center text-sm text-red-700">{callList.error.message}</p>
      ) : leads.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">No new leads waiting for a call</p>
      ) : (
        <ol aria-label="Who to call first" className="divide-y divide-slate-100">
          {leads.map((lead) => (
            <li key={lead.id}>
              <Link
                to={paths.dashboard.conversation.getHref(lead.conversationId)}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{lead.name || 'Anonymous Lead'}</p>
                  <p className="truncate text-sm text-slate-600">{lead.phone || lead.email || 'No contact details yet'}</p>
                  <p className="truncate text-xs text-slate-500">{describeLeadOwner(lead)}</p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span className="text-sm font-semibold text-slate-900">{lead.score}</span>
                  <TemperatureBadge temperature={lead.temperature} />
                </div>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
