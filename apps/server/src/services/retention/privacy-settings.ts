import type { PrivacySettings, UpdatePrivacySettingsInput } from '@leadwise/contracts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { agents, retentionRuns } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/record-audit';

/** Settings → Data retention: the period, the privacy notice address and the job's last run. */
export async function getPrivacySettings(db: Executor, agentId: string): Promise<PrivacySettings> {
  const [agency] = await db
    .select({ retentionDays: agents.retentionDays, privacyNoticeUrl: agents.privacyNoticeUrl })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agency) throw new AppError('NOT_FOUND', 'Account not found');
  const [lastRun] = await db
    .select({ id: retentionRuns.id, startedAt: retentionRuns.startedAt, finishedAt: retentionRuns.finishedAt })
    .from(retentionRuns)
    .where(and(isNull(retentionRuns.agentId), isNotNull(retentionRuns.finishedAt)))
    .orderBy(desc(retentionRuns.startedAt))
    .limit(1);
  let removed: Record<string, number> = {};
  if (lastRun) {
    const [mine] = await db
      .select({ removed: retentionRuns.removed })
      .from(retentionRuns)
      .where(and(eq(retentionRuns.runId, lastRun.id), eq(retentionRuns.agentId, agentId)))
      .limit(1);
    removed = (mine?.removed ?? {}) as Record<string, number>;
  }
  return {
    ...agency,
    lastRun: lastRun
      ? { startedAt: lastRun.startedAt.toISOString(), finishedAt: lastRun.finishedAt?.toISOString() ?? null, removed }
      : null,
  };
}

export async function updatePrivacySettings(
  ctx: { db: Database; agentId: string; actor: { userId: string; email: string }; ip: string | null },
  input: UpdatePrivacySettingsInput,
): Promise<PrivacySettings> {
  const { db, agentId } = ctx;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ retentionDays: agents.retentionDays, privacyNoticeUrl: agents.privacyNoticeUrl })
      .from(agents)
      .where(eq(agents.id, agentId))
      .for('update');
    await tx.update(agents).set(input).where(eq(agents.id, agentId));
    const audit = { agentId, actor: ctx.actor, ip: ctx.ip };
    if (before.retentionDays !== input.retentionDays) {
      await recordAudit(tx, {
        ...audit,
        action: 'retention_changed',
        target: `${input.retentionDays} days`,
        detail: { from: before.retentionDays, to: input.retentionDays },
      });
    }
    if (before.privacyNoticeUrl !== input.privacyNoticeUrl) {
      await recordAudit(tx, {
        ...audit,
        action: 'privacy_notice_changed',
        target: input.privacyNoticeUrl,
        detail: { from: before.privacyNoticeUrl, to: input.privacyNoticeUrl },
      });
    }
  });
  return getPrivacySettings(db, agentId);
}
