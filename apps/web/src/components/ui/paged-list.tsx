import type { ReactNode } from 'react';
import { Button } from './button';

/** Every loaded page's items as one list, 'Load more' for the next page, or the empty state. */
export function PagedList<T>({
  pages,
  renderItem,
  emptyState,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: {
  pages: Array<{ items: T[] }>;
  /** Returns the item's <li>, with its key. */
  renderItem: (item: T) => ReactNode;
  emptyState: ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}) {
  const items = pages.flatMap((page) => page.items);
  if (items.length === 0) return <>{emptyState}</>;
  return (
    <div className="space-y-4">
      <ul className="space-y-3">{items.map(renderItem)}</ul>
      {hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onLoadMore} isLoading={isFetchingNextPage}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
