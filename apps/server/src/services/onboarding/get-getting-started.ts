import type { GettingStarted } from '@leadwise/contracts/getting-started';
import { defaultWidgetSettings } from '@leadwise/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents, widgetTotals, widgets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readWidgetSettings } from '../dashboard/get-widget-config';

const BRANDING_FIELDS = ['logoUrl', 'primaryColor', 'secondaryColor', 'welcomeMessage'] as const;

/** Which of the first steps the agent has done, read from their widget (the first, as Widget Setup edits it). */
export async function getGettingStarted({ db, agentId }: { db: Executor; agentId: string }): Promise<GettingStarted> {
  const [row] = await db
    .select({ widget: widgets, company: agents.company, agentName: agents.name, leads: widgetTotals.leads })
    .from(widgets)
    .innerJoin(agents, eq(agents.id, widgets.agentId))
    .innerJoin(widgetTotals, eq(widgetTotals.widgetId, widgets.id))
    .where(eq(widgets.agentId, agentId))
    .orderBy(asc(widgets.createdAt))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Widget not found');
  const settings = readWidgetSettings(row.widget.settings, row.company, row.agentName);
  const defaults = defaultWidgetSettings(row.company, row.agentName);
  const steps = {
    areas: settings.areas.length > 0,
    branding: BRANDING_FIELDS.some((field) => settings[field] !== defaults[field]),
    install: row.widget.firstLoadedAt !== null,
    testLead: row.leads > 0,
  };
  return {
    steps,
    installedOn: row.widget.firstLoadOrigin,
    isComplete: Object.values(steps).every(Boolean),
  };
}
