import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { chooseLeadAlertRecipients } from '../../src/services/alerts/lead-alert-recipients';
import { sendDueDailySummaries } from '../../src/services/alerts/send-due-daily-summaries';
import { addDays, startOfLocalDay, zonedParts } from '@leadwise/conversation/calendar';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { outboxFor } from '../alerts/fixtures';
import { addMember, createBranch, createRoutedLead } from './fixtures';

describe('chooseLeadAlertRecipients', () => {
  it('alerts the assignee instead of the agency, and the branch as well when asked', () => {
    expect(
      chooseLeadAlertRecipients({ agencyEmail: 'office@a.com', assigneeEmail: 'nina@a.com', branchEmail: 'leeds@a.com' }),
    ).toEqual([
      { to: 'nina@a.com', role: 'owner' },
      { to: 'leeds@a.com', role: 'branch' },
    ]);
  });

  it('alerts the agency for an unassigned lead and never the same address twice', () => {
    expect(chooseLeadAlertRecipients({ agencyEmail: 'office@a.com', assigneeEmail: null, branchEmail: null })).toEqual([
      { to: 'office@a.com', role: 'owner' },
    ]);
    expect(
      chooseLeadAlertRecipients({ agencyEmail: 'office@a.com', assigneeEmail: null, branchEmail: 'Office@a.com' }),
    ).toEqual([{ to: 'office@a.com', role: 'owner' }]);
  });
});

describe(`who lead alerts and daily summaries reach (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const leadAlerts = async (agentId: string) =>
    (await outboxFor(app, agentId, 'email')).filter((m) => m.topic === 'alert.lead').map((m) => m.recipient);

  it("emails a routed hot lead's alert to its negotiator and to the branch that asked for copies", async () => {
    const owner = await createAgent(app);
    const leeds = await createBranch(app, owner, {
      name: 'Leeds',
      areas: ['Leeds'],
      alertBranch: true,
      alertEmail: 'leeds-office@example.com',
    });
    const nina = await addMember(app, owner, { branchId: leeds.id });
    await createRoutedLead(app, owner, { areas: ['Leeds'], temperature: 'hot' });
    expect((await leadAlerts(owner.agentId)).sort()).toEqual([nina.email, 'leeds-office@example.com'].sort());
  });

  it('emails the branch copy and the agency when the branch has nobody available', async () => {
    const owner = await createAgent(app);
    await createBranch(app, owner, { name: 'York', areas: ['York'], alertBranch: true, alertEmail: 'york@example.com' });
    await createRoutedLead(app, owner, { areas: ['York'], temperature: 'hot' });
    expect((await leadAlerts(owner.agentId)).sort()).toEqual([owner.email, 'york@example.com'].sort());
  });

  it('emails an unassigned agency lead as before, and no branch that did not ask', async () => {
    const owner = await createAgent(app);
    const quiet = await createBranch(app, owner, { name: 'Quiet', areas: ['Otley'], alertEmail: 'otley@example.com' });
    await createRoutedLead(app, owner, { areas: ['Bath'], temperature: 'hot' });
    await createRoutedLead(app, owner, { areas: ['Otley'], temperature: 'hot' });
    expect(await leadAlerts(owner.agentId)).toEqual([owner.email, owner.email]);
    expect(quiet.id).toBeTruthy();
  });

  it("sends each negotiator a daily summary of their own leads only, beside the agency's", async () => {
    const owner = await createAgent(app);
    const leeds = await createBranch(app, owner, { name: 'Leeds', areas: ['Leeds'] });
    const york = await createBranch(app, owner, { name: 'York', areas: ['York'] });
    const nina = await addMember(app, owner, { branchId: leeds.id, name: 'Nina Negotiator' });
    const yan = await addMember(app, owner, { branchId: york.id, name: 'Yan Negotiator' });
    await addMember(app, owner, { branchId: york.id, name: 'Idle Negotiator', available: false });
    const ninas = await createRoutedLead(app, owner, { areas: ['Leeds'] });
    await createRoutedLead(app, owner, { areas: ['Leeds'] });
    const yans = await createRoutedLead(app, owner, { areas: ['York'] });

    // 10:00 tomorrow in London: the summary covers today.
    const today = zonedParts(new Date(), 'Europe/London');
    const tomorrow = startOfLocalDay(addDays({ year: today.year, month: today.month, day: today.day }, 1), 'Europe/London');
    await sendDueDailySummaries({ db: app.db, now: new Date(tomorrow.getTime() + 10 * 3600_000) });

    const summaries = (await outboxFor(app, owner.agentId, 'email')).filter((m) => m.topic === 'alert.daily_summary');
    const byRecipient = new Map(summaries.map((m) => [m.recipient, String(m.payload.text)]));
    expect([...byRecipient.keys()].sort()).toEqual([owner.email, nina.email, yan.email].sort());
    const ninaText = byRecipient.get(nina.email) as string;
    expect(ninaText).toContain('Good morning Nina Negotiator');
    expect(ninaText).toContain('New leads: 2');
    expect(ninaText).toContain(ninas.conversationId);
    expect(ninaText).not.toContain(yans.conversationId);
    expect(byRecipient.get(yan.email)).toContain('New leads: 1');
    expect(byRecipient.get(owner.email)).toContain('New leads: 3');
  });
});
