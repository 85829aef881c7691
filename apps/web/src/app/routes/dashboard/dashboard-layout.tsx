import type { LiveEvent } from '@leadwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { analyticsKeys } from '../../../features/analytics/api/get-analytics';
import { BillingNotice } from '../../../features/billing/components/billing-notice';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { conversationKeys } from '../../../features/conversations/api/conversation-keys';
import { appendMessageToCache } from '../../../features/conversations/api/get-conversation';
import { dashboardKeys, useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { useAgentLiveEvents } from '../../../features/dashboard/api/live-events';
import { DashboardHeader } from '../../../features/dashboard/components/dashboard-header';
import { DashboardSidebar } from '../../../features/dashboard/components/dashboard-sidebar';
import { leadKeys } from '../../../features/leads/api/lead-keys';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { HeaderSearch } from '../../../features/search/components/header-search';
import { TwoFactorGate } from '../../../features/security/components/two-factor-gate';

/** Lists and counts refresh at most once a second however many events arrive. */
const LIST_REFRESH_DELAY_MS = 1000;

/** Only /dashboard and below are guarded; the attempted location comes back after sign-in. */
export default function DashboardLayout() {
  const { isAuthenticated, isLoading, logout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-600">
        <Spinner size="lg" label="Loading..." />
      </div>
    );
  }
  if (!isAuthenticated) return <Navigate to={paths.auth.login.getHref()} replace state={{ from: location }} />;
  const onSignOut = async () => {
    await logout();
    navigate(paths.home.getHref());
  };
  return (
    <TwoFactorGate onSignOut={onSignOut}>
      <DashboardShell />
    </TwoFactorGate>
  );
}

/** Keeps every dashboard query current from the agent's live events (or polling while they are down). */
function useLiveDashboard() {
  const queryClient = useQueryClient();
  const listTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(listTimer.current), []);

  const refreshLists = useCallback(() => {
    clearTimeout(listTimer.current);
    listTimer.current = setTimeout(() => {
      for (const queryKey of [
        conversationKeys.lists(),
        leadKeys.all,
        dashboardKeys.all,
        analyticsKeys.all,
        ['search'],
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    }, LIST_REFRESH_DELAY_MS);
  }, [queryClient]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.type === 'message') appendMessageToCache(queryClient, event.conversationId, event.message);
      // Status, score, extracted data, documents and the lead come with the refetched detail.
      else void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(event.conversationId) });
      refreshLists();
    },
    [queryClient, refreshLists],
  );

  const onResync = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.details() });
    refreshLists();
  }, [queryClient, refreshLists]);

  return useAgentLiveEvents({ onEvent, onResync });
}

function DashboardShell() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const dashboard = useDashboard();
  const liveStatus = useLiveDashboard();
  const agent = dashboard.data?.agent;
  const activity = dashboard.data?.recentActivity;

  const onSignOut = async () => {
    await logout();
    navigate(paths.home.getHref());
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardSidebar
        isOpen={isMenuOpen}
        onClose={() => setIsMenuOpen(false)}
        conversationCount={activity?.conversations.length ? dashboard.data?.analytics.totalConversations : undefined}
        leadCount={activity?.leads.length ? dashboard.data?.analytics.totalLeads : undefined}
        agentName={agent?.name || user?.name || 'Agent'}
        agentEmail={agent?.email || user?.email || 'agent@example.com'}
        onSignOut={onSignOut}
      />
      <div className="lg:pl-64">
        <DashboardHeader
          onMenuClick={() => setIsMenuOpen(true)}
          search={<HeaderSearch />}
          bell={<NotificationBell />}
          liveStatus={liveStatus}
        />
        <main className="mx-auto max-w-7xl p-4 lg:p-8">
          <BillingNotice isOnBillingPage={pathname === paths.dashboard.billing.getHref()} />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
