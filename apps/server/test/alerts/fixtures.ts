import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { App } from '../../src/app';
import { conversationMessages, conversations, documents, leads, outboxMessages } from '../../src/db/schema';
import { type AgentEvent, recordAgentEvent } from '../../src/services/alerts/record-agent-event';
import type { createAgent } from '../factories';
import { injectAs } from '../helper';

export type TestAgent = Awaited<ReturnType<typeof createAgent>>;
type LeadRow = typeof leads.$inferSelect;
type Temperature = LeadRow['temperature'];

const SCORE_FOR: Record<Temperature, number> = { hot: 85, warm: 55, cold: 20 };

export const sarahQualification = {
  intent: 'buy' as const,
  budget: { min: null, max: 450_000, period: 'total' as const },
  mortgage: 'approved' as const,
  timeline: 'within_3_months' as const,
  areas: ['Clapham', 'SW4'],
  areaMatch: true,
  contact: { name: 'Sarah Jones', email: 'sarah@example.com', phone: '07700900123' },
};

/** A visitor's conversation and its lead, as the widget engine leaves them, at a temperature. */
export async function createLead(
  app: App,
  agent: TestAgent,
  opts: { temperature?: Temperature; name?: string | null; createdAt?: Date; visitorSaid?: string[] } = {},
) {
  const temperature = opts.temperature ?? 'hot';
  const createdAt = opts.createdAt ?? new Date();
  const name = opts.name === undefined ? 'Sarah Jones' : opts.name;
  const said = opts.visitorSaid ?? ['Hi, I want a 2 bed flat round Clapham, up to 450k', 'Can I view on Saturday?'];
  const [conversation] = await app.db
    .insert(conversations)
    .values({
      widgetId: agent.widgetId,
      agentId: agent.agentId,
      visitorTokenHash: randomUUID(),
      status: 'qualified',
      score: SCORE_FOR[temperature],
      temperature,
      contactName: name,
      contactEmail: 'sarah@example.com',
      contactPhone: '07700900123',
      messageCount: said.length * 2,
      createdAt,
    })
    .returning();
  for (const [i, text] of said.entries()) {
    await app.db.insert(conversationMessages).values([
      {
        conversationId: conversation.id,
        agentId: agent.agentId,
        role: 'assistant',
        text: 'Tell me more',
        createdAt: new Date(createdAt.getTime() + i * 2000),
      },
      {
        conversationId: conversation.id,
        agentId: agent.agentId,
        role: 'visitor',
        text,
        createdAt: new Date(createdAt.getTime() + i * 2000 + 1000),
      },
    ]);
  }
  const [lead] = await app.db
    .insert(leads)
    .values({
      agentId: agent.agentId,
      conversationId: conversation.id,
      widgetId: agent.widgetId,
      name,
      email: 'sarah@example.com',
      phone: '07700900123',
      score: SCORE_FOR[temperature],
      temperature,
      qualification: { ...sarahQualification, score: SCORE_FOR[temperature], temperature },
      createdAt,
    })
    .returning();
  return { conversation, lead };
}

export async function setLeadTemperature(app: App, leadId: string, temperature: Temperature) {
  const [lead] = await app.db
    .update(leads)
    .set({ temperature, score: SCORE_FOR[temperature], updatedAt: new Date() })
    .where(eq(leads.id, leadId))
    .returning();
  return lead;
}

export async function addDocument(app: App, agent: TestAgent, conversationId: string, createdAt = new Date()) {
  const [doc] = await app.db
    .insert(documents)
    .values({
      agentId: agent.agentId,
      conversationId,
      kind: 'mortgage_certificate',
      fileName: 'aip.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1234,
      sha256: 'f'.repeat(64),
      storageKey: `test/${randomUUID()}`,
      createdAt,
    })
    .returning();
  return doc;
}

/** Saves alert preferences through the API: the defaults, with `prefs` on top. */
export function saveNotificationPrefs(app: App, agent: TestAgent, prefs: Record<string, unknown> = {}) {
  return injectAs(app, agent, {
    method: 'PUT',
    url: '/api/settings/notifications',
    payload: {
      temperatures: ['hot', 'warm'],
      email: true,
      emailTo: null,
      sms: false,
      smsTo: null,
      dailySummary: true,
      timeZone: 'Europe/London',
      ...prefs,
    },
  });
}

/** What the widget engineer's code does: the event inside the transaction that causes it. */
export function record(app: App, event: AgentEvent) {
  return app.db.transaction((tx) => recordAgentEvent(tx, event));
}

export async function outboxFor(app: App, agentId: string, channel?: 'email' | 'sms' | 'webhook') {
  const rows = await app.db.select().from(outboxMessages).where(eq(outboxMessages.agentId, agentId));
  return rows
    .filter((row) => !channel || row.channel === channel)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function listen(server: http.Server) {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface ReceivedWebhook {
  id: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  verified: boolean;
  answered: number;
}

/**
 * A CRM's webhook endpoint: verifies every delivery with the `standardwebhooks` library and
 * answers per `respond` (by the request's number, from 1), 200 by default; 'hang' never answers.
 */
export async function startWebhookReceiver(opts: {
  secret: () => string;
  respond?: (n: number, id: string) => number | 'hang';
}) {
  const received: ReceivedWebhook[] = [];
  const hung: http.ServerResponse[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const id = String(req.headers['webhook-id']);
    let verified = true;
    let payload: ReceivedWebhook['payload'];
    try {
      payload = new Webhook(opts.secret()).verify(
        body,
        req.headers as Record<string, string>,
      ) as ReceivedWebhook['payload'];
    } catch {
      verified = false;
      payload = JSON.parse(body);
    }
    const answer = verified ? (opts.respond?.(received.length + 1, id) ?? 200) : 401;
    received.push({ id, payload, verified, answered: answer === 'hang' ? 0 : answer });
    if (answer === 'hang') {
      hung.push(res);
      server.emit('hung', id);
      return;
    }
    res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'receiver refused');
  });
  const url = await listen(server);
  return {
    url: `${url}/hooks/leadwise`,
    received,
    server,
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

export interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** An HTTP server speaking Twilio's Messages endpoint; `status` picks the answer per request. */
export async function startTwilioServer(status: (n: number) => number = () => 201) {
  const requests: TwilioRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, form });
    const code = status(requests.length);
    const body =
      code === 201
        ? { sid: `SM${randomUUID().replace(/-/g, '')}`, status: 'queued', to: form.get('To'), body: form.get('Body') }
        : {
            code: code === 400 ? 21211 : 20500,
            message: code === 400 ? "The 'To' number is not a valid phone number." : 'Internal error',
            status: code,
          };
    res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  const url = await listen(server);
  return { url, requests, close: () => new Promise<void>((r) => server.close(() => r())) };
}
