/**
 * Who may do what in an agency: each capability, the roles that have it and how a refusal names it.
 * The server enforces this table on every secured route; the web app reads it to hide what a role
 * cannot use. Plain data (no zod), so the sidebar can import it cheaply.
 */
export const MEMBER_ROLES = ['owner', 'admin', 'negotiator'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  negotiator: 'Negotiator',
};

const everyone = MEMBER_ROLES;
const managers = ['owner', 'admin'] as const;
const ownerOnly = ['owner'] as const;

export const PERMISSIONS = {
  /** Being signed in: sign out, the notifications inbox, the dashboard's counters. */
  'account.use': { roles: everyone, action: 'use the dashboard' },
  /** Negotiators only within their branch (see the scope rules on the server). */
  'conversations.work': { roles: everyone, action: 'read, reply to or take over conversations' },
  'leads.work': { roles: everyone, action: 'read, update or export leads' },
  'appointments.work': { roles: everyone, action: 'read or update appointments' },
  'profile.manage': { roles: everyone, action: 'change their own profile' },
  'widgets.manage': { roles: managers, action: 'set up widgets' },
  'webhooks.manage': { roles: managers, action: 'manage webhooks' },
  'settings.manage': { roles: managers, action: "change the agency's settings" },
  'branches.manage': { roles: managers, action: 'manage branches' },
  'appointmentHours.manage': { roles: managers, action: 'change appointment hours' },
  'team.manage': { roles: managers, action: 'manage people and invitations' },
  'billing.manage': { roles: ownerOnly, action: 'manage billing' },
  /** Requiring two-factor sign-in of everyone. */
  'security.manage': { roles: ownerOnly, action: "change the agency's sign-in security" },
  'ownership.transfer': { roles: ownerOnly, action: 'transfer ownership' },
  'agency.delete': { roles: ownerOnly, action: 'delete the agency' },
  'privacy.manage': { roles: managers, action: "handle visitors' privacy requests" },
  'audit.read': { roles: ownerOnly, action: 'read the audit log' },
  'agency.export': { roles: ownerOnly, action: "export the agency's data" },
} as const satisfies Record<string, { roles: readonly MemberRole[]; action: string }>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

export function can(role: MemberRole, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly MemberRole[]).includes(role);
}

/** The 403 message: names the role and what it cannot do. */
export function refusalMessage(role: MemberRole, permission: Permission) {
  const article = role === 'admin' || role === 'owner' ? 'An' : 'A';
  return `${article} ${role} cannot ${PERMISSIONS[permission].action}.`;
}

/**
 * Roles an owner or admin may give: an admin can neither make an owner nor touch one; ownership
 * moves only by transfer.
 */
export const ASSIGNABLE_ROLES = ['admin', 'negotiator'] as const satisfies readonly MemberRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
