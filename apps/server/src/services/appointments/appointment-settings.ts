import type { AppointmentSettings } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema';
import { readAppointmentSettings } from './slot-rules';

/** The agency's appointment hours, durations, notice and horizon (the defaults until saved). */
export async function getAppointmentSettings(opts: { db: Executor; agentId: string }) {
  const [row] = await opts.db
    .select({ settings: agents.appointmentSettings })
    .from(agents)
    .where(eq(agents.id, opts.agentId))
    .limit(1);
  return readAppointmentSettings(row?.settings);
}

export async function updateAppointmentSettings(opts: { db: Executor; agentId: string }, input: AppointmentSettings) {
  const [row] = await opts.db
    .update(agents)
    .set({ appointmentSettings: input })
    .where(eq(agents.id, opts.agentId))
    .returning({ settings: agents.appointmentSettings });
  return readAppointmentSettings(row?.settings);
}
