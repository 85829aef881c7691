import type { InvitationList } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

export const getInvitations = () => apiRequest<InvitationList>('/team/invitations');

export const getInvitationsQueryOptions = () => queryOptions({ queryKey: teamKeys.invitations(), queryFn: getInvitations });

export const useInvitations = () => useQuery(getInvitationsQueryOptions());
