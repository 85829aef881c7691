/**
 * Dashboard API latency with 100,000 conversations for one agent (target: p95 under 50 ms).
 * Seeds the database first when needed (lib/seed-dashboard.ts, a few minutes the first time),
 * then times each endpoint through the whole Fastify stack in process (auth, validation,
 * queries, serialisation; no network). A benchmark, not a test: it prints figures.
 *
 *   npm run bench -- dashboard                                        # PGlite in .tmp/bench-pglite
 *   BENCH_DATABASE_URL=postgres://.../leadwise_bench npm run bench -- dashboard
 *   BENCH_RUNS=300 ... to change the sample size (default 200 per endpoint);
 *   BENCH_ONLY=analytics ... to time only the endpoints whose name contains it.
 */
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/config/env';
import { agents, conversations } from '../../apps/server/src/db/schema';
import { createSession } from '../../apps/server/src/services/accounts/create-session';
import type { BenchFigure, BenchModule } from '../bench';
import { BENCH_AGENT_EMAIL, openBenchDatabase, seedDashboardBench } from './lib/seed-dashboard';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGET_P95_MS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value: number) => Math.round(value * 10) / 10;

async function measureDashboard(): Promise<BenchFigure[]> {
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
  try {
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
    for (let i = 0; i < 20; i++) {
      deepCursor = (await get(`/api/conversations?limit=100&cursor=${deepCursor}`)).data.nextCursor;
    }
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

    const figures: BenchFigure[] = [
      { label: `database (${RUNS} runs per endpoint)`, value: handle.kind },
      { label: 'conversations of the agent measured', value: total },
    ];
    for (const [name, url] of endpoints.filter(([name]) => name.includes(process.env.BENCH_ONLY ?? ''))) {
      for (let i = 0; i < WARMUP; i++) await get(url);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await get(url);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => ms(percentile(times, p)));
      figures.push({
        label: `${name} p95`,
        value: p95,
        unit: `ms (p50 ${p50}, p99 ${p99})`,
        budget: `< ${TARGET_P95_MS} ms`,
        withinBudget: p95 < TARGET_P95_MS,
      });
    }
    return figures;
  } finally {
    await app.close();
    await handle.close();
  }
}

const dashboardBench: BenchModule = { name: 'dashboard', run: measureDashboard };
export default dashboardBench;

// Run on its own: node --import tsx scripts/bench/dashboard.ts
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await measureDashboard()) {
    console.log(`${figure.label.padEnd(44)} ${figure.value} ${figure.unit ?? ''}`);
  }
}
