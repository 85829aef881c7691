/** The error and its causes, outermost first (Drizzle wraps the driver's error in `cause`). */
function* errorChain(error: unknown) {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    yield e as { code?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** PostgreSQL error codes surface differently through postgres-js and PGlite; read both. */
function pgCode(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/** The postgres driver's and the socket's codes for a connection that is gone or never came. */
const CONNECTION_LOST_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // Our own: a query the driver never settled (see db/client.ts).
  'QUERY_UNANSWERED',
]);

/**
 * Whether a query failed because the database is away (restarting, failing over, or its
 * connections were terminated) rather than because of the query: class 08 (connection
 * exception) and 57P01-57P03 (shutdown, cannot connect now). Worth a retry a moment later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (code && (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code))) return true;
  for (const e of errorChain(error)) {
    if (typeof e.code === 'string' && CONNECTION_LOST_CODES.has(e.code)) return true;
  }
  return false;
}
