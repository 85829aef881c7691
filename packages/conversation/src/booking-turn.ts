import {
  type AppointmentKind,
  chooseSlotsToOffer,
  describeSlot,
  listSlots,
  parseSlotPick,
  type Slot,
} from './appointments';
import type { LeadFields } from './lead-fields';
import type { FlowContext, FlowState } from './next-turn';

/** Free slots the server looked up because the engine asked for them (`needsSlots`). */
export interface SlotSupply {
  timeZone: string;
  free: Slot[];
}

/** The visitor picked an offered slot: the caller books it (or finds it just went). */
export interface BookingRequest {
  kind: AppointmentKind;
  slot: Slot;
}

/** Offers are never made more than twice, so the visitor is never nagged. */
export const MAX_SLOT_OFFERS = 2;
const MAX_PREFERENCE_LENGTH = 500;

/** Owners who said yes to a valuation book one; anyone who asked to view a listing books a viewing. */
export function appointmentKindFor(q: LeadFields, state: FlowState): AppointmentKind | null {
  if ((q.intent === 'sell' || q.intent === 'let') && q.valuation) return 'valuation';
  return state.viewingRequested ? 'viewing' : null;
}

/** Whether slots should still be offered: wanted, not yet booked, and no time already passed on. */
export function wantsSlotOffer(q: LeadFields, state: FlowState) {
  return appointmentKindFor(q, state) !== null && !state.appointmentRequested && state.appointmentPreference === null;
}

const KIND_WORDS: Record<AppointmentKind, string> = { valuation: 'valuation', viewing: 'viewing' };

function passOnPreference(state: FlowState, text: string, ctx: FlowContext) {
  state.awaitingPreference = false;
  state.offeredSlots = [];
  state.appointmentPreference = text.trim().slice(0, MAX_PREFERENCE_LENGTH);
  return `Thanks: I'll pass that on to ${ctx.agentName}, who will be in touch to arrange a time that suits you.`;
}

/**
 * The visitor's answer to an offer of slots (or to "what would suit you?"). `awaitingReply`: the
 * answer ends with a question about the appointment, so no other topic is asked this turn.
 */
export function answerSlotOffer(input: {
  state: FlowState;
  kind: AppointmentKind;
  text: string;
  context: FlowContext;
  timeZone: string;
}): { text: string; booking: BookingRequest | null; passedToAgent: boolean; awaitingReply: boolean } {
  const { state, kind, text, context } = input;
  if (state.awaitingPreference) {
    return { text: passOnPreference(state, text, context), booking: null, passedToAgent: true, awaitingReply: false };
  }
  const offered = state.offeredSlots;
  const pick = parseSlotPick(
    text,
    offered.map((slot) => slot.startsAt),
    input.timeZone,
  );
  if (pick.kind === 'pick') {
    const slot = offered[pick.index];
    state.offeredSlots = [];
    state.appointmentRequested = true;
    // The confirmation below says what happens next: no separate wrap-up after it.
    state.wrappedUp = true;
    // Worded without "valuation": the qualifier would read a later "no" as declining one.
    const what = kind === 'valuation' ? `for ${context.agentName} to come round` : 'for your viewing';
    return {
      text: `Thank you: I've requested ${describeSlot(slot.startsAt, input.timeZone)} ${what}. ${context.agentName} will confirm it with you by email.`,
      booking: { kind, slot },
      passedToAgent: false,
      awaitingReply: false,
    };
  }
  if (pick.kind === 'none' && !pick.suggests) {
    state.awaitingPreference = true;
    state.offeredSlots = [];
    return {
      text: `No problem. What day and time would suit you better? I'll pass it on to ${context.agentName}.`,
      booking: null,
      passedToAgent: false,
      awaitingReply: true,
    };
  }
  if (pick.kind === 'unclear' && (state.askCounts.appointment ?? 0) < MAX_SLOT_OFFERS) {
    state.askCounts.appointment = (state.askCounts.appointment ?? 0) + 1;
    return {
      text: `Sorry, I didn't catch which time suits you: ${listSlots(
        offered.map((slot) => slot.startsAt),
        input.timeZone,
      )}? Or tell me a day and time that works better.`,
      booking: null,
      passedToAgent: false,
      awaitingReply: true,
    };
  }
  return { text: passOnPreference(state, text, context), booking: null, passedToAgent: true, awaitingReply: false };
}

/**
 * Three free slots in one message, or, with none free, a promise that the agent arranges one
 * (and no further offers).
 */
export function offerSlots(state: FlowState, kind: AppointmentKind, supply: SlotSupply, context: FlowContext) {
  const chosen = chooseSlotsToOffer(supply.free);
  if (chosen.length === 0) {
    state.offeredSlots = [];
    state.askCounts.appointment = MAX_SLOT_OFFERS;
    return `${context.agentName} will be in touch to arrange a ${KIND_WORDS[kind]} at a time that suits you.`;
  }
  state.offeredSlots = chosen;
  const times = listSlots(
    chosen.map((slot) => slot.startsAt),
    supply.timeZone,
  );
  return kind === 'valuation'
    ? `${context.agentName} could come round to see the property on ${times}. Which suits you best? Or tell me a day and time that works better.`
    : `I can request a viewing on ${times}. Which suits you best? Or tell me a day and time that works better.`;
}

/**
 * Another visitor took the picked slot a moment before: say so and offer the next free ones
 * (this offer is owed to the visitor, so it is not counted against the limit).
 */
export function slotTakenTurn(
  stateIn: FlowState,
  input: { gone: BookingRequest; supply: SlotSupply; context: FlowContext },
): { text: string; state: FlowState } {
  const state: FlowState = { ...stateIn, askCounts: { ...stateIn.askCounts } };
  state.appointmentRequested = false;
  state.wrappedUp = false;
  state.lastAsked = 'appointment';
  const gone = describeSlot(input.gone.slot.startsAt, input.supply.timeZone);
  const offer = offerSlots(state, input.gone.kind, input.supply, input.context);
  if (state.offeredSlots.length === 0) state.lastAsked = 'done';
  return { text: `Sorry, ${gone} has just been booked by someone else. ${offer}`, state };
}
