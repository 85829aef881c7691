import { downloadFile } from '../../../lib/download-file';
import { toQueryString } from '../../../lib/query-string';
import type { ConversationFilters } from './conversation-keys';

/** The filtered conversations as a CSV file, one row each. */
export function exportConversationsCsv(filters: ConversationFilters) {
  return downloadFile(`/conversations.csv${toQueryString(filters)}`, 'leadwise-conversations.csv');
}

/** A visitor's document, downloaded as an attachment. */
export function downloadDocument(id: string, fileName: string) {
  return downloadFile(`/documents/${encodeURIComponent(id)}`, fileName);
}
