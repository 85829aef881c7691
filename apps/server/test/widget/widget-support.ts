import type { WidgetSettings } from '@leadwise/contracts/widget-config';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { widgets } from '../../src/db/schema';

export const TOKEN_HEADER = 'x-visitor-token';

/** Office hours that are never open: the widget is always outside them. */
export const CLOSED_ALL_WEEK: NonNullable<WidgetSettings['officeHours']> = {
  enabled: true,
  timeZone: 'Europe/London',
  observeBankHolidays: true,
  days: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
};

export interface VisitorChat {
  conversationId: string;
  token: string;
}

/** Changes a widget's stored settings the way the dashboard's save does. */
export async function updateWidgetSettings(
  app: App,
  widgetId: string,
  changes: Partial<WidgetSettings> & { isActive?: boolean },
) {
  const { isActive, ...settings } = changes;
  const [widget] = await app.db.select().from(widgets).where(eq(widgets.id, widgetId));
  await app.db
    .update(widgets)
    .set({ settings: { ...widget.settings, ...settings }, ...(isActive === undefined ? {} : { isActive }) })
    .where(eq(widgets.id, widgetId));
}

export async function startChat(app: App, widgetId: string): Promise<VisitorChat> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/widgets/${widgetId}/conversations`,
    payload: { pageUrl: 'https://agent.example/buy' },
  });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { conversationId: data.conversationId, token: data.visitorToken };
}

export function sendAsVisitor(app: App, chat: VisitorChat, text: string, token = chat.token) {
  return app.inject({
    method: 'POST',
    url: `/api/conversations/${chat.conversationId}/messages`,
    headers: { [TOKEN_HEADER]: token },
    payload: { text },
  });
}

/** Sends a message and returns the assistant's reply text (fails the test on an error answer). */
export async function say(app: App, chat: VisitorChat, text: string): Promise<string> {
  const res = await sendAsVisitor(app, chat, text);
  if (res.statusCode !== 200) throw new Error(`message failed: ${res.statusCode} ${res.body}`);
  return res.json().data.reply?.text ?? '';
}

export function listAsVisitor(app: App, chat: VisitorChat, after?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/conversations/${chat.conversationId}/messages${after ? `?after=${after}` : ''}`,
    headers: { [TOKEN_HEADER]: chat.token },
  });
}
