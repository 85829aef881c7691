import { randomUUID } from 'node:crypto';
import { EMPTY_QUALIFICATION, type LeadQualification } from '@leadwise/conversation';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { agencyMembers, conversations, type MemberRole, users } from '../../src/db/schema';
import { createSession } from '../../src/services/accounts/create-session';
import { applyQualification } from '../../src/services/conversations/apply-qualification';
import { type createAgent, uniqueEmail } from '../factories';
import { injectAs } from '../helper';

export type TestAgent = Awaited<ReturnType<typeof createAgent>>;

/** A branch made through the API, as the Branches page saves it. */
export async function createBranch(
  app: App,
  agent: TestAgent,
  input: { name: string; areas?: string[]; alertBranch?: boolean; alertEmail?: string },
) {
  const res = await injectAs(app, agent, { method: 'POST', url: '/api/branches', payload: input });
  if (res.statusCode !== 201) throw new Error(`branch not created: ${res.body}`);
  return res.json().data as { id: string; name: string };
}

/**
 * A person of the agency (until invitations exist, inserted directly) with a live session of
 * their own, so calls can be made as them.
 */
export async function addMember(
  app: App,
  agent: TestAgent,
  opts: { role?: MemberRole; branchId?: string | null; available?: boolean; name?: string } = {},
) {
  const email = uniqueEmail('member');
  const name = opts.name ?? `Negotiator ${randomUUID().slice(0, 4)}`;
  const [user] = await app.db
    .insert(users)
    .values({ email, name, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const [member] = await app.db
    .insert(agencyMembers)
    .values({
      agentId: agent.agentId,
      userId: user.id,
      role: opts.role ?? 'negotiator',
      branchId: opts.branchId ?? null,
      available: opts.available ?? true,
    })
    .returning({ id: agencyMembers.id });
  const session = await createSession(app.db, app.env.JWT_SECRET, {
    userId: user.id,
    agentId: agent.agentId,
    email,
    name,
  });
  return { ...session, id: member.id, userId: user.id, email, name };
}

/**
 * A visitor's conversation on the agent's widget (carrying the widget's branch, as a new
 * conversation does) that gives contact details: the engine's own write creates its lead.
 */
export async function createRoutedLead(
  app: App,
  agent: TestAgent,
  opts: { areas?: string[]; branchId?: string | null; temperature?: 'hot' | 'warm' | 'cold' } = {},
) {
  const now = new Date();
  const [conversation] = await app.db
    .insert(conversations)
    .values({
      widgetId: agent.widgetId,
      agentId: agent.agentId,
      branchId: opts.branchId ?? null,
      visitorTokenHash: randomUUID(),
      createdAt: now,
    })
    .returning();
  const qualification: LeadQualification = {
    ...EMPTY_QUALIFICATION,
    intent: 'buy',
    areas: opts.areas ?? [],
    contact: { name: 'Priya Shah', email: `${randomUUID().slice(0, 8)}@example.com`, phone: null },
    score: opts.temperature === 'hot' ? 85 : 20,
    temperature: opts.temperature ?? 'cold',
  };
  const applied = await app.db.transaction((tx) => applyQualification(tx, { conversation, qualification, now }));
  const leadEvent = applied?.events.find((e) => e.type === 'lead.updated');
  if (!leadEvent || leadEvent.type !== 'lead.updated') throw new Error('no lead created');
  return { conversationId: conversation.id, leadId: leadEvent.leadId };
}

export async function conversationBranch(app: App, conversationId: string) {
  const [row] = await app.db
    .select({ branchId: conversations.branchId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row.branchId;
}
