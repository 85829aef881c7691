import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/ui/export-button';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { PagedList } from '../../../components/ui/paged-list';
import { exportLeadsCsv } from '../../../features/leads/api/export-leads';
import { useLeadAssignees } from '../../../features/leads/api/get-lead-assignees';
import { useLeads } from '../../../features/leads/api/get-leads';
import type { LeadFilters } from '../../../features/leads/api/lead-keys';
import {
  hasLeadFilters,
  LeadFiltersBar,
  LeadSortSelect,
  parseLeadFilters,
} from '../../../features/leads/components/lead-filters';
import { LeadQuickFilters } from '../../../features/leads/components/lead-quick-filters';
import { LeadRow } from '../../../features/leads/components/lead-row';
import { LeadsEmptyState } from '../../../features/leads/components/leads-empty-state';
import { describeTotal } from '../../../lib/format';
import { toQueryString } from '../../../lib/query-string';

export default function LeadsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseLeadFilters(searchParams);
  const isFiltered = hasLeadFilters(filters);
  const leads = useLeads(filters);
  const assignees = useLeadAssignees();
  const assigneeOptions = (assignees.data?.items ?? []).map((m) => ({ value: m.id, label: m.name }));

  const onFiltersChange = (next: LeadFilters) =>
    setSearchParams(new URLSearchParams(toQueryString(next)), { replace: true });

  const firstPage = leads.data?.pages[0];
  const total = firstPage?.total;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Qualified Leads</h1>
          {firstPage && (
            <p className="text-sm text-slate-600">
              {describeTotal(firstPage, { one: 'lead', many: 'leads' }, isFiltered)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <LeadSortSelect
            sort={filters.sort}
            onChange={(sort) => onFiltersChange({ ...filters, sort: sort === 'newest' ? undefined : sort })}
          />
          <ExportButton onExport={() => exportLeadsCsv(filters)} disabled={total === 0} />
        </div>
      </div>
      <LeadQuickFilters filters={filters} onChange={onFiltersChange} />
      <LeadFiltersBar filters={filters} onChange={onFiltersChange} />
      {leads.isPending ? (
        <LoadingState label="Loading leads..." />
      ) : leads.isError ? (
        <ErrorState message={leads.error.message} onRetry={() => void leads.refetch()} />
      ) : (
        <PagedList
          pages={leads.data.pages}
          renderItem={(lead) => <LeadRow key={lead.id} lead={lead} assigneeOptions={assigneeOptions} />}
          emptyState={<LeadsEmptyState isFiltered={isFiltered} />}
          hasNextPage={leads.hasNextPage}
          isFetchingNextPage={leads.isFetchingNextPage}
          onLoadMore={() => void leads.fetchNextPage()}
        />
      )}
    </div>
  );
}
