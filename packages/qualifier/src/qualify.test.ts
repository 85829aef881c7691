import { describe, expect, it } from 'vitest';
import { messages } from '../test/build-turns';
import { qualify } from './qualify';

const input = {
  id: 't-1',
  referenceDate: '2026-11-22',
  agent: { areas: ['Clapham', 'Brixton', 'SW4', 'SW9'] },
  messages: messages(
    'A: Hi! Are you looking to buy or rent?',
    'buy, ideally a 2 bed flat round Clapham, up to 450k',
    'A: Do you have a mortgage in principle?',
    'yes',
    'A: When would you like to move?',
    'by the end of January',
    'A: Can I take your name and email?',
    'Sam Jones, SAM@example.com',
  ),
};

describe('qualify', () => {
  it('reads every field of a transcript', () =>
    expect(qualify(input)).toEqual({
      intent: 'buy',
      budget: { min: null, max: 450000, period: 'total' },
      mortgage: 'approved',
      timeline: 'within_3_months',
      areas: ['Clapham'],
      areaMatch: true,
      contact: { name: 'Sam Jones', email: 'sam@example.com', phone: null },
      position: null,
      bedrooms: 2,
      propertyTypes: ['flat'],
      valuation: false,
      score: 95,
      temperature: 'hot',
    }));
  it('reads a vendor who never says "sell" outright and scores them by the seller rubric', () =>
    expect(
      qualify({
        referenceDate: '2026-06-10',
        agent: { areas: ['Leeds', 'LS6'] },
        messages: messages(
          "A: Hi! Are you looking to buy or rent?",
          "Neither. What's my flat worth? It's a 2 bed in Headingley, LS6 3HN",
          'A: When are you hoping to move?',
          'in 2 months',
          'A: Can I take a number?',
          '07700 900123',
        ),
      }),
    ).toMatchObject({
      intent: 'sell',
      budget: null,
      mortgage: null,
      timeline: 'within_3_months',
      areaMatch: true,
      position: null,
      bedrooms: 2,
      propertyTypes: ['flat'],
      valuation: true,
      score: 95,
      temperature: 'hot',
    }));
  it('is deterministic', () => expect(qualify(input)).toEqual(qualify(structuredClone(input))));
  it('returns nothing known for an empty transcript', () =>
    expect(qualify({ referenceDate: '2026-01-01', agent: { areas: [] }, messages: [] })).toMatchObject({
      intent: null,
      budget: null,
      areaMatch: null,
      position: null,
      bedrooms: null,
      propertyTypes: [],
      valuation: false,
      score: 0,
      temperature: 'cold',
    }));
  it('rejects a reference date that is not a day', () =>
    expect(() => qualify({ ...input, referenceDate: 'tomorrow' })).toThrow(/referenceDate/));
});

describe('qualify, an owner undecided between selling and letting', () => {
  it('reads the property they want valued, with no intent', () =>
    expect(
      qualify({
        referenceDate: '2026-06-01',
        agent: { areas: ['Leeds', 'LS6'] },
        messages: [{ role: 'visitor', text: "I'd like a valuation of my 4 bed house in LS6, we might sell or we might let it, haven't decided" }],
      }),
    ).toMatchObject({ intent: null, areas: ['LS6'], areaMatch: true, bedrooms: 4, propertyTypes: ['house'], valuation: true }));
});
