import { Readable } from 'node:stream';

/**
 * CSV for spreadsheets and CRM imports (RFC 4180). Text a visitor typed could start with "=" and
 * run as a formula when the file is opened in Excel, so such cells get a leading apostrophe.
 */
export type CsvValue = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;

export function toCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsvRow(values: CsvValue[]): string {
  return `${values.map(toCsvCell).join(',')}\r\n`;
}

/** Excel reads a UTF-8 file as such only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

/** `leadwise-leads-2026-05-01.csv` */
export function csvFileName(what: string, now = new Date()) {
  return `leadwise-${what}-${now.toISOString().slice(0, 10)}.csv`;
}

/** The header row and the first batch of rows: each export yields these before streaming the rest. */
const CHUNKS_READ_AHEAD = 2;

/**
 * A CSV export as a stream whose header and first batch are already read. Whatever in the filters
 * the database refuses then fails before the first byte, as a status code, instead of cutting the
 * file off after a 200 and its header have gone out.
 */
export async function readCsvAhead(chunks: AsyncGenerator<string>): Promise<Readable> {
  const ahead: string[] = [];
  for (let index = 0; index < CHUNKS_READ_AHEAD; index++) {
    const next = await chunks.next();
    if (next.done) break;
    ahead.push(next.value);
  }
  return Readable.from(
    (async function* () {
      yield* ahead;
      yield* chunks;
    })(),
  );
}
