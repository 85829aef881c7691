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
import type { QualifyInput, QualifyResult } from './types';

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
  const intent = parseIntent(turns);
  const contact = parseContact(turns);
  const areas = parseAreas(turns, agentAreas, contact.name ? [contact.name] : [], intent);
  const fields = {
    intent,
    budget: parseBudget(turns, intent),
    mortgage: parseMortgage(turns, intent),
    timeline: parseTimeline(turns, today),
    areas,
    areaMatch: matchAreas(areas, agentAreas),
    contact,
    position: parsePosition(turns, intent),
    bedrooms: parseBedrooms(turns, intent),
    propertyTypes: parsePropertyTypes(turns, intent),
    valuation: parseValuation(turns),
  };
  return { ...fields, ...scoreQualification(fields) };
}
