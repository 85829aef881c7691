import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/config/env';
import { registerAccount } from '../../apps/server/src/services/accounts/register-account';
import type { BenchFigure, BenchModule } from '../bench';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const widgetDir = path.join(root, 'packages/widget');
const ROUND_TRIPS = 60;
/** A visitor's side of a full qualification, repeated to reach ROUND_TRIPS messages. */
const SCRIPT = [
  "Hi, we're looking to buy",
  'Clapham ideally, a two bed flat',
  'up to £550k',
  'We have a mortgage in principle',
  'as soon as possible',
  'Priya Shah, priya.shah@example.com',
  'yes that is fine',
  'skip',
  'Does the flat have parking?',
  'actually we could stretch to 600k',
];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function gzippedSize(file: string) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function measureBundles(): BenchFigure[] {
  execFileSync(process.execPath, ['build.mjs'], { cwd: widgetDir, stdio: 'ignore' });
  const dist = path.join(widgetDir, 'dist');
  const panelFile = readdirSync(dist).find((f) => /^panel-.+\.js$/.test(f));
  if (!panelFile) throw new Error('No panel chunk in packages/widget/dist');
  const loader = gzippedSize(path.join(dist, 'widget.js'));
  const panel = gzippedSize(path.join(dist, panelFile));
  return [
    {
      label: 'widget.js loader, gzipped',
      value: kb(loader),
      unit: 'KB',
      budget: '< 6 KB',
      withinBudget: loader < 6 * 1024,
    },
    { label: `chat panel (${panelFile}), gzipped`, value: kb(panel), unit: 'KB' },
    {
      label: 'loader + panel, gzipped',
      value: kb(loader + panel),
      unit: 'KB',
      budget: '< 30 KB',
      withinBudget: loader + panel < 30 * 1024,
    },
  ];
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Visitor message round trips over HTTP against an in-process server on PGlite, rule engine only. */
async function measureRoundTrips(): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leadwise-bench-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    PGLITE_DIR: 'memory://',
    DATA_DIR: dataDir,
    RATE_LIMIT_DISABLED: 'true',
  });
  const app = await buildApp({ env, logger: false, startWorkers: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const account = await registerAccount(
      { db: app.db, publicUrl: base },
      { email: 'bench@example.com', name: 'Bench Agent', company: 'Bench Homes', password: 'Str0ngPassw0rd' },
    );
    const started = await fetch(`${base}/api/widgets/${account.onboarding.widgetId}/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { conversationId, visitorToken } = ((await started.json()) as { data: { conversationId: string; visitorToken: string } }).data;
    const timings: number[] = [];
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-visitor-token': visitorToken },
        body: JSON.stringify({ text: SCRIPT[i % SCRIPT.length] }),
      });
      await res.json();
      if (!res.ok) throw new Error(`message ${i} answered ${res.status}`);
      timings.push(performance.now() - t0);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const ms = (v: number) => Math.round(v * 10) / 10;
    return [
      { label: `message round trip p50 (${ROUND_TRIPS} messages)`, value: ms(percentile(sorted, 50)), unit: 'ms' },
      { label: `message round trip p95 (${ROUND_TRIPS} messages)`, value: ms(percentile(sorted, 95)), unit: 'ms' },
    ];
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const widgetBench: BenchModule = {
  name: 'widget',
  async run() {
    return [...measureBundles(), ...(await measureRoundTrips())];
  },
};

export default widgetBench;
