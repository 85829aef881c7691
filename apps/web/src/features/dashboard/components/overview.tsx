import type { Dashboard } from '@leadwise/contracts';
import { BarChart3, MessageSquare, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { LeadMixCard } from '../../../components/ui/lead-mix-card';
import { ConversationStatusBadge } from '../../../components/ui/status-badges';
import { paths } from '../../../config/paths';
import { formatDate, truncate } from '../../../lib/format';
import { toQueryString } from '../../../lib/query-string';

/** Spec section 9: the overview previews 60 characters and shows 8 characters of a widget id. */
export const OVERVIEW_PREVIEW_LENGTH = 60;
export const WIDGET_ID_DISPLAY_LENGTH = 8;

const numberFormat = new Intl.NumberFormat('en-GB');

/** The spec's overview page: welcome banner, four metric cards, recent conversations and widgets. */
export function Overview({
  dashboard,
  checklist,
  callList,
  personName,
  canManageWidgets = true,
}: {
  dashboard: Dashboard;
  /** The signed-in person (a negotiator is greeted by their own name, not the agency's owner's). */
  personName?: string;
  /** Whether the "Manage" link to Widget Setup is theirs to follow. */
  canManageWidgets?: boolean;
  /** The getting-started steps, shown under the greeting until done. */
  checklist?: ReactNode;
  /** "Who to call first", beside the recent conversations. */
  callList?: ReactNode;
}) {
  const { agent, analytics, widgets, recentActivity } = dashboard;
  // A brand-new account has nothing to come back to yet.
  const greeting = analytics.totalConversations === 0 ? 'Welcome' : 'Welcome back';
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-r from-blue-600 to-indigo-600 p-6 text-white shadow">
        <h1 className="break-words text-2xl font-bold">
          {greeting}, {personName ?? agent.name}!
        </h1>
        <p className="mt-1 text-blue-100">{agent.company}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-blue-100">
          <span className="min-w-0 break-all">
            Agent ID: <code className="rounded bg-white/15 px-1.5 py-0.5 text-white">{agent.id}</code>
          </span>
          <CopyButton text={agent.id} label="Copy agent ID" />
        </div>
      </section>

      {checklist}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <MetricCard
          title="Active Widgets"
          value={analytics.activeWidgets}
          detail={`${analytics.totalWidgets} total widgets`}
          icon={<BarChart3 aria-hidden="true" className="h-5 w-5" />}
        />
        <MetricCard
          title="Conversations"
          value={analytics.totalConversations}
          detail={`${recentActivity.conversations.length} recent`}
          icon={<MessageSquare aria-hidden="true" className="h-5 w-5" />}
        />
        <MetricCard
          title="Total Leads"
          value={analytics.totalLeads}
          detail={`${analytics.qualifiedLeads} qualified`}
          icon={<Users aria-hidden="true" className="h-5 w-5" />}
        />
        <MetricCard
          title="Conversion Rate"
          value={`${analytics.conversionRate.toFixed(1)}%`}
          detail="conversations to leads"
          icon={<TrendingUp aria-hidden="true" className="h-5 w-5" />}
        />
      </div>

      <LeadMixCard
        title="Your enquiries"
        leadTypes={analytics.leadTypes}
        appointments={analytics.upcomingAppointments}
        appointmentsLabel="Upcoming appointments"
        leadTypeHref={(type) => `${paths.dashboard.leads.getHref()}${toQueryString({ type })}`}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        {callList}
        <Card
          title="Recent Conversations"
          actions={
            <Link
              to={paths.dashboard.conversations.getHref()}
              className="text-sm font-medium text-blue-700 hover:underline"
            >
              View all
            </Link>
          }
        >
          {recentActivity.conversations.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No conversations yet</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {recentActivity.conversations.map((conversation) => (
                <li key={conversation.id}>
                  <Link
                    to={paths.dashboard.conversation.getHref(conversation.id)}
                    className="flex items-start justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50"
                  >
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-slate-900">
                        {conversation.contactName || 'Anonymous User'}
                      </p>
                      <p className="break-words text-sm text-slate-600">
                        {truncate(conversation.lastMessage ?? '', OVERVIEW_PREVIEW_LENGTH)}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <div className="flex items-center gap-2">
                        <span className="text-xs font-semibold text-slate-700">Score {conversation.score}</span>
                        <ConversationStatusBadge status={conversation.status} />
                      </div>
                      <span className="text-xs text-slate-500">{formatDate(conversation.createdAt)}</span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card
          title="Your Widgets"
          actions={
            canManageWidgets && (
              <Link
                to={paths.dashboard.widgetConfig.getHref()}
                className="text-sm font-medium text-blue-700 hover:underline"
              >
                Manage
              </Link>
            )
          }
        >
          {widgets.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">No widgets configured</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {widgets.map((widget) => (
                <li key={widget.widgetId} className="flex items-center justify-between gap-3 py-3">
                  <div>
                    <p className="text-sm font-medium text-slate-900">
                      {widget.branding.companyName || 'Widget'}{' '}
                      <span className="font-mono text-xs text-slate-500">
                        {widget.widgetId.slice(0, WIDGET_ID_DISPLAY_LENGTH)}
                      </span>
                    </p>
                    <p className="text-xs text-slate-500">
                      {numberFormat.format(widget.metadata.totalConversations)} conversations ·{' '}
                      {numberFormat.format(widget.metadata.totalLeads)} leads
                    </p>
                  </div>
                  <Badge tone={widget.isActive ? 'green' : 'slate'}>{widget.isActive ? 'active' : 'inactive'}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

function MetricCard({
  title,
  value,
  detail,
  icon,
}: {
  title: string;
  value: number | string;
  detail: string;
  icon: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between text-slate-500">
        <h2 className="text-sm font-medium">{title}</h2>
        {icon}
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">
        {typeof value === 'number' ? numberFormat.format(value) : value}
      </p>
      <p className="mt-1 text-xs text-slate-500">{detail}</p>
    </section>
  );
}
