import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/ui/export-button';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { PagedList } from '../../../components/ui/paged-list';
import type { ConversationFilters } from '../../../features/conversations/api/conversation-keys';
import { exportConversationsCsv } from '../../../features/conversations/api/export-conversations';
import { useConversations } from '../../../features/conversations/api/get-conversations';
import { ConversationCard } from '../../../features/conversations/components/conversation-card';
import {
  ConversationFiltersBar,
  parseConversationFilters,
} from '../../../features/conversations/components/conversation-filters';
import { ConversationsEmptyState } from '../../../features/conversations/components/conversations-empty-state';
import { describeTotal } from '../../../lib/format';
import { toQueryString } from '../../../lib/query-string';

export default function ConversationsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseConversationFilters(searchParams);
  const isFiltered = Object.keys(filters).length > 0;
  const conversations = useConversations(filters);

  const onFiltersChange = (next: ConversationFilters) =>
    setSearchParams(new URLSearchParams(toQueryString(next)), { replace: true });

  const firstPage = conversations.data?.pages[0];
  const total = firstPage?.total;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Conversations</h1>
          {firstPage && (
            <p className="text-sm text-slate-600">
              {describeTotal(firstPage, { one: 'conversation', many: 'conversations' }, isFiltered)}
            </p>
          )}
        </div>
        <ExportButton onExport={() => exportConversationsCsv(filters)} disabled={total === 0} />
      </div>
      <ConversationFiltersBar filters={filters} onChange={onFiltersChange} />
      {conversations.isPending ? (
        <LoadingState label="Loading conversations..." />
      ) : conversations.isError ? (
        <ErrorState message={conversations.error.message} onRetry={() => void conversations.refetch()} />
      ) : (
        <PagedList
          pages={conversations.data.pages}
          renderItem={(conversation) => <ConversationCard key={conversation.id} conversation={conversation} />}
          emptyState={<ConversationsEmptyState isFiltered={isFiltered} />}
          hasNextPage={conversations.hasNextPage}
          isFetchingNextPage={conversations.isFetchingNextPage}
          onLoadMore={() => void conversations.fetchNextPage()}
        />
      )}
    </div>
  );
}
