/**
 * Landing page JavaScript budget: the gzipped JS a first visit to / downloads, i.e. the
 * entry chunk plus the route chunks of the marketing layout and the landing page and everything
 * they import statically. Chunks loaded only on interaction (dynamic `import()`) are listed apart.
 *
 *   npm run build -w @leadwise/web && node --import tsx scripts/measure-landing.ts [--json]
 *
 * Exits 1 when the landing page is over budget, so `npm run bench` flags a regression.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LANDING_JS_BUDGET_KB = 120;
/** Route chunks the router loads for `/` (app/router.tsx): the layout and its index page. */
const LANDING_ROUTE_CHUNKS = ['marketing-layout', 'landing'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const assets = path.join(dist, 'assets');

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;

const read = (file: string) => readFileSync(path.join(assets, file), 'utf8');
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length / 1024;
const matches = (source: string, pattern: RegExp) => [...source.matchAll(pattern)].map((m) => path.basename(m[1]));

/** The chunk and every chunk it imports statically (what the browser must fetch before running it). */
function withStaticImports(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...matches(read(file), STATIC_IMPORT));
  }
  return seen;
}

export function measureLanding() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @leadwise/web` first.');
  }
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('No entry script in apps/web/dist/index.html');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const routeChunks = LANDING_ROUTE_CHUNKS.map((name) => {
    const file = files.find((f) => f.startsWith(`${name}-`));
    if (!file) throw new Error(`No ${name}-*.js chunk in apps/web/dist/assets`);
    return file;
  });

  const initial = withStaticImports([entry, ...routeChunks]);
  const onDemand = new Set<string>();
  for (const file of routeChunks) {
    for (const lazy of matches(read(file), DYNAMIC_IMPORT)) {
      for (const chunk of withStaticImports([lazy])) if (!initial.has(chunk)) onDemand.add(chunk);
    }
  }
  const sizes = (set: Set<string>) =>
    [...set]
      .map((file) => ({ file, gzipKb: Math.round(gzipKb(file) * 100) / 100 }))
      .sort((a, b) => b.gzipKb - a.gzipKb);
  const initialChunks = sizes(initial);
  const totalKb = Math.round(initialChunks.reduce((sum, c) => sum + c.gzipKb, 0) * 100) / 100;
  return { totalKb, budgetKb: LANDING_JS_BUDGET_KB, initialChunks, onDemandChunks: sizes(onDemand) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = measureLanding();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
  } else {
    console.log(`Landing page JS (gzip): ${result.totalKb.toFixed(1)} KB of ${result.budgetKb} KB budget`);
    for (const c of result.initialChunks) console.log(`  ${c.gzipKb.toFixed(2).padStart(7)} KB  ${c.file}`);
    if (result.onDemandChunks.length) {
      console.log('Loaded later (when the contact section nears the screen, or on Start Free Trial):');
      for (const c of result.onDemandChunks) console.log(`  ${c.gzipKb.toFixed(2).padStart(7)} KB  ${c.file}`);
    }
  }
  if (result.totalKb > result.budgetKb) process.exitCode = 1;
}
