import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agencyMembers, auditLog, outboxMessages, users } from '../../src/db/schema';
import { createSession } from '../../src/services/accounts/create-session';
import { recordAudit } from '../../src/services/audit/record-audit';
import { freshIp } from '../auth/support';
import { createAgent, uniqueEmail } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { isStored, seedVisitor } from './support';

let app: App;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

const search = (agent: { accessToken: string }, q: string) =>
  injectAs(app, agent, { method: 'GET', url: `/api/privacy/subjects?q=${encodeURIComponent(q)}` });

describe(`privacy requests (${testDatabaseKind})`, () => {
  it('answers 401 without a session and 400 for something that is neither email nor phone', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/privacy/subjects?q=a@b.co' })).statusCode).toBe(401);
    const agent = await createAgent(app);
    expect((await search(agent, 'not a person')).statusCode).toBe(400);
    const both = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/privacy/erasures',
      payload: { email: 'a@example.com', phone: '07700900123' },
    });
    expect(both.statusCode).toBe(400);
  });

  it('finds a visitor by email or by phone in any format, across every kind, and only in the caller’s agency', async () => {
    const a = await createAgent(app);
    const b = await createAgent(app);
    const email = uniqueEmail('visitor');
    const visitor = await seedVisitor(app, a, { email, phone: '07700900123' });
    const elsewhere = await seedVisitor(app, b, { email });

    const byEmail = (await search(a, email.toUpperCase())).json().data;
    expect(byEmail.conversations.map((c: { id: string }) => c.id)).toEqual([visitor.conversationId]);
    expect(byEmail.leads.map((l: { id: string }) => l.id)).toEqual([visitor.leadId]);
    expect(byEmail.documents.map((d: { id: string }) => d.id)).toEqual([visitor.documentId]);
    expect(byEmail.appointments.map((x: { id: string }) => x.id)).toEqual([visitor.appointmentId]);
    expect(byEmail.alerts.map((x: { id: string }) => x.id).sort()).toEqual(
      [visitor.sentAlertId, visitor.pendingWebhookId].sort(),
    );
    const byPhone = (await search(a, '+44 (0)7700 900123')).json().data;
    expect(byPhone.subject).toEqual({ kind: 'phone', value: '07700900123' });
    expect(byPhone.conversations.map((c: { id: string }) => c.id)).toEqual([visitor.conversationId]);
    const fromB = (await search(b, email)).json().data;
    expect(fromB.conversations.map((c: { id: string }) => c.id)).toEqual([elsewhere.conversationId]);
  });

  it('finds a visitor who gave a number abroad, as the chat stored it', async () => {
    const a = await createAgent(app);
    const visitor = await seedVisitor(app, a, { email: uniqueEmail('abroad'), phone: '393471234567' });
    const byPhone = (await search(a, '+39 347 123 4567')).json().data;
    expect(byPhone.subject).toEqual({ kind: 'phone', value: '393471234567' });
    expect(byPhone.leads.map((l: { id: string }) => l.id)).toEqual([visitor.leadId]);
  });

  it('exports a zip with transcripts, lead, appointment, alerts and the document’s file, audited with who and from where', async () => {
    const a = await createAgent(app);
    const b = await createAgent(app);
    const email = uniqueEmail('export');
    const visitor = await seedVisitor(app, a, { email });
    const created = await injectAs(app, a, {
      method: 'POST',
      url: '/api/privacy/exports',
      payload: { email },
      remoteAddress: '203.0.113.9',
    });
    expect(created.statusCode).toBe(201);
    const { downloadPath } = created.json().data;
    expect((await injectAs(app, b, { method: 'GET', url: downloadPath })).statusCode).toBe(404);
    const download = await injectAs(app, a, { method: 'GET', url: downloadPath });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(download.rawPayload);
    const read = async (name: string) => JSON.parse(await zip.file(name)!.async('string'));
    const conversations = await read('conversations.json');
    expect(conversations).toHaveLength(1);
    expect(conversations[0].transcript.map((m: { text: string }) => m.text)).toContain(
      `Buying in Clapham, reach me on ${email}`,
    );
    expect((await read('leads.json'))[0]).toMatchObject({ id: visitor.leadId, email });
    expect((await read('appointments.json'))[0]).toMatchObject({ id: visitor.appointmentId });
    expect((await read('alerts.json')).length).toBe(2);
    const [doc] = await read('documents.json');
    expect(new Uint8Array(await zip.file(doc.file)!.async('uint8array'))).toEqual(visitor.fileBody);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.agentId, a.agentId));
    expect(entry).toMatchObject({ action: 'subject_export', actorEmail: a.email, target: email, ip: '203.0.113.9' });
  });

  it('erases a visitor everywhere: their records answer 404, files go, alerts are cancelled or cleared', async () => {
    const a = await createAgent(app);
    const b = await createAgent(app);
    const email = uniqueEmail('erase');
    const visitor = await seedVisitor(app, a, { email });
    const bystander = await seedVisitor(app, a, { email: uniqueEmail('other') });
    const elsewhere = await seedVisitor(app, b, { email });

    // Agency B erasing the address touches only its own visitor.
    const fromB = await injectAs(app, b, { method: 'POST', url: '/api/privacy/erasures', payload: { email } });
    expect(fromB.json().data.removed.conversations).toBe(1);
    expect((await injectAs(app, a, { method: 'GET', url: `/api/conversations/${visitor.conversationId}` })).statusCode).toBe(200);

    const erased = await injectAs(app, a, { method: 'POST', url: '/api/privacy/erasures', payload: { email } });
    expect(erased.statusCode).toBe(200);
    const result = erased.json().data;
    expect(result.removed).toMatchObject({
      conversations: 1,
      messages: 2,
      leads: 1,
      documents: 1,
      files: 1,
      appointments: 1,
      outboxCancelled: 1,
      alertsRedacted: 1,
    });
    expect(result.confirmationText).toContain('erased the personal data');
    expect(result.confirmationText).not.toContain(email);

    const get = (url: string) => injectAs(app, a, { method: 'GET', url });
    expect((await get(`/api/conversations/${visitor.conversationId}`)).statusCode).toBe(404);
    expect((await get(`/api/documents/${visitor.documentId}`)).statusCode).toBe(404);
    expect((await injectAs(app, a, { method: 'PATCH', url: `/api/leads/${visitor.leadId}`, payload: { notes: 'x' } })).statusCode).toBe(404);
    const leadList = (await get(`/api/leads?q=${encodeURIComponent(email)}`)).json().data.items;
    expect(leadList).toHaveLength(0);
    expect(await isStored(app, visitor.storageKey)).toBe(false);
    expect((await search(a, email)).json().data.conversations).toHaveLength(0);
    const [pending] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.id, visitor.pendingWebhookId));
    expect(pending).toMatchObject({ status: 'dead', payload: { erased: true } });
    const [sent] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.id, visitor.sentAlertId));
    expect(JSON.stringify(sent.payload)).not.toContain(email);

    expect((await get(`/api/conversations/${bystander.conversationId}`)).statusCode).toBe(200);
    expect(await isStored(app, bystander.storageKey)).toBe(true);
    expect(elsewhere.conversationId).not.toBe(visitor.conversationId);
    const audit = (await get('/api/audit?action=subject_erasure')).json().data.items;
    expect(audit).toHaveLength(1);
    expect(audit[0].target).not.toContain(email.split('@')[0]);
  });

  it('keeps privacy requests from negotiators, and the audit log and account deletion to the owner (403)', async () => {
    const owner = await createAgent(app);
    const [user] = await app.db
      .insert(users)
      .values({ email: uniqueEmail('negotiator'), name: 'Ned', emailVerifiedAt: new Date() })
      .returning();
    await app.db.insert(agencyMembers).values({ agentId: owner.agentId, userId: user.id, role: 'negotiator' });
    const session = await createSession(app.db, app.env.JWT_SECRET, {
      userId: user.id,
      agentId: owner.agentId,
      email: user.email,
      name: user.name,
    });
    expect((await search(session, 'someone@example.com')).statusCode).toBe(403);
    expect((await injectAs(app, session, { method: 'GET', url: '/api/audit' })).statusCode).toBe(403);
    const deletion = await injectAs(app, session, {
      method: 'POST',
      url: '/api/account/deletion',
      remoteAddress: freshIp(),
      payload: { password: 'whatever-it-is' },
    });
    expect(deletion.statusCode).toBe(403);
  });

  it('keeping a lead of another agency answers 404', async () => {
    const a = await createAgent(app);
    const b = await createAgent(app);
    const visitor = await seedVisitor(app, a, { email: uniqueEmail('keep') });
    const res = await injectAs(app, b, { method: 'POST', url: `/api/leads/${visitor.leadId}/keep`, payload: { reason: 'A client' } });
    expect(res.statusCode).toBe(404);
    expect(
      (await injectAs(app, a, { method: 'DELETE', url: `/api/leads/${randomUUID()}/keep` })).statusCode,
    ).toBe(404);
  });
});

describe(`audit log (${testDatabaseKind})`, () => {
  it('pages newest first with a cursor, filters by action and shows only the caller’s agency', async () => {
    const a = await createAgent(app);
    const b = await createAgent(app);
    const start = Date.now() - 60_000;
    await app.db.insert(auditLog).values(
      (['subject_export', 'retention_changed', 'subject_export'] as const).map((action, i) => ({
        agentId: a.agentId,
        actorUserId: a.userId,
        actorEmail: a.email,
        action,
        target: `entry-${i}`,
        ip: '198.51.100.7',
        createdAt: new Date(start + i * 1000),
      })),
    );
    await recordAudit(app.db, { agentId: b.agentId, actor: null, action: 'subject_export', target: 'other agency' });
    expect((await app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    expect((await injectAs(app, a, { method: 'GET', url: '/api/audit?action=nonsense' })).statusCode).toBe(400);
    const first = (await injectAs(app, a, { method: 'GET', url: '/api/audit?limit=2' })).json().data;
    expect(first.items.map((e: { target: string }) => e.target)).toEqual(['entry-2', 'entry-1']);
    expect(first.items[0]).toMatchObject({ actorEmail: a.email, ip: '198.51.100.7', actionLabel: 'Exported a visitor’s data' });
    const second = (await injectAs(app, a, { method: 'GET', url: `/api/audit?limit=2&cursor=${first.nextCursor}` })).json().data;
    expect(second.items.map((e: { target: string }) => e.target)).toEqual(['entry-0']);
    expect(second.nextCursor).toBeNull();
    const exports = (await injectAs(app, a, { method: 'GET', url: '/api/audit?action=subject_export' })).json().data;
    expect(exports.items.map((e: { target: string }) => e.target)).toEqual(['entry-2', 'entry-0']);
  });
});

describe(`account deletion (${testDatabaseKind})`, () => {
  it('refuses a wrong password, then ends sessions, refuses sign-in, silences widgets; reactivation restores it', async () => {
    const agent = await createAgent(app);
    const wrong = await injectAs(app, agent, { method: 'POST', url: '/api/account/deletion', remoteAddress: freshIp(), payload: { password: 'Not-the-0ne' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().field).toBe('password');
    const deleted = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/account/deletion',
      remoteAddress: freshIp(),
      payload: { password: agent.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.subscriptionCancelled).toBe(false);

    expect((await injectAs(app, agent, { method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: agent.email, password: agent.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toContain('deleted');
    expect((await app.inject({ method: 'GET', url: `/api/widgets/${agent.widgetId}/public-config` })).statusCode).toBe(404);

    const back = await app.inject({
      method: 'POST',
      url: '/api/account/reactivation',
      payload: { email: agent.email, password: agent.password },
    });
    expect(back.statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: agent.email, password: agent.password } });
    expect(again.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/widgets/${agent.widgetId}/public-config` })).statusCode).toBe(200);
  });

  it('asks for the owner’s authenticator code when two-factor sign-in is on', async () => {
    let clock = new Date('2026-11-24T12:00:05Z').getTime();
    const realNow = app.twoFactor.now;
    app.twoFactor.now = () => new Date(clock);
    try {
      const agent = await createAgent(app);
      const codeAt = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock });
      const setup = await injectAs(app, agent, { method: 'POST', url: '/api/auth/two-factor/setup' });
      const { secret } = setup.json().data as { secret: string };
      const enabled = await injectAs(app, agent, {
        method: 'POST',
        url: '/api/auth/two-factor/enable',
        payload: { code: codeAt(secret) },
      });
      expect(enabled.statusCode).toBe(200);
      clock += 30_000;
      const deletion = (code?: string) =>
        injectAs(app, agent, { method: 'POST', url: '/api/account/deletion', remoteAddress: freshIp(), payload: { password: agent.password, code } });
      const withoutCode = await deletion();
      expect(withoutCode.statusCode).toBe(403);
      expect(withoutCode.json().field).toBe('code');
      expect((await deletion('000000')).statusCode).toBe(403);
      expect((await deletion(codeAt(secret))).statusCode).toBe(200);
    } finally {
      app.twoFactor.now = realNow;
    }
  });

  it('removes the agency, its logins and its files after the 30-day window', async () => {
    const agent = await createAgent(app);
    const visitor = await seedVisitor(app, agent, { email: uniqueEmail('gone') });
    const deleted = await injectAs(app, agent, { method: 'POST', url: '/api/account/deletion', remoteAddress: freshIp(), payload: { password: agent.password } });
    const purgeAfter = new Date(deleted.json().data.purgeAfter);
    await app.retention.runOnce({ now: new Date(purgeAfter.getTime() - 60_000) });
    expect(await app.db.select().from(users).where(eq(users.id, agent.userId))).toHaveLength(1);
    const report = await app.retention.runOnce({ now: new Date(purgeAfter.getTime() + 60_000) });
    expect(report?.removed.agencies).toBeGreaterThanOrEqual(1);
    expect(await app.db.select().from(users).where(eq(users.id, agent.userId))).toHaveLength(0);
    expect(await isStored(app, visitor.storageKey)).toBe(false);
    const late = await app.inject({
      method: 'POST',
      url: '/api/account/reactivation',
      payload: { email: agent.email, password: agent.password },
    });
    expect(late.statusCode).toBe(401);
  });
});
