import { MAX_MESSAGE_CHARS, MAX_OPENING_CHARS, MAX_RECENT_CHARS } from './constants';
import { findClauseBoundaries, maskContactDetails, normaliseText, toLowerSameLength } from './text';
import type { QuestionTopic, TranscriptMessage, Turn } from './types';

const TOPIC_PATTERNS: [QuestionTopic, RegExp][] = [
  ['intent', /\b(?:buy|buying|rent|renting|purchase|purchasing|let|letting|rental)\b/],
  ['area', /\b(?:where|whereabouts|areas?|locations?|postcodes?|neighbourhoods?|part of)\b/],
  ['budget', /\b(?:budget|price|prices|spend|afford|how much|price range|per month|monthly|pcm|rent range)\b/],
  [
    'mortgage',
    // "Have you looked into mortgages yet?" asks the same as the singular.
    /\b(?:mortgages?|mortages?|morgages?|aip|mip|dip|in principle|financ\w*|fund\w*|cash buyers?|brokers?|lenders?|advisers?|advisors?)\b/,
  ],
  [
    'timeline',
    /\b(?:when|timescales?|timelines?|timing|timeframe|time frame|how soon|move in|moving date|start|starting)\b/,
  ],
  // "Who am I chatting to?" asks for a name as "who am I speaking to?" does.
  [
    'contact',
    /\b(?:names?|email|e-mail|number|phone|mobile|contact|details|reach you|get you on|call you|get in touch|speaking (?:to|with)|who (?:am i|are we) (?:speaking|chatting|talking)|who should (?:we|i) ask for)\b/,
  ],
  ['bedrooms', /\b(?:bed|beds|bedrooms?|bedroomed)\b/],
];

/** Which topics an assistant message asks about (empty when it asks nothing we track). */
export function classifyQuestion(lower: string): Set<QuestionTopic> {
  const topics = new Set<QuestionTopic>();
  for (const [topic, pattern] of TOPIC_PATTERNS) {
    if (pattern.test(lower)) topics.add(topic);
  }
  // "How many bedrooms?" is about rooms, not a phone number; "best number" stays contact.
  if (topics.has('bedrooms') && !/\b(?:name|email|phone|mobile|best number|contact)\b/.test(lower)) {
    topics.delete('contact');
  }
  return topics;
}

/**
 * Which messages are read: every one while the visitor has written little; past that, the opening
 * visitor messages up to MAX_OPENING_CHARS and the most recent up to MAX_RECENT_CHARS (each message
 * counted up to MAX_MESSAGE_CHARS), so a long or hostile transcript costs a bounded amount of work.
 */
function selectReadMessages(messages: readonly TranscriptMessage[]): Set<number> {
  const size = (m: TranscriptMessage) => Math.min((m.text ?? '').length, MAX_MESSAGE_CHARS);
  const read = new Set<number>();
  let recent = 0;
  for (let i = messages.length - 1; i >= 0 && recent < MAX_RECENT_CHARS; i--) {
    if (messages[i].role !== 'visitor') continue;
    read.add(i);
    recent += size(messages[i]);
  }
  let opening = 0;
  for (let i = 0; i < messages.length && opening < MAX_OPENING_CHARS; i++) {
    if (messages[i].role !== 'visitor') continue;
    read.add(i);
    opening += size(messages[i]);
  }
  return read;
}

/**
 * Pairs every visitor message read (see selectReadMessages) with the last assistant message before
 * it: only visitor text is evidence, but the question gives a short answer its meaning (QUALIFY.md).
 */
export function buildTurns(messages: readonly TranscriptMessage[]): Turn[] {
  const read = selectReadMessages(messages);
  const turns: Turn[] = [];
  let lastQuestion: TranscriptMessage | null = null;
  let question = '';
  let questionLower = '';
  let topics: ReadonlySet<QuestionTopic> = new Set();
  let questionRead: TranscriptMessage | null = null;
  for (const [i, message] of messages.entries()) {
    if (message.role === 'assistant') {
      lastQuestion = message;
      continue;
    }
    if (!read.has(i)) continue;
    if (lastQuestion !== questionRead) {
      questionRead = lastQuestion;
      question = normaliseText((lastQuestion?.text ?? '').slice(0, MAX_MESSAGE_CHARS));
      questionLower = toLowerSameLength(question);
      topics = classifyQuestion(questionLower);
    }
    turns.push(keptTurn(question, questionLower, topics, (message.text ?? '').slice(0, MAX_MESSAGE_CHARS)));
  }
  return turns;
}

// The same question and message give the same Turn object, so that what the parsers read from a
// turn is read once while the conversation grows (see turn-memo.ts). Turns are never changed after
// they are built. The cache is emptied when full, which bounds its memory, and long messages,
// rare in a real chat, are built afresh each time.
const TURN_CACHE_SIZE = 2048;
const MAX_CACHED_KEY = 1500;
const turnCache = new Map<string, Turn>();

/**
 * Forgets every turn built, and with them every reading kept (turn-memo.ts), as a fresh process
 * would have none: for measuring what a conversation costs when nothing of it was read before.
 */
export function forgetReadTurns(): void {
  turnCache.clear();
}

function keptTurn(question: string, questionLower: string, topics: ReadonlySet<QuestionTopic>, message: string): Turn {
  const key = `${question}\u0000${message}`;
  const kept = turnCache.get(key);
  if (kept) return kept;
  const text = normaliseText(message);
  const lower = toLowerSameLength(text);
  const maskedLower = maskContactDetails(lower);
  const turn: Turn = {
    text,
    lower,
    maskedLower,
    bounds: findClauseBoundaries(maskedLower),
    question,
    questionLower,
    topics,
    readings: [],
  };
  if (key.length <= MAX_CACHED_KEY) {
    if (turnCache.size >= TURN_CACHE_SIZE) turnCache.clear();
    turnCache.set(key, turn);
  }
  return turn;
}
