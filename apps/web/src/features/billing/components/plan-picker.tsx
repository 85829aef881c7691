import { type BillingInterval, PAID_PLANS, PLANS, POPULAR_PLAN } from '@leadwise/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toErrorMessage } from '../../../lib/error-message';
import { useStartCheckout } from '../api/start-checkout';

/** The plans side by side with monthly or annual billing; choosing one opens Stripe Checkout. */
export function PlanPicker() {
  const [interval, setInterval] = useState<BillingInterval>('month');
  const checkout = useStartCheckout();
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium text-slate-700">Billing period</legend>
        {(['month', 'year'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="billing-interval"
              value={value}
              checked={interval === value}
              onChange={() => setInterval(value)}
              className="h-4 w-4 accent-blue-600"
            />
            {value === 'month' ? 'Monthly' : 'Annually'}
          </label>
        ))}
      </fieldset>
      {checkout.isError && (
        <Alert variant="error" title="Checkout did not open">
          {toErrorMessage(checkout.error, 'Please try again in a minute.')}
        </Alert>
      )}
      <ul className="grid gap-4 md:grid-cols-3">
        {PAID_PLANS.map((plan) => (
          <li
            key={plan}
            className={clsx(
              'flex flex-col rounded-xl p-4',
              plan === POPULAR_PLAN ? 'ring-2 ring-blue-600' : 'ring-1 ring-slate-200',
            )}
          >
            <h3 className="font-semibold text-slate-900">{PLANS[plan].name}</h3>
            <p className="mt-1 text-slate-900">
              <span className="text-2xl font-bold">£{PLANS[plan].pricePerMonth}</span>
              <span className="text-sm text-slate-600">/month</span>
            </p>
            <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-600">
              {PLANS[plan].features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Button
              className="mt-4 w-full"
              variant={plan === POPULAR_PLAN ? 'primary' : 'outline'}
              isLoading={checkout.isPending && checkout.variables?.plan === plan}
              disabled={checkout.isPending}
              onClick={() => checkout.mutate({ plan, interval })}
              aria-label={`Upgrade to ${PLANS[plan].name}`}
            >
              Upgrade
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">
        Card payments through Stripe. Annual billing is charged once a year; Checkout shows the exact amount before you pay.
      </p>
    </div>
  );
}
