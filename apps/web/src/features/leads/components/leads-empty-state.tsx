import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/page-states';

/** Spec section 2's empty state, or a hint when filters found nothing. */
export function LeadsEmptyState({ isFiltered }: { isFiltered: boolean }) {
  return isFiltered ? (
    <EmptyState title="No matching leads">Try other words or clear the filters.</EmptyState>
  ) : (
    <EmptyState title="No leads yet" icon={<Users aria-hidden="true" className="h-10 w-10" />}>
      Qualified leads will appear here once users complete the qualification process.
    </EmptyState>
  );
}
