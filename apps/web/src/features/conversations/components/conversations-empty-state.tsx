import { MessageSquare } from 'lucide-react';
import { EmptyState } from '../../../components/ui/page-states';

/** Spec section 2's empty state, or a hint when filters found nothing. */
export function ConversationsEmptyState({ isFiltered }: { isFiltered: boolean }) {
  return isFiltered ? (
    <EmptyState title="No matching conversations">Try other words or clear the filters.</EmptyState>
  ) : (
    <EmptyState title="No conversations yet" icon={<MessageSquare aria-hidden="true" className="h-10 w-10" />}>
      Conversations will appear here once users start chatting with your widget.
    </EmptyState>
  );
}
