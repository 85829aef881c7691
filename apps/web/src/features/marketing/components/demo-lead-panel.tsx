import { describeLeadFields } from '@leadwise/conversation/lead-fields';
import { useEffect } from 'react';
import { TemperatureBadge } from '../../../components/ui/status-badges';
import { useDemoLead } from '../api/get-demo-lead';
import { openDemoWidget } from '../utils/open-demo-widget';

const NOT_YET = 'Not known yet';

/**
 * "What the agent sees" for the live demo: opens the demo chat on each request and shows the lead
 * it produces, as the agency's dashboard would, refreshed while the visitor chats.
 */
export function DemoLeadPanel({ openRequests }: { openRequests: number }) {
  useEffect(() => {
    if (openRequests > 0) openDemoWidget();
  }, [openRequests]);
  const { data: lead } = useDemoLead();

  if (!lead) {
    return (
      <p className="mt-4 text-sm text-slate-600">
        The chat is opening. Tell the assistant what you are looking for: the lead appears here as you answer.
      </p>
    );
  }
  const { contact } = lead.extracted;
  const rows = [
    ...describeLeadFields(lead.extracted),
    { key: 'name', label: 'Name', text: contact.name },
    { key: 'email', label: 'Email', text: contact.email },
    { key: 'phone', label: 'Phone', text: contact.phone },
  ];
  return (
    <div className="mt-4">
      {/* A status region: a screen reader hears the score change as the visitor answers. */}
      <div role="status" className="flex items-center justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3">
        <p className="text-sm text-slate-600">
          Lead score <span className="block text-3xl font-bold text-slate-900">{lead.score}/100</span>
        </p>
        <TemperatureBadge temperature={lead.temperature} />
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {lead.isLead ? 'In the agent’s leads list' : 'Not a lead yet'} · {lead.messageCount} messages
      </p>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-4 py-2">
            <dt className="shrink-0 text-slate-500">{row.label}</dt>
            <dd className={row.text ? 'min-w-0 break-words text-right font-medium text-slate-900' : 'text-right text-slate-400'}>
              {row.text ?? NOT_YET}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
