import { detectConsent, isOffTopicQuestion } from '@leadwise/qualifier';
import type { AppointmentKind, Slot } from './appointments';
import {
  answerSlotOffer,
  appointmentKindFor,
  type BookingRequest,
  MAX_SLOT_OFFERS,
  offerSlots,
  type SlotSupply,
  wantsSlotOffer,
} from './booking-turn';
import { FACT_KEYS, factPhrases, listAreas } from './fact-phrases';
import { hasContactDetails, type LeadFields, type LeadIntent } from './lead-fields';
import { isViewingRequest } from './viewing-request';

/** What the assistant asks about next; 'consent' follows the first contact details. */
export type Topic =
  | 'intent'
  | 'area'
  | 'budget'
  | 'mortgage'
  | 'position'
  | 'bedrooms'
  | 'timeline'
  | 'valuation'
  | 'contact'
  | 'consent'
  | 'appointment'
  | 'documents'
  | 'done';

/** The conversation's memory between turns, stored with the conversation. */
export interface FlowState {
  lastAsked: Topic | null;
  askCounts: Partial<Record<Topic, number>>;
  documentsOffered: boolean;
  /** Consent was given or refused: either way it is not asked again. */
  consentAnswered: boolean;
  wrappedUp: boolean;
  /**
   * A home-seeker asked to view a property or whether it is still available: the agent was asked,
   * and viewing times may be offered. Stays true once set.
   */
  viewingRequested: boolean;
  /** What the page the chat started on implies (intentFromPage), used until the visitor says otherwise. */
  pageIntent: LeadIntent | null;
  /** The slots last offered, awaiting the visitor's pick. */
  offeredSlots: Slot[];
  /** The visitor said none suit and was asked what would. */
  awaitingPreference: boolean;
  appointmentRequested: boolean;
  /** What suits the visitor instead of the offered slots, passed to the agent. */
  appointmentPreference: string | null;
}

export interface FlowContext {
  agentName: string;
  companyName: string;
  isOnline: boolean;
  /** Whether the agent listed the areas they cover; without them no area is "outside". */
  hasCoverageAreas: boolean;
}

export interface AssistantTurn {
  text: string;
  topic: Topic;
  state: FlowState;
  /** Set when this visitor message answered the consent question. */
  consent: { given: boolean; wording: string } | null;
  /** The visitor asked something only the agent can answer. */
  passedToAgent: boolean;
  /** Short statements of what was just learned or corrected, for a model to reword. */
  acknowledgements: string[];
  /** The visitor picked this slot: the caller books it. */
  booking: BookingRequest | null;
  /** Slots are due but none were supplied: the caller looks them up and asks again. */
  needsSlots: AppointmentKind | null;
}

/**
 * The questions each kind of visitor is asked, in order. Only these are ever asked, so a seller
 * is never asked for a mortgage nor a tenant for a valuation. With the intent unknown (asked
 * twice without an answer) only what every visitor is asked remains.
 */
const TOPICS_BY_INTENT: Record<LeadIntent | 'unknown', readonly Topic[]> = {
  unknown: ['intent', 'area', 'timeline', 'contact', 'appointment'],
  buy: ['area', 'budget', 'mortgage', 'position', 'timeline', 'bedrooms', 'contact', 'appointment', 'documents'],
  rent: ['area', 'budget', 'timeline', 'bedrooms', 'contact', 'appointment', 'documents'],
  sell: ['area', 'bedrooms', 'timeline', 'valuation', 'contact', 'appointment'],
  let: ['area', 'bedrooms', 'timeline', 'valuation', 'contact', 'appointment'],
};

/** A question unanswered after this many asks is skipped, so the visitor is never nagged. */
const MAX_ASKS = 2;
/**
 * Asked once only: offers, whose "no" the engine keeps as false, and the details that add no
 * points (chain position, bedrooms), which the agent can read in the transcript if unclear.
 */
const MAX_ASKS_BY_TOPIC: Partial<Record<Topic, number>> = {
  valuation: 1,
  documents: 1,
  position: 1,
  bedrooms: 1,
  appointment: MAX_SLOT_OFFERS,
};

const isOwner = (intent: LeadIntent | null) => intent === 'sell' || intent === 'let';

export function initialFlowState(): FlowState {
  return {
    lastAsked: null,
    askCounts: {},
    documentsOffered: false,
    consentAnswered: false,
    wrappedUp: false,
    viewingRequested: false,
    pageIntent: null,
    offeredSlots: [],
    awaitingPreference: false,
    appointmentRequested: false,
    appointmentPreference: null,
  };
}

/** Old rows or hand-edited JSON never break a conversation: missing keys take their defaults. */
export function readFlowState(raw: Record<string, unknown> | null | undefined): FlowState {
  return { ...initialFlowState(), ...(raw as Partial<FlowState>) };
}

/** The exact sentence the visitor agrees to; stored with the time they agreed. */
export function consentWording(ctx: Pick<FlowContext, 'agentName' | 'companyName'>, intent: LeadIntent | null = null) {
  const about = isOwner(intent) ? 'your property' : 'your property search';
  return `Is it OK for ${ctx.agentName} at ${ctx.companyName} to contact you about ${about} by email or phone?`;
}

function isUnknown(topic: Topic, q: LeadFields, state: FlowState) {
  switch (topic) {
    case 'intent':
      return q.intent === null;
    case 'area':
      return q.areas.length === 0;
    case 'budget':
      return q.budget === null;
    case 'mortgage':
      return q.mortgage === null;
    case 'position':
      return q.position === null;
    case 'bedrooms':
      return q.bedrooms === null || (isOwner(q.intent) && q.propertyTypes.length === 0);
    case 'timeline':
      return q.timeline === null;
    case 'valuation':
      return !q.valuation;
    case 'contact':
      return !hasContactDetails(q) || !q.contact.name;
    case 'documents':
      return !state.documentsOffered;
    case 'appointment':
      return wantsSlotOffer(q, state);
    default:
      return false;
  }
}

const canAsk = (topic: Topic, state: FlowState) => (state.askCounts[topic] ?? 0) < (MAX_ASKS_BY_TOPIC[topic] ?? MAX_ASKS);

function topicsFor(q: LeadFields): readonly Topic[] {
  return q.intent ? TOPICS_BY_INTENT[q.intent] : TOPICS_BY_INTENT.unknown;
}

/**
 * The next thing to ask: consent straight after the first contact details, then the first unknown
 * of the visitor's questions that was not already asked twice; 'done' when none is left. Slots
 * are offered only where the caller can look them up (`canOfferSlots`).
 */
export function chooseNextTopic(q: LeadFields, state: FlowState, { canOfferSlots = false } = {}): Topic {
  if (hasContactDetails(q) && !state.consentAnswered && canAsk('consent', state)) return 'consent';
  const askable = (topic: Topic) =>
    (canOfferSlots || topic !== 'appointment') && isUnknown(topic, q, state) && canAsk(topic, state);
  // A visitor who asked to view is offered times as soon as they can be reached, before the rest.
  if (state.viewingRequested && !isUnknown('contact', q, state) && askable('appointment')) return 'appointment';
  return topicsFor(q).find(askable) ?? 'done';
}

/** The questions still open, in asking order: what a model may ask instead of a stale draft question. */
export function pendingQuestions(q: LeadFields, state: FlowState, ctx: FlowContext) {
  return topicsFor(q)
    .filter(
      (topic) => topic !== 'documents' && topic !== 'appointment' && isUnknown(topic, q, state) && canAsk(topic, state),
    )
    .map((topic) => ({ topic, question: questionFor(topic, q, ctx, state.askCounts[topic] ?? 0) }));
}

function askBedroomsAndType(q: LeadFields) {
  const needsType = q.propertyTypes.length === 0;
  if (q.bedrooms === null && needsType) return 'How many bedrooms does it have, and is it a house, a flat or a bungalow?';
  if (q.bedrooms === null) return `How many bedrooms does the ${q.propertyTypes[0]} have?`;
  return 'Is it a house, a flat or a bungalow?';
}

/**
 * How the assistant asks about a topic, worded for what is already known and for how often it
 * was asked before (`timesAsked`), so a second ask never repeats the first word for word.
 */
export function questionFor(topic: Topic, q: LeadFields, ctx: FlowContext, timesAsked = 0): string {
  const renting = q.intent === 'rent';
  switch (topic) {
    case 'intent':
      // The welcome message usually asked OPENING_QUESTION already: never repeat it word for word.
      return timesAsked === 0
        ? 'Are you looking to buy, sell, rent or let?'
        : 'Sorry, I missed that: is it to buy, sell, rent or let?';
    case 'area':
      if (isOwner(q.intent)) return 'Where is the property? The address or postcode is perfect.';
      if (q.intent === null) return 'Which area are you interested in?';
      return `Which area are you hoping to ${renting ? 'rent' : 'buy'} in?`;
    case 'budget':
      return renting ? "What's your monthly budget for rent?" : "What's your budget?";
    case 'mortgage':
      return 'Do you have a mortgage in principle yet, or are you a cash buyer?';
    case 'position':
      return 'Do you have a property of your own to sell, or are you a first-time buyer?';
    case 'bedrooms':
      return isOwner(q.intent) ? askBedroomsAndType(q) : 'How many bedrooms do you need?';
    case 'timeline':
      if (q.intent === 'sell') return 'When are you hoping to sell?';
      if (q.intent === 'let') return 'When would you like it let from?';
      return 'When are you hoping to move?';
    case 'valuation':
      return q.intent === 'let'
        ? `Would you like ${ctx.agentName} to give you a free rental valuation, to see what rent it could achieve?`
        : `Would you like ${ctx.agentName} to come and value it? It's free and there's no obligation.`;
    case 'contact':
      if (hasContactDetails(q)) return 'And what name shall I pass on?';
      if (q.contact.name && timesAsked > 0)
        return `No problem, ${q.contact.name.split(' ')[0]}: an email address works just as well. What's yours?`;
      if (q.contact.name)
        return `Thanks ${q.contact.name}. What's the best email address or phone number to reach you on?`;
      return `Could I take your name and an email address or phone number, so ${ctx.agentName} can get back to you?`;
    case 'consent':
      return `${consentWording(ctx, q.intent)} (yes or no)`;
    case 'documents':
      return `If you have them to hand, you can upload your ${renting ? 'proof of income or ID' : 'mortgage in principle, proof of funds or ID'} with the paperclip button: it helps ${ctx.agentName} move faster. Or just say "skip".`;
    case 'appointment':
    case 'done':
      // Slots are offered with the free times the caller looked up (offerSlots).
      return '';
  }
}

/**
 * A small stable number from what the visitor wrote, to vary the wording without randomness:
 * the same conversation always gets the same replies.
 */
function variantSeed(text: string, turnNumber: number) {
  let hash = turnNumber;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
}

const LEARNED_OPENERS = ['Great: {}.', 'Thanks, so {}.', 'Lovely: {}.', 'Got it: {}.', 'Perfect, {}.'];
const CORRECTED_OPENERS = ["Thanks, I've updated that: {}.", 'No problem, I\'ve changed that to {}.', 'Understood: {} instead.'];

function pick(options: readonly string[], seed: number, phrase: string) {
  return options[seed % options.length].replace('{}', phrase);
}

/**
 * What was learned or corrected, as one or two short sentences whose opening varies with what the
 * visitor wrote. `seed` selects the wording (0 gives the first of each).
 */
export function acknowledgeChanges(
  previous: LeadFields | null,
  current: LeadFields,
  ctx: FlowContext,
  seed = 0,
): string[] {
  const before = factPhrases(previous);
  const after = factPhrases(current);
  const learned: string[] = [];
  const corrected: string[] = [];
  for (const key of FACT_KEYS) {
    const phrase = after[key];
    if (phrase === undefined) continue;
    if (before[key] === undefined) learned.push(phrase);
    else if (before[key] !== phrase) corrected.push(phrase);
  }
  // "buying" and "in Clapham" learned together read as one phrase: "buying in Clapham".
  const intentAt = after.intent ? learned.indexOf(after.intent) : -1;
  const areasAt = after.areas ? learned.indexOf(after.areas) : -1;
  if (intentAt !== -1 && areasAt !== -1) {
    learned[intentAt] = `${after.intent} ${after.areas}`;
    learned.splice(areasAt, 1);
  }
  const lines: string[] = [];
  if (corrected.length > 0) lines.push(pick(CORRECTED_OPENERS, seed, corrected.join(', ')));
  if (learned.length > 0) lines.push(pick(LEARNED_OPENERS, seed, learned.join(', ')));
  const newlyOutside = ctx.hasCoverageAreas && current.areaMatch === false && previous?.areaMatch !== false;
  if (newlyOutside) {
    lines.push(
      `${listAreas(current.areas)} is outside the areas ${ctx.agentName} usually covers, but I'll still pass your details on.`,
    );
  }
  return lines;
}

function wrapUp(q: LeadFields, ctx: FlowContext) {
  const thanks = q.contact.name ? `Thank you, ${q.contact.name.split(' ')[0]}!` : 'Thank you!';
  const when = ctx.isOnline ? 'shortly' : 'as soon as the office opens';
  const how = hasContactDetails(q) ? ' by email or phone' : '';
  return `${thanks} That's everything I need. ${ctx.agentName} will review your details and get back to you${how} ${when}. If anything changes, just tell me here.`;
}

const DECLINE = /^\s*(no\b|nope|nah|no thanks|don'?t|do not|rather not|please don'?t|i'?d rather not)/i;

function askTopic(topic: Topic, state: FlowState) {
  state.askCounts[topic] = (state.askCounts[topic] ?? 0) + 1;
  if (topic === 'documents') state.documentsOffered = true;
  state.lastAsked = topic;
}

/**
 * The assistant's answer to a visitor message, from what was known before and after it: consent
 * recorded, changes acknowledged, then one question (or the wrap-up). Pure: the caller stores the
 * text, the new state and any consent.
 */
export function nextTurn(input: {
  previous: LeadFields | null;
  current: LeadFields;
  state: FlowState;
  visitorText: string;
  context: FlowContext;
  /** Free slots, when an earlier call asked for them (`needsSlots`). */
  slots?: SlotSupply;
  /** The agency's time zone, in which slots are read and worded. */
  timeZone?: string;
}): AssistantTurn {
  const { previous, current, context } = input;
  const state: FlowState = { ...input.state, askCounts: { ...input.state.askCounts } };
  const parts: string[] = [];
  let consent: AssistantTurn['consent'] = null;

  if (state.lastAsked === 'consent' && !state.consentAnswered) {
    // Recorded in the words the question was asked in, before this message.
    const wording = consentWording(context, previous?.intent ?? current.intent);
    if (detectConsent(input.visitorText)) consent = { given: true, wording };
    else if (DECLINE.test(input.visitorText)) consent = { given: false, wording };
    if (consent) {
      state.consentAnswered = true;
      parts.push(
        consent.given
          ? 'Thank you.'
          : `No problem: ${context.agentName} won't contact you. You're welcome to get in touch with ${context.companyName} whenever you like.`,
      );
    }
  }

  const turnNumber = Object.values(state.askCounts).reduce((sum, n) => sum + (n ?? 0), 0);
  const acknowledgements = acknowledgeChanges(previous, current, context, variantSeed(input.visitorText, turnNumber));
  parts.push(...acknowledgements);
  // Whether a property is still available, or when it can be seen, only the agent knows: never guessed.
  const asksToView = !isOwner(current.intent) && isViewingRequest(input.visitorText);
  let passedToAgent = asksToView || isOffTopicQuestion(input.visitorText);
  if (asksToView) {
    state.viewingRequested = true;
    parts.push(`I can't confirm that myself, so I'll check with ${context.agentName} and pass your question on.`);
  } else if (passedToAgent) {
    parts.push(`Good question: I'll pass that to ${context.agentName}.`);
  }

  const timeZone = input.slots?.timeZone ?? input.timeZone ?? 'Europe/London';
  const kind = appointmentKindFor(current, state);
  let booking: BookingRequest | null = null;
  if (kind && state.lastAsked === 'appointment' && (state.offeredSlots.length > 0 || state.awaitingPreference)) {
    const answer = answerSlotOffer({ state, kind, text: input.visitorText, context, timeZone });
    parts.push(answer.text);
    booking = answer.booking;
    passedToAgent ||= answer.passedToAgent;
    if (answer.awaitingReply) {
      const text = parts.join(' ');
      return { text, topic: 'appointment', state, consent, passedToAgent, acknowledgements, booking, needsSlots: null };
    }
  }

  const topic = chooseNextTopic(current, state, { canOfferSlots: true });
  if (topic === 'appointment' && kind) {
    if (!input.slots) {
      return { text: '', topic, state, consent, passedToAgent, acknowledgements, booking, needsSlots: kind };
    }
    parts.push(offerSlots(state, kind, input.slots, context));
    askTopic(topic, state);
  } else if (topic === 'done') {
    if (!state.wrappedUp) {
      parts.push(wrapUp(current, context));
      state.wrappedUp = true;
    } else if (parts.length === 0) {
      parts.push(`Thanks, I've added that to your notes for ${context.agentName}.`);
    }
    state.lastAsked = topic;
  } else {
    parts.push(questionFor(topic, current, context, state.askCounts[topic] ?? 0));
    askTopic(topic, state);
  }
  return { text: parts.join(' '), topic, state, consent, passedToAgent, acknowledgements, booking, needsSlots: null };
}

/** A turn that only asks or thanks: nothing consented, passed on, booked or looked up. */
const NOTHING_ELSE = { consent: null, passedToAgent: false, acknowledgements: [], booking: null, needsSlots: null };

/** When the agent hands back: pick up the qualification where it stopped (null when done). */
export function resumeTurn(current: LeadFields, state: FlowState, context: FlowContext): AssistantTurn | null {
  const next = { ...state, askCounts: { ...state.askCounts } };
  const topic = chooseNextTopic(current, next);
  if (topic === 'done') return null;
  const text = `I'm back to help while ${context.agentName} is away. ${questionFor(topic, current, context, next.askCounts[topic] ?? 0)}`;
  askTopic(topic, next);
  return { text, topic, state: next, ...NOTHING_ELSE };
}

/**
 * After an upload: thank the visitor for it by kind and name, then carry on (next question, or
 * what happens next when everything is known).
 */
export function documentReceiptTurn(
  current: LeadFields | null,
  state: FlowState,
  context: FlowContext,
  received: { kindLabel: string; fileName: string },
): AssistantTurn {
  const next: FlowState = { ...state, askCounts: { ...state.askCounts }, documentsOffered: true };
  const parts = [`Thanks, I've received your ${received.kindLabel} (${received.fileName}).`];
  const topic = current ? chooseNextTopic(current, next) : 'done';
  if (current && topic !== 'done') {
    parts.push(questionFor(topic, current, context, next.askCounts[topic] ?? 0));
    askTopic(topic, next);
  } else {
    if (current && !next.wrappedUp) {
      parts.push(wrapUp(current, context));
      next.wrappedUp = true;
    } else {
      parts.push(`${context.agentName} will review it.`);
    }
    next.lastAsked = topic;
  }
  return { text: parts.join(' '), topic, state: next, ...NOTHING_ELSE };
}
