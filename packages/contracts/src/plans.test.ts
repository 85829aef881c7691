import { describe, expect, it } from 'vitest';
import {
  billingStatusOf,
  isBeyondGrace,
  isOverLimit,
  limitsOf,
  priceLookupKey,
  thresholdsCrossed,
  trialDaysLeft,
} from './plans';

const now = new Date('2026-11-24T12:00:00Z');

describe('plans', () => {
  it('finds prices by the lookup key leadwise_<plan>_<interval>', () => {
    expect(priceLookupKey('professional', 'year')).toBe('leadwise_professional_year');
  });

  it('gives a trial the Starter limits and Enterprise none', () => {
    expect(limitsOf('trial')).toEqual({ conversationLimit: 200, seatLimit: 1 });
    expect(limitsOf('enterprise')).toEqual({ conversationLimit: null, seatLimit: null });
  });

  it('counts the 201st Starter conversation as over, and the 221st as past the 10 % grace', () => {
    expect(isOverLimit(200, 200)).toBe(false);
    expect(isOverLimit(201, 200)).toBe(true);
    expect(isBeyondGrace(220, 200)).toBe(false);
    expect(isBeyondGrace(221, 200)).toBe(true);
    expect(isOverLimit(10_000, null)).toBe(false);
  });

  it('crosses 80 % and 100 % exactly once each as the count rises', () => {
    const crossings = Array.from({ length: 300 }, (_, i) => thresholdsCrossed(i + 1, 200)).flat();
    expect(crossings).toEqual([0.8, 1]);
    expect(thresholdsCrossed(160, 200)).toEqual([0.8]);
    expect(thresholdsCrossed(500, null)).toEqual([]);
  });

  it("reads the status from Stripe's subscription, else from the trial's end", () => {
    const trial = (days: number) => new Date(now.getTime() + days * 86_400_000);
    expect(billingStatusOf({ plan: 'trial', trialEndsAt: trial(3), subscriptionStatus: null }, now)).toBe('trialing');
    expect(billingStatusOf({ plan: 'trial', trialEndsAt: trial(-1), subscriptionStatus: null }, now)).toBe('expired');
    expect(billingStatusOf({ plan: 'starter', trialEndsAt: null, subscriptionStatus: 'past_due' }, now)).toBe('past_due');
    expect(billingStatusOf({ plan: 'starter', trialEndsAt: null, subscriptionStatus: 'canceled' }, now)).toBe('canceled');
  });

  it('counts a part day of the trial as a day left', () => {
    expect(trialDaysLeft('2026-12-24T12:00:00Z', now)).toBe(30);
    expect(trialDaysLeft('2026-11-24T12:00:01Z', now)).toBe(1);
    expect(trialDaysLeft('2026-11-24T11:00:00Z', now)).toBe(0);
  });
});
