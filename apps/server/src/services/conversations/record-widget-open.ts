import type { Database } from '../../db/client';
import { widgetEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { CHAT_UNAVAILABLE } from './conversation-access';
import { findWidget } from './get-public-widget-config';

/** The funnel's first step: the visitor opened the chat. Anonymous: no visitor id, no IP. */
export async function recordWidgetOpen({
  db,
  widgetId,
  now = new Date(),
}: {
  db: Database;
  widgetId: string;
  now?: Date;
}) {
  const widget = await findWidget(db, widgetId);
  if (!widget.isActive) throw new AppError('FORBIDDEN', CHAT_UNAVAILABLE);
  await db.insert(widgetEvents).values({ widgetId, agentId: widget.agentId, type: 'opened', createdAt: now });
}
