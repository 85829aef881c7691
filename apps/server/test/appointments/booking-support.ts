import type { App } from '../../src/app';
import { say, startChat, type VisitorChat } from '../widget/widget-support';

/** A vendor who answers every question up to the offer of valuation slots; returns the offer. */
export async function vendorUpToOffer(app: App, widgetId: string, email: string, intent = 'sell') {
  const chat = await startChat(app, widgetId);
  const opening = intent === 'sell' ? "I'd like to sell my house" : "I'm a landlord and want to let my flat";
  const replies = [];
  for (const text of [opening, 'SW4 7AB', '3 bedrooms, a house', 'within the next 3 months', 'yes please']) {
    replies.push(await say(app, chat, text));
  }
  replies.push(await say(app, chat, `Sam Jones, ${email}`));
  const offer = await say(app, chat, 'yes');
  return { chat, offer, replies };
}

export type { VisitorChat };
