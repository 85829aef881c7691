import { analyticsQuerySchema } from '@leadwise/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/ui/export-button';
import { LeadMixCard } from '../../../components/ui/lead-mix-card';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { paths } from '../../../config/paths';
import { useAnalytics } from '../../../features/analytics/api/get-analytics';
import {
  AnalyticsStats,
  DailyChart,
  FunnelCard,
  TemperatureCard,
  TopAreasCard,
} from '../../../features/analytics/components/analytics-charts';
import { AnalyticsDateRange } from '../../../features/analytics/components/analytics-date-range';
import { exportConversationsCsv } from '../../../features/conversations/api/export-conversations';
import { readFilters, toQueryString } from '../../../lib/query-string';

/** Charts of GET /api/analytics; every bar, step and slice opens the conversations or leads behind it. */
export default function AnalyticsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const range = readFilters(analyticsQuerySchema, searchParams, ['from', 'to']);
  const analytics = useAnalytics(range);
  // The range the server used (its default is the last 30 days in the agent's time zone).
  const shown = { from: analytics.data?.from ?? range.from ?? '', to: analytics.data?.to ?? range.to ?? '' };

  const openConversations = (filters: object) =>
    navigate(`${paths.dashboard.conversations.getHref()}${toQueryString(shown, filters)}`);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Analytics</h1>
          {analytics.data && <p className="text-sm text-slate-600">Whole days in {analytics.data.timeZone}</p>}
        </div>
        <ExportButton label="Export conversations CSV" onExport={() => exportConversationsCsv(shown)} />
      </div>
      <AnalyticsDateRange
        from={shown.from}
        to={shown.to}
        onChange={(next) =>
          setSearchParams(new URLSearchParams(toQueryString({ ...shown, ...next })), { replace: true })
        }
      />
      {analytics.isPending ? (
        <LoadingState label="Loading analytics..." />
      ) : analytics.isError ? (
        <ErrorState message={analytics.error.message} onRetry={() => void analytics.refetch()} />
      ) : (
        <div className="space-y-5" aria-busy={analytics.isPlaceholderData}>
          <AnalyticsStats analytics={analytics.data} />
          <DailyChart
            daily={analytics.data.daily}
            onSelectDay={(day) =>
              navigate(`${paths.dashboard.conversations.getHref()}${toQueryString({ from: day, to: day })}`)
            }
          />
          <div className="grid gap-5 lg:grid-cols-2">
            <FunnelCard
              funnel={analytics.data.funnel}
              onSelectStep={(step) => openConversations(step === 'opened' ? {} : { stage: step })}
            />
            <TemperatureCard
              temperatures={analytics.data.temperatures}
              onSelect={(temperature) =>
                navigate(`${paths.dashboard.leads.getHref()}${toQueryString(shown, { temperature })}`)
              }
            />
          </div>
          <LeadMixCard
            title="Lead types and appointments"
            leadTypes={analytics.data.leadTypes}
            appointments={analytics.data.appointments}
            appointmentsLabel="Appointments in this period"
            leadTypeHref={(type) => `${paths.dashboard.leads.getHref()}${toQueryString(shown, { type })}`}
          />
          <TopAreasCard areas={analytics.data.topAreas} onSelect={(area) => openConversations({ area })} />
        </div>
      )}
    </div>
  );
}
