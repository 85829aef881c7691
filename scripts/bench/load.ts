import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import type { BenchFigure, BenchModule } from '../bench';

/**
 * `npm run bench -- load`: many visitors chatting at once against a server process of its own,
 * as on a busy evening. Each visitor starts a conversation, keeps its live event stream open and
 * sends MESSAGES messages with about THINK_MS of think time; one agent watches their live stream.
 *
 * Defaults: PGlite with 200 visitors. Point it at PostgreSQL and Redis (500 visitors by default):
 *   LOAD_DATABASE_URL=postgres://postgres@127.0.0.1:5432/leadwise_load \
 *   LOAD_REDIS_URL=redis://127.0.0.1:6379 npm run bench -- load
 * LOAD_VISITORS, LOAD_MESSAGES and LOAD_THINK_MS override the shape of the load; LOAD_PROFILE_DIR
 * keeps the server's CPU profile. The database named
 * in LOAD_DATABASE_URL is created if missing and dropped afterwards unless LOAD_KEEP_DATABASE=true.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = process.env.LOAD_DATABASE_URL || undefined;
const redisUrl = process.env.LOAD_REDIS_URL || undefined;
const VISITORS = Number(process.env.LOAD_VISITORS ?? (databaseUrl ? 500 : 200));
const MESSAGES = Number(process.env.LOAD_MESSAGES ?? 6);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 2000);
/** Visitors arrive spread over this window rather than all in the same millisecond. */
const ARRIVAL_MS = Number(process.env.LOAD_ARRIVAL_MS ?? 5000);
/**
 * Visitors who chat before the measured ones, so the figures describe a server that has been up
 * for a while (its code compiled by the JIT, the database's caches filled) rather than its first
 * seconds. LOAD_WARMUP_VISITORS=0 measures a cold start.
 */
const WARMUP_VISITORS = Number(process.env.LOAD_WARMUP_VISITORS ?? 50);

const SCRIPT = [
  "Hi, we're looking to buy a two bed flat",
  'Clapham ideally, or Balham',
  'up to £550k',
  'We have a mortgage in principle',
  'as soon as possible, within the next couple of months',
  'Priya Shah, priya.shah@example.com, 07700 900123',
  'Does the flat have parking?',
  'actually we could stretch to 600k',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The visitors' requests go through node:http with kept-alive connections rather than fetch: the
 * load generator shares the machine's two cores with the server, and fetch's streams cost it about
 * as much CPU as the server spent answering, which the server's figures then paid for.
 */
const visitorAgent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function post(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', agent: visitorAgent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** User + system CPU time of a process in milliseconds, from /proc (Linux). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not answer /api/health within 2 minutes');
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { data?: T };
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data as T;
}

async function signUpAgent(base: string) {
  const email = `load-${Date.now()}@example.com`;
  const password = 'Load-bench-Passw0rd-2026';
  const post = (p: string, body: unknown) =>
    fetch(`${base}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await json<{ agent: { widgetId?: string } }>(
    await post('/auth/register', { email, name: 'Load Agent', company: 'Load Homes', password }),
  );
  let code: string | undefined;
  for (let i = 0; i < 40 && !code; i++) {
    const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      data: { text?: string; subject?: string }[];
    };
    code = outbox.data.map((m) => `${m.subject ?? ''} ${m.text ?? ''}`.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
    if (!code) await sleep(250);
  }
  if (!code) throw new Error('no confirmation code in the dev outbox');
  await json(await post('/auth/confirm-signup', { email, confirmationCode: code }));
  const session = await json<{ accessToken: string }>(await post('/auth/login', { email, password }));
  const dashboard = await json<{ widgets: { widgetId: string }[] }>(
    await fetch(`${base}/api/dashboard`, { headers: { authorization: `Bearer ${session.accessToken}` } }),
  );
  void registered;
  return { accessToken: session.accessToken, widgetId: dashboard.widgets[0].widgetId };
}

/** Opens a server-sent event stream and counts the events that arrive until `abort`. */
function openStream(url: string, headers: Record<string, string>, abort: AbortSignal) {
  const state = { open: false, events: 0, failed: '' as string };
  const done = new Promise<void>((resolve) => {
    const req = httpRequest(url, { headers, signal: abort }, (res) => {
      if (res.statusCode !== 200) {
        state.failed = `stream answered ${res.statusCode}`;
        res.resume();
        return resolve();
      }
      state.open = true;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        state.events += (chunk.match(/^data:/gm) ?? []).length;
      });
      res.on('close', () => {
        state.open = false;
        if (!abort.aborted) state.failed = 'closed by the server';
        resolve();
      });
    });
    req.on('error', (error) => {
      state.open = false;
      if (!abort.aborted) state.failed = error.message;
      resolve();
    });
    req.end();
  });
  return { state, done };
}

interface VisitorResult {
  startMs: number;
  messageMs: number[];
  errors: string[];
  stream: { open: boolean; events: number; failed: string };
}

interface VisitorShape {
  visitors: number;
  arrivalMs: number;
  thinkMs: number;
}

const measured: VisitorShape = { visitors: VISITORS, arrivalMs: ARRIVAL_MS, thinkMs: THINK_MS };

async function runVisitor(
  base: string,
  widgetId: string,
  index: number,
  abort: AbortSignal,
  shape: VisitorShape = measured,
): Promise<VisitorResult> {
  const result: VisitorResult = { startMs: Number.NaN, messageMs: [], errors: [], stream: { open: false, events: 0, failed: '' } };
  await sleep((shape.arrivalMs * index) / shape.visitors);
  try {
    const t0 = performance.now();
    const startedRes = await post(`${base}/api/widgets/${widgetId}/conversations`, {}, '{}');
    if (startedRes.status !== 201) throw new Error(`start answered ${startedRes.status}: ${startedRes.body}`);
    const started = (JSON.parse(startedRes.body) as { data: { conversationId: string; visitorToken: string } }).data;
    result.startMs = performance.now() - t0;
    const headers = { 'x-visitor-token': started.visitorToken };
    const stream = openStream(`${base}/api/conversations/${started.conversationId}/events`, headers, abort);
    result.stream = stream.state;
    for (let m = 0; m < MESSAGES; m++) {
      await sleep(shape.thinkMs * (0.5 + Math.random()));
      const t1 = performance.now();
      const res = await post(
        `${base}/api/conversations/${started.conversationId}/messages`,
        headers,
        JSON.stringify({ text: SCRIPT[m % SCRIPT.length] }),
      );
      if (res.status === 200) result.messageMs.push(performance.now() - t1);
      else result.errors.push(`message answered ${res.status}`);
    }
  } catch (error) {
    result.errors.push((error as Error).message);
  }
  return result;
}

async function withDatabase<T>(run: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return run();
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = postgres({ ...parseAdmin(url), onnotice: () => {} });
  const exists = await admin`select 1 from pg_database where datname = ${name}`;
  if (exists.length === 0) await admin.unsafe(`create database "${name.replace(/"/g, '')}"`);
  try {
    return await run();
  } finally {
    if (exists.length === 0 && process.env.LOAD_KEEP_DATABASE !== 'true') {
      await admin.unsafe(`drop database if exists "${name.replace(/"/g, '')}" with (force)`);
    }
    await admin.end();
  }
}

function parseAdmin(url: URL) {
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || 'postgres'),
    password: url.password ? decodeURIComponent(url.password) : undefined,
    database: 'postgres',
  };
}

/** Transactions committed in the bench database so far (PostgreSQL only). */
async function committedTransactions(): Promise<number | undefined> {
  if (!databaseUrl) return undefined;
  const sql = postgres(databaseUrl, { onnotice: () => {}, max: 1 });
  try {
    const [row] = await sql`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`;
    return Number(row.n);
  } finally {
    await sql.end();
  }
}

async function measureLoad(): Promise<BenchFigure[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leadwise-load-'));
  // LOAD_PROFILE_DIR=dir writes the server's CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.LOAD_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: redisUrl ?? '',
      JWT_SECRET: 'load-bench-secret-that-is-long-enough-for-hs256',
      // Every visitor comes from 127.0.0.1 here; per-address limits would turn the bench away.
      RATE_LIMIT_DISABLED: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const abort = new AbortController();
  try {
    await waitForHealth(base, child);
    const agent = await signUpAgent(base);
    const agentStream = openStream(`${base}/api/events`, { authorization: `Bearer ${agent.accessToken}` }, abort.signal);
    const warmup: VisitorShape = { visitors: WARMUP_VISITORS, arrivalMs: 2000, thinkMs: 200 };
    const warmed = await Promise.all(
      Array.from({ length: WARMUP_VISITORS }, (_, i) => runVisitor(base, agent.widgetId, i, abort.signal, warmup)),
    );
    const warmupErrors = warmed.flatMap((r) => r.errors);
    if (warmupErrors.length > 0) throw new Error(`warm-up failed: ${warmupErrors[0]}`);
    const agentEventsBefore = agentStream.state.events;
    const cpuBefore = cpuMs(child.pid!);
    const xactBefore = await committedTransactions();
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: VISITORS }, (_, i) => runVisitor(base, agent.widgetId, i, abort.signal)),
    );
    const elapsedS = (performance.now() - t0) / 1000;
    const cpuUsed = cpuMs(child.pid!) - cpuBefore;
    const xactAfter = await committedTransactions();
    // Give the last live events a moment to arrive before counting open streams.
    await sleep(500);
    const messageMs = results.flatMap((r) => r.messageMs).sort((a, b) => a - b);
    const startMs = results.map((r) => r.startMs).filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
    const errors = results.flatMap((r) => r.errors);
    const streamsOpen = results.filter((r) => r.stream.open).length;
    const ms = (v: number) => Math.round(v * 10) / 10;
    const figures: BenchFigure[] = [
      { label: 'database', value: databaseUrl ? `PostgreSQL${redisUrl ? ' + Redis' : ''}` : 'PGlite' },
      { label: 'visitors x messages', value: `${VISITORS} x ${MESSAGES}, think ${THINK_MS} ms` },
      { label: 'warm-up before measuring', value: `${WARMUP_VISITORS} visitors` },
      { label: 'messages per second', value: Math.round((messageMs.length / elapsedS) * 10) / 10 },
      { label: 'message round trip p50', value: ms(percentile(messageMs, 50)), unit: 'ms' },
      {
        label: 'message round trip p95',
        value: ms(percentile(messageMs, 95)),
        unit: 'ms',
        budget: databaseUrl ? '< 100 ms' : '< 200 ms',
        withinBudget: percentile(messageMs, 95) < (databaseUrl ? 100 : 200),
      },
      {
        label: 'message round trip p99',
        value: ms(percentile(messageMs, 99)),
        unit: 'ms',
        ...(databaseUrl ? { budget: '< 250 ms', withinBudget: percentile(messageMs, 99) < 250 } : {}),
      },
      { label: 'start conversation p50', value: ms(percentile(startMs, 50)), unit: 'ms' },
      { label: 'start conversation p95', value: ms(percentile(startMs, 95)), unit: 'ms' },
      { label: 'start conversation p99', value: ms(percentile(startMs, 99)), unit: 'ms' },
      { label: 'errors', value: errors.length, budget: '0', withinBudget: errors.length === 0 },
      {
        label: 'visitor live streams open at the end',
        value: `${streamsOpen} of ${VISITORS}`,
        budget: 'all',
        withinBudget: streamsOpen === VISITORS,
      },
      { label: 'agent live events received', value: agentStream.state.events - agentEventsBefore },
      { label: 'server CPU per message', value: ms(cpuUsed / Math.max(1, messageMs.length + startMs.length)), unit: 'ms' },
    ];
    if (xactBefore !== undefined && xactAfter !== undefined) {
      figures.push({
        label: 'database transactions per message',
        value: Math.round(((xactAfter - xactBefore) / Math.max(1, messageMs.length + startMs.length)) * 100) / 100,
      });
    }
    if (errors.length > 0) console.error('first errors:', [...new Set(errors)].slice(0, 5));
    return figures;
  } finally {
    abort.abort();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBench: BenchModule = {
  name: 'load',
  run: () => withDatabase(measureLoad),
};

export default loadBench;
