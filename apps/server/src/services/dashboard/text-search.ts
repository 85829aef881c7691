import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

/**
 * What the agent typed, reduced to letters, digits and the characters of emails and phone
 * numbers; null when nothing searchable is left. Nothing typed can reach tsquery syntax.
 */
export function toSearchText(input: string | undefined): string | null {
  if (!input) return null;
  const words = input
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@._+-]+/gu, ' ')
    .split(' ')
    .map((w) => w.replace(/^[@._+-]+|[@._+-]+$/g, ''))
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length ? words.join(' ') : null;
}

/**
 * The tsquery for a search: every token PostgreSQL's own parser finds in the text, each as a
 * prefix, joined with AND ("sar jon" finds "Sarah Jones", "sarah@exa" finds "sarah@example.com").
 * to_tsquery() would turn "sarah@exa" or "semi-detached" into phrase matches, which never match
 * the position-free search vector. Built in its own query so the list query gets a constant the
 * planner can estimate: a common word then walks the newest-first index, a rare one the GIN index.
 */
export async function resolveSearchQuery(db: Executor, input: string | undefined): Promise<string | null> {
  const text = toSearchText(input);
  if (!text) return null;
  const [row] = await db
    .select({ query: sql<string | null>`string_agg(quote_literal(t.lexeme) || ':*', ' & ')` })
    .from(sql`unnest(to_tsvector('simple', ${text})) as t`);
  return row?.query ?? null;
}

/** `search_vector @@ query` for a query from resolveSearchQuery. */
export function matchesSearch(searchVector: PgColumn, tsQuery: string): SQL {
  return sql`${searchVector} @@ ${tsQuery}::tsquery`;
}
