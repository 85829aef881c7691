import { describe, expect, it } from 'vitest';
import {
  describeLeadFields,
  formatBudget,
  LEAD_FIELD_CSV_HEADER,
  leadTypeOf,
  readLeadFields,
  toLeadFieldCsvCells,
  toLeadFieldWebhookData,
} from './lead-fields';

const vendor = readLeadFields({
  intent: 'sell',
  areas: ['SW4 7AB'],
  areaMatch: true,
  bedrooms: 3,
  propertyTypes: ['house'],
  valuation: true,
  timeline: 'within_3_months',
  contact: { name: 'Ann', email: 'ann@example.com', phone: null },
});

describe('lead fields', () => {
  it('names the lead type from the intent', () => {
    expect([leadTypeOf('buy'), leadTypeOf('rent'), leadTypeOf('sell'), leadTypeOf('let'), leadTypeOf(null)]).toEqual([
      'buyer',
      'tenant',
      'vendor',
      'landlord',
      null,
    ]);
  });
  it('reads a row written before the v2 fields as not known', () =>
    expect(readLeadFields({ intent: 'buy', areas: ['Leeds'] })).toMatchObject({
      position: null,
      bedrooms: null,
      propertyTypes: [],
      valuation: false,
    }));
  it('shows a vendor no budget, mortgage or chain position', () => {
    const labels = describeLeadFields(vendor).map((f) => f.label);
    expect(labels).toEqual(['Lead type', 'Timeline', 'Areas', 'In your areas', 'Bedrooms', 'Property type', 'Valuation']);
    expect(describeLeadFields(vendor).find((f) => f.key === 'valuation')?.text).toBe('Wants a valuation');
  });
  it('exports one CSV cell per column', () => {
    expect(toLeadFieldCsvCells(vendor)).toHaveLength(LEAD_FIELD_CSV_HEADER.length);
    const row = Object.fromEntries(LEAD_FIELD_CSV_HEADER.map((c, i) => [c, toLeadFieldCsvCells(vendor)[i]]));
    expect(row).toMatchObject({ lead_type: 'vendor', bedrooms: 3, property_types: 'house', valuation: true, mortgage: null });
  });
  it('sends every field to webhooks under its key', () =>
    expect(toLeadFieldWebhookData(vendor)).toMatchObject({ intent: 'sell', bedrooms: 3, propertyTypes: ['house'], valuation: true }));
});

describe('formatBudget', () => {
  it.each([
    [{ min: null, max: 450_000, period: 'total' as const }, false, 'Up to £450,000'],
    [{ min: 300_000, max: 350_000, period: 'total' as const }, false, '£300,000 – £350,000'],
    [{ min: 300_000, max: null, period: 'total' as const }, false, 'From £300,000'],
    [{ min: null, max: 1500, period: 'month' as const }, false, 'Up to £1,500 pcm'],
    [{ min: 300_000, max: null, period: 'total' as const }, true, 'From £300k'],
    [{ min: null, max: 1_200_000, period: 'total' as const }, true, 'Up to £1.2m'],
    [{ min: 1_250_000, max: 1_500_000, period: 'total' as const }, true, '£1.25m – £1.5m'],
    [{ min: null, max: 1500, period: 'month' as const }, true, 'Up to £1,500 pcm'],
  ])('writes %o (compact %s) as "%s"', (budget, compact, expected) => {
    expect(formatBudget(budget, { compact })).toBe(expected);
  });

  it('says nothing without an amount', () => {
    expect(formatBudget(null)).toBeNull();
    expect(formatBudget({ min: null, max: null, period: 'total' })).toBeNull();
  });
});
