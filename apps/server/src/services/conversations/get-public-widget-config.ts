import type { PublicWidgetConfig } from '@leadwise/contracts/widget-config';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { agents, widgets } from '../../db/schema';
import { isWithinOfficeHours } from '../../domain/office-hours';
import { AppError } from '../../lib/app-error';
import type { BillingSettings } from '../billing/billing-settings';
import { hasActiveService } from '../billing/has-active-service';
import { readWidgetSettings } from '../dashboard/get-widget-config';
import { recordWidgetFirstLoad } from '../widgets/record-widget-first-load';

export const WIDGET_NOT_FOUND = 'Widget not found';

/** Read on every page view and every new conversation: built once. */
const widgetQuery = builtOnce((db) =>
  db
    .select({
      widget: widgets,
      company: agents.company,
      agentName: agents.name,
      privacyNoticeUrl: agents.privacyNoticeUrl,
      agencyDeletedAt: agents.deletedAt,
    })
    .from(widgets)
    .innerJoin(agents, eq(agents.id, widgets.agentId))
    .where(eq(widgets.id, sql.placeholder('widgetId')))
    .limit(1)
    .prepare('public_widget'),
);

export async function findWidget(db: Executor, widgetId: string) {
  const [row] = await widgetQuery(db).execute({ widgetId });
  // A deleted agency's widgets stop answering at once, whatever the reactivation window.
  if (!row || row.agencyDeletedAt) throw new AppError('NOT_FOUND', WIDGET_NOT_FOUND);
  // Rows written before a settings field existed get its default rather than breaking the widget.
  return {
    ...row.widget,
    privacyNoticeUrl: row.privacyNoticeUrl,
    settings: readWidgetSettings(row.widget.settings, row.company, row.agentName),
  };
}

/**
 * What the widget may show without a login: branding, texts, position and whether the office is
 * open. Nothing private (areas, office-hours detail, the agent's contact details) leaves here.
 */
export async function getPublicWidgetConfig({
  db,
  widgetId,
  now = new Date(),
  loadingSite = null,
  billing,
}: {
  db: Executor;
  widgetId: string;
  now?: Date;
  /** The other site whose page asked (findLoadingSite): its first load marks the widget installed. */
  loadingSite?: string | null;
  billing?: BillingSettings;
}) {
  const widget = await findWidget(db, widgetId);
  if (loadingSite && widget.firstLoadedAt === null) await recordWidgetFirstLoad({ db, widgetId, site: loadingSite });
  const s = widget.settings;
  // A lapsed trial or cancelled plan shows the offline message (never hides) and still takes details.
  const isLapsed = !(await hasActiveService(db, { agentId: widget.agentId, now, billing }));
  const isOnline = !isLapsed && isWithinOfficeHours(s.officeHours, now);
  const config: PublicWidgetConfig = {
    widgetId: widget.id,
    agentId: widget.agentId,
    isActive: widget.isActive,
    isOnline,
    isHidden: !widget.isActive || (!isOnline && !isLapsed && s.outsideHoursMode === 'hide'),
    companyName: s.companyName,
    agentName: s.agentName,
    logoUrl: s.logoUrl,
    primaryColor: s.primaryColor,
    secondaryColor: s.secondaryColor,
    welcomeMessage: s.welcomeMessage,
    placeholderText: s.placeholderText,
    offlineMessage: s.offlineMessage,
    position: s.position,
    autoOpen: s.autoOpen,
    autoOpenDelay: s.autoOpenDelay,
    zIndex: s.zIndex,
    privacyNoticeUrl: widget.privacyNoticeUrl,
  };
  return config;
}
