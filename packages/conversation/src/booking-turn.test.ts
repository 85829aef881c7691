import { describe, expect, it } from 'vitest';
import { findFreeSlots } from './appointments/find-free-slots';
import { DEFAULT_APPOINTMENT_SETTINGS } from './appointments/types';
import { slotTakenTurn } from './booking-turn';
import { EMPTY_QUALIFICATION } from './lead-qualification';
import type { LeadFields } from './lead-fields';
import { type FlowContext, type FlowState, initialFlowState, nextTurn } from './next-turn';

const context: FlowContext = { agentName: 'Sarah', companyName: 'Clapham Homes', isOnline: false, hasCoverageAreas: false };
const TZ = 'Europe/London';
const contact = { name: 'Sam Jones', email: 'sam@example.com', phone: null };
const seller: LeadFields = {
  ...EMPTY_QUALIFICATION,
  intent: 'sell',
  areas: ['SW4 7AB'],
  bedrooms: 3,
  propertyTypes: ['house'],
  timeline: 'within_6_months',
  valuation: true,
  contact,
};
const answered: FlowState = { ...initialFlowState(), consentAnswered: true };
// Sunday 30 November 2025, 21:00.
const free = findFreeSlots({ settings: DEFAULT_APPOINTMENT_SETTINGS, timeZone: TZ }, 'valuation', {
  now: new Date('2025-11-30T21:00:00Z'),
  busy: [],
});
const slots = { timeZone: TZ, free };

function say(text: string, state: FlowState, current: LeadFields = seller) {
  const probe = nextTurn({ previous: current, current, state, visitorText: text, context, timeZone: TZ });
  return probe.needsSlots ? nextTurn({ previous: current, current, state, visitorText: text, context, slots }) : probe;
}

describe('booking in the chat', () => {
  it('asks for slots once contact details are in, then offers three in one message', () => {
    const probe = nextTurn({ previous: seller, current: seller, state: answered, visitorText: 'yes', context });
    expect(probe.needsSlots).toBe('valuation');
    const offer = say('yes', answered);
    expect(offer.topic).toBe('appointment');
    expect(offer.text).toContain(
      'Tuesday 2 December at 09:00, Wednesday 3 December at 09:00 or Thursday 4 December at 09:00',
    );
    expect(offer.state.offeredSlots).toHaveLength(3);
  });

  it('never asks for slots before the valuation yes or the contact details', () => {
    const noValuation = { ...seller, valuation: false };
    expect(nextTurn({ previous: null, current: noValuation, state: answered, visitorText: 'x', context }).needsSlots).toBeNull();
    const noContact = { ...seller, contact: { name: null, email: null, phone: null } };
    expect(nextTurn({ previous: null, current: noContact, state: answered, visitorText: 'x', context }).needsSlots).toBeNull();
  });

  it('books the picked slot and says it is requested, with no query for slots on the pick', () => {
    const offer = say('yes', answered);
    const pick = nextTurn({ previous: seller, current: seller, state: offer.state, visitorText: 'the second one', context, timeZone: TZ });
    expect(pick.needsSlots).toBeNull();
    expect(pick.booking).toEqual({ kind: 'valuation', slot: offer.state.offeredSlots[1] });
    expect(pick.text).toBe(
      "Thank you: I've requested Wednesday 3 December at 09:00 for Sarah to come round. Sarah will confirm it with you by email.",
    );
    expect(say('thanks', pick.state).needsSlots).toBeNull();
  });

  it('asks what suits when none do, and passes the answer to the agent', () => {
    const offer = say('yes', answered);
    const none = say('none of those work', offer.state);
    expect(none.text).toBe("No problem. What day and time would suit you better? I'll pass it on to Sarah.");
    const suggestion = say('Friday evening after 6', none.state);
    expect(suggestion.passedToAgent).toBe(true);
    expect(suggestion.state.appointmentPreference).toBe('Friday evening after 6');
    expect(suggestion.booking).toBeNull();
  });

  it('offers at most twice: an unclear answer gets one reminder, then is passed on', () => {
    const offer = say('yes', answered);
    const unclear = say('hmm maybe', offer.state);
    expect(unclear.text).toMatch(/^Sorry, I didn't catch which time suits you/);
    const again = say('not sure yet', unclear.state);
    expect(again.passedToAgent).toBe(true);
    expect(say('ok', again.state).needsSlots).toBeNull();
  });

  it('offers a viewing when a visitor on a listing asks to view it', () => {
    const buyer: LeadFields = { ...EMPTY_QUALIFICATION, intent: 'buy', contact };
    const viewing = nextTurn({ previous: buyer, current: buyer, state: answered, visitorText: 'Can I view it?', context });
    expect(viewing.state.viewingRequested).toBe(true);
  });

  it('tells the second visitor the slot has just gone and offers others', () => {
    const offer = say('yes', answered);
    const pick = say('the first one', offer.state);
    const taken = slotTakenTurn(pick.state, {
      gone: pick.booking!,
      supply: { timeZone: TZ, free: free.filter((s) => s.startsAt !== pick.booking!.slot.startsAt) },
      context,
    });
    expect(taken.text).toMatch(/^Sorry, Tuesday 2 December at 09:00 has just been booked by someone else\. Sarah could come/);
    expect(taken.state.offeredSlots[0].startsAt).not.toBe(pick.booking!.slot.startsAt);
    expect(taken.state.appointmentRequested).toBe(false);
  });
});
