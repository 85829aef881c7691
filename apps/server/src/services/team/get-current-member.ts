import type { CurrentMember } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencyMembers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { selectMembers } from './list-members';

/** The signed-in person as the sidebar shows them: name, role and branch. */
export async function getCurrentMember(db: Executor, memberId: string): Promise<CurrentMember> {
  const [row] = await selectMembers(db).where(eq(agencyMembers.id, memberId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Member not found');
  const { available: _available, createdAt: _createdAt, ...member } = row;
  return member;
}
