import { type WidgetConfig, type WidgetConfigUpdate, widgetSettingsSchema } from '@leadwise/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { widgets } from '../../db/schema';
import { assertAgencyBranch } from '../branches/assert-agency-branch';
import { findPrimaryWidget, readWidgetSettings, toWidgetConfig } from './get-widget-config';

/**
 * PUT /api/dashboard/widget-config. The spec's fields replace the saved ones; areas, office hours,
 * the outside-hours choice and z-index keep their saved values when the request leaves them out.
 */
export async function updateWidgetConfig(
  { db, agentId, publicUrl }: { db: Database; agentId: string; publicUrl: string },
  input: WidgetConfigUpdate,
): Promise<WidgetConfig> {
  return db.transaction(async (tx) => {
    const { widget, agentName, company } = await findPrimaryWidget(tx, agentId);
    const current = readWidgetSettings(widget.settings, company, agentName);
    const { isActive, officeHours, branchId, ...fields } = input;
    if (branchId) await assertAgencyBranch(tx, { agentId, branchId });
    const definedFields = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const next = widgetSettingsSchema.parse({
      ...current,
      ...definedFields,
      officeHours: officeHours === null ? undefined : (officeHours ?? current.officeHours),
    });
    const [saved] = await tx
      .update(widgets)
      .set({
        settings: next,
        isActive: isActive ?? widget.isActive,
        ...(branchId !== undefined && { branchId }),
        updatedAt: sql`now()`,
      })
      .where(eq(widgets.id, widget.id))
      .returning();
    return toWidgetConfig(saved, next, publicUrl);
  });
}
