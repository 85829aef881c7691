import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_WEIGHTS, scoreQualification } from './score-lead';
import type { Qualification } from './types';

type Fields = Omit<Qualification, 'score' | 'temperature'>;
const lead = (overrides: Partial<Fields> = {}): Fields => ({
  intent: 'buy',
  budget: null,
  mortgage: null,
  timeline: null,
  areas: [],
  areaMatch: null,
  contact: { name: null, email: null, phone: null },
  ...overrides,
});

describe('scoreQualification', () => {
  it('gives a complete, ready buyer 100 and hot', () =>
    expect(
      scoreQualification(
        lead({
          budget: { min: null, max: 1, period: 'total' },
          mortgage: 'approved',
          timeline: 'immediate',
          areaMatch: true,
          contact: { name: null, email: 'a@b.co', phone: null },
        }),
      ),
    ).toEqual({ score: 100, temperature: 'hot' }));
  it('gives an unknown lead 0 and cold', () =>
    expect(scoreQualification(lead({ intent: null }))).toEqual({ score: 0, temperature: 'cold' }));
  it('counts a min-only budget as known', () =>
    expect(scoreQualification(lead({ budget: { min: 1, max: null, period: 'total' } })).score).toBe(20));
  it('scores in-progress mortgage 15 and a 6-month timeline 10', () =>
    expect(scoreQualification(lead({ mortgage: 'in_progress', timeline: 'within_6_months' })).score).toBe(25));
  it('scales renters by 70 points', () =>
    expect(
      scoreQualification(
        lead({ intent: 'rent', budget: { min: null, max: 1, period: 'month' }, timeline: 'within_3_months' }),
      ).score,
    ).toBe(57));
  it('puts 70 at hot and 40 at warm', () => {
    expect(
      scoreQualification(
        lead({
          mortgage: 'approved',
          timeline: 'within_3_months',
          contact: { name: null, email: null, phone: '0' },
          areaMatch: false,
          budget: { min: null, max: 1, period: 'total' },
        }),
      ).temperature,
    ).toBe('hot');
    expect(
      scoreQualification(lead({ mortgage: 'approved', contact: { name: null, email: null, phone: '0' } })).temperature,
    ).toBe('warm');
    expect(scoreQualification(lead({ mortgage: 'approved', timeline: 'later' })).temperature).toBe('cold');
  });
  it('takes tuned weights as data', () =>
    expect(scoreQualification(lead({ areaMatch: true }), { ...DEFAULT_SCORING_WEIGHTS, areaMatch: 40 }).score).toBe(
      32,
    ));
  it('scores a seller on place, valuation, timeline, area match and contact', () =>
    expect(
      scoreQualification(
        lead({
          intent: 'sell',
          areas: ['Headington'],
          valuation: true,
          timeline: 'within_3_months',
          areaMatch: true,
          contact: { name: null, email: null, phone: '07700900412' },
        }),
      ),
    ).toEqual({ score: 95, temperature: 'hot' }));
  it('gives a landlord no points for a budget or a mortgage', () =>
    expect(
      scoreQualification(
        lead({
          intent: 'let',
          budget: { min: null, max: 1500, period: 'month' },
          mortgage: 'approved',
          areas: ['Clifton'],
          areaMatch: false,
        }),
      ),
    ).toEqual({ score: 20, temperature: 'cold' }));
  it('does not give a buyer points for a valuation', () =>
    expect(scoreQualification(lead({ valuation: true, areas: ['Leeds'] })).score).toBe(0));
});
