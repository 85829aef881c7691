import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Keys whose values never reach a log line: credentials (passwords, tokens, codes, secrets), what
 * is derived from them (hashes), and personal data (emails, phone numbers). A value under one of
 * these keys is replaced wherever it sits: in a logged object, an error's own fields, a cause.
 */
export const REDACTED_LOG_KEYS = [
  'password',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'idToken',
  'refreshToken',
  'tokenHash',
  'visitorToken',
  // Not a bare `code`: on errors it is what names the failure (`ECONNREFUSED`, SQLSTATE `23505`).
  'confirmationCode',
  'verificationCode',
  'codeHash',
  'secret',
  'webhookSecret',
  'authorization',
  'cookie',
  'x-visitor-token',
  'email',
  'emailTo',
  'accountEmail',
  'to',
  'phone',
  'smsTo',
] as const;

/**
 * Fields of database errors that hold a query's parameters (drizzle's `params`, the postgres
 * driver's `parameters` and `args`, PGlite's `params`): a failing insert would log a password hash
 * or a visitor's email with them. The statement itself, with its placeholders, is kept.
 */
const QUERY_PARAMETER_KEYS = new Set(['params', 'parameters', 'args', 'queryOptions']);

const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

/** Values in free text (error messages, details, URLs), most specific first. */
const SENSITIVE_TEXT: Array<[RegExp, string]> = [
  [/scrypt\$[^\s,)'"]+/g, '[hash]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
  [/\b(Bearer\s+)\S+/gi, '$1[token]'],
  [/\b[0-9a-f]{64}\b/gi, '[hash]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // UK numbers (07700 900123, 020 7946 0958, +44 7700 900123) and other international ones.
  [/(?:\+|\b00)\d[\d\s-]{7,16}\d\b|\b0\d(?:[\s-]?\d){8,9}\b/g, '[phone]'],
];

/** Masks emails, phone numbers, tokens and hashes in text a log line is about to carry. */
export function scrubLogText(text: string) {
  let scrubbed = text;
  for (const [pattern, replacement] of SENSITIVE_TEXT) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

/** drizzle's failed-query message ends with `params: …`; the stack repeats the message. */
export function stripQueryParams(text: string) {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
}

const redactedKeys = new Set<string>(REDACTED_LOG_KEYS.map((key) => key.toLowerCase()));

function scrubValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubLogText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || seen.has(value)) return '[…]';
  seen.add(value);
  if (value instanceof Error) return serializeError(value, depth, seen);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (QUERY_PARAMETER_KEYS.has(key)) continue;
    out[key] = redactedKeys.has(key.toLowerCase()) ? REDACTED : scrubValue(item, depth + 1, seen);
  }
  return out;
}

function serializeError(error: Error, depth: number, seen: WeakSet<object>) {
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: scrubLogText(stripQueryParams(error.message)),
    stack: error.stack ? scrubLogText(stripQueryParams(error.stack)) : undefined,
  };
  for (const [key, item] of Object.entries(error)) {
    if (QUERY_PARAMETER_KEYS.has(key) || key in out) continue;
    out[key] = redactedKeys.has(key.toLowerCase()) ? REDACTED : scrubValue(item, depth + 1, seen);
  }
  // `cause` is often not enumerable (`new Error(msg, { cause })`) and holds the driver's error.
  if (error.cause !== undefined && !('cause' in out)) out.cause = scrubValue(error.cause, depth + 1, seen);
  return out;
}

/** The `err` serializer: an error (or a string describing one) without parameters or personal data. */
export function serializeLoggedError(value: unknown) {
  return scrubValue(value, 0, new WeakSet());
}

/**
 * The app's logger: request lines keep method and path but lose emails and tokens from query
 * strings, errors lose query parameters, and the keys above are censored in every logged object.
 */
export function createLoggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: REDACTED_LOG_KEYS.flatMap((key) => {
        const path = /^[\w$]+$/.test(key) ? key : `["${key}"]`;
        const nested = path.startsWith('[') ? `*${path}` : `*.${path}`;
        return [path, nested];
      }).concat('req.headers.authorization', 'req.headers.cookie', 'req.headers["x-visitor-token"]'),
      censor: REDACTED,
    },
    serializers: {
      // Typed for errors, but `err` may hold a string describing one; both come out scrubbed.
      err: serializeLoggedError as (error: Error) => { type: string; message: string; stack: string },
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: scrubLogText(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
