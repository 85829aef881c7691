import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useCurrentMember } from '../../../features/team/api/get-current-member';
import { useInvitations } from '../../../features/team/api/get-invitations';
import { useTeamMembers } from '../../../features/team/api/get-team-members';
import { InvitationList } from '../../../features/team/components/invitation-list';
import { InviteMemberForm } from '../../../features/team/components/invite-member-form';
import { TeamMemberList } from '../../../features/team/components/team-member-list';
import { toErrorMessage } from '../../../lib/error-message';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `team-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mb-4 text-sm text-slate-600">{description}</p>}
      {children}
    </section>
  );
}

/** Team: the agency's people with their roles and branches, inviting someone, and open invitations. */
export default function TeamRoute() {
  const team = useTeamMembers();
  const invitations = useInvitations();
  const { data: me } = useCurrentMember();
  if (team.isLoading) return <LoadingState label="Loading your team..." />;
  if (team.isError || !team.data) {
    return <ErrorState message={toErrorMessage(team.error, 'Your team could not be loaded')} onRetry={() => void team.refetch()} />;
  }
  const { members, branches, seats } = team.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-0 sm:p-4">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Team</h1>
        <p className="text-sm text-slate-600">
          {seats.limit === null ? `${seats.used} seats used` : `${seats.used} of ${seats.limit} seats used`} (people and open
          invitations).
        </p>
      </header>
      <Section title="Invite a person" description="They get an email with a link to set their password; it works once, for 7 days.">
        <InviteMemberForm branches={branches} />
      </Section>
      <Section title="People">
        <TeamMemberList members={members} branches={branches} currentMemberId={me?.id} isOwner={me?.role === 'owner'} />
      </Section>
      <Section title="Pending invitations">
        {invitations.isLoading ? (
          <LoadingState label="Loading invitations..." />
        ) : invitations.isError || !invitations.data ? (
          <ErrorState
            message={toErrorMessage(invitations.error, 'Invitations could not be loaded')}
            onRetry={() => void invitations.refetch()}
          />
        ) : (
          <InvitationList invitations={invitations.data.invitations} />
        )}
      </Section>
    </div>
  );
}
