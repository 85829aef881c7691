import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { App } from '../../src/app';
import { appointments, documents, outboxMessages } from '../../src/db/schema';
import { createDocumentStorage } from '../../src/services/storage/create-document-storage';
import { seedConversation } from '../dashboard/factory';

export const S3_BUCKET = 'leadwise-privacy-test';

/** A real S3-compatible server (s3rver) on a free port, with its env for the app. */
export async function startS3() {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'leadwise-s3-')),
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return { env, close: () => server.close() };
}

/** Whether the app's storage still holds the key. */
export async function isStored(app: App, key: string) {
  try {
    await createDocumentStorage(app.env).get(key);
    return true;
  } catch {
    return false;
  }
}

type Owner = { agentId: string; widgetId: string };

/**
 * A visitor's whole footprint in one agency: a conversation with contact details and messages,
 * its lead, an uploaded document (file in the app's storage), an appointment and alerts about them.
 */
export async function seedVisitor(
  app: App,
  owner: Owner,
  opts: { email: string; phone?: string; name?: string; createdAt?: Date; kept?: boolean } = { email: 'x@example.com' },
) {
  const createdAt = opts.createdAt ?? new Date();
  const { conversationId, leadId } = await seedConversation(app, owner, {
    createdAt,
    status: 'qualified',
    contactName: opts.name ?? 'Sarah Jones',
    contactEmail: opts.email,
    contactPhone: opts.phone ?? null,
    temperature: 'hot',
    score: 90,
    messages: [
      { role: 'assistant', text: 'Hi! Are you looking to buy or rent?' },
      { role: 'visitor', text: `Buying in Clapham, reach me on ${opts.email}` },
    ],
    lead: { createdAt },
  });
  const storageKey = `documents/${owner.agentId}/${randomUUID()}.pdf`;
  const fileBody = new TextEncoder().encode(`%PDF-1.4 proof of funds for ${opts.email}`);
  await createDocumentStorage(app.env).put(storageKey, fileBody, 'application/pdf');
  const [document] = await app.db
    .insert(documents)
    .values({
      agentId: owner.agentId,
      conversationId,
      kind: 'proof_of_funds',
      fileName: 'funds.pdf',
      mimeType: 'application/pdf',
      sizeBytes: fileBody.byteLength,
      sha256: 'test',
      storageKey,
      createdAt,
    })
    .returning({ id: documents.id });
  // Each seeded visitor books their own slot (one live appointment per start time).
  const startsAt = new Date(createdAt.getTime() + 86_400_000 + Math.floor(Math.random() * 1e6) * 60_000);
  const [appointment] = await app.db
    .insert(appointments)
    .values({
      agentId: owner.agentId,
      kind: 'viewing',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 1_800_000),
      leadId,
      conversationId,
      contact: { name: opts.name ?? 'Sarah Jones', email: opts.email, phone: opts.phone ?? null },
      createdAt,
    })
    .returning({ id: appointments.id });
  const [sentAlert, pendingWebhook] = await app.db
    .insert(outboxMessages)
    .values([
      {
        channel: 'email',
        agentId: owner.agentId,
        recipient: 'agent-inbox@example.com',
        topic: 'lead.created',
        payload: { subject: 'New hot lead', text: `Sarah (${opts.email}) wants a viewing`, leadId },
        status: 'sent',
        sentAt: createdAt,
        idempotencyKey: randomUUID(),
        createdAt,
      },
      {
        channel: 'webhook',
        agentId: owner.agentId,
        recipient: 'https://crm.example/hook',
        topic: 'lead.updated',
        payload: { data: { conversationId } },
        status: 'pending',
        idempotencyKey: randomUUID(),
        createdAt,
      },
    ])
    .returning({ id: outboxMessages.id });
  return {
    conversationId,
    leadId: leadId!,
    documentId: document.id,
    storageKey,
    fileBody,
    appointmentId: appointment.id,
    sentAlertId: sentAlert.id,
    pendingWebhookId: pendingWebhook.id,
  };
}
