import type { ConversationDetail } from '@leadwise/contracts';
import { Card } from '../../../components/ui/card';
import { ConversationStatusBadge } from '../../../components/ui/status-badges';
import { formatDateTime } from '../../../lib/format';

/** The Analytics card: real status, message count and duration. */
export function ConversationAnalyticsCard({ conversation }: { conversation: ConversationDetail['conversation'] }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Status', <ConversationStatusBadge key="status" status={conversation.status} />],
    ['Messages', conversation.messageCount],
    ['Duration', `${conversation.durationMinutes} min`],
    ['Answered by', conversation.mode === 'human' ? 'You' : 'Assistant'],
    ['Started', formatDateTime(conversation.createdAt)],
  ];
  if (conversation.pageUrl)
    rows.push([
      'Page',
      <span key="page" className="break-all">
        {conversation.pageUrl}
      </span>,
    ]);
  return (
    <Card title="Analytics" headingLevel="h2">
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-3">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
