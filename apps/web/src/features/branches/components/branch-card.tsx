import type { Branch } from '@leadwise/contracts';
import { Button } from '../../../components/ui/button';

/** One branch in the list: where it is, what it covers, who and what belongs to it. */
export function BranchCard({
  branch,
  onEdit,
  onDelete,
}: {
  branch: Branch;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { members, widgets, leads } = branch.counts;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{branch.name}</h2>
          {branch.phone && <p className="text-sm text-slate-600">{branch.phone}</p>}
          <p className="mt-1 break-words text-sm text-slate-600">
            {branch.areas.length > 0 ? `Covers ${branch.areas.join(', ')}` : 'No areas: leads come from its widgets'}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {members} {members === 1 ? 'person' : 'people'} · {widgets} {widgets === 1 ? 'widget' : 'widgets'} · {leads}{' '}
            {leads === 1 ? 'lead' : 'leads'}
            {branch.alertBranch && branch.alertEmail ? ` · alerts copied to ${branch.alertEmail}` : ''}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit branch ${branch.name}`}>
            Edit branch
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete branch ${branch.name}`}>
            Delete branch
          </Button>
        </div>
      </div>
    </li>
  );
}
