import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { Overview } from '../../../features/dashboard/components/overview';
import { CallFirstCard } from '../../../features/leads/components/call-first-card';
import { GettingStartedChecklist } from '../../../features/onboarding/components/getting-started-checklist';
import { useCan, useCurrentMember } from '../../../features/team/api/get-current-member';

export default function OverviewRoute() {
  const dashboard = useDashboard();
  const can = useCan();
  const { data: member } = useCurrentMember();
  if (dashboard.isPending) return <LoadingState label="Loading dashboard..." />;
  if (dashboard.isError) {
    return (
      <ErrorState
        message={dashboard.error.message || 'Failed to load dashboard'}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  if (!dashboard.data) return <p className="py-16 text-center text-slate-500">No data available</p>;
  return (
    <Overview
      dashboard={dashboard.data}
      personName={member?.name}
      canManageWidgets={can('widgets.manage')}
      checklist={can('widgets.manage') && <GettingStartedChecklist />}
      callList={<CallFirstCard />}
    />
  );
}
