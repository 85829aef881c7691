import type { Qualification } from '@leadwise/qualifier';
import { describe, expect, it } from 'vitest';
import {
  acknowledgeChanges,
  chooseNextTopic,
  EMPTY_QUALIFICATION,
  type FlowContext,
  initialFlowState,
  planAssistantTurn,
  planDocumentReceipt,
  planResumeTurn,
} from './conversation-flow';

const context: FlowContext = {
  agentName: 'Sarah',
  companyName: 'Clapham Homes',
  isOnline: true,
  hasCoverageAreas: true,
};

const q = (overrides: Partial<Qualification> = {}): Qualification => ({ ...EMPTY_QUALIFICATION, ...overrides });

const known = q({
  intent: 'buy',
  areas: ['Clapham'],
  areaMatch: true,
  budget: { min: null, max: 450000, period: 'total' },
  mortgage: 'approved',
  timeline: 'within_3_months',
});

describe('chooseNextTopic', () => {
  it('asks for consent straight after the first contact details', () => {
    expect(
      chooseNextTopic(q({ intent: 'buy', contact: { name: null, email: 'a@b.co', phone: null } }), initialFlowState()),
    ).toBe('consent');
  });

  it('skips a question already asked twice without an answer', () => {
    const state = { ...initialFlowState(), askCounts: { timeline: 2 } };
    expect(chooseNextTopic({ ...known, timeline: null }, state)).toBe('contact');
  });

  it('finishes once everything is known and documents were offered', () => {
    const done = { ...known, contact: { name: 'Jo', email: 'jo@example.com', phone: null } };
    const state = { ...initialFlowState(), consentAnswered: true, documentsOffered: true };
    expect(chooseNextTopic(done, state)).toBe('done');
  });
});

describe('planAssistantTurn', () => {
  it('acknowledges what was learned and asks the next unknown', () => {
    const turn = planAssistantTurn({
      previous: q(),
      current: q({ intent: 'buy', areas: ['Clapham'], areaMatch: true }),
      state: initialFlowState(),
      visitorText: 'buying in Clapham',
      context,
    });
    expect(turn.text).toBe("Great: buying in Clapham. What's your budget?");
    expect(turn.state.lastAsked).toBe('budget');
    expect(turn.state.askCounts.budget).toBe(1);
  });

  it('says when a correction replaced an earlier answer', () => {
    const before = q({ intent: 'buy', budget: { min: null, max: 400000, period: 'total' } });
    const after = q({ intent: 'buy', budget: { min: null, max: 500000, period: 'total' } });
    expect(acknowledgeChanges(before, after, context)).toEqual(["Thanks, I've updated that: up to £500,000."]);
  });

  it('mentions an area outside the coverage only when the agent listed areas', () => {
    const outside = q({ areas: ['Leeds'], areaMatch: false });
    expect(acknowledgeChanges(q(), outside, context).join(' ')).toContain(
      'Leeds is outside the areas Sarah usually covers',
    );
    expect(acknowledgeChanges(q(), outside, { ...context, hasCoverageAreas: false }).join(' ')).not.toContain(
      'outside',
    );
  });

  it('records consent given to the consent question, with its wording', () => {
    const state = { ...initialFlowState(), lastAsked: 'consent' as const };
    const withContact = { ...known, contact: { name: 'Jo', email: 'jo@example.com', phone: null } };
    const yes = planAssistantTurn({
      previous: withContact,
      current: withContact,
      state,
      visitorText: 'yes please',
      context,
    });
    expect(yes.consent).toEqual({
      given: true,
      wording: 'Is it OK for Sarah at Clapham Homes to contact you about your property search by email or phone?',
    });
    const no = planAssistantTurn({
      previous: withContact,
      current: withContact,
      state,
      visitorText: "no, I'd rather not",
      context,
    });
    expect(no.consent?.given).toBe(false);
    expect(no.text).toContain("Sarah won't contact you");
  });

  it('hands property questions to the agent', () => {
    const turn = planAssistantTurn({
      previous: q({ intent: 'rent' }),
      current: q({ intent: 'rent' }),
      state: initialFlowState(),
      visitorText: 'Does the flat allow pets?',
      context,
    });
    expect(turn.passedToAgent).toBe(true);
    expect(turn.text).toContain("I'll pass that to Sarah");
  });

  it('wraps up once, then only notes further messages', () => {
    const done = { ...known, contact: { name: 'Jo Bloggs', email: 'jo@example.com', phone: null } };
    const state = { ...initialFlowState(), consentAnswered: true, documentsOffered: true };
    const first = planAssistantTurn({ previous: done, current: done, state, visitorText: 'skip', context });
    expect(first.text).toMatch(
      /^Thank you, Jo! That's everything I need\. Sarah will review your details and get back to you by email or phone shortly/,
    );
    const again = planAssistantTurn({
      previous: done,
      current: done,
      state: first.state,
      visitorText: 'thanks!',
      context,
    });
    expect(again.text).toBe("Thanks, I've added that to your notes for Sarah.");
  });
});

describe('planResumeTurn and planDocumentReceipt', () => {
  it('resumes with the next open question after a handback', () => {
    const turn = planResumeTurn({ ...known, timeline: null }, initialFlowState(), context);
    expect(turn?.text).toBe("I'm back to help while Sarah is away. When are you hoping to move?");
  });

  it('thanks the visitor for a document by kind and name, then carries on', () => {
    const turn = planDocumentReceipt({ ...known, timeline: null }, initialFlowState(), context, {
      kindLabel: 'proof of funds',
      fileName: 'statement.pdf',
    });
    expect(turn.text).toBe("Thanks, I've received your proof of funds (statement.pdf). When are you hoping to move?");
    expect(turn.state.documentsOffered).toBe(true);
  });
});
