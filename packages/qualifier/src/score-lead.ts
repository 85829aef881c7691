import type { MortgageStatus, Qualification, Temperature, Timeline } from './types';

/** The rubric of QUALIFY.md as data, so the weights can be tuned without touching the logic. */
export interface ScoringWeights {
  budgetKnown: number;
  mortgage: Record<MortgageStatus, number>;
  timeline: Record<Timeline, number>;
  areaMatch: number;
  contact: number;
  /** Lowest score of each temperature; below `warm` is cold. */
  temperature: { hot: number; warm: number };
}

export const DEFAULT_SCORING_WEIGHTS: ScoringWeights = {
  budgetKnown: 20,
  mortgage: { approved: 30, cash: 30, in_progress: 15, not_started: 5 },
  timeline: { immediate: 25, within_3_months: 20, within_6_months: 10, later: 5 },
  areaMatch: 15,
  contact: 10,
  temperature: { hot: 70, warm: 40 },
};

function maxOf(values: Record<string, number>): number {
  return Math.max(...Object.values(values));
}

/**
 * Points for what is known, scaled to 0-100. Renters have no mortgage field, so their points are
 * scaled by the maximum without it (70 with the default weights: round(points / 70 * 100)).
 */
export function scoreQualification(
  q: Omit<Qualification, 'score' | 'temperature'>,
  weights: ScoringWeights = DEFAULT_SCORING_WEIGHTS,
): { score: number; temperature: Temperature } {
  let points = 0;
  if (q.budget && (q.budget.max !== null || q.budget.min !== null)) points += weights.budgetKnown;
  if (q.mortgage) points += weights.mortgage[q.mortgage];
  if (q.timeline) points += weights.timeline[q.timeline];
  if (q.areaMatch === true) points += weights.areaMatch;
  if (q.contact.email || q.contact.phone) points += weights.contact;

  const withoutMortgage = weights.budgetKnown + maxOf(weights.timeline) + weights.areaMatch + weights.contact;
  const maxPoints = q.intent === 'rent' ? withoutMortgage : withoutMortgage + maxOf(weights.mortgage);
  const score = Math.min(100, Math.max(0, Math.round((points / maxPoints) * 100)));
  const temperature: Temperature =
    score >= weights.temperature.hot ? 'hot' : score >= weights.temperature.warm ? 'warm' : 'cold';
  return { score, temperature };
}
