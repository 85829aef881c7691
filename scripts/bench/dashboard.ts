/**
 * Dashboard API latency with 100,000 conversations for one agent (issue 5: p95 under 50 ms).
 * Seeds the database first when needed (seed-dashboard.ts), then times each endpoint through the
 * whole Fastify stack in process (auth, validation, queries, serialisation; no network).
 *
 *   node --import tsx scripts/bench/dashboard.ts                       # PGlite in .tmp/bench-pglite
 *   DATABASE_URL=postgres://... node --import tsx scripts/bench/dashboard.ts
 *   BENCH_RUNS=300 ... to change the sample size (default 200 per endpoint);
 *   BENCH_ONLY=analytics ... to time only the endpoints whose name contains it.
 */
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/config/env';
import { agents, conversations } from '../../apps/server/src/db/schema';
import { createSession } from '../../apps/server/src/services/accounts/create-session';
import { BENCH_AGENT_EMAIL, openBenchDatabase, seedDashboardBench } from './seed-dashboard';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGET_P95_MS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const handle = openBenchDatabase();
await handle.migrate();
await seedDashboardBench(handle.db);

const env = loadEnv({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  RATE_LIMIT_DISABLED: 'true',
});
const app = await buildApp({ env, database: handle, logger: false, startWorkers: false });
await app.ready();

const [agent] = await app.db.select().from(agents).where(eq(agents.email, BENCH_AGENT_EMAIL)).limit(1);
const session = await createSession(app.db, env.JWT_SECRET, {
  userId: agent.userId,
  agentId: agent.id,
  email: agent.email,
  name: agent.name,
});
const headers = { authorization: `Bearer ${session.accessToken}` };
const [{ count: total }] = await app.db
  .select({ count: sql<number>`count(*)::int` })
  .from(conversations)
  .where(eq(conversations.agentId, agent.id));

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return res.json();
};

// Targets taken from the data: a deep cursor, a conversation, a rare email.
const firstPage = await get('/api/conversations?limit=100');
let deepCursor = firstPage.data.nextCursor as string;
for (let i = 0; i < 20; i++)
  deepCursor = (await get(`/api/conversations?limit=100&cursor=${deepCursor}`)).data.nextCursor;
const someConversation = firstPage.data.items[17].id as string;
const rareEmail =
  (await get('/api/conversations?q=example.com&limit=50')).data.items.at(-1)?.contactEmail ?? 'nobody@example.com';
const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);

const endpoints: Array<[string, string]> = [
  ['dashboard', '/api/dashboard'],
  ['conversations, first page', '/api/conversations'],
  ['conversations, page 21 (cursor)', `/api/conversations?cursor=${deepCursor}`],
  ['conversations, status + temperature', '/api/conversations?status=qualified&temperature=hot'],
  ['conversations, last 30 days', `/api/conversations?from=${monthAgo}&to=${today}`],
  ['conversations, search common word', '/api/conversations?q=clapham'],
  ['conversations, search rare email', `/api/conversations?q=${encodeURIComponent(rareEmail)}`],
  ['conversations, funnel step qualified', '/api/conversations?stage=qualified'],
  ['conversation detail', `/api/conversations/${someConversation}`],
  ['leads, first page', '/api/leads'],
  ['leads, search name', '/api/leads?q=priya'],
  ['leads, hot', '/api/leads?temperature=hot'],
  ['widget config', '/api/dashboard/widget-config'],
  ['analytics, 30 days', '/api/analytics'],
  ['analytics, 365 days', `/api/analytics?from=${yearAgo}&to=${today}`],
];

console.log(
  `\nDashboard API on ${handle.kind}, agent with ${total.toLocaleString('en-GB')} conversations, ${RUNS} runs each\n`,
);
console.log(`${'endpoint'.padEnd(40)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
const over: string[] = [];
for (const [name, url] of endpoints.filter(([name]) => name.includes(process.env.BENCH_ONLY ?? ''))) {
  for (let i = 0; i < WARMUP; i++) await get(url);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await get(url);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
  if (p95 >= TARGET_P95_MS) over.push(name);
  console.log(
    `${name.padEnd(40)}${p50.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${p99.toFixed(1).padStart(9)}`,
  );
}
console.log(
  over.length === 0
    ? `\nEvery endpoint's p95 is under ${TARGET_P95_MS} ms.`
    : `\nOver ${TARGET_P95_MS} ms at p95: ${over.join(', ')}`,
);
await app.close();
await handle.close();
