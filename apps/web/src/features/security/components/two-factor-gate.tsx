import { TWO_FACTOR_SETUP_REQUIRED } from '@leadwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { LoadingState } from '../../../components/ui/page-states';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { getTwoFactorStatusQueryOptions, useTwoFactorStatus } from '../api/get-two-factor-status';
import { SecurityPageContent } from './security-page-content';

/**
 * When the agency requires two-factor sign-in and this person has not turned it on, the dashboard
 * is replaced by the Security page alone (the API refuses everything else anyway). If the owner
 * turns the requirement on mid-session, the first refused call brings the person here too.
 */
export function TwoFactorGate({ children, onSignOut }: { children: ReactNode; onSignOut(): void }) {
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = event.query.state.error;
        if (event.type === 'updated' && error instanceof ApiError && error.reason === TWO_FACTOR_SETUP_REQUIRED) {
          void queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey });
        }
      }),
    [queryClient],
  );

  if (status.isLoading) return <LoadingState />;
  const isSetupOwed = status.data?.agencyRequiresTwoFactor && !status.data.enabled;
  if (!isSetupOwed) return children;
  if (pathname !== paths.dashboard.security.getHref()) return <Navigate to={paths.dashboard.security.getHref()} replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-8">
        <Logo />
        <Button variant="outline" size="sm" onClick={onSignOut}>
          Sign out
        </Button>
      </header>
      <main className="mx-auto max-w-7xl p-4 lg:p-8">
        <SecurityPageContent />
      </main>
    </div>
  );
}
