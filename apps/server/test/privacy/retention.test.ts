import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  agents,
  analyticsDaily,
  conversationMessages,
  conversations,
  documents,
  jobLeases,
  leads,
  retentionRuns,
  storageDeletions,
} from '../../src/db/schema';
import { RETENTION_LEASE, runRetention } from '../../src/services/retention/run-retention';
import { createDocumentStorage } from '../../src/services/storage/create-document-storage';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { isStored, seedVisitor, startS3 } from './support';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T12:00:00Z');
/** A visitor whose last message was exactly `days` ago (the seed's second message is 1 s after its start). */
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY - 1000);

let app: App;
let s3: Awaited<ReturnType<typeof startS3>>;

beforeAll(async () => {
  s3 = await startS3();
  app = await build(s3.env);
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

async function exists(table: typeof conversations | typeof leads | typeof documents, id: string) {
  const rows = await app.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length === 1;
}

describe(`retention job (${testDatabaseKind}, S3 storage)`, () => {
  it('deletes conversations past 90 days with messages, leads and S3 files, keeps 89 and 90 days and kept leads', async () => {
    const agent = await createAgent(app);
    const at89 = await seedVisitor(app, agent, { email: 'eighty-nine@example.com', createdAt: daysAgo(89) });
    const at90 = await seedVisitor(app, agent, { email: 'ninety@example.com', createdAt: daysAgo(90) });
    const at91 = await seedVisitor(app, agent, { email: 'ninety-one@example.com', createdAt: daysAgo(91) });
    const kept = await seedVisitor(app, agent, { email: 'client@example.com', createdAt: daysAgo(200) });
    expect(await isStored(app, at91.storageKey)).toBe(true);
    const keep = await injectAs(app, agent, {
      method: 'POST',
      url: `/api/leads/${kept.leadId}/keep`,
      payload: { reason: 'Sold their flat through us' },
    });
    expect(keep.statusCode).toBe(200);

    const report = await app.retention.runOnce({ now: NOW });

    expect(await exists(conversations, at91.conversationId)).toBe(false);
    expect(await exists(leads, at91.leadId)).toBe(false);
    expect(await exists(documents, at91.documentId)).toBe(false);
    const messages = await app.db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, at91.conversationId));
    expect(messages).toHaveLength(0);
    expect(await isStored(app, at91.storageKey)).toBe(false);
    for (const survivor of [at89, at90, kept]) {
      expect(await exists(conversations, survivor.conversationId)).toBe(true);
      expect(await exists(leads, survivor.leadId)).toBe(true);
      expect(await isStored(app, survivor.storageKey)).toBe(true);
    }
    const [mine] = await app.db
      .select()
      .from(retentionRuns)
      .where(and(eq(retentionRuns.runId, report!.runId), eq(retentionRuns.agentId, agent.agentId)));
    expect(mine.removed).toMatchObject({ conversations: 1, messages: 2, leads: 1, documents: 1 });
    const settings = await injectAs(app, agent, { method: 'GET', url: '/api/settings/privacy' });
    // Other suites on a shared database may have run the job since; this run's figures are above.
    expect(settings.json().data.retentionDays).toBe(90);
    expect(settings.json().data.lastRun).not.toBeNull();
  });

  it('uses each agency’s own period: 30 days removes a 31-day-old chat', async () => {
    const agent = await createAgent(app);
    await app.db.update(agents).set({ retentionDays: 30 }).where(eq(agents.id, agent.agentId));
    const old = await seedVisitor(app, agent, { email: 'thirty-one@example.com', createdAt: daysAgo(31) });
    const recent = await seedVisitor(app, agent, { email: 'twenty-nine@example.com', createdAt: daysAgo(29) });
    await app.retention.runOnce({ now: NOW });
    expect(await exists(conversations, old.conversationId)).toBe(false);
    expect(await exists(conversations, recent.conversationId)).toBe(true);
  });

  it('keeps analytics rollups two years and deletes older ones', async () => {
    const agent = await createAgent(app);
    await app.db.insert(analyticsDaily).values([
      { agentId: agent.agentId, day: '2024-05-01', metric: 'conversations', count: 3 },
      { agentId: agent.agentId, day: '2024-07-01', metric: 'conversations', count: 4 },
    ]);
    await app.retention.runOnce({ now: NOW });
    const days = await app.db
      .select({ day: analyticsDaily.day })
      .from(analyticsDaily)
      .where(eq(analyticsDaily.agentId, agent.agentId));
    expect(days.map((d) => d.day)).toEqual(['2024-07-01']);
  });

  it('two instances running at once remove each conversation exactly once', async () => {
    const other = testDatabaseKind === 'postgres' ? await build(s3.env) : app;
    try {
      const agent = await createAgent(app);
      const seeded = await Promise.all(
        Array.from({ length: 6 }, (_, i) => seedVisitor(app, agent, { email: `pair-${i}@example.com`, createdAt: daysAgo(100) })),
      );
      const storage = createDocumentStorage(app.env);
      const reports = await Promise.all([
        runRetention({ db: app.db, storage, holder: 'instance-a', now: NOW, batchSize: 2 }),
        runRetention({ db: other.db, storage, holder: 'instance-b', now: NOW, batchSize: 2 }),
      ]);
      const removedRows = await app.db
        .select({ removed: retentionRuns.removed })
        .from(retentionRuns)
        .where(eq(retentionRuns.agentId, agent.agentId));
      const total = removedRows.reduce((sum, r) => sum + (r.removed.conversations ?? 0), 0);
      expect(total).toBe(6);
      expect(reports.some((r) => r !== null)).toBe(true);
      for (const s of seeded) {
        expect(await exists(conversations, s.conversationId)).toBe(false);
        expect(await isStored(app, s.storageKey)).toBe(false);
      }
    } finally {
      if (other !== app) await other.close();
    }
  });

  it('a run killed between batches is finished by the next, after the dead holder’s lease lapses', async () => {
    const agent = await createAgent(app);
    const seeded = await Promise.all(
      Array.from({ length: 5 }, (_, i) => seedVisitor(app, agent, { email: `crash-${i}@example.com`, createdAt: daysAgo(120) })),
    );
    const remaining = async () =>
      (
        await app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(conversations)
          .where(eq(conversations.agentId, agent.agentId))
      )[0].n;
    await expect(
      app.retention.runOnce({
        now: NOW,
        batchSize: 2,
        afterBatch: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await remaining()).toBe(3);
    // The crashed process never released its lease, and left a file it had not removed yet.
    const orphan = seeded[4].storageKey;
    await app.db.insert(storageDeletions).values({ storageKey: orphan });
    await app.db
      .insert(jobLeases)
      .values({ name: RETENTION_LEASE, holder: 'crashed-instance', expiresAt: new Date(NOW.getTime() + 60_000) })
      .onConflictDoUpdate({ target: jobLeases.name, set: { holder: 'crashed-instance', expiresAt: new Date(NOW.getTime() + 60_000) } });
    expect(await app.retention.runOnce({ now: NOW })).toBeNull();
    expect(await remaining()).toBe(3);

    const resumed = await app.retention.runOnce({ now: new Date(NOW.getTime() + 3 * 60_000) });
    expect(resumed).not.toBeNull();
    expect(await remaining()).toBe(0);
    for (const s of seeded) expect(await isStored(app, s.storageKey)).toBe(false);
    const left = await app.db.select().from(storageDeletions).where(eq(storageDeletions.storageKey, orphan));
    expect(left).toHaveLength(0);
  });

  it('refuses a retention period outside 30-730 days and records a change in the audit log', async () => {
    const agent = await createAgent(app);
    const tooShort = await injectAs(app, agent, {
      method: 'PUT',
      url: '/api/settings/privacy',
      payload: { retentionDays: 29, privacyNoticeUrl: null },
    });
    expect(tooShort.statusCode).toBe(400);
    const ok = await injectAs(app, agent, {
      method: 'PUT',
      url: '/api/settings/privacy',
      payload: { retentionDays: 365, privacyNoticeUrl: 'https://clapham-homes.example/privacy' },
    });
    expect(ok.statusCode).toBe(200);
    const audit = await injectAs(app, agent, { method: 'GET', url: '/api/audit?action=retention_changed' });
    expect(audit.json().data.items[0]).toMatchObject({ action: 'retention_changed', target: '365 days' });
    const config = await app.inject({ method: 'GET', url: `/api/widgets/${agent.widgetId}/public-config` });
    expect(config.json().data.privacyNoticeUrl).toBe('https://clapham-homes.example/privacy');
  });
});
