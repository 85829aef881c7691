import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useBilling } from '../../../features/billing/api/get-billing';
import { BillingOverview } from '../../../features/billing/components/billing-overview';
import { toErrorMessage } from '../../../lib/error-message';

/** Billing: the plan, the trial, this month's usage, upgrading and managing the card. */
export default function BillingRoute() {
  const billing = useBilling();
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 sm:p-8">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Billing</h1>
        <p className="text-sm text-slate-600">Your plan, this month's usage and your card.</p>
      </header>
      {billing.isLoading ? (
        <LoadingState label="Loading billing..." />
      ) : billing.isError || !billing.data ? (
        <ErrorState message={toErrorMessage(billing.error, 'Billing could not be loaded')} onRetry={() => void billing.refetch()} />
      ) : (
        <BillingOverview billing={billing.data} />
      )}
    </div>
  );
}
