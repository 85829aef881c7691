import { type AssignableRole, type BranchOption, createInvitationInputSchema } from '@leadwise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select-field';
import { toErrorMessage } from '../../../lib/error-message';
import { useCreateInvitation } from '../api/team-mutations';
import { branchOptions, ROLE_OPTIONS, toBranchId, WHOLE_AGENCY } from './branch-options';

/** Invites a person by email with a role and a branch; the server emails the link. */
export function InviteMemberForm({ branches }: { branches: readonly BranchOption[] }) {
  const emailId = useId();
  const invite = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('negotiator');
  const [branch, setBranch] = useState(WHOLE_AGENCY);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const parsed = createInvitationInputSchema.safeParse({ email, role, branchId: toBranchId(branch) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form');
      return;
    }
    setError(null);
    try {
      const invitation = await invite.mutateAsync(parsed.data);
      setSentTo(invitation.email);
      setEmail('');
    } catch (e) {
      setError(toErrorMessage(e, 'The invitation could not be sent'));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite a person" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Email address" htmlFor={emailId}>
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="name@agency.co.uk"
          />
        </FormField>
        <SelectField label="Role" value={role} options={ROLE_OPTIONS} onChange={(v) => setRole((v as AssignableRole) ?? 'negotiator')} />
        <SelectField label="Branch" value={branch} options={branchOptions(branches)} onChange={(v) => setBranch(v ?? WHOLE_AGENCY)} />
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      {sentTo && <Alert variant="success">Invitation sent to {sentTo}. The link works for 7 days.</Alert>}
      <Button type="submit" isLoading={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}
