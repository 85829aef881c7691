import type { Lead } from '@leadwise/contracts';
import { UserRound } from 'lucide-react';

/** Whose lead it is, and its branch: "Nina Shah · Leeds", or "Unassigned" while it waits in a queue. */
export function describeLeadOwner({ assignee, branch }: Pick<Lead, 'assignee' | 'branch'>) {
  return [assignee?.name ?? 'Unassigned', branch?.name].filter(Boolean).join(' · ');
}

export function LeadOwnerBadge({ lead }: { lead: Pick<Lead, 'assignee' | 'branch'> }) {
  return (
    <span
      className={
        lead.assignee
          ? 'inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800'
          : 'inline-flex max-w-full items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800'
      }
    >
      <UserRound aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span className="truncate">{describeLeadOwner(lead)}</span>
    </span>
  );
}
