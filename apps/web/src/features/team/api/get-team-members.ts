import type { TeamMembers } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

export const getTeamMembers = () => apiRequest<TeamMembers>('/team/members');

export const getTeamMembersQueryOptions = () => queryOptions({ queryKey: teamKeys.members(), queryFn: getTeamMembers });

export const useTeamMembers = () => useQuery(getTeamMembersQueryOptions());
