import {
  defaultWidgetSettings,
  type WidgetConfig,
  type WidgetSettings,
  widgetSettingsSchema,
} from '@leadwise/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents, widgets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { buildAgentPageUrl, buildEmbedCode } from '../widgets/embed';

export const NO_WIDGET_MESSAGE = 'No widget configuration found';

/** The agent's primary widget: the first one created (at sign-up). */
export async function findPrimaryWidget(db: Executor, agentId: string) {
  const [row] = await db
    .select({ widget: widgets, agentName: agents.name, company: agents.company })
    .from(widgets)
    .innerJoin(agents, eq(agents.id, widgets.agentId))
    .where(eq(widgets.agentId, agentId))
    .orderBy(asc(widgets.createdAt))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NO_WIDGET_MESSAGE);
  return row;
}

/**
 * Stored settings through today's schema: fields added since the row was written get their
 * defaults, and a field that no longer validates falls back to its default instead of failing.
 */
export function readWidgetSettings(stored: unknown, company: string, agentName: string): WidgetSettings {
  const defaults = defaultWidgetSettings(company, agentName);
  const merged = { ...defaults, ...(stored && typeof stored === 'object' ? stored : {}) } as Record<string, unknown>;
  const parsed = widgetSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    if (key in defaults) merged[key] = defaults[key as keyof WidgetSettings];
    else delete merged[key];
  }
  return widgetSettingsSchema.parse(merged);
}

export function toWidgetConfig(
  widget: { id: string; agentId: string; isActive: boolean; branchId: string | null },
  settings: WidgetSettings,
  publicUrl: string,
): WidgetConfig {
  return {
    ...settings,
    agentId: widget.agentId,
    widgetId: widget.id,
    dedicatedUrl: buildAgentPageUrl(publicUrl, widget.agentId),
    embedCode: buildEmbedCode(publicUrl, widget.id),
    isActive: widget.isActive,
    branchId: widget.branchId,
  };
}

/** GET /api/dashboard/widget-config (spec section 7). */
export async function getWidgetConfig({
  db,
  agentId,
  publicUrl,
}: {
  db: Executor;
  agentId: string;
  publicUrl: string;
}): Promise<WidgetConfig> {
  const { widget, agentName, company } = await findPrimaryWidget(db, agentId);
  return toWidgetConfig(widget, readWidgetSettings(widget.settings, company, agentName), publicUrl);
}
