import { and, eq, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobLeases } from '../../db/schema';

export interface LeaseOptions {
  name: string;
  /** This instance's id: only it renews or releases the lease it holds. */
  holder: string;
  now: Date;
  ttlMs: number;
}

/**
 * Takes the named lease when it is free, expired (its holder died) or already ours. A row, not an
 * advisory lock, so it works the same on PostgreSQL and PGlite and survives connection pooling.
 */
export async function acquireLease(db: Executor, { name, holder, now, ttlMs }: LeaseOptions): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      setWhere: or(lte(jobLeases.expiresAt, now), eq(jobLeases.holder, holder)),
    })
    .returning({ holder: jobLeases.holder });
  return rows.length > 0;
}

/** Extends our lease; false when another instance took it over (we ran past its expiry). */
export async function renewLease(db: Executor, { name, holder, now, ttlMs }: LeaseOptions): Promise<boolean> {
  const rows = await db
    .update(jobLeases)
    .set({ expiresAt: new Date(now.getTime() + ttlMs) })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

export async function releaseLease(db: Executor, { name, holder }: Pick<LeaseOptions, 'name' | 'holder'>) {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
