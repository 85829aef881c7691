import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { toErrorMessage } from '../../../lib/error-message';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { SecurityPanel } from './security-panel';

/** The Security page's heading and panel, in the dashboard or alone while the setup is owed. */
export function SecurityPageContent() {
  const status = useTwoFactorStatus();
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-0 sm:p-4">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Security</h1>
        <p className="text-sm text-slate-600">How you sign in, and the sign-in rules for your agency.</p>
      </header>
      {status.isLoading ? (
        <LoadingState label="Loading security settings..." />
      ) : status.isError || !status.data ? (
        <ErrorState message={toErrorMessage(status.error, 'Security settings could not be loaded')} onRetry={() => void status.refetch()} />
      ) : (
        <SecurityPanel status={status.data} />
      )}
    </div>
  );
}
