import type { SystemStatus } from '@leadwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { conversations, incidents, leads, outboxMessages } from '../../src/db/schema';
import { getSystemStatus } from '../../src/services/site/get-system-status';
import { StatusMonitor } from '../../src/services/site/status-monitor';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { isolatedDatabase } from '../outbox/support';

const DAY = 24 * 60 * 60 * 1000;
const SERVICE_NAMES = [
  'AI Qualification Engine',
  'Widget Service',
  'Dashboard API',
  'Document Processing',
  'Notification System',
  'Analytics Pipeline',
];

async function readStatus(app: App) {
  const res = await app.inject({ method: 'GET', url: '/api/status' });
  expect(res.statusCode).toBe(200);
  return res.json().data as SystemStatus;
}
const service = (status: SystemStatus, name: string) => status.services.find((s) => s.name === name)!;

describe(`GET /api/status (${testDatabaseKind})`, () => {
  let app: App;
  let agent: Awaited<ReturnType<typeof createAgent>>;
  // Its own database: other suites leave overdue outbox rows behind, which would rightly read as degraded.
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  beforeAll(async () => {
    database = await isolatedDatabase();
    app = await build({ DATABASE_URL: database.url });
    agent = await createAgent(app);
    await app.db.insert(incidents).values([
      {
        title: 'Slow alert emails',
        status: 'monitoring',
        severity: 'minor',
        description: 'Emails <delayed> by 10 minutes',
        startedAt: new Date(Date.now() - DAY),
      },
      {
        title: 'Old outage',
        status: 'resolved',
        severity: 'major',
        description: 'Long ago',
        startedAt: new Date(Date.now() - 120 * DAY),
      },
      {
        title: 'Still being fixed',
        status: 'identified',
        severity: 'critical',
        description: 'Open for months',
        startedAt: new Date(Date.now() - 100 * DAY),
      },
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('reports the six services with their real checks and timings', async () => {
    const status = await readStatus(app);
    expect(status.services.map((s) => s.name)).toEqual(SERVICE_NAMES);
    for (const name of SERVICE_NAMES)
      expect(service(status, name)).toMatchObject({ status: 'operational', uptime: 100 });
    expect(status.overall).toBe('operational');
    for (const s of status.services) {
      expect(Number.isInteger(s.responseTime) && s.responseTime >= 0).toBe(true);
      expect(s.check.length).toBeGreaterThan(0);
    }
    expect(status.metrics.averageResponseMs).toBe(
      Math.round(status.services.reduce((sum, s) => sum + s.responseTime, 0) / status.services.length),
    );
    expect(Date.parse(status.uptimeSince)).toBeLessThanOrEqual(Date.parse(status.checkedAt));
  });

  it("counts today's conversations and qualified leads by the UK day", async () => {
    // A summer day, so "today" starts at 23:00 UTC the evening before (BST). A far-off date keeps
    // the count free of rows other suites add to a shared database.
    const now = new Date('2031-07-15T12:00:00Z');
    const at = (iso: string) => new Date(iso);
    const inserted = await app.db
      .insert(conversations)
      .values(
        ['2031-07-14T22:30:00Z', '2031-07-14T23:30:00Z', '2031-07-15T11:00:00Z', '2031-07-15T13:00:00Z'].map(
          (iso, i) => ({
            widgetId: agent.widgetId,
            agentId: agent.agentId,
            visitorTokenHash: `uk-day-${i}-${Math.random()}`,
            createdAt: at(iso),
          }),
        ),
      )
      .returning({ id: conversations.id });
    await app.db.insert(leads).values(
      (['hot', 'cold', 'warm'] as const).map((temperature, i) => ({
        agentId: agent.agentId,
        widgetId: agent.widgetId,
        conversationId: inserted[i + 1].id,
        temperature,
        createdAt: at('2031-07-15T10:00:00Z'),
      })),
    );
    const monitor = new StatusMonitor({ ok: async () => ({}) }, [{ name: 'Dashboard API', check: 'x', probe: 'ok' }]);
    const status = await getSystemStatus({ db: app.db, monitor, now });
    expect(status.metrics.conversationsToday).toBe(2);
    expect(status.metrics.leadsQualifiedToday).toBe(2);
  });

  it('lists incidents from the last 90 days and any still open, newest first', async () => {
    const status = await readStatus(app);
    expect(status.incidents.map((i) => i.title)).toEqual(['Slow alert emails', 'Still being fixed']);
    expect(status.incidents[0]).toMatchObject({ status: 'monitoring', severity: 'minor' });
    expect(Date.parse(status.incidents[0].timestamp)).toBeGreaterThan(Date.now() - 2 * DAY);
  });

  it('publishes the incidents as RSS, escaped', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/status/rss' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<title>[minor] Slow alert emails (monitoring)</title>');
    expect(res.body).toContain('Emails &lt;delayed&gt; by 10 minutes');
    expect(res.body).not.toContain('Old outage');
  });
});

describe(`GET /api/status with a mail backlog (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
    await app.db.insert(outboxMessages).values({
      channel: 'email',
      recipient: 'agent@example.com',
      topic: 'lead.created',
      payload: { subject: 'New lead', text: 'x' },
      idempotencyKey: crypto.randomUUID(),
      nextAttemptAt: new Date(Date.now() - 10 * 60 * 1000),
    });
  });
  afterAll(() => app.close());

  it('shows the notification system degraded and the overall banner with it', async () => {
    const status = await readStatus(app);
    expect(service(status, 'Notification System').status).toBe('degraded');
    expect(service(status, 'Dashboard API').status).toBe('operational');
    expect(status.overall).toBe('degraded');
  });
});
