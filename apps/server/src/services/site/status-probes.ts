import { randomUUID } from 'node:crypto';
import { qualify } from '@leadwise/qualifier';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { DocumentStorage } from '../storage/document-storage';
import type { MonitoredService, StatusProbe } from './status-monitor';

/** A message still waiting this long means delivery is falling behind. */
export const OUTBOX_OVERDUE_MINUTES = 5;

export function databaseProbe(db: Executor): StatusProbe {
  return async () => {
    await db.execute(sql`select 1`);
    return {};
  };
}

/** Email and SMS leave through the outbox: overdue messages mean alerts are not reaching agents. */
export function outboxProbe(db: Executor, now: () => Date = () => new Date()): StatusProbe {
  return async () => {
    const overdueBefore = new Date(now().getTime() - OUTBOX_OVERDUE_MINUTES * 60 * 1000);
    const [{ n }] = await db
      .select({ n: count() })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'pending'), lt(outboxMessages.nextAttemptAt, overdueBefore)));
    return n > 0 ? { degraded: `${n} messages waiting over ${OUTBOX_OVERDUE_MINUTES} minutes` } : {};
  };
}

export interface InjectedResponse {
  statusCode: number;
  json(): unknown;
}

/**
 * Asks the public widget API for a widget that does not exist, through the app's own router and
 * database: a JSON "not found" from the widget route (not the catch-all) proves the path answers.
 */
export function widgetApiProbe(inject: (url: string) => Promise<InjectedResponse>): StatusProbe {
  return async () => {
    const res = await inject(`/api/widgets/${randomUUID()}/public-config`);
    const body = res.json() as { success?: boolean; error?: string } | null;
    const answered = res.statusCode < 500 && body?.success !== undefined && !body.error?.startsWith('Route ');
    if (!answered) throw new Error(`widget API answered ${res.statusCode}`);
    return {};
  };
}

/** Writes, reads back and removes a small file where uploaded documents are kept. */
export function documentStorageProbe(storage: DocumentStorage): StatusProbe {
  return async () => {
    const key = `status-probe/${randomUUID()}`;
    const body = new TextEncoder().encode('ok');
    await storage.put(key, body, 'text/plain');
    try {
      const read = await storage.get(key);
      if (new TextDecoder().decode(read) !== 'ok') throw new Error('document storage returned other bytes');
    } finally {
      await storage.delete(key);
    }
    return {};
  };
}

/** A visitor with budget, mortgage in principle, a date, a wanted area and contact details: hot. */
const KNOWN_HOT_TRANSCRIPT = {
  referenceDate: '2026-01-15',
  agent: { areas: ['Clapham'] },
  messages: [
    { role: 'assistant' as const, text: 'Hi! Are you looking to buy or rent?' },
    { role: 'visitor' as const, text: 'Buy, a 2 bed flat in Clapham, up to 450k' },
    { role: 'assistant' as const, text: 'Do you have a mortgage in principle?' },
    { role: 'visitor' as const, text: 'Yes, we got our AIP last week' },
    { role: 'assistant' as const, text: 'When are you hoping to move?' },
    { role: 'visitor' as const, text: 'As soon as possible' },
    { role: 'assistant' as const, text: 'What is the best email to reach you on?' },
    { role: 'visitor' as const, text: 'sarah.jones@example.com' },
  ],
};

/** The qualification engine still scores a clear-cut hot buyer as hot. */
export const qualifierProbe: StatusProbe = async () => {
  const result = qualify(KNOWN_HOT_TRANSCRIPT);
  if (result.temperature !== 'hot') throw new Error(`a known hot lead scored ${result.score} (${result.temperature})`);
  return {};
};

export type ProbeKey = 'qualifier' | 'widgetApi' | 'database' | 'storage' | 'outbox';

/** The spec's six services, each mapped to the real check behind it. */
export const STATUS_SERVICES: ReadonlyArray<MonitoredService<ProbeKey>> = [
  { name: 'AI Qualification Engine', check: 'Scores a known lead correctly', probe: 'qualifier' },
  { name: 'Widget Service', check: 'Public widget API answering', probe: 'widgetApi' },
  { name: 'Dashboard API', check: 'Database reachable', probe: 'database' },
  { name: 'Document Processing', check: 'Document storage writable', probe: 'storage' },
  {
    name: 'Notification System',
    check: `Email and SMS outbox under ${OUTBOX_OVERDUE_MINUTES} minutes behind`,
    probe: 'outbox',
  },
  { name: 'Analytics Pipeline', check: 'Event store reachable', probe: 'database' },
];
