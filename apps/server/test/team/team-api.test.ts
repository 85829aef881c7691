import type { TeamMembers } from '@leadwise/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agencyMembers, agents, auditLog, teamInvitations, userTwoFactor } from '../../src/db/schema';
import { acceptInvitation } from '../../src/services/team/accept-invitation';
import { createInvitation } from '../../src/services/team/create-invitation';
import { findMembership } from '../../src/services/team/find-membership';
import { createAgent, TEST_PASSWORD, uniqueEmail } from '../factories';
import { build, injectAs } from '../helper';
import { addMember, invite, latestInvitationLink, seedBranch, setPassword } from './support';

let app: App;
beforeAll(async () => {
  app = await build({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(() => app.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function auditActions(agentId: string) {
  const rows = await app.db.select().from(auditLog).where(eq(auditLog.agentId, agentId));
  return rows.map((r) => ({ action: r.action, target: r.target, actor: r.actorEmail }));
}

describe('invitations', () => {
  it('invites a negotiator for a branch; the emailed link sets a password, joins the agency and signs in', async () => {
    const owner = await createAgent(app);
    const branchId = await seedBranch(app, owner.agentId, 'Brixton');
    const email = uniqueEmail('sam');
    const invited = await invite(app, owner, { email, role: 'negotiator', branchId });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data).toMatchObject({ email, role: 'negotiator', branchId, branchName: 'Brixton', status: 'pending' });

    const listed = await injectAs(app, owner, { method: 'GET', url: '/api/team/invitations' });
    expect(listed.json().data.invitations.map((i: { email: string }) => i.email)).toEqual([email]);

    const link = await latestInvitationLink(app, email);
    expect(link.email).toBe(email);
    const accepted = await setPassword(app, link);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);

    const me = await injectAs(app, login.json().data, { method: 'GET', url: '/api/team/me' });
    expect(me.json().data).toMatchObject({ email, role: 'negotiator', branchId, branchName: 'Brixton' });
    const members = (await injectAs(app, owner, { method: 'GET', url: '/api/team/members' })).json().data as TeamMembers;
    expect(members.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'negotiator'],
    ]);
    expect(members.branches).toEqual([{ id: branchId, name: 'Brixton' }]);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/team/invitations' })).json().data.invitations).toEqual([]);
    expect(await auditActions(owner.agentId)).toEqual(
      expect.arrayContaining([
        { action: 'member_invited', target: email, actor: owner.email },
        { action: 'member_joined', target: email, actor: email },
      ]),
    );
  });

  it('refuses a reused link with a clear 400', async () => {
    const owner = await createAgent(app);
    const email = uniqueEmail('reuse');
    await invite(app, owner, { email, role: 'admin', branchId: null });
    const link = await latestInvitationLink(app, email);
    expect((await setPassword(app, link)).statusCode).toBe(200);
    const again = await setPassword(app, link);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This invitation link has already been used. Please sign in.');
  });

  it('resend emails a new link and the old one stops working', async () => {
    const owner = await createAgent(app);
    const email = uniqueEmail('resend');
    const invited = await invite(app, owner, { email, role: 'negotiator', branchId: null });
    const first = await latestInvitationLink(app, email);
    const resent = await injectAs(app, owner, { method: 'POST', url: `/api/team/invitations/${invited.json().data.id}/resend` });
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await latestInvitationLink(app, email);
    expect(second.token).not.toBe(first.token);
    const old = await setPassword(app, first);
    expect(old.statusCode).toBe(400);
    expect((await setPassword(app, second)).statusCode).toBe(200);
  });

  it('revoke makes the link answer that the invitation was withdrawn', async () => {
    const owner = await createAgent(app);
    const email = uniqueEmail('revoke');
    const invited = await invite(app, owner, { email, role: 'negotiator', branchId: null });
    const link = await latestInvitationLink(app, email);
    const revoked = await injectAs(app, owner, { method: 'DELETE', url: `/api/team/invitations/${invited.json().data.id}` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const used = await setPassword(app, link);
    expect(used.statusCode).toBe(400);
    expect(used.json().error).toBe('This invitation was withdrawn. Ask the agency for a new one.');
    expect(await auditActions(owner.agentId)).toContainEqual({ action: 'invitation_revoked', target: email, actor: owner.email });
    // Revoked twice, or another agency's id: nothing to revoke.
    expect((await injectAs(app, owner, { method: 'DELETE', url: `/api/team/invitations/${invited.json().data.id}` })).statusCode).toBe(404);
  });

  it('a link expires 7 days after it was sent', async () => {
    const owner = await createAgent(app);
    const email = uniqueEmail('expiry');
    await invite(app, owner, { email, role: 'negotiator', branchId: null });
    const link = await latestInvitationLink(app, email);
    const [row] = await app.db.select().from(teamInvitations).where(eq(teamInvitations.email, email));
    const deps = { db: app.db, identity: app.identity };
    const input = { ...link, password: TEST_PASSWORD };
    await expect(acceptInvitation({ ...deps, now: new Date(row!.expiresAt.getTime()) }, input)).rejects.toThrow(
      'This invitation link has expired. Ask the agency to resend it.',
    );
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(7 * DAY_MS + 1000);
    const justInTime = await acceptInvitation({ ...deps, now: new Date(row!.expiresAt.getTime() - 1000) }, input);
    expect(justInTime?.passwordSet).toBe(true);
  });

  it('refuses an address that is already a member anywhere with 409, and a branch of another agency with 400', async () => {
    const owner = await createAgent(app);
    const other = await createAgent(app);
    const taken = await invite(app, owner, { email: other.email, role: 'negotiator', branchId: null });
    expect(taken.statusCode).toBe(409);
    const otherBranch = await seedBranch(app, other.agentId);
    const foreign = await invite(app, owner, { email: uniqueEmail(), role: 'negotiator', branchId: otherBranch });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('branchId');
  });

  it("refuses an invitation beyond the plan's seats", async () => {
    const owner = await createAgent(app);
    const actor = {
      member: (await findMembership(app.db, owner.userId))!,
      userId: owner.userId,
      email: owner.email,
      ip: null,
    };
    const deps = { db: app.db, actor, inviterName: 'Sarah', publicUrl: 'http://localhost', billingEnabled: true };
    // A trial has the Starter plan's single seat, which the owner fills.
    await expect(createInvitation(deps, { email: uniqueEmail(), role: 'negotiator', branchId: null })).rejects.toThrow(
      'Your plan includes 1 seat and all are taken. Upgrade your plan or remove someone to invite more people.',
    );
    await app.db.update(agents).set({ plan: 'professional' }).where(eq(agents.id, owner.agentId));
    for (let i = 0; i < 4; i++) await createInvitation(deps, { email: uniqueEmail(), role: 'negotiator', branchId: null });
    await expect(createInvitation(deps, { email: uniqueEmail(), role: 'negotiator', branchId: null })).rejects.toThrow(
      'Your plan includes 5 seats',
    );
  });
});

describe('members', () => {
  it('changes a role and branch (audited); an admin cannot change or remove the owner nor make one', async () => {
    const owner = await createAgent(app);
    const branchId = await seedBranch(app, owner.agentId);
    const admin = await addMember(app, owner, { role: 'admin' });
    const negotiator = await addMember(app, owner, { role: 'negotiator' });
    const ownerMember = (await findMembership(app.db, owner.userId))!;

    const changed = await injectAs(app, admin, {
      method: 'PATCH',
      url: `/api/team/members/${negotiator.memberId}`,
      payload: { role: 'admin', branchId, available: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ role: 'admin', branchId, available: false });
    expect(await auditActions(owner.agentId)).toContainEqual({ action: 'role_changed', target: negotiator.email, actor: admin.email });

    const makeOwner = await injectAs(app, admin, {
      method: 'PATCH',
      url: `/api/team/members/${negotiator.memberId}`,
      payload: { role: 'owner' },
    });
    expect(makeOwner.statusCode).toBe(400);
    const touchOwner = await injectAs(app, admin, {
      method: 'PATCH',
      url: `/api/team/members/${ownerMember.id}`,
      payload: { available: false },
    });
    expect(touchOwner.statusCode).toBe(403);
    const removeOwner = await injectAs(app, admin, { method: 'DELETE', url: `/api/team/members/${ownerMember.id}` });
    expect(removeOwner.statusCode).toBe(403);
    expect(removeOwner.json().error).toBe('The owner cannot be removed. Transfer ownership to someone else first.');
  });

  it('transfers ownership with the password; the old owner becomes an admin', async () => {
    const owner = await createAgent(app);
    const admin = await addMember(app, owner, { role: 'admin' });
    const wrong = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/team/transfer-ownership',
      payload: { memberId: admin.memberId, password: 'Not-the-Passw0rd' },
    });
    expect(wrong.statusCode).toBe(403);
    const byAdmin = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/team/transfer-ownership',
      payload: { memberId: admin.memberId, password: TEST_PASSWORD },
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error).toBe('An admin cannot transfer ownership.');
    const moved = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/team/transfer-ownership',
      payload: { memberId: admin.memberId, password: TEST_PASSWORD },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const roles = await app.db
      .select({ userId: agencyMembers.userId, role: agencyMembers.role })
      .from(agencyMembers)
      .where(eq(agencyMembers.agentId, owner.agentId));
    expect(new Map(roles.map((r) => [r.userId, r.role]))).toEqual(
      new Map([
        [owner.userId, 'admin'],
        [admin.userId, 'owner'],
      ]),
    );
    const [agency] = await app.db.select({ userId: agents.userId }).from(agents).where(eq(agents.id, owner.agentId));
    expect(agency!.userId).toBe(admin.userId);
    expect(await auditActions(owner.agentId)).toContainEqual({ action: 'ownership_transferred', target: admin.email, actor: owner.email });
    // The new owner's billing page opens; the former owner's does not.
    expect((await injectAs(app, admin, { method: 'GET', url: '/api/billing' })).statusCode).toBe(200);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/billing' })).statusCode).toBe(403);
  });

  it('says who signs in with a second factor', async () => {
    const owner = await createAgent(app);
    const negotiator = await addMember(app, owner, { role: 'negotiator' });
    await app.db.insert(userTwoFactor).values({ userId: owner.userId, secretCiphertext: 'sealed', enabledAt: new Date() });
    const members = (await injectAs(app, owner, { method: 'GET', url: '/api/team/members' })).json().data as TeamMembers;
    const byId = new Map(members.members.map((m) => [m.id, m.twoFactorEnabled]));
    expect(byId.get(negotiator.memberId)).toBe(false);
    expect([...byId.values()].filter(Boolean)).toHaveLength(1);
  });

  it('another agency cannot see or change the members', async () => {
    const owner = await createAgent(app);
    const negotiator = await addMember(app, owner, { role: 'negotiator' });
    const stranger = await createAgent(app);
    const patched = await injectAs(app, stranger, {
      method: 'PATCH',
      url: `/api/team/members/${negotiator.memberId}`,
      payload: { role: 'admin' },
    });
    expect(patched.statusCode).toBe(404);
    const removed = await injectAs(app, stranger, { method: 'DELETE', url: `/api/team/members/${negotiator.memberId}` });
    expect(removed.statusCode).toBe(404);
    const [still] = await app.db
      .select({ role: agencyMembers.role })
      .from(agencyMembers)
      .where(and(eq(agencyMembers.id, negotiator.memberId)));
    expect(still!.role).toBe('negotiator');
  });
});
