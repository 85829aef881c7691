import { matchAreas } from '@leadwise/qualifier';

export interface RoutableBranch {
  id: string;
  areas: readonly string[];
}

export interface RoutingCandidate {
  id: string;
  lastAssignedAt: Date | null;
}

/**
 * The branch a new lead belongs to: the widget's branch when it has one; otherwise the branch
 * covering the first area the visitor mentioned that any branch covers (the qualifier's area
 * match: same name ignoring case, or a full postcode inside a branch's postcode district); null
 * for the agency's own queue.
 */
export function chooseLeadBranch(input: {
  widgetBranchId: string | null;
  leadAreas: readonly string[];
  branches: readonly RoutableBranch[];
}): string | null {
  if (input.widgetBranchId) return input.widgetBranchId;
  for (const area of input.leadAreas) {
    const branch = input.branches.find((b) => matchAreas([area], b.areas) === true);
    if (branch) return branch.id;
  }
  return null;
}

/**
 * Round robin: of the branch's available negotiators, the one who has waited longest for a lead
 * (never given one first; ties broken by id so every caller agrees). Null when nobody is available.
 */
export function chooseNegotiator<T extends RoutingCandidate>(candidates: readonly T[]): T | null {
  let best: T | null = null;
  for (const candidate of candidates) {
    if (!best || waitsLonger(candidate, best)) best = candidate;
  }
  return best;
}

function waitsLonger(a: RoutingCandidate, b: RoutingCandidate): boolean {
  const at = a.lastAssignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const bt = b.lastAssignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (at !== bt) return at < bt;
  return a.id < b.id;
}
