import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { leads, outboxMessages } from '../../src/db/schema';
import { sendDueDailySummaries } from '../../src/services/alerts/send-due-daily-summaries';
import { startOfLocalDay, zonedParts } from '@leadwise/conversation/calendar';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { addDocument, createLead, saveNotificationPrefs, type TestAgent } from './fixtures';

const at = (iso: string) => new Date(iso);

describe('startOfLocalDay', () => {
  it('finds local midnight on both sides of the clocks going forward and back', () => {
    expect(startOfLocalDay({ year: 2031, month: 3, day: 30 }, 'Europe/London').toISOString()).toBe(
      '2031-03-30T00:00:00.000Z',
    );
    expect(startOfLocalDay({ year: 2031, month: 3, day: 31 }, 'Europe/London').toISOString()).toBe(
      '2031-03-30T23:00:00.000Z',
    );
    expect(startOfLocalDay({ year: 2031, month: 10, day: 26 }, 'Europe/London').toISOString()).toBe(
      '2031-10-25T23:00:00.000Z',
    );
    expect(startOfLocalDay({ year: 2031, month: 10, day: 27 }, 'Europe/London').toISOString()).toBe(
      '2031-10-27T00:00:00.000Z',
    );
    expect(startOfLocalDay({ year: 2031, month: 7, day: 15 }, 'America/New_York').toISOString()).toBe(
      '2031-07-15T04:00:00.000Z',
    );
    expect(startOfLocalDay({ year: 2031, month: 7, day: 15 }, 'Asia/Kolkata').toISOString()).toBe(
      '2031-07-14T18:30:00.000Z',
    );
  });

  it('reads the wall clock of an instant in a zone', () => {
    expect(zonedParts(at('2031-07-15T07:00:00Z'), 'Europe/London')).toMatchObject({ day: 15, hour: 8, minute: 0 });
    expect(zonedParts(at('2031-07-15T02:00:00Z'), 'America/New_York')).toMatchObject({ day: 14, hour: 22 });
  });
});

describe(`daily summary email at 08:00 in the agent's time zone (${testDatabaseKind})`, () => {
  let app: App;
  let london: TestAgent;
  let newYork: TestAgent;
  let quiet: TestAgent;
  let optedOut: TestAgent;

  const summariesOf = (agent: TestAgent) =>
    app.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.idempotencyKey, `daily-summary:${agent.agentId}:%`));

  beforeAll(async () => {
    app = await build();
    [london, newYork, quiet, optedOut] = await Promise.all([
      createAgent(app),
      createAgent(app),
      createAgent(app),
      createAgent(app),
    ]);
    await saveNotificationPrefs(app, newYork, { timeZone: 'America/New_York' });
    await saveNotificationPrefs(app, optedOut, { dailySummary: false });

    // London, Monday 14 July 2031 (BST, UTC+1) runs from 13 July 23:00 UTC to 14 July 23:00 UTC.
    const hot = await createLead(app, london, {
      temperature: 'hot',
      name: 'Sarah Jones',
      createdAt: at('2031-07-14T10:00:00Z'),
    });
    await createLead(app, london, { temperature: 'warm', name: 'Early Bird', createdAt: at('2031-07-13T23:30:00Z') });
    await createLead(app, london, { temperature: 'cold', name: 'Day Before', createdAt: at('2031-07-13T22:30:00Z') });
    await createLead(app, london, {
      temperature: 'warm',
      name: 'Today Already',
      createdAt: at('2031-07-14T23:10:00Z'),
    });
    const contacted = await createLead(app, london, {
      temperature: 'hot',
      name: 'Called Back',
      createdAt: at('2031-07-10T09:00:00Z'),
    });
    await app.db.update(leads).set({ status: 'contacted' }).where(eq(leads.id, contacted.lead.id));
    await addDocument(app, london, hot.conversation.id, at('2031-07-14T11:00:00Z'));

    // New York's 14 July (EDT, UTC-4) ends at 15 July 04:00 UTC.
    await createLead(app, newYork, { temperature: 'warm', name: 'Late Caller', createdAt: at('2031-07-15T02:00:00Z') });
    // The opted-out agent had a busy day; the quiet one had a lead only last week.
    await createLead(app, optedOut, { temperature: 'hot', createdAt: at('2031-07-14T10:00:00Z') });
    await createLead(app, quiet, { temperature: 'hot', createdAt: at('2031-07-07T10:00:00Z') });
  });
  afterAll(() => app.close());

  it('sends nothing before 08:00 local time', async () => {
    await app.dailySummary.runDue(at('2031-07-15T06:59:00Z'));
    expect(await summariesOf(london)).toHaveLength(0);
  });

  it("at 08:00 sends yesterday's conversations, leads by temperature, documents and leads still uncontacted", async () => {
    await app.dailySummary.runDue(at('2031-07-15T07:00:00Z'));
    // 03:00 in New York: not yet.
    expect(await summariesOf(newYork)).toHaveLength(0);
    const [summary] = await summariesOf(london);
    expect(summary).toMatchObject({ channel: 'email', recipient: london.email, topic: 'alert.daily_summary' });
    expect(summary.idempotencyKey).toBe(`daily-summary:${london.agentId}:2031-07-15`);
    expect(summary.payload.subject).toBe('Your Leadwise summary for Monday 14 July 2031: 1 hot and 1 warm new leads');
    const text = summary.payload.text as string;
    expect(text).toContain('Here is what happened on Monday 14 July 2031.');
    expect(text).toMatch(
      /Conversations: 2\n- Sarah Jones \(hot, score 85, 4 messages\): http:\/\/localhost:3000\/dashboard\/conversations\/[\w-]+\n- Early Bird \(warm/,
    );
    expect(text).toContain('New leads: 2 (hot 1, warm 1, cold 0)');
    expect(text).toContain('Documents received: 1\n- Mortgage certificate / AIP: aip.pdf (Sarah Jones)');
    // Uncontacted: everything still 'new' that existed by the end of yesterday, hottest first.
    expect(text).toMatch(
      /Leads still uncontacted: 3\n- Sarah Jones, hot, score 85: .+\n- Early Bird, warm, score 55: .+\n- Day Before, cold, score 20: /,
    );
    expect(text).not.toContain('Today Already');
    expect(text).not.toContain('Called Back');
  });

  it('sends once a day, however often the scheduler runs and on however many instances', async () => {
    await app.dailySummary.runDue(at('2031-07-15T07:01:00Z'));
    await Promise.all([
      app.dailySummary.runDue(at('2031-07-15T12:00:00Z')),
      sendDueDailySummaries({ db: app.db, now: at('2031-07-15T12:00:00Z') }),
      sendDueDailySummaries({ db: app.db, now: at('2031-07-15T12:00:00Z') }),
    ]);
    expect(await summariesOf(london)).toHaveLength(1);
    expect(await summariesOf(newYork)).toHaveLength(1);
  });

  it("covers yesterday in the agent's own time zone", async () => {
    const [summary] = await summariesOf(newYork);
    expect(summary.idempotencyKey).toBe(`daily-summary:${newYork.agentId}:2031-07-15`);
    expect(summary.payload.text).toContain('Here is what happened on Monday 14 July 2031.');
    expect(summary.payload.text).toContain('Late Caller');
  });

  it('sends nothing on a day with nothing new, nor to an agent who switched it off', async () => {
    expect(await summariesOf(quiet)).toHaveLength(0);
    expect(await summariesOf(optedOut)).toHaveLength(0);
  });
});
