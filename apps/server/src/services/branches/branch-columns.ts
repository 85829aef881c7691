import type { Branch, BranchInput, branchInputSchema } from '@leadwise/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { agencyMembers, branches, leads, widgets } from '../../db/schema';

// Qualified by hand: inside the subquery drizzle would print both columns bare, as the inner table's.
const countOf = (table: typeof agencyMembers | typeof widgets | typeof leads) =>
  sql<number>`(select count(*)::int from ${table} where ${table}."branch_id" = ${branches}."id")`;

/** A branch with what belongs to it: the numbers the delete confirmation names. */
export const branchColumns = {
  id: branches.id,
  name: branches.name,
  areas: branches.areas,
  phone: branches.phone,
  officeHours: branches.officeHours,
  appointmentHours: branches.appointmentHours,
  alertBranch: branches.alertBranch,
  alertEmail: branches.alertEmail,
  createdAt: branches.createdAt,
  members: countOf(agencyMembers),
  widgets: countOf(widgets),
  leads: countOf(leads),
};

type BranchRow = Pick<
  typeof branches.$inferSelect,
  'id' | 'name' | 'areas' | 'phone' | 'officeHours' | 'appointmentHours' | 'alertBranch' | 'alertEmail' | 'createdAt'
> & { members: number; widgets: number; leads: number };

export function toBranch({ members, widgets: widgetCount, leads: leadCount, createdAt, ...row }: BranchRow): Branch {
  return { ...row, counts: { members, widgets: widgetCount, leads: leadCount }, createdAt: createdAt.toISOString() };
}

/** The columns a saved form writes. */
export function branchValues(input: z.output<typeof branchInputSchema>) {
  return {
    name: input.name,
    areas: input.areas,
    phone: input.phone,
    officeHours: input.officeHours,
    appointmentHours: input.appointmentHours,
    alertBranch: input.alertBranch,
    alertEmail: input.alertEmail,
  } satisfies Partial<Record<keyof BranchInput, unknown>>;
}
