import { isAffirmative } from './text';
import type { Intent, Turn } from './types';

const BUY_WORDS =
  /\b(?:buy|buying|purchase|purchasing|first[- ]time buyers?|ftb|cash buyers?|for sale|buy[- ]to[- ]let|btl|investment property)\b/g;
const RENT_WORDS = /\b(?:rent|renting|rental|rentals|to let|lettings?|flat ?share|house ?share|room to rent)\b/g;

// Words just before "buy"/"rent" that say the visitor is not doing it.
const NEGATED_BEFORE =
  /(?:(?:\bnot|n't|\bnever|\bno longer)\s+(?:\w+\s+){0,2}|(?:\brather than|\binstead of|\bafford to|\bbefore we|\buntil we|\bsave to|\bsaving to|\bsaving up to|\bthan|\bour|\bmy|\bthe|\bcurrent)\s+)$/;
// "we're currently renting", "we rent in Archway": where they live now, not what they want.
const CURRENT_RENT_BEFORE =
  /(?:\b(?:we|i|we're|i'm|we are|i am|currently|still|been|already|also|were|was|pay|paying)\s+(?:currently\s+|still\s+|now\s+)?)$/;
// "a month rent", "our rent", "paying rent": rent as a payment, not as what they want to do.
const RENT_NOUN_BEFORE =
  /\b(?:a|per|of|on|the|our|my|your|current|monthly|month|week|weekly|pcm|pw|paying|pay|paid|dead)\s+$/;
const RENT_NOUN_AFTER = /^\s*(?:is|was|which|money|increase|rise|went|goes|payments?)\b/;
const CURRENT_RENT_AFTER =
  /^\s*(?:at|is|in \w+(?: \w+)? (?:at the moment|atm|now|currently)|at the moment|atm|right now|currently)\b/;
const CORRECTION = /\b(?:actually|instead|changed (?:our|my) minds?|decided to|now thinking)\b/;

interface Mention {
  intent: Intent;
  index: number;
  current: boolean;
}

function findMentions(lower: string): Mention[] {
  const mentions: Mention[] = [];
  for (const [intent, pattern] of [
    ['buy', BUY_WORDS],
    ['rent', RENT_WORDS],
  ] as const) {
    for (const m of lower.matchAll(pattern)) {
      const before = lower.slice(Math.max(0, m.index - 40), m.index);
      if (/\bour buyers?\b/.test(lower.slice(Math.max(0, m.index - 4), m.index + m[0].length))) continue;
      if (NEGATED_BEFORE.test(before)) continue;
      const after = lower.slice(m.index + m[0].length, m.index + m[0].length + 40);
      if (intent === 'rent' && m[0] === 'rent' && (RENT_NOUN_BEFORE.test(before) || RENT_NOUN_AFTER.test(after)))
        continue;
      const current = intent === 'rent' && (CURRENT_RENT_BEFORE.test(before) || CURRENT_RENT_AFTER.test(after));
      mentions.push({ intent, index: m.index, current });
    }
  }
  return mentions.sort((a, b) => a.index - b.index);
}

function pickFromTurn(turn: Turn): Intent | null {
  const mentions = findMentions(turn.lower);
  const wanted = mentions.filter((m) => !m.current);
  if (wanted.length > 0) {
    const intents = new Set(wanted.map((m) => m.intent));
    // "not sure whether to buy or rent" names both and decides nothing.
    if (intents.size > 1 && /\bbuy(?:ing)? or rent(?:ing)?\b|\brent(?:ing)? or buy(?:ing)?\b/.test(turn.lower)) {
      return null;
    }
    const last = wanted[wanted.length - 1];
    if (intents.size > 1 && CORRECTION.test(turn.lower.slice(0, last.index + 1))) return last.intent;
    return wanted[0].intent;
  }
  // "we're renting" as the whole answer to "buying or renting?" is an answer, not a situation.
  if (mentions.length > 0 && turn.topics.has('intent') && turn.lower.length < 40) return mentions[0].intent;
  if (isAffirmative(turn.lower) && turn.topics.has('intent')) {
    const offered = new Set(findMentions(turn.questionLower).map((m) => m.intent));
    if (offered.size === 1) return [...offered][0];
  }
  return null;
}

// Weak evidence, used only when nobody said buy or rent: a mortgage means buying, a weekly or
// monthly amount means renting.
const WEAK_BUY = /\b(?:mortgage|aip|mip|dip|in principle|stamp duty|chain free|conveyancer|solicitor)\b/;
const WEAK_RENT = /\b(?:pcm|p\/m|per month|a month|pw|p\/w|per week|a week|furnished|bills included|tenancy)\b/;

/** Buying or renting, from what the visitor said; a later statement replaces an earlier one. */
export function parseIntent(turns: readonly Turn[]): Intent | null {
  let intent: Intent | null = null;
  for (const turn of turns) intent = pickFromTurn(turn) ?? intent;
  if (intent) return intent;
  const all = turns.map((t) => t.lower).join('\n');
  if (WEAK_BUY.test(all)) return 'buy';
  if (WEAK_RENT.test(all)) return 'rent';
  return null;
}
