import { downloadFile } from '../../../lib/download-file';
import { toQueryString } from '../../../lib/query-string';
import type { LeadFilters } from './lead-keys';

/** The filtered leads as a CSV file for a spreadsheet or a CRM import. */
export function exportLeadsCsv(filters: LeadFilters) {
  return downloadFile(`/leads.csv${toQueryString(filters)}`, 'leadwise-leads.csv');
}
