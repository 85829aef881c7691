import { ASSIGNABLE_ROLES, type BranchOption, ROLE_LABELS } from '@leadwise/contracts';
import type { SelectOption } from '../../../components/ui/select-field';

/** The value the branch selects use for "the whole agency" (no branch). */
export const WHOLE_AGENCY = 'agency';

export const ROLE_OPTIONS: readonly SelectOption[] = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function branchOptions(branches: readonly BranchOption[]): SelectOption[] {
  return [{ value: WHOLE_AGENCY, label: 'Whole agency' }, ...branches.map((b) => ({ value: b.id, label: b.name }))];
}

export const toBranchId = (value: string | undefined) => (!value || value === WHOLE_AGENCY ? null : value);
export const fromBranchId = (branchId: string | null) => branchId ?? WHOLE_AGENCY;
