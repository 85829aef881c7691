import type { CreateInvitationInput, Invitation, TeamMember, UpdateTeamMemberInput } from '@leadwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

const invitationPath = (id: string) => `/team/invitations/${encodeURIComponent(id)}`;
const memberPath = (id: string) => `/team/members/${encodeURIComponent(id)}`;

export const updateTeamMember = (id: string, input: UpdateTeamMemberInput) =>
  apiRequest<TeamMember>(memberPath(id), { method: 'PATCH', body: input });
export const removeTeamMember = (id: string) => apiRequest<{ message: string }>(memberPath(id), { method: 'DELETE' });
export const createInvitation = (input: CreateInvitationInput) =>
  apiRequest<Invitation>('/team/invitations', { method: 'POST', body: input });
export const resendInvitation = (id: string) =>
  apiRequest<Invitation>(`${invitationPath(id)}/resend`, { method: 'POST' });
export const revokeInvitation = (id: string) => apiRequest<{ message: string }>(invitationPath(id), { method: 'DELETE' });

/** A team change, refreshing the people, the invitations and the seats after it. */
function useTeamMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useUpdateTeamMember = () =>
  useTeamMutation(({ id, input }: { id: string; input: UpdateTeamMemberInput }) => updateTeamMember(id, input));
export const useRemoveTeamMember = () => useTeamMutation(removeTeamMember);
export const useCreateInvitation = () => useTeamMutation(createInvitation);
export const useResendInvitation = () => useTeamMutation(resendInvitation);
export const useRevokeInvitation = () => useTeamMutation(revokeInvitation);
