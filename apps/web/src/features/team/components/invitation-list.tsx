import { type Invitation, ROLE_LABELS } from '@leadwise/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { toErrorMessage } from '../../../lib/error-message';
import { useResendInvitation, useRevokeInvitation } from '../api/team-mutations';

/** Invitations waiting for an answer, each with Resend (a fresh 7-day link) and Revoke. */
export function InvitationList({ invitations }: { invitations: readonly Invitation[] }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setNotice(null);
    try {
      await action();
      setNotice({ variant: 'success', text: done });
    } catch (e) {
      setNotice({ variant: 'error', text: toErrorMessage(e, failed) });
    }
  };

  if (invitations.length === 0) return <p className="text-sm text-slate-600">No invitations waiting.</p>;
  return (
    <div className="space-y-3">
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      <ul className="divide-y divide-slate-200">
        {invitations.map((invitation) => (
          <li key={invitation.id} aria-label={invitation.email} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="break-all font-medium text-slate-900">{invitation.email}</p>
              <p className="text-sm text-slate-600">
                {ROLE_LABELS[invitation.role]} · {invitation.branchName ?? 'Whole agency'} ·{' '}
                {invitation.status === 'expired' ? 'expired' : 'expires'} {formatDate(invitation.expiresAt)}
              </p>
            </div>
            {invitation.status === 'expired' && <Badge tone="yellow">Expired</Badge>}
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={resend.isPending}
                onClick={() =>
                  void run(() => resend.mutateAsync(invitation.id), `A new link was sent to ${invitation.email}.`, 'The invitation could not be resent')
                }
              >
                Resend
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                onClick={() =>
                  void run(() => revoke.mutateAsync(invitation.id), `The invitation to ${invitation.email} was revoked.`, 'The invitation could not be revoked')
                }
              >
                Revoke
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
