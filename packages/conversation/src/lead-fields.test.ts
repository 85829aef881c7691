import { describe, expect, it } from 'vitest';
import {
  describeLeadFields,
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
