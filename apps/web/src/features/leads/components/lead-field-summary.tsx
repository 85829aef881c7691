import type { ExtractedData } from '@leadwise/contracts';
import { describeLeadFields } from '@leadwise/conversation/lead-fields';

/** Shown by the badges beside it, or too minor for a one-line summary. */
const LEFT_OUT = new Set(['intent', 'areaMatch']);

/** One line of what is known about a lead, in the lead fields' order: "Up to £450,000 · Clapham · 2 bedrooms". */
export function LeadFieldSummary({ extracted }: { extracted: ExtractedData }) {
  const known = describeLeadFields(extracted).filter((field) => !LEFT_OUT.has(field.key) && field.text !== null);
  if (known.length === 0) return null;
  return <p className="mt-1 text-sm text-slate-700">{known.map((field) => field.text).join(' · ')}</p>;
}
