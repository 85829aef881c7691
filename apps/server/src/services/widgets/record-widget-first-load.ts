import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { widgets } from '../../db/schema';

/**
 * The site a widget request came from, or null when it is one of our own pages (the dashboard
 * preview, the agent page) or unknown. Browsers send Origin on the loader's cross-origin fetch;
 * Referer covers a same-origin request, which carries no Origin.
 */
export function findLoadingSite(headers: { origin?: string; referer?: string; host?: string }, publicUrl: string) {
  const raw = headers.origin && headers.origin !== 'null' ? headers.origin : headers.referer;
  if (!raw) return null;
  let site: URL;
  try {
    site = new URL(raw);
  } catch {
    return null;
  }
  if (site.protocol !== 'https:' && site.protocol !== 'http:') return null;
  const isOurs = site.origin === new URL(publicUrl).origin || site.host === headers.host;
  return isOurs ? null : site.origin;
}

/** Marks the widget installed the first time another site loads it; later loads change nothing. */
export async function recordWidgetFirstLoad({ db, widgetId, site }: { db: Executor; widgetId: string; site: string }) {
  await db
    .update(widgets)
    .set({ firstLoadedAt: sql`now()`, firstLoadOrigin: site })
    .where(and(eq(widgets.id, widgetId), isNull(widgets.firstLoadedAt)));
}
