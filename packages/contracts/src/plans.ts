/** Plans, prices and limits as plain data (no zod), so the landing page can read them cheaply. */
/**
 * The plans, their prices and limits (spec section 9): the one place the server, the dashboard and
 * the landing page's pricing section read them from. `null` means unlimited.
 */
export const PLANS = {
  starter: {
    name: 'Starter',
    pricePerMonth: 49,
    description: 'For a single agent or office.',
    conversationLimit: 200,
    seatLimit: 1,
    features: ['Single agent or office', 'AI qualification and documents', '200 conversations/month', 'Email support'],
  },
  professional: {
    name: 'Professional',
    pricePerMonth: 99,
    description: 'For growing agencies.',
    conversationLimit: 1000,
    seatLimit: 5,
    features: [
      'Up to 5 agents',
      'Advanced AI and verification',
      '1,000 conversations/month',
      'Custom branding and subdomain',
      'Phone support',
    ],
  },
  enterprise: {
    name: 'Enterprise',
    pricePerMonth: 199,
    description: 'For multi-branch agencies.',
    conversationLimit: null,
    seatLimit: null,
    features: [
      'Unlimited agents',
      'White-label and custom domain',
      'Unlimited conversations',
      'API access and integrations',
      'Dedicated account manager',
    ],
  },
} as const satisfies Record<
  string,
  {
    name: string;
    pricePerMonth: number;
    description: string;
    conversationLimit: number | null;
    seatLimit: number | null;
    features: readonly string[];
  }
>;

export const PAID_PLANS = Object.keys(PLANS) as Array<keyof typeof PLANS>;
export type PaidPlan = keyof typeof PLANS;
/** The plan the landing page marks "Most Popular". */
export const POPULAR_PLAN: PaidPlan = 'professional';

export const TRIAL_DAYS = 30;
/** What a trial may use: the Starter limits, so a trial shows what the first plan will feel like. */
export const TRIAL_LIMITS = { conversationLimit: PLANS.starter.conversationLimit, seatLimit: PLANS.starter.seatLimit };
/** Days a cancelled account's data is kept so it can be reactivated. */
export const REACTIVATION_DAYS = 30;
/**
 * Over the conversation limit nothing is refused; past the limit plus this grace, new conversations'
 * instant lead alerts are held back (they still appear in the dashboard and the daily summary).
 */
export const OVER_LIMIT_GRACE = 0.1;
/** Share of a limit at which the owner is emailed, once each per month. */
export const USAGE_ALERT_THRESHOLDS = [0.8, 1] as const;

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const BILLING_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** Stripe Price lookup key of a plan and interval: prices are found by it, never by id. */
export function priceLookupKey(plan: PaidPlan, interval: BillingInterval) {
  return `leadwise_${plan}_${interval}`;
}

export function isPaidPlan(value: string): value is PaidPlan {
  return Object.hasOwn(PLANS, value);
}

/** The limits that apply to an account on `plan` ('trial' or a paid plan); null is unlimited. */
export function limitsOf(plan: string) {
  return isPaidPlan(plan)
    ? { conversationLimit: PLANS[plan].conversationLimit, seatLimit: PLANS[plan].seatLimit }
    : TRIAL_LIMITS;
}

/** Whether a conversation numbered `count` in the month is past the limit (it is still answered). */
export function isOverLimit(count: number, limit: number | null) {
  return limit !== null && count > limit;
}

/** Whether a conversation numbered `count` is past the limit and its grace: its instant alerts wait. */
export function isBeyondGrace(count: number, limit: number | null) {
  return limit !== null && count > Math.floor(limit * (1 + OVER_LIMIT_GRACE));
}

/** The usage-alert thresholds that `count` reaches for the first time (it was `count - 1` before). */
export function thresholdsCrossed(count: number, limit: number | null) {
  if (limit === null) return [];
  return USAGE_ALERT_THRESHOLDS.filter((share) => {
    const mark = Math.ceil(limit * share);
    return count >= mark && count - 1 < mark;
  });
}

/** What the account's billing fields say, as stored from Stripe's subscription events. */
export interface BillingFacts {
  plan: string;
  trialEndsAt: Date | null;
  /** Stripe's subscription status, or null before the first subscription. */
  subscriptionStatus: string | null;
}

/**
 * The account's billing status. A trial without a subscription expires at `trialEndsAt`; Stripe's
 * retrying states count as past due (service continues while Stripe retries the card).
 */
export function billingStatusOf(facts: BillingFacts, now: Date): BillingStatus {
  switch (facts.subscriptionStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'incomplete':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    case 'incomplete_expired':
      return 'expired';
    default:
      return facts.trialEndsAt && facts.trialEndsAt.getTime() > now.getTime() ? 'trialing' : 'expired';
  }
}

/** Whether the chat service runs: a lapsed trial or a cancelled plan shows the widget offline. */
export function isServiceActive(status: BillingStatus) {
  return status === 'trialing' || status === 'active' || status === 'past_due';
}

/** Whole days left in a trial ending at `trialEndsAt` (a part day counts as a day; 0 once ended). */
export function trialDaysLeft(trialEndsAt: string | Date, now: Date) {
  const ms = new Date(trialEndsAt).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
