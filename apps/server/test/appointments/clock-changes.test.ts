import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { outboxMessages } from '../../src/db/schema';
import { createAgent, uniqueEmail } from '../factories';
import { build, injectAs } from '../helper';
import { say } from '../widget/widget-support';
import { vendorUpToOffer } from './booking-support';

/**
 * Slots are wall-clock times in Europe/London: 09:00 is 08:00 UTC in summer time and 09:00 UTC in
 * winter, on either side of the last Sunday of October and of March.
 */
describe.each([
  {
    change: 'October (BST to GMT)',
    clock: '2026-10-22T06:00:00Z',
    offer: 'Friday 23 October at 09:00, Saturday 24 October at 09:00 or Monday 26 October at 09:00',
    pick: 'Monday',
    startsAt: '2026-10-26T09:00:00.000Z',
    dtstart: 'DTSTART:20261026T090000Z',
    before: '2026-10-23T08:00:00.000Z',
  },
  {
    change: 'March (GMT to BST)',
    clock: '2026-03-26T07:00:00Z',
    offer: 'Friday 27 March at 09:00, Saturday 28 March at 09:00 or Monday 30 March at 09:00',
    pick: 'the third one',
    startsAt: '2026-03-30T08:00:00.000Z',
    dtstart: 'DTSTART:20260330T080000Z',
    before: '2026-03-27T09:00:00.000Z',
  },
])('across the $change clock change', ({ clock, offer, pick, startsAt, dtstart, before }) => {
  let app: App;
  beforeAll(async () => {
    app = await build({ RATE_LIMIT_DISABLED: 'true', TEST_CLOCK_START: clock });
  });
  afterAll(() => app.close());

  it('offers 09:00 local on both sides, books the right instant and invites for it', async () => {
    const agent = await createAgent(app);
    const vendor = await vendorUpToOffer(app, agent.widgetId, uniqueEmail('vendor'));
    expect(vendor.offer).toContain(offer);
    await say(app, vendor.chat, pick);
    const [appointment] = (await injectAs(app, agent, { method: 'GET', url: '/api/appointments' })).json().data.items;
    expect(appointment.startsAt).toBe(startsAt);

    const confirmed = await injectAs(app, agent, { method: 'POST', url: `/api/appointments/${appointment.id}/confirm` });
    expect(confirmed.statusCode).toBe(200);
    const mails = await app.db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'appointment.confirmed'));
    const mail = mails.find((m) => m.agentId === agent.agentId && m.channel === 'email')!;
    expect((mail.payload.attachments as Array<{ content: string }>)[0].content).toContain(dtstart);

    // The agent can move it to 09:00 local before the change: a different UTC hour, the same wall clock.
    const moved = await injectAs(app, agent, {
      method: 'POST',
      url: `/api/appointments/${appointment.id}/propose`,
      payload: { startsAt: before },
    });
    expect(moved.json().data.startsAt).toBe(before);
  });
});
