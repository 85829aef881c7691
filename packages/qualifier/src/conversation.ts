import { findClauseBoundaries, maskContactDetails, normaliseText, toLowerSameLength } from './text';
import type { QuestionTopic, TranscriptMessage, Turn } from './types';

const TOPIC_PATTERNS: [QuestionTopic, RegExp][] = [
  ['intent', /\b(?:buy|buying|rent|renting|purchase|purchasing|let|letting(?! (?:us|me|you) know)|rental|sell|selling|landlord)\b/],
  ['area', /\b(?:where|whereabouts|areas?|locations?|postcodes?|neighbourhoods?|part of)\b/],
  ['budget', /\b(?:budget|price|prices|spend|afford|how much|price range|per month|monthly|pcm|rent range)\b/],
  [
    'mortgage',
    /\b(?:mortgage|aip|mip|dip|in principle|financ\w*|fund\w*|cash buyers?|broker|lender|adviser|advisor)\b/,
  ],
  [
    'timeline',
    /\b(?:when|timescales?|timelines?|timing|timeframe|time frame|how soon|move in|moving date|start|starting)\b/,
  ],
  [
    'contact',
    /\b(?:name|email|e-mail|number|phone|mobile|contact|details|reach you|get you on|call you|get in touch)\b/,
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
 * Pairs every visitor message with the last assistant message before it: only visitor text is
 * evidence, but the question gives a short answer its meaning (QUALIFY.md).
 */
export function buildTurns(messages: readonly TranscriptMessage[]): Turn[] {
  const turns: Turn[] = [];
  let question = '';
  let questionLower = '';
  let topics: ReadonlySet<QuestionTopic> = new Set();
  for (const message of messages) {
    const text = normaliseText(message.text ?? '');
    if (message.role === 'assistant') {
      question = text;
      questionLower = toLowerSameLength(text);
      topics = classifyQuestion(questionLower);
      continue;
    }
    const lower = toLowerSameLength(text);
    const maskedLower = maskContactDetails(lower);
    turns.push({
      text,
      lower,
      maskedLower,
      bounds: findClauseBoundaries(maskedLower),
      question,
      questionLower,
      topics,
    });
  }
  return turns;
}
