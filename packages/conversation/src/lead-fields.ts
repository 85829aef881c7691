/**
 * Every lead field, declared once: its values and their labels, the dashboard label, the CSV
 * columns, the webhook key and the intents it applies to. The server (CSV, alerts, webhooks), the
 * dashboard and the assistant read these instead of listing fields by hand. Imports nothing at
 * run time, so the web bundle can use it without the engine.
 */

export const INTENTS = ['buy', 'rent', 'sell', 'let'] as const;
export type LeadIntent = (typeof INTENTS)[number];
export const MORTGAGE_STATUSES = ['approved', 'cash', 'in_progress', 'not_started'] as const;
export type LeadMortgage = (typeof MORTGAGE_STATUSES)[number];
export const TIMELINES = ['immediate', 'within_3_months', 'within_6_months', 'later'] as const;
export type LeadTimeline = (typeof TIMELINES)[number];
export const POSITIONS = ['first_time_buyer', 'nothing_to_sell', 'to_sell', 'on_market', 'under_offer'] as const;
export type LeadPosition = (typeof POSITIONS)[number];
export const PROPERTY_TYPES = ['house', 'flat', 'bungalow'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** What the agent calls a lead, from the intent (QUALIFY.md): the dashboard's lead type. */
export const LEAD_TYPE_BY_INTENT = { buy: 'buyer', rent: 'tenant', sell: 'vendor', let: 'landlord' } as const;
export type LeadType = (typeof LEAD_TYPE_BY_INTENT)[LeadIntent];
export const LEAD_TYPES = INTENTS.map((intent) => LEAD_TYPE_BY_INTENT[intent]);
export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  buyer: 'Buyer',
  tenant: 'Tenant',
  vendor: 'Vendor',
  landlord: 'Landlord',
};

/** The assistant's opening question: the intent, with all four kinds of enquiry. */
export const OPENING_QUESTION = 'Are you looking at buying, selling, renting or letting?';

export function leadTypeOf(intent: LeadIntent | null | undefined): LeadType | null {
  return intent ? LEAD_TYPE_BY_INTENT[intent] : null;
}

export function intentOfLeadType(type: LeadType): LeadIntent {
  return INTENTS.find((intent) => LEAD_TYPE_BY_INTENT[intent] === type) as LeadIntent;
}

export const INTENT_LABELS: Record<LeadIntent, string> = {
  buy: 'Buying',
  rent: 'Renting',
  sell: 'Selling',
  let: 'Letting',
};
export const MORTGAGE_LABELS: Record<LeadMortgage, string> = {
  approved: 'Mortgage in principle',
  cash: 'Cash buyer',
  in_progress: 'Mortgage in progress',
  not_started: 'Mortgage not started',
};
export const TIMELINE_LABELS: Record<LeadTimeline, string> = {
  immediate: 'Immediately',
  within_3_months: 'Within 3 months',
  within_6_months: 'Within 6 months',
  later: 'Later / browsing',
};
export const POSITION_LABELS: Record<LeadPosition, string> = {
  first_time_buyer: 'First-time buyer',
  nothing_to_sell: 'Nothing to sell',
  to_sell: 'Has a property to sell',
  on_market: 'Own property on the market',
  under_offer: 'Own property under offer',
};
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  house: 'House',
  flat: 'Flat',
  bungalow: 'Bungalow',
};

export interface LeadBudget {
  min: number | null;
  max: number | null;
  period: 'total' | 'month';
}

export interface LeadContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** What is known about a visitor: QUALIFY.md's output (version 2) without the score. */
export interface LeadFields {
  intent: LeadIntent | null;
  budget: LeadBudget | null;
  mortgage: LeadMortgage | null;
  timeline: LeadTimeline | null;
  areas: string[];
  areaMatch: boolean | null;
  contact: LeadContact;
  position: LeadPosition | null;
  bedrooms: number | null;
  propertyTypes: PropertyType[];
  valuation: boolean;
}

const poundsFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** "£450,000"; compact, for a text message, "£450k" and "£1.2m" (amounts under £10,000 stay whole). */
function formatPounds(amount: number, compact: boolean): string {
  if (compact && amount >= 1_000_000) return `£${Number((amount / 1_000_000).toFixed(2))}m`;
  if (compact && amount >= 10_000) return `£${Math.round(amount / 1000)}k`;
  return poundsFormat.format(amount);
}

/**
 * The budget as the dashboard, the CSV's readers, the emails and the text messages show it: "Up to
 * £450,000", "£300,000 – £350,000", "From £1,500 pcm"; `compact` shortens purchase prices for a text
 * message ("Up to £450k"). Null when no amount is known.
 */
export function formatBudget(
  budget: LeadBudget | null | undefined,
  { compact = false }: { compact?: boolean } = {},
): string | null {
  if (!budget || (budget.min === null && budget.max === null)) return null;
  const suffix = budget.period === 'month' ? ' pcm' : '';
  const pounds = (amount: number | null) =>
    amount === null ? null : formatPounds(amount, compact && budget.period !== 'month');
  const min = pounds(budget.min);
  const max = pounds(budget.max);
  if (min && max) return `${min} – ${max}${suffix}`;
  return max ? `Up to ${max}${suffix}` : `From ${min}${suffix}`;
}

export function formatBedrooms(bedrooms: number | null): string | null {
  if (bedrooms === null) return null;
  if (bedrooms === 0) return 'Studio';
  return bedrooms === 1 ? '1 bedroom' : `${bedrooms} bedrooms`;
}

type CsvCell = string | number | boolean | null | undefined;

/** How one field of LeadFields is shown, exported and sent. */
export interface LeadFieldDescriptor {
  key: keyof LeadFields;
  /** The dashboard's and the alert email's label. */
  label: string;
  /** Intents the field means something for; a field never shows, nor is asked, for another intent. */
  appliesTo: readonly LeadIntent[];
  /** Human text for the dashboard and alerts; null when not known. */
  format(fields: LeadFields): string | null;
  /** Spreadsheet columns and their cells, in this order. */
  csv: ReadonlyArray<{ column: string; cell(fields: LeadFields): CsvCell }>;
  /** Key in a webhook's `data.extracted`; the value is the field's raw value. */
  webhookKey: string;
}

const ALL_INTENTS = INTENTS;
const HOME_SEEKERS = ['buy', 'rent'] as const;
const OWNERS = ['sell', 'let'] as const;

/** The lead fields in display and export order (contact details are the lead's own columns). */
export const LEAD_FIELDS: readonly LeadFieldDescriptor[] = [
  {
    key: 'intent',
    label: 'Lead type',
    appliesTo: ALL_INTENTS,
    format: (f) => (f.intent ? LEAD_TYPE_LABELS[LEAD_TYPE_BY_INTENT[f.intent]] : null),
    csv: [
      { column: 'intent', cell: (f) => f.intent },
      { column: 'lead_type', cell: (f) => leadTypeOf(f.intent) },
    ],
    webhookKey: 'intent',
  },
  {
    key: 'budget',
    label: 'Budget',
    appliesTo: HOME_SEEKERS,
    format: (f) => formatBudget(f.budget),
    csv: [
      { column: 'budget_min', cell: (f) => f.budget?.min },
      { column: 'budget_max', cell: (f) => f.budget?.max },
      { column: 'budget_period', cell: (f) => f.budget?.period },
    ],
    webhookKey: 'budget',
  },
  {
    key: 'mortgage',
    label: 'Mortgage',
    appliesTo: ['buy'],
    format: (f) => (f.mortgage ? MORTGAGE_LABELS[f.mortgage] : null),
    csv: [{ column: 'mortgage', cell: (f) => f.mortgage }],
    webhookKey: 'mortgage',
  },
  {
    key: 'timeline',
    label: 'Timeline',
    appliesTo: ALL_INTENTS,
    format: (f) => (f.timeline ? TIMELINE_LABELS[f.timeline] : null),
    csv: [{ column: 'timeline', cell: (f) => f.timeline }],
    webhookKey: 'timeline',
  },
  {
    key: 'areas',
    label: 'Areas',
    appliesTo: ALL_INTENTS,
    format: (f) => (f.areas.length > 0 ? f.areas.join(', ') : null),
    csv: [{ column: 'areas', cell: (f) => f.areas.join('; ') }],
    webhookKey: 'areas',
  },
  {
    key: 'areaMatch',
    label: 'In your areas',
    appliesTo: ALL_INTENTS,
    format: (f) => (f.areaMatch === null ? null : f.areaMatch ? 'Yes' : 'No'),
    csv: [{ column: 'area_match', cell: (f) => f.areaMatch }],
    webhookKey: 'areaMatch',
  },
  {
    key: 'position',
    label: 'Chain position',
    appliesTo: ['buy'],
    format: (f) => (f.position ? POSITION_LABELS[f.position] : null),
    csv: [{ column: 'position', cell: (f) => f.position }],
    webhookKey: 'position',
  },
  {
    key: 'bedrooms',
    label: 'Bedrooms',
    appliesTo: ALL_INTENTS,
    format: (f) => formatBedrooms(f.bedrooms),
    csv: [{ column: 'bedrooms', cell: (f) => f.bedrooms }],
    webhookKey: 'bedrooms',
  },
  {
    key: 'propertyTypes',
    label: 'Property type',
    appliesTo: ALL_INTENTS,
    format: (f) => (f.propertyTypes.length > 0 ? f.propertyTypes.map((t) => PROPERTY_TYPE_LABELS[t]).join(', ') : null),
    csv: [{ column: 'property_types', cell: (f) => f.propertyTypes.join('; ') }],
    webhookKey: 'propertyTypes',
  },
  {
    key: 'valuation',
    label: 'Valuation',
    appliesTo: ALL_INTENTS,
    format: (f) => (f.valuation ? 'Wants a valuation' : null),
    csv: [{ column: 'valuation', cell: (f) => f.valuation }],
    webhookKey: 'valuation',
  },
];

/** Whether a field means something for this intent; with the intent unknown, every field may. */
export function fieldApplies(field: LeadFieldDescriptor, intent: LeadIntent | null): boolean {
  return intent === null || field.appliesTo.includes(intent);
}

/** The fields to show for a lead: those that apply to its intent, as label and text (null: not known). */
export function describeLeadFields(fields: LeadFields): Array<{ key: keyof LeadFields; label: string; text: string | null }> {
  return LEAD_FIELDS.filter((field) => fieldApplies(field, fields.intent)).map((field) => ({
    key: field.key,
    label: field.label,
    text: field.format(fields),
  }));
}

export const LEAD_FIELD_CSV_HEADER = LEAD_FIELDS.flatMap((field) => field.csv.map((c) => c.column));

export function toLeadFieldCsvCells(fields: LeadFields): CsvCell[] {
  return LEAD_FIELDS.flatMap((field) => field.csv.map((c) => c.cell(fields)));
}

/** The fields as a webhook's `data.extracted` object, keyed by each descriptor's webhook key. */
export function toLeadFieldWebhookData(fields: LeadFields): Record<string, unknown> {
  return Object.fromEntries(LEAD_FIELDS.map((field) => [field.webhookKey, fields[field.key]]));
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  allowed.includes(value as T) ? (value as T) : null;
const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Any stored qualification (jsonb written by this or an older engine, or a model's reading) as
 * LeadFields, read field by field: what is missing or malformed is "not known", never an error.
 */
export function readLeadFields(raw: unknown): LeadFields {
  const q = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const budget = q.budget && typeof q.budget === 'object' ? (q.budget as Record<string, unknown>) : null;
  const contact = q.contact && typeof q.contact === 'object' ? (q.contact as Record<string, unknown>) : {};
  const budgetMin = numberOrNull(budget?.min);
  const budgetMax = numberOrNull(budget?.max);
  const bedrooms = numberOrNull(q.bedrooms);
  return {
    intent: oneOf(INTENTS, q.intent),
    budget:
      budgetMin === null && budgetMax === null
        ? null
        : { min: budgetMin, max: budgetMax, period: budget?.period === 'month' ? 'month' : 'total' },
    mortgage: oneOf(MORTGAGE_STATUSES, q.mortgage),
    timeline: oneOf(TIMELINES, q.timeline),
    areas: Array.isArray(q.areas) ? q.areas.filter((a): a is string => typeof a === 'string') : [],
    areaMatch: typeof q.areaMatch === 'boolean' ? q.areaMatch : null,
    contact: { name: textOrNull(contact.name), email: textOrNull(contact.email), phone: textOrNull(contact.phone) },
    position: oneOf(POSITIONS, q.position),
    bedrooms: bedrooms !== null && Number.isInteger(bedrooms) && bedrooms >= 0 ? bedrooms : null,
    propertyTypes: Array.isArray(q.propertyTypes)
      ? q.propertyTypes.filter((t): t is PropertyType => oneOf(PROPERTY_TYPES, t) !== null)
      : [],
    valuation: q.valuation === true,
  };
}

/** A way to reach the visitor: an email or a phone (a name alone is not). */
export function hasContactDetails(fields: Pick<LeadFields, 'contact'>): boolean {
  return Boolean(fields.contact.email || fields.contact.phone);
}

/** Qualified once the lead is hot or warm with a way to reach them. */
export function isQualified(lead: Pick<LeadFields, 'contact'> & { temperature: 'hot' | 'warm' | 'cold' }): boolean {
  return hasContactDetails(lead) && (lead.temperature === 'hot' || lead.temperature === 'warm');
}
