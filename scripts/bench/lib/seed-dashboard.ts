/**
 * Seeds a database for the dashboard benchmark: one agent with 100,000 conversations (about
 * 400,000 messages, 30,000 leads, documents and widget opens over a year) and a second agent
 * with 10,000, so every query has another tenant's rows to skip.
 *
 *   node --import tsx scripts/bench/lib/seed-dashboard.ts              # PGlite in .tmp/bench-pglite
 *   BENCH_DATABASE_URL=postgres://... node --import tsx scripts/bench/lib/seed-dashboard.ts
 *
 * Idempotent: an agent that already has conversations is left as it is. Each agent's rows are
 * written in one transaction, so an interrupted seed leaves none behind and the next run redoes it.
 * It lives in lib/ because scripts/bench.ts runs every module at the top of scripts/bench/.
 */
import { pathToFileURL } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { connectDatabase, type Database, type Executor } from '../../../apps/server/src/db/client';
import { agents, conversations, users } from '../../../apps/server/src/db/schema';
import { registerAccount } from '../../../apps/server/src/services/accounts/register-account';

export const BENCH_AGENT_EMAIL = 'bench-agent@leadwise.test';
export const OTHER_AGENT_EMAIL = 'bench-other@leadwise.test';
export const BENCH_CONVERSATIONS = 100_000;
const OTHER_CONVERSATIONS = 10_000;
const PUBLIC_URL = 'http://localhost:3000';

/**
 * BENCH_DATABASE_URL (not DATABASE_URL, so a bench never fills a database set for something
 * else) picks PostgreSQL; otherwise a PGlite directory kept between runs, since seeding it takes
 * minutes.
 */
export function openBenchDatabase() {
  return connectDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    pgliteDir: process.env.PGLITE_DIR ?? '.tmp/bench-pglite',
  });
}

const VISITOR_LINES = [
  'Looking to buy a 2 bed flat in Clapham, up to 450k',
  'We want a family house with a garden near Balham, budget around 650k',
  'Renting a studio in Brixton, max 1,400 pcm',
  'Do you have anything semi-detached near SW4? We have an AIP for 500k',
  'Cash buyer, looking for a one bed in Streatham',
  'Just browsing for now, maybe next year',
  'Need to move ASAP, relocating for work to Tooting',
  'Our mortgage broker meeting is next week, looking in Peckham',
  'First time buyers, between 300 and 350k, anywhere south London',
  'Looking for a 3 bedroom terrace, must have parking',
];
const FIRST_NAMES = ['Sarah', 'Tom', 'Priya', 'James', 'Aisha', 'Oliver', 'Emma', 'Mohammed', 'Chloe', 'Daniel'];
const LAST_NAMES = ['Jones', 'Smith', 'Patel', 'Brown', 'Khan', 'Taylor', 'Wilson', 'Evans', 'Wright', 'Green'];
const AREAS = ['Clapham', 'Brixton', 'Balham', 'SW4', 'Streatham', 'Peckham', 'Tooting', 'SW9'];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

async function ensureAgent(db: Database, email: string, company: string) {
  const [existing] = await db
    .select({ id: agents.id, widgetId: sql<string>`(select w.id from widgets w where w.agent_id = agents.id limit 1)` })
    .from(agents)
    .where(eq(agents.email, email))
    .limit(1);
  if (existing) return { agentId: existing.id, widgetId: existing.widgetId };
  const result = await registerAccount(
    { db, publicUrl: PUBLIC_URL },
    { email, name: 'Bench Agent', company, password: 'Bench-Passw0rd' },
  );
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, result.user.id));
  return { agentId: result.agent.id, widgetId: result.onboarding.widgetId };
}

/** Conversations spread over the last year, newest first by index, with messages, leads and documents. */
async function seedConversations(db: Executor, agentId: string, widgetId: string, count: number) {
  // ~5 minutes apart: 100,000 conversations cover a year.
  const spacing = Math.floor((365 * 24 * 60 * 60) / count);
  await db.execute(sql`
    insert into conversations (widget_id, agent_id, visitor_token_hash, status, mode, qualification, score,
      temperature, contact_name, contact_email, contact_phone, last_message, last_message_at, message_count,
      created_at, updated_at, qualified_at)
    select ${widgetId}, ${agentId}, md5(g::text),
      case when g % 10 < 3 then 'qualified' when g % 10 < 8 then 'closed' else 'active' end,
      'assistant',
      jsonb_build_object(
        'intent', case when g % 3 = 0 then 'rent' else 'buy' end,
        'budget', jsonb_build_object('min', null, 'max', 300000 + (g % 40) * 10000, 'period', 'total'),
        'mortgage', (array['approved','cash','in_progress','not_started'])[1 + g % 4],
        'timeline', (array['immediate','within_3_months','within_6_months','later'])[1 + g % 4],
        'areas', jsonb_build_array((${textArray(AREAS)})[1 + g % ${AREAS.length}]),
        'areaMatch', g % 2 = 0,
        'contact', jsonb_build_object('name', null, 'email', null, 'phone', null),
        'score', (g * 37) % 100,
        'temperature', case when (g * 37) % 100 >= 70 then 'hot' when (g * 37) % 100 >= 40 then 'warm' else 'cold' end),
      (g * 37) % 100,
      case when (g * 37) % 100 >= 70 then 'hot' when (g * 37) % 100 >= 40 then 'warm' else 'cold' end,
      case when g % 10 < 4 then (${textArray(FIRST_NAMES)})[1 + g % 10] || ' ' || (${textArray(LAST_NAMES)})[1 + (g / 10) % 10] end,
      case when g % 10 < 4 then lower((${textArray(FIRST_NAMES)})[1 + g % 10]) || '.' || g || '@example.com' end,
      case when g % 10 < 2 then '07700' || lpad((g % 1000000)::text, 6, '0') end,
      (${textArray(VISITOR_LINES)})[1 + g % ${VISITOR_LINES.length}],
      now() - (g * ${spacing} * interval '1 second') + interval '3 minutes',
      4,
      now() - (g * ${spacing} * interval '1 second'),
      now() - (g * ${spacing} * interval '1 second'),
      case when g % 10 < 3 then now() - (g * ${spacing} * interval '1 second') + ((g % 30) * interval '1 minute') end
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into conversation_messages (conversation_id, agent_id, role, text, created_at)
    select c.id, c.agent_id, m.role, m.text, c.created_at + m.n * interval '1 minute'
    from conversations c
    cross join lateral (values
      (0, 'assistant', 'Hi! Are you looking to buy or rent?'),
      (1, 'visitor', (${textArray(VISITOR_LINES)})[1 + abs(hashtext(c.id::text)) % ${VISITOR_LINES.length}]),
      (2, 'assistant', 'Thanks! Could I take your name and email so the team can follow up?'),
      (3, 'visitor', coalesce(c.contact_name || ', ' || c.contact_email, 'I would rather not say yet'))
    ) as m(n, role, text)
    where c.agent_id = ${agentId}`);
  await db.execute(sql`
    insert into leads (agent_id, conversation_id, widget_id, name, email, phone, score, temperature, status, qualification, created_at)
    select agent_id, id, widget_id, contact_name, contact_email, contact_phone, score, temperature,
      (array['new','contacted','viewing_booked','offer','won','lost'])[1 + abs(hashtext(id::text)) % 6],
      qualification, created_at + interval '3 minutes'
    from conversations where agent_id = ${agentId} and contact_email is not null and score >= 20`);
  await db.execute(sql`
    insert into documents (agent_id, conversation_id, kind, file_name, mime_type, size_bytes, sha256, storage_key, created_at)
    select agent_id, id, 'mortgage_certificate', 'aip.pdf', 'application/pdf', 20480, 'bench', 'bench/' || id || '.pdf', created_at + interval '2 minutes'
    from conversations where agent_id = ${agentId} and status = 'qualified' and score % 5 = 0`);
  await db.execute(sql`
    insert into widget_events (widget_id, agent_id, type, created_at)
    select widget_id, agent_id, 'opened', created_at - interval '30 seconds'
    from conversations, generate_series(1, 2) where agent_id = ${agentId}`);
}

export async function seedDashboardBench(db: Database, log: (line: string) => void = console.log) {
  let seeded = false;
  for (const [email, company, target] of [
    [BENCH_AGENT_EMAIL, 'Bench Homes', BENCH_CONVERSATIONS],
    [OTHER_AGENT_EMAIL, 'Other Homes', OTHER_CONVERSATIONS],
  ] as const) {
    const agent = await ensureAgent(db, email, company);
    const [{ existing }] = await db
      .select({ existing: count() })
      .from(conversations)
      .where(eq(conversations.agentId, agent.agentId));
    if (existing > 0) continue;
    log(`Seeding ${target.toLocaleString('en-GB')} conversations for ${email} (once; kept for later runs)...`);
    const started = Date.now();
    await db.transaction((tx) => seedConversations(tx, agent.agentId, agent.widgetId, target));
    log(`${email}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    seeded = true;
  }
  // A live server folds pending rollup changes every second; a seed (or a database migrated
  // from before the pending tables) would otherwise be read with all of them still pending.
  await db.execute(sql`select rollups_fold()`);
  // Fresh statistics and visibility maps, as autovacuum would leave them on a live database (also
  // after a migration has rewritten rows). Quick when there is nothing to do.
  if (seeded) log('Vacuuming...');
  await db.execute(sql`vacuum analyze`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const handle = openBenchDatabase();
  await handle.migrate();
  await seedDashboardBench(handle.db);
  await handle.close();
}
