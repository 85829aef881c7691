import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { readLeadFields } from '@leadwise/conversation';
import { agents, appointments, conversations, notifications, outboxMessages } from '../../src/db/schema';
import { requestAppointment } from '../../src/services/appointments/request-appointment';
import { createAgent, uniqueEmail } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { say } from '../widget/widget-support';
import { vendorUpToOffer } from './booking-support';

// Sunday 21 December 2025, 21:00 in London: with 24 hours' notice, Christmas Day and Boxing Day
// closed, the first three days with slots are Tuesday, Wednesday and Saturday.
const SUNDAY_EVENING = '2025-12-21T21:00:00Z';

let app: App;
beforeAll(async () => {
  app = await build({ RATE_LIMIT_DISABLED: 'true', TEST_CLOCK_START: SUNDAY_EVENING });
});
afterAll(() => app.close());

type Agent = Awaited<ReturnType<typeof createAgent>>;

async function withWebhook(agent: Agent) {
  await app.db
    .update(agents)
    .set({ crmWebhookUrl: 'https://crm.example/hooks', webhookSecret: 'whsec_dGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQ=' })
    .where(eq(agents.id, agent.agentId));
}

function listAppointments(agent: Agent, query = '') {
  return injectAs(app, agent, { method: 'GET', url: `/api/appointments${query}` });
}

async function outboxFor(agentId: string) {
  return app.db.select().from(outboxMessages).where(eq(outboxMessages.agentId, agentId));
}

async function bookFirstSlot(agent: Agent, email = uniqueEmail('vendor')) {
  const { chat, offer } = await vendorUpToOffer(app, agent.widgetId, email);
  const confirmation = await say(app, chat, 'the first one');
  const [appointment] = (await listAppointments(agent)).json().data.items;
  return { chat, offer, confirmation, appointment, email };
}

describe('offering valuation slots in the chat', () => {
  it('offers three slots a vendor can take at 21:00 on a Sunday, skipping the notice period and bank holidays', async () => {
    const agent = await createAgent(app);
    const { offer } = await vendorUpToOffer(app, agent.widgetId, uniqueEmail('vendor'));
    expect(offer).toContain(
      'could come round to see the property on Tuesday 23 December at 09:00, Wednesday 24 December at 09:00 or Saturday 27 December at 09:00.',
    );
  });

  it('offers nothing past how far ahead the agent allows', async () => {
    const agent = await createAgent(app);
    const settings = (await injectAs(app, agent, { method: 'GET', url: '/api/settings/appointments' })).json().data;
    const saved = await injectAs(app, agent, {
      method: 'PUT',
      url: '/api/settings/appointments',
      payload: { ...settings, horizonDays: 3 },
    });
    expect(saved.statusCode).toBe(200);
    const { offer } = await vendorUpToOffer(app, agent.widgetId, uniqueEmail('vendor'));
    expect(offer).toContain('Tuesday 23 December at 09:00, Tuesday 23 December at 09:30 or Wednesday 24 December at 09:00');
    expect(offer).not.toContain('Saturday');
  });

  it('offers a landlord a rental valuation booking too', async () => {
    const agent = await createAgent(app);
    const { chat, offer } = await vendorUpToOffer(app, agent.widgetId, uniqueEmail('landlord'), 'let');
    expect(offer).toContain('Tuesday 23 December at 09:00');
    expect(await say(app, chat, 'Wednesday at 9')).toContain('requested Wednesday 24 December at 09:00 for Sarah Agent to come round');
  });
});

describe('booking a picked slot', () => {
  it('creates a requested appointment with the contact, the property and the lead, and tells everyone', async () => {
    const agent = await createAgent(app);
    await withWebhook(agent);
    const { confirmation, appointment, email } = await bookFirstSlot(agent);
    expect(confirmation).toBe(
      "Thank you: I've requested Tuesday 23 December at 09:00 for Sarah Agent to come round. Sarah Agent will confirm it with you by email.",
    );
    expect(appointment).toMatchObject({
      kind: 'valuation',
      status: 'requested',
      startsAt: '2025-12-23T09:00:00.000Z',
      endsAt: '2025-12-23T09:45:00.000Z',
      contact: { name: 'Sam Jones', email },
      property: { postcode: 'SW4 7AB', bedrooms: 3, propertyType: 'house' },
    });
    expect(appointment.leadId).toEqual(expect.any(String));
    expect(appointment.conversationId).toEqual(expect.any(String));

    const outbox = await outboxFor(agent.agentId);
    const visitorMail = outbox.find((m) => m.recipient === email && m.topic === 'appointment.requested');
    expect(visitorMail?.payload.subject).toBe('Valuation with Clapham Homes: requested for Tuesday 23 December at 09:00');
    // A valuation request alerts the agent like a hot lead.
    expect(outbox.some((m) => m.recipient === agent.email && m.topic === 'alert.appointment')).toBe(true);
    const webhook = outbox.find((m) => m.channel === 'webhook' && m.topic === 'appointment.requested');
    expect(webhook?.payload).toMatchObject({ type: 'appointment.requested', data: { appointment: { id: appointment.id } } });
    const [notice] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.agentId, agent.agentId), eq(notifications.type, 'appointment.requested')));
    expect(notice.title).toBe('Valuation requested: Sam Jones');
  });

  it('never offers a taken slot to the next visitor', async () => {
    const agent = await createAgent(app);
    await bookFirstSlot(agent);
    const { offer } = await vendorUpToOffer(app, agent.widgetId, uniqueEmail('vendor'));
    // 09:00-09:45 is taken, so 09:30 overlaps it too.
    expect(offer).toContain('Tuesday 23 December at 10:00');
    expect(offer).not.toContain('Tuesday 23 December at 09:00');
  });

  it(`gives a slot picked by two visitors at once to one of them and re-offers the other (${testDatabaseKind})`, async () => {
    const agent = await createAgent(app);
    const first = await vendorUpToOffer(app, agent.widgetId, uniqueEmail('first'));
    const second = await vendorUpToOffer(app, agent.widgetId, uniqueEmail('second'));
    expect(second.offer).toBe(first.offer);
    const replies = await Promise.all([
      say(app, first.chat, 'Tuesday at 9'),
      say(app, second.chat, 'the first one'),
    ]);
    const booked = replies.filter((r) => r.startsWith("Thank you: I've requested Tuesday 23 December at 09:00 for Sarah Agent to come round"));
    const gone = replies.filter((r) => r.startsWith('Sorry, Tuesday 23 December at 09:00 has just been booked by someone else.'));
    expect(booked).toHaveLength(1);
    expect(gone).toHaveLength(1);
    expect(gone[0]).toContain('Tuesday 23 December at 10:00');
    const rows = await app.db.select().from(appointments).where(eq(appointments.agentId, agent.agentId));
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual(['2025-12-23T09:00:00.000Z']);
    // The visitor who lost the race can take one of the new times.
    const loser = replies[0] === gone[0] ? first.chat : second.chat;
    expect(await say(app, loser, 'the first one')).toContain('requested Tuesday 23 December at 10:00 for Sarah Agent to come round');
  });

  it(`lets the one-appointment-per-slot index settle a race the overlap check cannot see (${testDatabaseKind})`, async () => {
    const agent = await createAgent(app);
    const [first, second] = await Promise.all([
      vendorUpToOffer(app, agent.widgetId, uniqueEmail('first')),
      vendorUpToOffer(app, agent.widgetId, uniqueEmail('second')),
    ]);
    const rows = await app.db.select().from(conversations).where(eq(conversations.agentId, agent.agentId));
    const booking = {
      kind: 'valuation' as const,
      slot: { startsAt: '2025-12-23T09:00:00.000Z', endsAt: '2025-12-23T09:45:00.000Z' },
    };
    const request = (conversationId: string) => (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => {
      const conversation = rows.find((r) => r.id === conversationId)!;
      return requestAppointment(tx, {
        conversation,
        qualification: readLeadFields(conversation.qualification),
        booking,
        now: new Date(SUNDAY_EVENING),
      });
    };
    let inserted!: () => void;
    const firstInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // The first holds its transaction open after inserting, so the second's overlap check cannot see
    // the row yet: only the unique index stops the second insert.
    const results = await Promise.all([
      app.db.transaction(async (tx) => {
        const result = await request(first.chat.conversationId)(tx);
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return result;
      }),
      firstInserted.then(() => app.db.transaction(request(second.chat.conversationId))),
    ]);
    expect(results[0]).toEqual({ appointmentId: expect.any(String) });
    expect(results[1]).toBe('taken');
    const booked = await app.db.select().from(appointments).where(eq(appointments.agentId, agent.agentId));
    expect(booked).toHaveLength(1);
  });

  it('asks what suits when none do and passes it on without booking', async () => {
    const agent = await createAgent(app);
    const { chat } = await vendorUpToOffer(app, agent.widgetId, uniqueEmail('vendor'));
    expect(await say(app, chat, 'none of those work')).toBe(
      "No problem. What day and time would suit you better? I'll pass it on to Sarah Agent.",
    );
    expect(await say(app, chat, 'Monday evenings after 6')).toContain("I'll pass that on to Sarah Agent");
    expect((await listAppointments(agent)).json().data.items).toEqual([]);
  });
});

describe('the agent answering', () => {
  it('confirms: the visitor gets the calendar invite and a single-use cancel link', async () => {
    const agent = await createAgent(app);
    await withWebhook(agent);
    const { appointment, email } = await bookFirstSlot(agent);
    const res = await injectAs(app, agent, { method: 'POST', url: `/api/appointments/${appointment.id}/confirm` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('confirmed');
    const again = await injectAs(app, agent, { method: 'POST', url: `/api/appointments/${appointment.id}/confirm` });
    expect(again.statusCode).toBe(409);

    const dev = (await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json()
      .data;
    const confirmed = dev.find((m: { subject: string }) => m.subject.includes('confirmed'));
    expect(confirmed.subject).toBe('Valuation with Clapham Homes: confirmed for Tuesday 23 December at 09:00');
    expect(confirmed.attachments).toEqual([
      { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ]);
    const [row] = (await outboxFor(agent.agentId)).filter((m) => m.topic === 'appointment.confirmed' && m.channel === 'email');
    const ics = (row.payload.attachments as Array<{ content: string }>)[0].content;
    expect(ics).toContain('DTSTART:20251223T090000Z');
    expect(ics).toContain('DTEND:20251223T094500Z');
    expect(ics).toContain(`UID:${appointment.id}@leadwise`);

    const token = /token=([A-Za-z0-9_%-]+)/.exec(confirmed.text)![1];
    const cancel = await app.inject({ method: 'POST', url: '/api/appointments/cancel', payload: { token } });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ when: 'Tuesday 23 December at 09:00', companyName: 'Clapham Homes' });
    const reused = await app.inject({ method: 'POST', url: '/api/appointments/cancel', payload: { token } });
    expect(reused.statusCode).toBe(404);
    const [after] = (await listAppointments(agent)).json().data.items;
    expect(after.status).toBe('cancelled');
    const outbox = await outboxFor(agent.agentId);
    expect(outbox.some((m) => m.channel === 'webhook' && m.topic === 'appointment.confirmed')).toBe(true);
    expect(outbox.some((m) => m.channel === 'webhook' && m.topic === 'appointment.cancelled')).toBe(true);
    expect(outbox.some((m) => m.recipient === agent.email && m.payload.subject?.toString().startsWith('Cancelled:'))).toBe(
      true,
    );
  });

  it('declines with a reason the visitor is emailed, and needs one', async () => {
    const agent = await createAgent(app);
    const { appointment, email } = await bookFirstSlot(agent);
    const url = `/api/appointments/${appointment.id}/decline`;
    const empty = await injectAs(app, agent, { method: 'POST', url, payload: { reason: '  ' } });
    expect(empty.statusCode).toBe(400);
    const res = await injectAs(app, agent, { method: 'POST', url, payload: { reason: 'We are closed for stocktaking.' } });
    expect(res.json().data).toMatchObject({ status: 'declined', declineReason: 'We are closed for stocktaking.' });
    const mail = (await outboxFor(agent.agentId)).find((m) => m.recipient === email && m.topic === 'appointment.declined');
    expect(mail?.payload.text).toContain('Sarah Agent says: We are closed for stocktaking.');
  });

  it('proposes another time: moved there, confirmed, and the visitor emailed the new time', async () => {
    const agent = await createAgent(app);
    const { appointment, email } = await bookFirstSlot(agent);
    const res = await injectAs(app, agent, {
      method: 'POST',
      url: `/api/appointments/${appointment.id}/propose`,
      payload: { startsAt: '2025-12-29T14:00:00Z' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'confirmed',
      startsAt: '2025-12-29T14:00:00.000Z',
      endsAt: '2025-12-29T14:45:00.000Z',
    });
    const mail = (await outboxFor(agent.agentId)).find((m) => m.recipient === email && m.topic === 'appointment.proposed');
    expect(mail?.payload.subject).toBe('Valuation with Clapham Homes: new time Monday 29 December at 14:00');
    expect(mail?.payload.attachments).toHaveLength(1);
  });

  it.each([
    ['in the past', '2025-12-19T10:00:00Z', /in the past/],
    ['before opening', '2025-12-29T08:00:00Z', /outside your appointment hours/],
    ['running past closing', '2025-12-29T17:00:00Z', /outside your appointment hours/],
    ['on a Sunday', '2025-12-28T10:00:00Z', /outside your appointment hours/],
    ['on Boxing Day', '2025-12-26T10:00:00Z', /bank holiday/],
  ])('refuses a proposal %s with a 400 and changes nothing', async (_label, startsAt, message) => {
    const agent = await createAgent(app);
    const { appointment } = await bookFirstSlot(agent);
    const res = await injectAs(app, agent, {
      method: 'POST',
      url: `/api/appointments/${appointment.id}/propose`,
      payload: { startsAt },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    const [after] = (await listAppointments(agent)).json().data.items;
    expect(after).toMatchObject({ status: 'requested', startsAt: appointment.startsAt });
  });

  it('refuses a proposal onto another appointment’s time', async () => {
    const agent = await createAgent(app);
    const first = await bookFirstSlot(agent);
    const { chat } = await vendorUpToOffer(app, agent.widgetId, uniqueEmail('vendor'));
    await say(app, chat, 'the second one');
    const res = await injectAs(app, agent, {
      method: 'POST',
      url: `/api/appointments/${first.appointment.id}/propose`,
      payload: { startsAt: '2025-12-24T09:00:00Z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/already taken/);
  });

  it('lists by period, kind and status', async () => {
    const agent = await createAgent(app);
    await bookFirstSlot(agent);
    expect((await listAppointments(agent, '?status=requested&kind=valuation')).json().data.items).toHaveLength(1);
    expect((await listAppointments(agent, '?kind=viewing')).json().data.items).toHaveLength(0);
    expect((await listAppointments(agent, '?from=2025-12-24T00:00:00Z')).json().data.items).toHaveLength(0);
    expect((await listAppointments(agent, '?from=2025-12-23T00:00:00Z&to=2025-12-24T00:00:00Z')).json().data.items).toHaveLength(1);
    expect((await listAppointments(agent, '?status=lost')).statusCode).toBe(400);
  });
});

describe('tenant isolation and authentication', () => {
  it('answers 401 without a session and 404 for another agency’s appointment', async () => {
    const owner = await createAgent(app);
    const other = await createAgent(app);
    const { appointment } = await bookFirstSlot(owner);
    expect((await app.inject({ method: 'GET', url: '/api/appointments' })).statusCode).toBe(401);
    expect((await listAppointments(other)).json().data.items).toEqual([]);
    for (const [action, payload] of [
      ['confirm', undefined],
      ['decline', { reason: 'No' }],
      ['propose', { startsAt: '2025-12-29T10:00:00Z' }],
    ] as const) {
      const res = await injectAs(app, other, {
        method: 'POST',
        url: `/api/appointments/${appointment.id}/${action}`,
        payload,
      });
      expect(res.statusCode, action).toBe(404);
    }
    const [after] = (await listAppointments(owner)).json().data.items;
    expect(after.status).toBe('requested');
  });
});

describe('appointment settings', () => {
  it('starts with the defaults so booking works out of the box', async () => {
    const agent = await createAgent(app);
    const res = await injectAs(app, agent, { method: 'GET', url: '/api/settings/appointments' });
    expect(res.json().data).toMatchObject({
      durations: { valuation: 45, viewing: 30 },
      noticeHours: 24,
      horizonDays: 14,
      days: { mon: [{ start: '09:00', end: '17:30' }], sat: [{ start: '09:00', end: '13:00' }], sun: [] },
    });
  });

  it.each([
    ['a shift that ends before it starts', { mon: [{ start: '17:00', end: '09:00' }] }, {}, 'A shift must end after it starts'],
    ['no day open', { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] }, {}, 'Open at least one day for appointments'],
    [
      'a valuation longer than any opening',
      { mon: [{ start: '09:00', end: '09:30' }], tue: [], wed: [], thu: [], fri: [], sat: [] },
      {},
      'A valuation of 45 minutes fits in none of your opening hours',
    ],
    ['a negative notice', {}, { noticeHours: -1 }, 'Notice cannot be negative'],
  ])('refuses %s with a clear 400 and stores nothing', async (_label, days, extra, message) => {
    const agent = await createAgent(app);
    const current = (await injectAs(app, agent, { method: 'GET', url: '/api/settings/appointments' })).json().data;
    const res = await injectAs(app, agent, {
      method: 'PUT',
      url: '/api/settings/appointments',
      payload: { ...current, ...extra, days: { ...current.days, ...days } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    const [row] = await app.db.select({ s: agents.appointmentSettings }).from(agents).where(eq(agents.id, agent.agentId));
    expect(row.s).toBeNull();
  });
});

describe('viewings', () => {
  const LISTING = {
    ref: 'LW-1042',
    address: '12 Elm Road, Clapham, SW4 7AB',
    price: '£450,000',
    url: 'https://agent.example/property/lw-1042',
  };

  it('offers a buyer on a listing page a viewing when they ask to view it, and the appointment names the listing', async () => {
    const agent = await createAgent(app);
    const started = await app.inject({
      method: 'POST',
      url: `/api/widgets/${agent.widgetId}/conversations`,
      payload: { pageUrl: 'https://agent.example/property/lw-1042', listing: LISTING },
    });
    const data = started.json().data;
    const chat = { conversationId: data.conversationId, token: data.visitorToken };
    expect(await say(app, chat, 'Hi, is it still available? Can I view it?')).toContain("I can't confirm that myself");
    await say(app, chat, `Alex Smith, ${uniqueEmail('buyer')}`);
    const offer = await say(app, chat, 'yes');
    expect(offer).toContain('I can request a viewing on Tuesday 23 December at 09:00');
    expect(await say(app, chat, 'the first one')).toContain("I've requested Tuesday 23 December at 09:00 for your viewing");
    const [appointment] = (await listAppointments(agent)).json().data.items;
    expect(appointment).toMatchObject({
      kind: 'viewing',
      endsAt: '2025-12-23T09:30:00.000Z',
      property: null,
      listing: LISTING,
    });
  });
});
