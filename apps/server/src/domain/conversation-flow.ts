import { decideNextQuestion, detectConsent, isOffTopicQuestion, type Qualification } from '@leadwise/qualifier';

/** What the assistant asks about next; 'consent' follows the first contact details. */
export type Topic =
  | 'intent'
  | 'area'
  | 'budget'
  | 'mortgage'
  | 'timeline'
  | 'contact'
  | 'consent'
  | 'documents'
  | 'done';

/** The engine's memory between turns, stored in conversations.state. */
export interface FlowState {
  lastAsked: Topic | null;
  askCounts: Partial<Record<Topic, number>>;
  documentsOffered: boolean;
  /** Consent was given or refused: either way it is not asked again. */
  consentAnswered: boolean;
  wrappedUp: boolean;
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
}

/** What is known before the visitor has said anything. */
export const EMPTY_QUALIFICATION: Qualification = {
  intent: null,
  budget: null,
  mortgage: null,
  timeline: null,
  areas: [],
  areaMatch: null,
  contact: { name: null, email: null, phone: null },
  score: 0,
  temperature: 'cold',
};

/** A question unanswered after this many asks is skipped, so the visitor is never nagged. */
const MAX_ASKS = 2;
const TOPIC_ORDER: Topic[] = ['intent', 'area', 'budget', 'mortgage', 'timeline', 'contact', 'documents'];

export function initialFlowState(): FlowState {
  return { lastAsked: null, askCounts: {}, documentsOffered: false, consentAnswered: false, wrappedUp: false };
}

/** Old rows or hand-edited JSON never break a conversation: missing keys take their defaults. */
export function readFlowState(raw: Record<string, unknown> | null | undefined): FlowState {
  return { ...initialFlowState(), ...(raw as Partial<FlowState>) };
}

/** The exact sentence the visitor agrees to; stored with the time they agreed. */
export function consentWording(ctx: Pick<FlowContext, 'agentName' | 'companyName'>) {
  return `Is it OK for ${ctx.agentName} at ${ctx.companyName} to contact you about your property search by email or phone?`;
}

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;

export function describeBudget(budget: NonNullable<Qualification['budget']>) {
  const suffix = budget.period === 'month' ? ' a month' : '';
  if (budget.min !== null && budget.max !== null) return `${pounds(budget.min)} to ${pounds(budget.max)}${suffix}`;
  if (budget.max !== null) return `up to ${pounds(budget.max)}${suffix}`;
  if (budget.min !== null) return `from ${pounds(budget.min)}${suffix}`;
  return 'your budget';
}

const MORTGAGE_PHRASES: Record<NonNullable<Qualification['mortgage']>, string> = {
  approved: 'a mortgage in principle in place',
  cash: 'a cash purchase',
  in_progress: 'your mortgage under way',
  not_started: 'no mortgage arranged yet',
};

const TIMELINE_PHRASES: Record<NonNullable<Qualification['timeline']>, string> = {
  immediate: 'moving as soon as possible',
  within_3_months: 'moving within 3 months',
  within_6_months: 'moving within 6 months',
  later: 'no rush to move',
};

function listAreas(areas: string[]) {
  if (areas.length <= 1) return areas[0] ?? '';
  return `${areas.slice(0, -1).join(', ')} and ${areas[areas.length - 1]}`;
}

/** Facts as phrases, one per known field, for acknowledging what changed. */
function factPhrases(q: Qualification | null): Record<string, string> {
  if (!q) return {};
  const facts: Record<string, string> = {};
  if (q.intent) facts.intent = q.intent === 'buy' ? 'buying' : 'renting';
  if (q.areas.length > 0) facts.areas = `in ${listAreas(q.areas)}`;
  if (q.budget) facts.budget = describeBudget(q.budget);
  if (q.mortgage && q.intent !== 'rent') facts.mortgage = MORTGAGE_PHRASES[q.mortgage];
  if (q.timeline) facts.timeline = TIMELINE_PHRASES[q.timeline];
  return facts;
}

/** "Great: buying, up to £450,000." for new facts; "I've updated that: ..." for corrections. */
export function acknowledgeChanges(previous: Qualification | null, current: Qualification, ctx: FlowContext): string[] {
  const before = factPhrases(previous);
  const after = factPhrases(current);
  const learned: string[] = [];
  const corrected: string[] = [];
  for (const [key, phrase] of Object.entries(after)) {
    if (before[key] === undefined) learned.push(phrase);
    else if (before[key] !== phrase) corrected.push(phrase);
  }
  // "buying" and "in Clapham" learned together read as one phrase: "buying in Clapham".
  const intentAt = learned.indexOf(after.intent);
  const areasAt = learned.indexOf(after.areas);
  if (intentAt !== -1 && areasAt !== -1) {
    learned[intentAt] = `${after.intent} ${after.areas}`;
    learned.splice(areasAt, 1);
  }
  const lines: string[] = [];
  if (corrected.length > 0) lines.push(`Thanks, I've updated that: ${corrected.join(', ')}.`);
  if (learned.length > 0) lines.push(`Great: ${learned.join(', ')}.`);
  const newlyOutside = ctx.hasCoverageAreas && current.areaMatch === false && previous?.areaMatch !== false;
  if (newlyOutside) {
    lines.push(
      `${listAreas(current.areas)} is outside the areas ${ctx.agentName} usually covers, but I'll still pass your details on.`,
    );
  }
  return lines;
}

function hasContactRoute(q: Qualification) {
  return Boolean(q.contact.email || q.contact.phone);
}

function isUnknown(topic: Topic, q: Qualification, state: FlowState) {
  switch (topic) {
    case 'intent':
      return q.intent === null;
    case 'area':
      return q.areas.length === 0;
    case 'budget':
      return q.budget === null;
    case 'mortgage':
      return q.intent !== 'rent' && q.mortgage === null;
    case 'timeline':
      return q.timeline === null;
    case 'contact':
      return !hasContactRoute(q) || !q.contact.name;
    case 'documents':
      return !state.documentsOffered;
    default:
      return false;
  }
}

const canAsk = (topic: Topic, state: FlowState) => (state.askCounts[topic] ?? 0) < MAX_ASKS;

/**
 * The next thing to ask: consent straight after the first contact details, then the engine's
 * choice, unless that was already asked twice without an answer, when the next unknown field.
 */
export function chooseNextTopic(q: Qualification, state: FlowState): Topic {
  if (hasContactRoute(q) && !state.consentAnswered && canAsk('consent', state)) return 'consent';
  const engineChoice = decideNextQuestion(q, { documentsOffered: state.documentsOffered }) as Topic;
  if (engineChoice === 'done' || canAsk(engineChoice, state)) return engineChoice;
  return TOPIC_ORDER.find((topic) => isUnknown(topic, q, state) && canAsk(topic, state)) ?? 'done';
}

/** The questions still open, in asking order: what a model may ask instead of a stale draft question. */
export function pendingQuestions(q: Qualification, state: FlowState, ctx: FlowContext) {
  return TOPIC_ORDER.filter((topic) => topic !== 'documents' && isUnknown(topic, q, state) && canAsk(topic, state)).map(
    (topic) => ({ topic, question: questionFor(topic, q, ctx) }),
  );
}

export function questionFor(topic: Topic, q: Qualification, ctx: FlowContext): string {
  const renting = q.intent === 'rent';
  switch (topic) {
    case 'intent':
      return 'Are you looking to buy or to rent?';
    case 'area':
      return `Which area are you hoping to ${renting ? 'rent' : 'buy'} in?`;
    case 'budget':
      return renting ? "What's your monthly budget for rent?" : "What's your budget?";
    case 'mortgage':
      return 'Do you have a mortgage in principle yet, or are you a cash buyer?';
    case 'timeline':
      return 'When are you hoping to move?';
    case 'contact':
      if (hasContactRoute(q)) return 'And what name shall I pass on?';
      if (q.contact.name)
        return `Thanks ${q.contact.name}. What's the best email address or phone number to reach you on?`;
      return `Could I take your name and an email address or phone number, so ${ctx.agentName} can get back to you?`;
    case 'consent':
      return `${consentWording(ctx)} (yes or no)`;
    case 'documents':
      return `If you have them to hand, you can upload your ${renting ? 'proof of income or ID' : 'mortgage in principle, proof of funds or ID'} with the paperclip button: it helps ${ctx.agentName} move faster. Or just say "skip".`;
    case 'done':
      return '';
  }
}

function wrapUp(q: Qualification, ctx: FlowContext) {
  const thanks = q.contact.name ? `Thank you, ${q.contact.name.split(' ')[0]}!` : 'Thank you!';
  const when = ctx.isOnline ? 'shortly' : 'as soon as the office opens';
  const how = hasContactRoute(q) ? ' by email or phone' : '';
  return `${thanks} That's everything I need. ${ctx.agentName} will review your details and get back to you${how} ${when}. If anything changes, just tell me here.`;
}

const DECLINE = /^\s*(no\b|nope|nah|no thanks|don'?t|do not|rather not|please don'?t|i'?d rather not)/i;

/**
 * The assistant's answer to a visitor message, from the qualification before and after it.
 * Pure: the caller stores the text, the new state and any consent.
 */
export function planAssistantTurn(input: {
  previous: Qualification | null;
  current: Qualification;
  state: FlowState;
  visitorText: string;
  context: FlowContext;
}): AssistantTurn {
  const { previous, current, context } = input;
  const state: FlowState = { ...input.state, askCounts: { ...input.state.askCounts } };
  const parts: string[] = [];
  let consent: AssistantTurn['consent'] = null;

  if (state.lastAsked === 'consent' && !state.consentAnswered) {
    if (detectConsent(input.visitorText)) consent = { given: true, wording: consentWording(context) };
    else if (DECLINE.test(input.visitorText)) consent = { given: false, wording: consentWording(context) };
    if (consent) {
      state.consentAnswered = true;
      parts.push(
        consent.given
          ? 'Thank you.'
          : `No problem: ${context.agentName} won't contact you. You're welcome to get in touch with ${context.companyName} whenever you like.`,
      );
    }
  }

  const acknowledgements = acknowledgeChanges(previous, current, context);
  parts.push(...acknowledgements);
  const passedToAgent = isOffTopicQuestion(input.visitorText);
  if (passedToAgent) parts.push(`Good question: I'll pass that to ${context.agentName}.`);

  const topic = chooseNextTopic(current, state);
  if (topic === 'done') {
    if (!state.wrappedUp) {
      parts.push(wrapUp(current, context));
      state.wrappedUp = true;
    } else if (parts.length === 0) {
      parts.push(`Thanks, I've added that to your notes for ${context.agentName}.`);
    }
  } else {
    parts.push(questionFor(topic, current, context));
    state.askCounts[topic] = (state.askCounts[topic] ?? 0) + 1;
    if (topic === 'documents') state.documentsOffered = true;
  }
  state.lastAsked = topic;
  return { text: parts.join(' '), topic, state, consent, passedToAgent, acknowledgements };
}

/** When the agent hands back: pick up the qualification where it stopped (null when done). */
export function planResumeTurn(current: Qualification, state: FlowState, context: FlowContext): AssistantTurn | null {
  const next = { ...state, askCounts: { ...state.askCounts } };
  const topic = chooseNextTopic(current, next);
  if (topic === 'done') return null;
  next.askCounts[topic] = (next.askCounts[topic] ?? 0) + 1;
  next.lastAsked = topic;
  if (topic === 'documents') next.documentsOffered = true;
  const text = `I'm back to help while ${context.agentName} is away. ${questionFor(topic, current, context)}`;
  return { text, topic, state: next, consent: null, passedToAgent: false, acknowledgements: [] };
}

/**
 * After an upload: thank the visitor for it by kind and name, then carry on (next question, or
 * what happens next when everything is known).
 */
export function planDocumentReceipt(
  current: Qualification | null,
  state: FlowState,
  context: FlowContext,
  received: { kindLabel: string; fileName: string },
): AssistantTurn {
  const next: FlowState = { ...state, askCounts: { ...state.askCounts }, documentsOffered: true };
  const thanks = `Thanks, I've received your ${received.kindLabel} (${received.fileName}).`;
  const parts = [thanks];
  const topic = current ? chooseNextTopic(current, next) : 'done';
  if (current && topic !== 'done') {
    parts.push(questionFor(topic, current, context));
    next.askCounts[topic] = (next.askCounts[topic] ?? 0) + 1;
  } else if (current && !next.wrappedUp) {
    parts.push(wrapUp(current, context));
    next.wrappedUp = true;
  } else {
    parts.push(`${context.agentName} will review it.`);
  }
  next.lastAsked = topic;
  return { text: parts.join(' '), topic, state: next, consent: null, passedToAgent: false, acknowledgements: [] };
}
