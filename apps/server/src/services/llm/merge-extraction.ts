import type { Qualification } from '@leadwise/qualifier';
import type { ModelExtraction } from './model-turn';

const POSTCODE = /^([a-z]{1,2}\d[a-z\d]?)\s*\d[a-z]{2}$/i;

/** QUALIFY.md's area rule: equal names ignoring case, or a full postcode inside a district. */
export function matchesAgentArea(area: string, agentAreas: string[]) {
  const wanted = area.trim().toLowerCase();
  const district = POSTCODE.exec(wanted)?.[1];
  return agentAreas.some((a) => {
    const covered = a.trim().toLowerCase();
    return covered === wanted || covered === district;
  });
}

/** UK numbers in national form, digits only (QUALIFY.md). */
function normalisePhone(phone: string) {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+44')) return `0${digits.slice(3)}`;
  if (digits.startsWith('0044')) return `0${digits.slice(4)}`;
  return digits.replace(/\+/g, '');
}

/**
 * The rule engine's reading, with gaps filled from the model's: a rule value is tested and wins,
 * the model only adds what the rules could not read. Names, places and contact details the model
 * reports must appear in what the visitor wrote, so a hallucinated email never reaches the agent.
 * Score and temperature are recomputed by the caller from the merged fields.
 */
export function mergeExtraction(
  rules: Qualification,
  model: ModelExtraction,
  evidence: { agentAreas: string[]; visitorText: string },
): Omit<Qualification, 'score' | 'temperature'> {
  const said = evidence.visitorText.toLowerCase();
  const saidDigits = said.replace(/\D/g, '');
  const wasSaid = (value: string | null | undefined) => (value && said.includes(value.toLowerCase()) ? value : null);
  const agentAreas = evidence.agentAreas;
  const intent = rules.intent ?? model.intent ?? null;
  const modelBudget = model.budget && (model.budget.min !== null || model.budget.max !== null) ? model.budget : null;
  const modelAreas = (model.areas ?? []).filter((a) => wasSaid(a));
  const areas = rules.areas.length > 0 ? rules.areas : modelAreas;
  const areaMatch =
    rules.areas.length > 0
      ? rules.areaMatch
      : areas.length > 0
        ? areas.some((a) => matchesAgentArea(a, agentAreas))
        : null;
  const modelPhone = model.contact?.phone ? normalisePhone(model.contact.phone) : null;
  const phoneWasSaid = modelPhone && modelPhone.length >= 10 && saidDigits.includes(modelPhone.slice(1));
  return {
    intent,
    budget:
      rules.budget ??
      (modelBudget ? { ...modelBudget, period: intent === 'rent' ? 'month' : modelBudget.period } : null),
    mortgage: intent === 'rent' ? null : (rules.mortgage ?? model.mortgage ?? null),
    timeline: rules.timeline ?? model.timeline ?? null,
    areas,
    areaMatch,
    contact: {
      name: rules.contact.name ?? wasSaid(model.contact?.name),
      email: rules.contact.email ?? wasSaid(model.contact?.email),
      phone: rules.contact.phone ?? (phoneWasSaid ? modelPhone : null),
    },
  };
}
