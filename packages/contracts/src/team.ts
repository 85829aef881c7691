import { z } from 'zod';
import { emailSchema, oneOfSchema, uuidSchema } from './common';
import { ASSIGNABLE_ROLES, MEMBER_ROLES } from './permissions';

const body = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: 'The request body must be a JSON object' });

export const branchOptionSchema = z.object({ id: z.string(), name: z.string() });
export type BranchOption = z.infer<typeof branchOptionSchema>;

/** A person of the agency as the Team page lists them. */
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  available: z.boolean(),
  /** Whether the person signs in with a second factor. */
  twoFactorEnabled: z.boolean(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembersSchema = z.object({
  members: z.array(teamMemberSchema),
  /** The agency's branches, for the role and invitation forms' branch selects. */
  branches: z.array(branchOptionSchema),
  seats: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type TeamMembers = z.infer<typeof teamMembersSchema>;

/** The signed-in person: who they are in the agency, for the sidebar and what the app shows. */
export const currentMemberSchema = teamMemberSchema.pick({
  id: true,
  name: true,
  email: true,
  role: true,
  branchId: true,
  branchName: true,
});
export type CurrentMember = z.infer<typeof currentMemberSchema>;

const assignableRoleSchema = oneOfSchema('Role', ASSIGNABLE_ROLES);
const branchIdSchema = uuidSchema.nullable();

export const updateTeamMemberInputSchema = body({
  role: assignableRoleSchema.optional(),
  branchId: branchIdSchema.optional(),
  available: z.boolean({ error: 'Available must be true or false' }).optional(),
}).refine((input) => Object.keys(input).length > 0, { error: 'Nothing to change: send role, branchId or available' });
export type UpdateTeamMemberInput = z.infer<typeof updateTeamMemberInputSchema>;

export const transferOwnershipInputSchema = body({
  memberId: uuidSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type TransferOwnershipInput = z.infer<typeof transferOwnershipInputSchema>;

export const createInvitationInputSchema = body({
  email: emailSchema,
  role: assignableRoleSchema,
  branchId: branchIdSchema.default(null),
});
export type CreateInvitationInput = z.infer<typeof createInvitationInputSchema>;

export const INVITATION_STATUSES = ['pending', 'expired'] as const;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
