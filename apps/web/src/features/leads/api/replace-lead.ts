import type { Lead, LeadPage } from '@leadwise/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { leadKeys } from './lead-keys';

/** Puts a saved lead into every loaded list page, so each list shows it at once. */
export function replaceLeadInLists(queryClient: QueryClient, saved: Lead) {
  queryClient.setQueriesData<InfiniteData<LeadPage>>({ queryKey: [...leadKeys.all, 'list'] }, (data) =>
    data?.pages
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((lead) => (lead.id === saved.id ? saved : lead)),
          })),
        }
      : data,
  );
}
