import { type CurrentMember, can, type Permission } from '@leadwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

export const getCurrentMember = () => apiRequest<CurrentMember>('/team/me');

export const getCurrentMemberQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.me(), queryFn: getCurrentMember, staleTime: 60_000 });

export const useCurrentMember = () => useQuery(getCurrentMemberQueryOptions());

/**
 * Whether the signed-in person's role allows `permission`, from the same table the server
 * enforces. Until the role is known nothing role-bound shows, so nothing flashes and disappears.
 */
export function useCan() {
  const { data: member } = useCurrentMember();
  return (permission: Permission) => (member ? can(member.role, permission) : false);
}
