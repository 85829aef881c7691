import { z } from 'zod';

/**
 * Every kind of entry in the agency's audit log, with how the owner's page names it. The server
 * records only these; the page and the API read the labels from here.
 */
export const AUDIT_ACTION_LABELS = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in refused',
  member_invited: 'Invited a person',
  invitation_revoked: 'Revoked an invitation',
  member_joined: 'Joined the agency',
  member_removed: 'Removed a person',
  role_changed: 'Changed a role',
  ownership_transferred: 'Transferred ownership',
  two_factor_enabled: 'Turned on two-factor sign-in',
  two_factor_disabled: 'Turned off two-factor sign-in',
  two_factor_required: 'Changed the agency two-factor requirement',
  subject_export: 'Exported a visitor’s data',
  agency_export: 'Exported all the agency’s data',
  subject_erasure: 'Erased a visitor’s data',
  retention_changed: 'Changed the retention period',
  privacy_notice_changed: 'Changed the privacy notice address',
  lead_kept: 'Kept a lead as a client',
  lead_unkept: 'Stopped keeping a lead',
  account_deletion: 'Deleted the agency account',
  account_reactivated: 'Reactivated the agency account',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const auditActionSchema = z.enum(Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]]);
