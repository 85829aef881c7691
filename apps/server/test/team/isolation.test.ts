import { randomUUID } from 'node:crypto';
import { can, isPermission, type MemberRole, type Permission } from '@leadwise/contracts/permissions';
import { asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  agencyMembers,
  agents,
  appointments,
  auditLog,
  branches,
  conversationMessages,
  conversations,
  documents,
  leads,
  notifications,
  teamInvitations,
  users,
  widgets,
} from '../../src/db/schema';
import { seedDocument, seedHotLead } from '../dashboard/factory';
import { createAgent, TEST_PASSWORD, uniqueEmail } from '../factories';
import { build, injectAs } from '../helper';
import { addMember, invite, securedOperations, seedBranch } from './support';

/**
 * Every secured operation of the OpenAPI document, called as each role of agency A and of agency
 * B against A's data. What each caller may do comes from the permission table and the negotiator's
 * branch scope; every refused call must be a 403 or 404 and leave A's rows exactly as they were.
 */

let app: App;
beforeAll(async () => {
  app = await build({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(() => app.close());

type Caller = { label: string; agency: 'A' | 'B'; role: MemberRole; accessToken: string };
type Operation = { method: string; path: string; permission: Permission };

/** The agent's reply shares its path with the visitor's, so the document does not mark it secured. */
const AGENT_REPLY: Operation = { method: 'POST', path: '/api/conversations/{id}/messages', permission: 'conversations.work' };

/** Operations whose id names a branch-scoped row of A (a conversation, its lead, document or notification). */
const SCOPED_PREFIXES = ['/api/conversations/', '/api/leads/', '/api/documents/', '/api/notifications/', '/api/appointments/'];

/** A's rows, read as they are; a refused call must leave every one of them unchanged. */
async function snapshot(agentId: string) {
  const read = (table: PgTable & { agentId: unknown; id: unknown }) =>
    app.db
      .select()
      .from(table)
      .where(eq((table as typeof leads).agentId, agentId))
      .orderBy(asc((table as typeof leads).id));
  const tables = { agents, widgets, branches, appointments, agencyMembers, conversations, conversationMessages, leads, documents, notifications, teamInvitations, auditLog };
  const rows: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(tables)) {
    rows[name] = name === 'agents' ? await app.db.select().from(agents).where(eq(agents.id, agentId)) : await read(table as never);
  }
  rows.users = await app.db
    .select()
    .from(users)
    .innerJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .where(eq(agencyMembers.agentId, agentId))
    .orderBy(asc(users.id));
  return JSON.parse(JSON.stringify(rows));
}

describe('isolation of agencies and roles', () => {
  it('allows exactly what each role may do and refuses the rest with 403 or 404, changing nothing', async () => {
    const ownerA = await createAgent(app, { company: 'Agency A' });
    const [branch1, branch2] = [await seedBranch(app, ownerA.agentId, 'One'), await seedBranch(app, ownerA.agentId, 'Two')];
    const ownerB = await createAgent(app, { company: 'Agency B' });
    const branchB = await seedBranch(app, ownerB.agentId, 'Bee');
    const callers: Caller[] = [
      { label: 'A owner', agency: 'A', role: 'owner', accessToken: ownerA.accessToken },
      { label: 'A admin', agency: 'A', role: 'admin', ...(await addMember(app, ownerA, { role: 'admin' })) },
      { label: 'A negotiator', agency: 'A', role: 'negotiator', ...(await addMember(app, ownerA, { role: 'negotiator', branchId: branch1 })) },
      { label: 'B owner', agency: 'B', role: 'owner', accessToken: ownerB.accessToken },
      { label: 'B admin', agency: 'B', role: 'admin', ...(await addMember(app, ownerB, { role: 'admin' })) },
      { label: 'B negotiator', agency: 'B', role: 'negotiator', ...(await addMember(app, ownerB, { role: 'negotiator', branchId: branchB })) },
    ];

    const operations: Operation[] = [AGENT_REPLY];
    for (const { method, path, name, permission } of securedOperations(app)) {
      expect(isPermission(permission), name).toBe(true);
      // Sign-out ends the caller's own session: it is every role's and touches no one else's data.
      if (path === '/api/auth/logout') continue;
      // The stream stays open; its scope is tested on its own (removal-and-scope.test.ts).
      if (path === '/api/events') continue;
      operations.push({ method, path, permission: permission as Permission });
    }
    // Handing over the agency comes last: once done, A has another owner.
    operations.sort((a, b) => Number(a.path === '/api/team/transfer-ownership') - Number(b.path === '/api/team/transfer-ownership'));
    expect(operations.length).toBeGreaterThan(25);

    /** Fresh rows of A for one call: another branch's conversation, lead and document, a person, an invitation. */
    async function seedTargets() {
      const seeded = await seedHotLead(app, ownerA, { contactName: `Lead ${randomUUID().slice(0, 6)}` });
      await app.db.update(conversations).set({ branchId: branch2 }).where(eq(conversations.id, seeded.conversationId));
      await app.db.update(leads).set({ branchId: branch2 }).where(eq(leads.id, seeded.leadId!));
      const document = await seedDocument(app, { ...ownerA, conversationId: seeded.conversationId });
      const [notification] = await app.db
        .insert(notifications)
        .values({ agentId: ownerA.agentId, type: 'lead.created', title: 'New lead', conversationId: seeded.conversationId })
        .returning({ id: notifications.id });
      const [user] = await app.db
        .insert(users)
        .values({ email: uniqueEmail('target'), name: 'Target Person', emailVerifiedAt: new Date() })
        .returning({ id: users.id });
      const [member] = await app.db
        .insert(agencyMembers)
        .values({ agentId: ownerA.agentId, userId: user!.id, role: 'negotiator', branchId: branch2 })
        .returning({ id: agencyMembers.id });
      const invited = await invite(app, ownerA, { email: uniqueEmail('invitee'), role: 'negotiator', branchId: branch2 });
      const [branch] = await app.db
        .insert(branches)
        .values({ agentId: ownerA.agentId, name: `Branch ${randomUUID().slice(0, 6)}` })
        .returning({ id: branches.id });
      // Each call's appointment has its own slot: a slot is taken once per branch.
      const startsAt = new Date(Date.UTC(2030, 0, 7, 10) + slot++ * 3600_000);
      const [appointment] = await app.db
        .insert(appointments)
        .values({
          agentId: ownerA.agentId,
          branchId: branch2,
          kind: 'viewing',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * 60_000),
          leadId: seeded.leadId,
          conversationId: seeded.conversationId,
          contact: { name: 'Visitor', email: 'visitor@example.com', phone: null },
        })
        .returning({ id: appointments.id });
      return {
        '/api/conversations/': seeded.conversationId,
        '/api/leads/': seeded.leadId!,
        '/api/documents/': document!.id,
        '/api/notifications/': notification!.id,
        '/api/team/members/': member!.id,
        '/api/team/invitations/': invited.json().data.id as string,
        '/api/branches/': branch!.id,
        '/api/appointments/': appointment!.id,
      };
    }

    function requestFor(operation: Operation, targets: Awaited<ReturnType<typeof seedTargets>>) {
      const prefix = Object.keys(targets).find((p) => operation.path.startsWith(p)) as keyof typeof targets | undefined;
      const url = operation.path.replace('{id}', prefix ? targets[prefix] : randomUUID());
      const bodies: Record<string, unknown> = {
        'PATCH /api/leads/{id}': { status: 'contacted', notes: 'Called back' },
        'POST /api/conversations/{id}/messages': { text: 'Hello, this is the agency.' },
        'PATCH /api/team/members/{id}': { role: 'admin', available: false },
        'POST /api/team/invitations': { email: uniqueEmail('new'), role: 'negotiator', branchId: null },
        'POST /api/team/transfer-ownership': { memberId: targets['/api/team/members/'], password: TEST_PASSWORD },
        'PUT /api/settings/webhook': { url: null },
        'PUT /api/settings/notifications': { temperatures: ['hot'], email: true, sms: false, dailySummary: false },
        'POST /api/billing/checkout': { plan: 'professional', interval: 'month' },
        'PUT /api/dashboard/widget-config': {},
        'POST /api/leads/{id}/assign': { memberId: null },
        'POST /api/leads/{id}/keep': { reason: 'Offer accepted, sale in progress' },
        'PUT /api/branches/{id}': { name: 'Renamed branch' },
        'POST /api/appointments/{id}/decline': { reason: 'Fully booked that day' },
        'POST /api/appointments/{id}/propose': { startsAt: new Date(Date.now() + 400 * 24 * 3600_000).toISOString() },
      };
      const key = `${operation.method} ${operation.path}`;
      return { method: operation.method as 'GET', url, ...(key in bodies ? { payload: bodies[key] as object } : {}) };
    }

    /** Whether the operation's id names a row seeded for the call (else a random id: 404 is its answer). */
    const hasTarget = (operation: Operation) =>
      !operation.path.includes('{id}') ||
      ['/api/conversations/', '/api/leads/', '/api/documents/', '/api/notifications/', '/api/team/', '/api/branches/', '/api/appointments/'].some((p) =>
        operation.path.startsWith(p),
      );
    let slot = 0;
    const failures: string[] = [];
    for (const operation of operations) {
      // A's owner acts last on each operation: its calls may be the ones that change the most.
      for (const caller of [...callers.slice(1), callers[0]!]) {
        const targets = await seedTargets();
        const before = await snapshot(ownerA.agentId);
        const res = await injectAs(app, caller, requestFor(operation, targets));
        const name = `${caller.label}: ${operation.method} ${operation.path} → ${res.statusCode}`;
        const permitted = can(caller.role, operation.permission);
        const targetsA = operation.path.includes('{id}');
        const outOfScope = caller.role === 'negotiator' && SCOPED_PREFIXES.some((p) => operation.path.startsWith(p));
        const refused = !permitted || (targetsA && (caller.agency === 'B' || outOfScope));
        if (refused) {
          const expected = permitted ? [404] : [403];
          if (!expected.includes(res.statusCode)) failures.push(`${name}, expected ${expected.join('/')}`);
          const after = await snapshot(ownerA.agentId);
          if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${name}, but A's data changed`);
        } else if (caller.agency === 'B') {
          // B acting on its own data: allowed, and A's rows stay as they were.
          if ([401, 403].includes(res.statusCode)) failures.push(`${name}, expected to be allowed`);
          const after = await snapshot(ownerA.agentId);
          if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${name}, and A's data changed`);
        } else if ([401, 403].includes(res.statusCode) || (res.statusCode === 404 && hasTarget(operation))) {
          failures.push(`${name}, expected to be allowed`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The sweep really ran the powerful calls: A's owner handed the agency over at the end.
    const [owner] = await app.db
      .select({ role: agencyMembers.role })
      .from(agencyMembers)
      .where(eq(agencyMembers.userId, ownerA.userId));
    expect(owner!.role).toBe('admin');
  }, 600_000);
});
