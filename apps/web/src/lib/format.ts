const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "3 May 2026" */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** "3 May 2026, 14:05" */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
/** "14:05" */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** The first `length` characters, with an ellipsis when something was cut. */
export function truncate(text: string, length: number) {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** "12 KB", "1.4 MB" */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A list's count: "1,204", or "1,000+" when the server stopped counting. */
export function formatTotal(page: { total: number; isTotalCapped?: boolean }) {
  return `${page.total.toLocaleString('en-GB')}${page.isTotalCapped ? '+' : ''}`;
}

/** "1 lead", "2 matching leads", "1,000+ conversations": the count line above a list. */
export function describeTotal(
  page: { total: number; isTotalCapped?: boolean },
  noun: { one: string; many: string },
  isFiltered: boolean,
) {
  const isOne = page.total === 1 && !page.isTotalCapped;
  return `${formatTotal(page)} ${isFiltered ? 'matching ' : ''}${isOne ? noun.one : noun.many}`;
}
