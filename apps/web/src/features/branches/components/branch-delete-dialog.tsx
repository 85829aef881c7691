import type { Branch } from '@leadwise/contracts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useDeleteBranch } from '../api/delete-branch';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What deleting a branch leaves behind, in words: its people, widgets and leads stay with the agency. */
export function describeBranchDeletion({ counts }: Pick<Branch, 'counts'>) {
  const parts = [
    counts.members && count(counts.members, 'person', 'people'),
    counts.widgets && count(counts.widgets, 'widget'),
    counts.leads && count(counts.leads, 'lead'),
  ].filter(Boolean);
  if (parts.length === 0) return 'Nothing belongs to this branch yet.';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Its ${list} will belong to the whole agency instead; new leads from its widgets will go to the branch covering their area.`;
}

export function BranchDeleteDialog({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const remove = useDeleteBranch();
  return (
    <Modal
      isOpen={branch !== null}
      onClose={onClose}
      title={branch ? `Delete ${branch.name}?` : 'Delete branch?'}
      description={branch ? describeBranchDeletion(branch) : undefined}
    >
      {remove.error && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {remove.error.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Keep branch
        </Button>
        <Button
          variant="danger"
          isLoading={remove.isPending}
          onClick={() => branch && remove.mutate(branch.id, { onSuccess: onClose })}
        >
          Delete branch
        </Button>
      </div>
    </Modal>
  );
}
