import { parseIsoDate } from './calendar';
import { buildTurns } from './conversation';
import { matchAreas, parseAreas } from './parse-areas';
import { parseBedrooms } from './parse-bedrooms';
import { parseBudget } from './parse-budget';
import { parseContact } from './parse-contact';
import { parseIntent } from './parse-intent';
import { parseMortgage } from './parse-mortgage';
import { parsePosition } from './parse-position';
import { parsePropertyTypes } from './parse-property-types';
import { parseTimeline } from './parse-timeline';
import { parseValuation } from './parse-valuation';
import { scoreQualification } from './score-lead';
import { fillIntent, fillMortgage, fillPosition, reconcileIntent, shippedReaders } from './trained/read-trained';
import type { Intent, QualifyInput, QualifyResult } from './types';

/**
 * Reads a transcript and says who the visitor is and how ready they are (QUALIFY.md). Pure and
 * deterministic: "today" is `input.referenceDate`, and nothing is read from the clock or network.
 */
export function qualify(input: QualifyInput): QualifyResult {
  const today = parseIsoDate(input.referenceDate);
  if (!today)
    throw new Error(`referenceDate must be a calendar date YYYY-MM-DD, got ${JSON.stringify(input.referenceDate)}`);
  const turns = buildTurns(input.messages);
  const agentAreas = input.agent?.areas ?? [];
  // The rules read first; the trained readers (see trained/read-trained.ts) change the intent only
  // when confident, and give a buyer's mortgage and chain position only where the rules read none.
  const readers = shippedReaders();
  const ruleIntent = parseIntent(turns);
  // An intent the reader cleared is not guessed again: the same reading said none.
  const intent =
    reconcileIntent(readers.intent, ruleIntent, turns) ??
    input.pageIntent ??
    (ruleIntent === null ? fillIntent(readers.intent, turns) : null);
  const contact = parseContact(turns);
  const valuation = parseValuation(turns);
  // Someone who asks what their own property is worth but has not decided to sell or let it talks
  // about that property as an owner does: its place, bedrooms and kind are the property's.
  const propertyOf: Intent | null = intent ?? (valuation ? 'sell' : null);
  const areas = parseAreas(turns, agentAreas, contact.name ? [contact.name] : [], propertyOf);
  const fields = {
    intent,
    budget: parseBudget(turns, intent),
    mortgage: parseMortgage(turns, intent) ?? (intent === 'buy' ? fillMortgage(readers.mortgage, turns) : null),
    timeline: parseTimeline(turns, today, intent),
    areas,
    areaMatch: matchAreas(areas, agentAreas),
    contact,
    position: parsePosition(turns, intent) ?? (intent === 'buy' ? fillPosition(readers.position, turns) : null),
    bedrooms: parseBedrooms(turns, propertyOf),
    propertyTypes: parsePropertyTypes(turns, propertyOf),
    valuation,
  };
  return { ...fields, ...scoreQualification(fields) };
}
