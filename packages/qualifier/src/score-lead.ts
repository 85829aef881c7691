import type { MortgageStatus, Qualification, Temperature, Timeline } from './types';

/** The rubric of QUALIFY.md as data, so the weights can be tuned without touching the logic. */
export interface ScoringWeights {
  budgetKnown: number;
  mortgage: Record<MortgageStatus, number>;
  timeline: Record<Timeline, number>;
  areaMatch: number;
  contact: number;
  /** Sellers and landlords: the property's place is known. */
  placeKnown: number;
  /** Sellers and landlords: they asked for a valuation, the first step to an instruction. */
  valuation: number;
  /** Lowest score of each temperature; below `warm` is cold. */
  temperature: { hot: number; warm: number };
}

export const DEFAULT_SCORING_WEIGHTS: ScoringWeights = {
  budgetKnown: 20,
  mortgage: { approved: 30, cash: 30, in_progress: 15, not_started: 5 },
  timeline: { immediate: 25, within_3_months: 20, within_6_months: 10, later: 5 },
  areaMatch: 15,
  contact: 10,
  placeKnown: 20,
  valuation: 30,
  temperature: { hot: 70, warm: 40 },
};

function maxOf(values: Record<string, number>): number {
  return Math.max(...Object.values(values));
}

type ScoredFields = Omit<Qualification, 'score' | 'temperature'>;

/** Points and the most a visitor of this intent can earn, by the rubric for their intent. */
function countPoints(q: ScoredFields, weights: ScoringWeights): { points: number; maxPoints: number } {
  let points = 0;
  if (q.timeline) points += weights.timeline[q.timeline];
  if (q.areaMatch === true) points += weights.areaMatch;
  if (q.contact.email || q.contact.phone) points += weights.contact;
  const shared = maxOf(weights.timeline) + weights.areaMatch + weights.contact;
  // Sellers and landlords are scored on what makes them an instruction: where the property is and
  // whether they want it valued, instead of a budget and a mortgage.
  if (q.intent === 'sell' || q.intent === 'let') {
    if (q.areas.length > 0) points += weights.placeKnown;
    if (q.valuation) points += weights.valuation;
    return { points, maxPoints: shared + weights.placeKnown + weights.valuation };
  }
  if (q.budget && (q.budget.max !== null || q.budget.min !== null)) points += weights.budgetKnown;
  if (q.mortgage) points += weights.mortgage[q.mortgage];
  // Renters have no mortgage field, so their points are scaled by the maximum without it.
  const withoutMortgage = shared + weights.budgetKnown;
  return { points, maxPoints: q.intent === 'rent' ? withoutMortgage : withoutMortgage + maxOf(weights.mortgage) };
}

/**
 * Points for what is known, scaled to 0-100 (QUALIFY.md "Score and temperature"): buyers and
 * unknown intents out of 100, renters out of 70, sellers and landlords by their own rubric.
 */
export function scoreQualification(
  q: ScoredFields,
  weights: ScoringWeights = DEFAULT_SCORING_WEIGHTS,
): { score: number; temperature: Temperature } {
  const { points, maxPoints } = countPoints(q, weights);
  const score = Math.min(100, Math.max(0, Math.round((points / maxPoints) * 100)));
  const temperature: Temperature =
    score >= weights.temperature.hot ? 'hot' : score >= weights.temperature.warm ? 'warm' : 'cold';
  return { score, temperature };
}
