import {
  fieldApplies,
  LEAD_FIELDS,
  type LeadBudget,
  type LeadFields,
  type LeadIntent,
  type LeadMortgage,
  type LeadPosition,
  type LeadTimeline,
} from './lead-fields';

const INTENT_PHRASES: Record<LeadIntent, string> = { buy: 'buying', rent: 'renting', sell: 'selling', let: 'letting' };

const MORTGAGE_PHRASES: Record<LeadMortgage, string> = {
  approved: 'a mortgage in principle in place',
  cash: 'a cash purchase',
  in_progress: 'your mortgage under way',
  not_started: 'no mortgage arranged yet',
};

const POSITION_PHRASES: Record<LeadPosition, string> = {
  first_time_buyer: 'a first-time buyer',
  nothing_to_sell: 'nothing to sell',
  to_sell: 'a property to sell first',
  on_market: 'yours already on the market',
  under_offer: 'yours under offer',
};

type Verb = { base: string; ing: string };
const TIMELINE_PHRASES: Record<LeadTimeline, (verb: Verb) => string> = {
  immediate: (verb) => `${verb.ing} as soon as possible`,
  within_3_months: (verb) => `${verb.ing} within 3 months`,
  within_6_months: (verb) => `${verb.ing} within 6 months`,
  later: (verb) => `no rush to ${verb.base}`,
};

const MOVE: Verb = { base: 'move', ing: 'moving' };
const TIMELINE_VERBS: Record<LeadIntent, Verb> = {
  buy: MOVE,
  rent: MOVE,
  sell: { base: 'sell', ing: 'selling' },
  let: { base: 'let', ing: 'letting' },
};

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;

export function describeBudget(budget: LeadBudget) {
  const suffix = budget.period === 'month' ? ' a month' : '';
  if (budget.min !== null && budget.max !== null) return `${pounds(budget.min)} to ${pounds(budget.max)}${suffix}`;
  if (budget.max !== null) return `up to ${pounds(budget.max)}${suffix}`;
  if (budget.min !== null) return `from ${pounds(budget.min)}${suffix}`;
  return 'your budget';
}

export function listAreas(areas: string[]) {
  if (areas.length <= 1) return areas[0] ?? '';
  return `${areas.slice(0, -1).join(', ')} and ${areas[areas.length - 1]}`;
}

function describeProperty(q: LeadFields) {
  const type = q.propertyTypes.join(' or ');
  if (q.bedrooms === 0) return 'a studio';
  if (q.bedrooms === null) return type ? `a ${type}` : undefined;
  return `${q.bedrooms} bedroom${q.bedrooms === 1 ? '' : 's'}${type ? ` (${type})` : ''}`;
}

/** The facts the assistant acknowledges, in the order it says them. */
export const FACT_KEYS = ['intent', 'areas', 'property', 'budget', 'mortgage', 'position', 'timeline', 'valuation'] as const;
type FactKey = (typeof FACT_KEYS)[number];

const applies = (key: keyof LeadFields, intent: LeadIntent | null) =>
  LEAD_FIELDS.some((field) => field.key === key && fieldApplies(field, intent));

/** Facts as phrases, one per known field that applies to the visitor's intent. */
export function factPhrases(q: LeadFields | null): Partial<Record<FactKey, string>> {
  if (!q) return {};
  const facts: Partial<Record<FactKey, string>> = {};
  if (q.intent) facts.intent = INTENT_PHRASES[q.intent];
  if (q.areas.length > 0) facts.areas = `in ${listAreas(q.areas)}`;
  facts.property = describeProperty(q);
  if (q.budget && applies('budget', q.intent)) facts.budget = describeBudget(q.budget);
  if (q.mortgage && applies('mortgage', q.intent)) facts.mortgage = MORTGAGE_PHRASES[q.mortgage];
  if (q.position && applies('position', q.intent)) facts.position = POSITION_PHRASES[q.position];
  if (q.timeline) facts.timeline = TIMELINE_PHRASES[q.timeline](TIMELINE_VERBS[q.intent ?? 'buy']);
  if (q.valuation) facts.valuation = 'a valuation';
  if (facts.property === undefined) delete facts.property;
  return facts;
}
