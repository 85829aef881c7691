import { matchAreas, normaliseUkPhone } from '@leadwise/qualifier';
import type { LeadFields } from './lead-fields';

/** What a language model says it read; anything may be missing. */
export interface ModelReading {
  intent?: LeadFields['intent'];
  budget?: LeadFields['budget'];
  mortgage?: LeadFields['mortgage'];
  timeline?: LeadFields['timeline'];
  areas?: string[];
  position?: LeadFields['position'];
  bedrooms?: number | null;
  propertyTypes?: LeadFields['propertyTypes'];
  valuation?: boolean | null;
  contact?: { name?: string | null; email?: string | null; phone?: string | null } | null;
}

/**
 * The rule engine's reading, with gaps filled from the model's: a rule value is tested and wins,
 * the model only adds what the rules could not read. Names, places and contact details the model
 * reports must appear in what the visitor wrote, so a hallucinated email never reaches the agent.
 * Areas match and phones normalise exactly as the engine's own (one rule, QUALIFY.md).
 */
export function mergeExtraction(
  rules: LeadFields,
  model: ModelReading,
  evidence: { agentAreas: string[]; visitorText: string },
): LeadFields {
  const said = evidence.visitorText.toLowerCase();
  const saidDigits = said.replace(/\D/g, '');
  const wasSaid = (value: string | null | undefined) => (value && said.includes(value.toLowerCase()) ? value : null);
  const intent = rules.intent ?? model.intent ?? null;
  const modelBudget = model.budget && (model.budget.min !== null || model.budget.max !== null) ? model.budget : null;
  const areas = rules.areas.length > 0 ? rules.areas : (model.areas ?? []).filter((a) => wasSaid(a));
  const areaMatch = rules.areas.length > 0 ? rules.areaMatch : matchAreas(areas, evidence.agentAreas);
  const modelPhone = model.contact?.phone ? normaliseUkPhone(model.contact.phone) : null;
  const phoneWasSaid = modelPhone !== null && saidDigits.includes(modelPhone.slice(1));
  const isBuyer = intent === 'buy' || intent === null;
  return {
    intent,
    budget:
      rules.budget ??
      (modelBudget ? { ...modelBudget, period: intent === 'rent' ? 'month' : modelBudget.period } : null),
    mortgage: isBuyer ? (rules.mortgage ?? model.mortgage ?? null) : null,
    timeline: rules.timeline ?? model.timeline ?? null,
    areas,
    areaMatch,
    contact: {
      name: rules.contact.name ?? wasSaid(model.contact?.name),
      email: rules.contact.email ?? wasSaid(model.contact?.email),
      phone: rules.contact.phone ?? (phoneWasSaid ? modelPhone : null),
    },
    position: isBuyer ? (rules.position ?? model.position ?? null) : null,
    bedrooms: rules.bedrooms ?? model.bedrooms ?? null,
    propertyTypes: rules.propertyTypes.length > 0 ? rules.propertyTypes : (model.propertyTypes ?? []),
    valuation: rules.valuation || model.valuation === true,
  };
}
