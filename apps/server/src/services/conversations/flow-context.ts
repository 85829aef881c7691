import type { WidgetSettings } from '@leadwise/contracts/widget-config';
import type { FlowContext } from '@leadwise/conversation';
import { isWithinOfficeHours } from '../../domain/office-hours';

/** What the assistant's wording depends on: names, whether the office is open, coverage. */
export function flowContextFor(settings: WidgetSettings, now: Date): FlowContext {
  return {
    agentName: settings.agentName,
    companyName: settings.companyName,
    isOnline: isWithinOfficeHours(settings.officeHours, now),
    hasCoverageAreas: settings.areas.length > 0,
  };
}
