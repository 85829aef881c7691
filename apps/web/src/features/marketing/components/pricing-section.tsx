import { PAID_PLANS, PLANS, POPULAR_PLAN, REACTIVATION_DAYS, TRIAL_DAYS } from '@leadwise/contracts/plans';
import clsx from 'clsx';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { Section } from './section';

export function PricingSection({ onStartTrial, onContactSales }: { onStartTrial(): void; onContactSales(): void }) {
  return (
    <Section
      id="pricing"
      title="Simple pricing"
      intro={`Every plan starts with a ${TRIAL_DAYS}-day free trial. No credit card required.`}
      className="bg-slate-50"
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {PAID_PLANS.map((id) => ({ ...PLANS[id], isPopular: id === POPULAR_PLAN, isEnterprise: id === 'enterprise' })).map((plan) => (
          <li
            key={plan.name}
            className={clsx(
              'relative flex flex-col rounded-2xl bg-white p-8',
              plan.isPopular ? 'shadow-xl ring-2 ring-blue-600' : 'ring-1 ring-slate-200',
            )}
          >
            {plan.isPopular && (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-blue-600 px-3 py-1 text-xs font-semibold text-white">
                Most Popular
              </p>
            )}
            <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
            <p className="mt-6">
              <span className="text-4xl font-bold text-slate-900">£{plan.pricePerMonth}</span>
              <span className="text-slate-600">/month</span>
            </p>
            <ul className="mt-6 flex-1 space-y-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-700">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-600" />
                  {feature}
                </li>
              ))}
            </ul>
            {plan.isEnterprise ? (
              <Button variant="outline" className="mt-8 w-full" onClick={onContactSales}>
                Contact Sales
              </Button>
            ) : (
              <Button
                variant={plan.isPopular ? 'primary' : 'outline'}
                className="mt-8 w-full"
                onClick={onStartTrial}
                aria-label={`Start Free Trial on ${plan.name}`}
              >
                Start Free Trial
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-slate-600">
        Billed monthly or annually by card. Plan changes take effect at once and are prorated. If you cancel, we keep
        your data for {REACTIVATION_DAYS} days so you can reactivate.
      </p>
    </Section>
  );
}
