import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers, branches, users } from '../../db/schema';

export interface LeadAlertRecipient {
  to: string;
  /** Part of the outbox key: one message per recipient however often the alert is retried. */
  role: 'owner' | 'branch';
}

/**
 * Who a lead alert email goes to: the assigned negotiator, else the agency's alert address (its
 * notification settings, as for any unassigned lead); plus the branch's address when the branch
 * asked to be alerted too. An address is listed once.
 */
export function chooseLeadAlertRecipients({
  agencyEmail,
  assigneeEmail,
  branchEmail,
}: {
  agencyEmail: string;
  assigneeEmail: string | null;
  branchEmail: string | null;
}): LeadAlertRecipient[] {
  const owner = assigneeEmail ?? agencyEmail;
  const recipients: LeadAlertRecipient[] = [{ to: owner, role: 'owner' }];
  if (branchEmail && branchEmail.toLowerCase() !== owner.toLowerCase()) recipients.push({ to: branchEmail, role: 'branch' });
  return recipients;
}

/** The assignee's login email and the branch's alert address, in one query; none for a queued agency lead. */
export async function findLeadAlertAddresses(
  tx: Executor,
  lead: { assignedMemberId: string | null; branchId: string | null },
): Promise<{ assigneeEmail: string | null; branchEmail: string | null }> {
  if (!lead.assignedMemberId && !lead.branchId) return { assigneeEmail: null, branchEmail: null };
  const assignee = tx
    .select({ email: users.email })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(eq(agencyMembers.id, lead.assignedMemberId ?? sql`null`));
  const branch = tx
    .select({ email: sql`case when ${branches.alertBranch} then ${branches.alertEmail} end` })
    .from(branches)
    .where(eq(branches.id, lead.branchId ?? sql`null`));
  const [row] = await tx
    .select({
      assigneeEmail: sql<string | null>`(${assignee})`,
      branchEmail: sql<string | null>`(${branch})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { assigneeEmail: null, branchEmail: null };
}
