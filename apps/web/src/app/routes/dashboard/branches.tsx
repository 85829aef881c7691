import type { Branch } from '@leadwise/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useBranches } from '../../../features/branches/api/get-branches';
import { BranchCard } from '../../../features/branches/components/branch-card';
import { BranchDeleteDialog } from '../../../features/branches/components/branch-delete-dialog';
import { BranchForm } from '../../../features/branches/components/branch-form';

/** The agency's branches: where new leads are routed by area, each with its phone and hours. */
export default function BranchesRoute() {
  const branches = useBranches();
  // null: adding a branch; a branch: editing it; undefined: the form is closed.
  const [editing, setEditing] = useState<Branch | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Branch | null>(null);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Branches</h1>
          <p className="text-sm text-slate-600">
            A new lead goes to the branch covering its area (or its widget's branch), then to that branch's
            negotiators in turn.
          </p>
        </div>
        {editing === undefined && <Button onClick={() => setEditing(null)}>Add branch</Button>}
      </div>
      {editing !== undefined && (
        <Card title={editing ? `Edit ${editing.name}` : 'New branch'}>
          <BranchForm key={editing?.id ?? 'new'} branch={editing} onDone={() => setEditing(undefined)} />
        </Card>
      )}
      {branches.isPending ? (
        <LoadingState label="Loading branches..." />
      ) : branches.isError ? (
        <ErrorState message={branches.error.message} onRetry={() => void branches.refetch()} />
      ) : branches.data.items.length === 0 ? (
        <EmptyState title="No branches yet">
          Every lead goes to the whole agency. Add a branch with the areas it covers to route leads to it.
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Branches">
          {branches.data.items.map((branch) => (
            <BranchCard
              key={branch.id}
              branch={branch}
              onEdit={() => setEditing(branch)}
              onDelete={() => setDeleting(branch)}
            />
          ))}
        </ul>
      )}
      <BranchDeleteDialog branch={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
