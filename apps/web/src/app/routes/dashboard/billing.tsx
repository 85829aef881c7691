import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useBilling } from '../../../features/billing/api/get-billing';
import { BillingOverview } from '../../../features/billing/components/billing-overview';
import { toErrorMessage } from '../../../lib/error-message';

/** Billing: the plan, the trial, this month's usage, upgrading and managing the card. */
export default function BillingRoute() {
  const [searchParams] = useSearchParams();
  // Stripe Checkout returns here with ?checkout=success or ?checkout=cancelled.
  const checkout = searchParams.get('checkout');
  const billing = useBilling({ isAwaitingCheckout: checkout === 'success' });
  const isConfirming = checkout === 'success' && billing.data?.status !== 'active';
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 sm:p-8">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Billing</h1>
        <p className="text-sm text-slate-600">Your plan, this month's usage and your card.</p>
      </header>
      {isConfirming && (
        <Alert variant="info" title="Thank you: confirming your payment">
          Stripe is confirming your subscription; your plan shows here in a moment.
        </Alert>
      )}
      {checkout === 'cancelled' && <Alert variant="info">Checkout was cancelled: nothing was charged.</Alert>}
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
