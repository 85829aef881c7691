import { LEAD_TYPE_LABELS, type LeadIntent, leadTypeOf } from '@leadwise/conversation/lead-fields';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** Vendors and landlords are potential instructions, the agency's revenue: they stand out. */
const TONES: Record<LeadIntent, BadgeTone> = { buy: 'blue', rent: 'slate', sell: 'green', let: 'yellow' };

/** Buyer, tenant, vendor or landlord, from what the visitor wants; nothing until that is known. */
export function LeadTypeBadge({ intent }: { intent: LeadIntent | null }) {
  const type = leadTypeOf(intent);
  if (!intent || !type) return null;
  return <Badge tone={TONES[intent]}>{LEAD_TYPE_LABELS[type]}</Badge>;
}
