import { type Billing, isOverLimit, PLANS, trialDaysLeft } from '@leadwise/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toErrorMessage } from '../../../lib/error-message';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { PlanPicker } from './plan-picker';
import { UsageMeter } from './usage-meter';

const STATUS_TEXT: Record<Billing['status'], string> = {
  trialing: 'Active, no card needed',
  active: 'Active',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
  expired: 'Ended',
};

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The plan, the trial's days left, this month's usage against the limits and the way to pay. */
export function BillingOverview({ billing, now = new Date() }: { billing: Billing; now?: Date }) {
  const portal = useOpenBillingPortal();
  const { usage } = billing;
  const isOverTheLimit = isOverLimit(usage.conversations, usage.conversationLimit);
  const needsPlan = billing.status === 'trialing' || billing.status === 'expired' || billing.status === 'canceled';
  const planName = billing.plan === 'trial' ? 'Free trial' : PLANS[billing.plan].name;

  if (!billing.enabled) {
    return (
      <Card title="Plan">
        <p className="text-sm text-slate-700">
          Billing is not set up on this server, so every limit is off: unlimited conversations and seats.
        </p>
        <p className="mt-2 text-sm text-slate-600">{usage.conversations.toLocaleString('en-GB')} conversations this month.</p>
      </Card>
    );
  }

  return (
    <div className="space-y-6">
      {isOverTheLimit && (
        <Alert variant="warning" title="You are over your plan's limit">
          Every visitor is still answered and every conversation kept. Past 10 % over the limit, new conversations'
          email and SMS alerts wait until you upgrade or the month ends. Upgrade below to lift the limit.
        </Alert>
      )}
      {billing.status === 'expired' && (
        <Alert variant="warning" title="Your free trial has ended">
          Your widget shows your offline message and still takes visitors' contact details; everything here stays
          readable. Choose a plan to switch it back on.
        </Alert>
      )}
      {billing.status === 'past_due' && (
        <Alert variant="warning" title="Your last card payment failed">
          Stripe retries the card over the next days and your widget keeps working. Update your card in Manage billing.
        </Alert>
      )}
      <Card
        title="Plan"
        actions={
          !needsPlan || billing.status === 'canceled' ? (
            <Button variant="outline" size="sm" isLoading={portal.isPending} onClick={() => portal.mutate()}>
              Manage billing
            </Button>
          ) : undefined
        }
      >
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">Plan</dt>
            <dd className="text-lg font-semibold text-slate-900">{planName}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Status</dt>
            <dd className="text-lg font-semibold text-slate-900">{STATUS_TEXT[billing.status]}</dd>
          </div>
          {billing.status === 'trialing' && billing.trialEndsAt && (
            <div>
              <dt className="text-sm text-slate-600">Trial</dt>
              <dd className="text-lg font-semibold text-slate-900">
                {trialDaysLeft(billing.trialEndsAt, now)} days left
                <span className="block text-sm font-normal text-slate-600">Ends {longDate(billing.trialEndsAt)}</span>
              </dd>
            </div>
          )}
          {billing.currentPeriodEnd && billing.status !== 'trialing' && (
            <div>
              <dt className="text-sm text-slate-600">{billing.cancelAt ? 'Ends' : 'Renews'}</dt>
              <dd className="text-lg font-semibold text-slate-900">
                {longDate(billing.cancelAt ?? billing.currentPeriodEnd)}
                {billing.interval && (
                  <span className="block text-sm font-normal text-slate-600">
                    Billed {billing.interval === 'month' ? 'monthly' : 'annually'}
                  </span>
                )}
              </dd>
            </div>
          )}
        </dl>
        {portal.isError && (
          <Alert variant="error" className="mt-4" title="Billing did not open">
            {toErrorMessage(portal.error, 'Please try again in a minute.')}
          </Alert>
        )}
      </Card>
      <Card title="Usage this month">
        <div className="space-y-4">
          <UsageMeter label="Conversations" used={usage.conversations} limit={usage.conversationLimit} />
          <UsageMeter label="Seats" used={usage.seats} limit={usage.seatLimit} warnsNearLimit={false} />
          <p className="text-xs text-slate-500">The conversation count starts again on the 1st of each month.</p>
        </div>
      </Card>
      {needsPlan && (
        <Card title={billing.status === 'trialing' ? 'Choose a plan' : 'Reactivate with a plan'}>
          <PlanPicker />
        </Card>
      )}
    </div>
  );
}
