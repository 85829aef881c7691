import { type BranchOption, ROLE_LABELS, type TeamMember, type UpdateTeamMemberInput } from '@leadwise/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { formatDate } from '../../../lib/format';
import { toErrorMessage } from '../../../lib/error-message';
import { useRemoveTeamMember, useUpdateTeamMember } from '../api/team-mutations';
import { branchOptions, fromBranchId, ROLE_OPTIONS, toBranchId } from './branch-options';

/**
 * The agency's people: role, branch and whether they take new leads, each changeable in place;
 * removing someone asks first. The owner's row is read-only to an admin (the server says so too).
 */
export function TeamMemberList({
  members,
  branches,
  currentMemberId,
  isOwner,
}: {
  members: readonly TeamMember[];
  branches: readonly BranchOption[];
  currentMemberId: string | undefined;
  isOwner: boolean;
}) {
  const update = useUpdateTeamMember();
  const remove = useRemoveTeamMember();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const onChange = async (member: TeamMember, input: UpdateTeamMemberInput) => {
    setError(null);
    try {
      await update.mutateAsync({ id: member.id, input });
    } catch (e) {
      setError(toErrorMessage(e, `${member.name} could not be updated`));
    }
  };
  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      setRemoving(null);
    } catch (e) {
      setRemoving(null);
      setError(toErrorMessage(e, `${removing.name} could not be removed`));
    }
  };

  return (
    <div className="space-y-3">
      {error && <Alert variant="error">{error}</Alert>}
      <ul className="divide-y divide-slate-200">
        {members.map((member) => {
          const isOwnerRow = member.role === 'owner';
          const canEdit = !isOwnerRow || isOwner;
          return (
            <li key={member.id} className="space-y-3 py-4" aria-label={member.name}>
              <div className="flex flex-wrap items-center gap-2">
                <p className="min-w-0 flex-1 truncate font-medium text-slate-900">
                  {member.name}
                  {member.id === currentMemberId && <span className="font-normal text-slate-500"> (you)</span>}
                </p>
                <Badge tone={isOwnerRow ? 'blue' : member.role === 'admin' ? 'green' : 'slate'}>{ROLE_LABELS[member.role]}</Badge>
                {!member.available && <Badge tone="yellow">Not taking leads</Badge>}
              </div>
              <p className="break-words text-sm text-slate-600">
                {member.email} · {member.branchName ?? 'Whole agency'} · joined {formatDate(member.joinedAt)}
              </p>
              {canEdit && (
                <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto_auto]">
                  {isOwnerRow ? (
                    <p className="text-sm text-slate-600">Owner: transfer ownership to change this role.</p>
                  ) : (
                    <SelectField
                      label="Role"
                      value={member.role}
                      options={ROLE_OPTIONS}
                      disabled={update.isPending}
                      onChange={(role) => role && role !== member.role && onChange(member, { role: role as 'admin' | 'negotiator' })}
                    />
                  )}
                  <SelectField
                    label="Branch"
                    value={fromBranchId(member.branchId)}
                    options={branchOptions(branches)}
                    disabled={update.isPending}
                    onChange={(value) => onChange(member, { branchId: toBranchId(value) })}
                  />
                  <Checkbox
                    label="Taking new leads"
                    className="pb-2.5"
                    checked={member.available}
                    disabled={update.isPending}
                    onChange={(e) => onChange(member, { available: e.target.checked })}
                  />
                  {!isOwnerRow && (
                    <Button variant="outline" size="sm" className="mb-1" onClick={() => setRemoving(member)}>
                      Remove {member.name}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Modal
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.name ?? 'this person'}?`}
        description="They are signed out at once and can no longer open the dashboard. Their leads go back to their branch's queue."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setRemoving(null)}>
            Keep them
          </Button>
          <Button variant="danger" isLoading={remove.isPending} onClick={() => void onRemove()}>
            Remove from agency
          </Button>
        </div>
      </Modal>
    </div>
  );
}
