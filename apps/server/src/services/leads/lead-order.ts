import type { LeadSort } from '@leadwise/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type KeyKind = 'integer' | 'timestamptz' | 'boolean' | 'text';

interface SortKey {
  expression: SQL;
  kind: KeyKind;
}

/**
 * One order of the leads list as a tuple of keys ending in the id, all in one direction, so a
 * page's position is one row comparison. Each tuple matches an index of the same expressions
 * and directions (migration add_lead_sort_indexes), or PostgreSQL would sort all the agent's
 * leads for every page.
 */
interface LeadOrder {
  keys: SortKey[];
  direction: 'asc' | 'desc';
}

const createdAtKey: SortKey = { expression: sql`${leads.createdAt}`, kind: 'timestamptz' };
const scoreKey: SortKey = { expression: sql`${leads.score}`, kind: 'integer' };
const idKey: SortKey = { expression: sql`${leads.id}`, kind: 'text' };

const LEAD_ORDERS: Record<LeadSort, LeadOrder> = {
  newest: { keys: [createdAtKey, idKey], direction: 'desc' },
  score: { keys: [scoreKey, createdAtKey, idKey], direction: 'desc' },
  temperature: {
    keys: [
      {
        expression: sql`(case ${leads.temperature} when 'hot' then 2 when 'warm' then 1 else 0 end)`,
        kind: 'integer',
      },
      scoreKey,
      createdAtKey,
      idKey,
    ],
    direction: 'desc',
  },
  // Unnamed leads go last; names compare without case.
  name: {
    keys: [
      { expression: sql`(${leads.name} is null)`, kind: 'boolean' },
      { expression: sql`coalesce(lower(${leads.name}), '')`, kind: 'text' },
      idKey,
    ],
    direction: 'asc',
  },
};

const KEY_TEXT_PATTERN: Record<KeyKind, RegExp> = {
  integer: /^-?\d{1,10}$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  boolean: /^(true|false)$/,
  text: /^[\s\S]{0,500}$/,
};
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A key as text for the cursor. Timestamps keep their microseconds (a JS Date would round them
 * off and repeat or skip leads created in the same millisecond).
 */
function keyAsText({ expression, kind }: SortKey): SQL {
  return kind === 'timestamptz'
    ? sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql`(${expression})::text`;
}

function castParameter(value: string, kind: KeyKind): SQL {
  return sql`${value}::${sql.raw(kind)}`;
}

export function findLeadOrder(sort: LeadSort) {
  const { keys, direction } = LEAD_ORDERS[sort];
  const sortKeys = keys.slice(0, -1);
  const nullsPlacement = direction === 'desc' ? sql.raw('desc nulls last') : sql.raw('asc nulls last');
  return {
    /** Selected beside the row: its position as the next page's cursor. */
    positionColumn: sql<string[]>`json_build_array(${sql.join(keys.map(keyAsText), sql`, `)})`,
    orderBy: keys.map((key) => sql`${key.expression} ${nullsPlacement}`),
    /** Rows strictly after the cursor in this order. */
    after(cursor: string[]): SQL {
      const values = sortKeys.map((key, i) => castParameter(cursor[i], key.kind));
      const comparison = direction === 'desc' ? sql.raw('<') : sql.raw('>');
      return sql`(${sql.join(
        keys.map((k) => k.expression),
        sql`, `,
      )}) ${comparison} (${sql.join([...values, sql`${cursor.at(-1)}::uuid`], sql`, `)})`;
    },
    encodeCursor(position: string[]): string {
      return Buffer.from(JSON.stringify([sort, ...position])).toString('base64url');
    },
    /** The cursor's position, checked against this order's keys: a bad one is a 400, never a SQL error. */
    decodeCursor(raw: string | undefined): string[] | null {
      if (!raw) return null;
      const invalid = new AppError('BAD_REQUEST', 'cursor is not valid', 'cursor');
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
      } catch {
        throw invalid;
      }
      if (!Array.isArray(parsed) || parsed.length !== keys.length + 1 || parsed[0] !== sort) throw invalid;
      const position = parsed.slice(1);
      const valid =
        position.every((value) => typeof value === 'string') &&
        sortKeys.every((key, i) => KEY_TEXT_PATTERN[key.kind].test(position[i])) &&
        UUID_PATTERN.test(String(position.at(-1)));
      if (!valid) throw invalid;
      return position as string[];
    },
  };
}
