import type { LeadFields } from './lead-fields';
import type { Temperature } from './lead-qualification';

/**
 * The temperature a lead alerts at. A valuation request is how an agency wins an instruction, so
 * it alerts like a hot lead whatever its score (the dashboard still shows the scored temperature).
 */
export function alertTemperatureOf(lead: { temperature: Temperature; fields: Pick<LeadFields, 'valuation'> }): Temperature {
  return lead.fields.valuation ? 'hot' : lead.temperature;
}
