import { describe, expect, it } from 'vitest';
import { EMPTY_QUALIFICATION } from './lead-qualification';
import { type LeadFields, OPENING_QUESTION } from './lead-fields';
import {
  acknowledgeChanges,
  chooseNextTopic,
  documentReceiptTurn,
  type FlowContext,
  type FlowState,
  initialFlowState,
  nextTurn,
  resumeTurn,
} from './next-turn';

const context: FlowContext = {
  agentName: 'Sarah',
  companyName: 'Clapham Homes',
  isOnline: true,
  hasCoverageAreas: true,
};

const q = (overrides: Partial<LeadFields> = {}): LeadFields => ({ ...EMPTY_QUALIFICATION, ...overrides });
const contact = { name: 'Sam', email: 'sam@example.com', phone: null };
const answered: FlowState = { ...initialFlowState(), consentAnswered: true };

const buyer = q({
  intent: 'buy',
  areas: ['Clapham'],
  areaMatch: true,
  budget: { min: null, max: 450000, period: 'total' },
  mortgage: 'approved',
  position: 'first_time_buyer',
  timeline: 'within_3_months',
  bedrooms: 2,
});

const seller = q({
  intent: 'sell',
  areas: ['SW4 7AB'],
  areaMatch: true,
  bedrooms: 3,
  propertyTypes: ['house'],
  timeline: 'within_6_months',
  valuation: true,
});

/** The topics asked one after another when the visitor answers nothing. */
function topicsAskedInOrder(fields: LeadFields) {
  const asked = [];
  let state = answered;
  for (let i = 0; i < 30; i++) {
    const turn = nextTurn({ previous: fields, current: fields, state, visitorText: 'hmm', context });
    if (turn.topic === 'done') break;
    asked.push(turn.topic);
    state = turn.state;
  }
  return asked;
}

describe('chooseNextTopic', () => {
  it('asks buying, selling, renting or letting first, in other words than the welcome message', () => {
    expect(chooseNextTopic(q(), initialFlowState())).toBe('intent');
    const first = nextTurn({ previous: null, current: q(), state: initialFlowState(), visitorText: 'hi', context });
    expect(first.text).toBe('Are you looking to buy, sell, rent or let?');
    expect(first.text).not.toBe(OPENING_QUESTION);
    const second = nextTurn({ previous: null, current: q(), state: first.state, visitorText: 'hello?', context });
    expect(second.text).toBe('Sorry, I missed that: is it to buy, sell, rent or let?');
  });
  it('asks buyers the area, budget, mortgage, then their chain position', () => {
    const order = ['area', 'budget', 'mortgage', 'position', 'timeline', 'bedrooms', 'contact', 'documents'];
    expect(topicsAskedInOrder(q({ intent: 'buy' })).filter((t, i, all) => all.indexOf(t) === i)).toEqual(order);
  });
  it('asks buyers their chain position after the mortgage question', () =>
    expect(chooseNextTopic({ ...buyer, position: null, contact }, answered)).toBe('position'));
  it('never asks a tenant about a mortgage, a chain or a valuation', () => {
    const asked = topicsAskedInOrder(q({ intent: 'rent' }));
    expect(asked).not.toContain('mortgage');
    expect(asked).not.toContain('position');
    expect(asked).not.toContain('valuation');
    expect(asked).toContain('bedrooms');
  });
  it('asks sellers where the property is, its bedrooms and type, when, and offers a valuation', () => {
    const asked = topicsAskedInOrder(q({ intent: 'sell' }));
    expect(asked.filter((t, i, all) => all.indexOf(t) === i)).toEqual([
      'area',
      'bedrooms',
      'timeline',
      'valuation',
      'contact',
    ]);
  });
  it('offers a valuation once only', () =>
    expect(topicsAskedInOrder(q({ intent: 'let' })).filter((t) => t === 'valuation')).toHaveLength(1));
  it('does not offer a valuation to a seller who asked for one', () =>
    expect(chooseNextTopic({ ...seller, contact }, answered)).toBe('done'));
  it('asks a seller for the type when only the bedrooms are known', () => {
    const turn = nextTurn({
      previous: null,
      current: { ...seller, propertyTypes: [], contact },
      state: answered,
      visitorText: '3 bed',
      context,
    });
    expect(turn.topic).toBe('bedrooms');
    expect(turn.text).toContain('Is it a house, a flat or a bungalow?');
  });
  it('does not ask buyers bedrooms they volunteered', () =>
    expect(topicsAskedInOrder({ ...buyer, timeline: null })).not.toContain('bedrooms'));
  it('asks about the mortgage only once the visitor is known to be buying', () =>
    expect(topicsAskedInOrder(q())).not.toContain('mortgage'));
  it('switches to the questions of a corrected intent straight away', () => {
    const before = q({ intent: 'buy', areas: ['Balham'], areaMatch: true, bedrooms: 2, propertyTypes: ['flat'] });
    const after = { ...before, intent: 'sell' as const };
    const turn = nextTurn({ previous: before, current: after, state: answered, visitorText: "I'm selling, not buying", context });
    expect(turn.topic).toBe('timeline');
    expect(turn.text).toContain('When are you hoping to sell?');
    expect(turn.text).toMatch(/selling/);
  });
  it('asks for consent straight after the first contact details', () =>
    expect(chooseNextTopic(q({ intent: 'buy', contact: { name: null, email: 'a@b.co', phone: null } }), initialFlowState())).toBe(
      'consent',
    ));
  it('skips a question already asked twice without an answer', () => {
    const state = { ...answered, askCounts: { timeline: 2 } };
    expect(chooseNextTopic({ ...buyer, timeline: null }, state)).toBe('contact');
  });
  it('asks for contact details without a name', () =>
    expect(chooseNextTopic({ ...buyer, contact: { name: null, email: 'a@b.co', phone: null } }, answered)).toBe('contact'));
  it('finishes once everything is known and documents were offered', () =>
    expect(chooseNextTopic({ ...buyer, contact }, { ...answered, documentsOffered: true })).toBe('done'));
});

describe('nextTurn', () => {
  it('acknowledges what was learned and asks the next unknown', () => {
    const turn = nextTurn({
      previous: q(),
      current: q({ intent: 'buy', areas: ['Clapham'], areaMatch: true }),
      state: initialFlowState(),
      visitorText: 'buying in Clapham',
      context,
    });
    expect(turn.text).toMatch(/buying in Clapham\. What's your budget\?$/);
    expect(turn.state.lastAsked).toBe('budget');
    expect(turn.state.askCounts.budget).toBe(1);
  });

  it('varies its opening with what was said, the same way every time', () => {
    const reply = (visitorText: string) =>
      nextTurn({ previous: q(), current: q({ intent: 'rent' }), state: initialFlowState(), visitorText, context }).text;
    const openings = new Set(['rent', 'renting', 'to rent please', 'looking to rent', 'rent pls'].map((t) => reply(t).split(' ')[0]));
    expect(openings.size).toBeGreaterThan(1);
    expect(reply('renting')).toBe(reply('renting'));
  });

  it('says when a correction replaced an earlier answer', () => {
    const before = q({ intent: 'buy', budget: { min: null, max: 400000, period: 'total' } });
    const after = q({ intent: 'buy', budget: { min: null, max: 500000, period: 'total' } });
    expect(acknowledgeChanges(before, after, context)).toEqual(["Thanks, I've updated that: up to £500,000."]);
  });

  it('mentions an area outside the coverage only when the agent listed areas', () => {
    const outside = q({ areas: ['Leeds'], areaMatch: false });
    expect(acknowledgeChanges(q(), outside, context).join(' ')).toContain('Leeds is outside the areas Sarah usually covers');
    expect(acknowledgeChanges(q(), outside, { ...context, hasCoverageAreas: false }).join(' ')).not.toContain('outside');
  });

  it('records consent given to the consent question, with its wording', () => {
    const state = { ...initialFlowState(), lastAsked: 'consent' as const };
    const withContact = { ...buyer, contact: { name: 'Jo', email: 'jo@example.com', phone: null } };
    const yes = nextTurn({ previous: withContact, current: withContact, state, visitorText: 'yes please', context });
    expect(yes.consent).toEqual({
      given: true,
      wording: 'Is it OK for Sarah at Clapham Homes to contact you about your property search by email or phone?',
    });
    const no = nextTurn({ previous: withContact, current: withContact, state, visitorText: "no, I'd rather not", context });
    expect(no.consent?.given).toBe(false);
    expect(no.text).toContain("Sarah won't contact you");
  });

  it('hands property questions to the agent', () => {
    const turn = nextTurn({
      previous: q({ intent: 'rent' }),
      current: q({ intent: 'rent' }),
      state: initialFlowState(),
      visitorText: 'Does the flat allow pets?',
      context,
    });
    expect(turn.passedToAgent).toBe(true);
    expect(turn.text).toContain("I'll pass that to Sarah");
  });

  it('never answers whether a listing is available: it checks with the agent and notes the viewing request', () => {
    const turn = nextTurn({
      previous: q({ intent: 'buy' }),
      current: q({ intent: 'buy' }),
      state: initialFlowState(),
      visitorText: 'Is it still available? Can I view it?',
      context,
    });
    expect(turn.passedToAgent).toBe(true);
    expect(turn.state.viewingRequested).toBe(true);
    expect(turn.text).toContain("I can't confirm that myself, so I'll check with Sarah");
    expect(turn.text).not.toMatch(/\b(?:yes|it is) (?:still )?available/i);
  });

  it('passes other listing questions to the agent without noting a viewing', () => {
    const turn = nextTurn({
      previous: q({ intent: 'buy' }),
      current: q({ intent: 'buy' }),
      state: initialFlowState(),
      visitorText: 'Is there parking?',
      context,
    });
    expect(turn.passedToAgent).toBe(true);
    expect(turn.state.viewingRequested).toBe(false);
  });

  it("does not take an owner's question about seeing their own property as a viewing", () => {
    const turn = nextTurn({
      previous: seller,
      current: seller,
      state: initialFlowState(),
      visitorText: 'When can you come and see it?',
      context,
    });
    expect(turn.state.viewingRequested).toBe(false);
  });

  it('wraps up once, then only notes further messages', () => {
    const done = { ...buyer, contact: { name: 'Jo Bloggs', email: 'jo@example.com', phone: null } };
    const state = { ...answered, documentsOffered: true };
    const first = nextTurn({ previous: done, current: done, state, visitorText: 'skip', context });
    expect(first.text).toMatch(
      /^Thank you, Jo! That's everything I need\. Sarah will review your details and get back to you by email or phone shortly/,
    );
    const again = nextTurn({ previous: done, current: done, state: first.state, visitorText: 'thanks!', context });
    expect(again.text).toBe("Thanks, I've added that to your notes for Sarah.");
  });
});

describe('resumeTurn and documentReceiptTurn', () => {
  it('resumes with the next open question after a handback', () => {
    const turn = resumeTurn({ ...buyer, timeline: null }, initialFlowState(), context);
    expect(turn?.text).toBe("I'm back to help while Sarah is away. When are you hoping to move?");
  });

  it('thanks the visitor for a document by kind and name, then carries on', () => {
    const turn = documentReceiptTurn({ ...buyer, timeline: null }, initialFlowState(), context, {
      kindLabel: 'proof of funds',
      fileName: 'statement.pdf',
    });
    expect(turn.text).toBe("Thanks, I've received your proof of funds (statement.pdf). When are you hoping to move?");
    expect(turn.state.documentsOffered).toBe(true);
  });
});
