import { describe, expect, it } from 'vitest';
import { decideNextQuestion } from './next-question';
import type { Qualification } from './types';

const known: Qualification = {
  intent: 'buy',
  budget: { min: null, max: 400000, period: 'total' },
  mortgage: 'approved',
  timeline: 'immediate',
  areas: ['Clapham'],
  areaMatch: true,
  contact: { name: 'Sam', email: 'sam@example.com', phone: null },
  score: 100,
  temperature: 'hot',
};

describe('decideNextQuestion', () => {
  it('asks buying or renting first', () =>
    expect(decideNextQuestion({ ...known, intent: null, areas: [] })).toBe('intent'));
  it('asks the area before the budget', () =>
    expect(decideNextQuestion({ ...known, areas: [], budget: null })).toBe('area'));
  it('asks the budget before the mortgage', () =>
    expect(decideNextQuestion({ ...known, budget: null, mortgage: null })).toBe('budget'));
  it('asks buyers about the mortgage', () =>
    expect(decideNextQuestion({ ...known, mortgage: null, timeline: null })).toBe('mortgage'));
  it('does not ask renters about a mortgage', () =>
    expect(decideNextQuestion({ ...known, intent: 'rent', mortgage: null, timeline: null })).toBe('timeline'));
  it('asks for contact details without an email or phone', () =>
    expect(decideNextQuestion({ ...known, contact: { name: 'Sam', email: null, phone: null } })).toBe('contact'));
  it('asks for contact details without a name', () =>
    expect(decideNextQuestion({ ...known, contact: { name: null, email: 'a@b.co', phone: null } })).toBe('contact'));
  it('offers documents once everything is known', () => expect(decideNextQuestion(known)).toBe('documents'));
  it('is done after documents were offered', () =>
    expect(decideNextQuestion(known, { documentsOffered: true })).toBe('done'));
});
