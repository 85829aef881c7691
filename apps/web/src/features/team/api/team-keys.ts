/** Query keys of the team feature: one place, so mutations refresh exactly what they change. */
export const teamKeys = {
  all: ['team'] as const,
  me: () => [...teamKeys.all, 'me'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
};
