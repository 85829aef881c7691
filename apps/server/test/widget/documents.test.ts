import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { documents, notifications } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { say, startChat, TOKEN_HEADER, type VisitorChat } from './widget-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

/** A multipart body as a browser's FormData sends it: optional fields first, then the file. */
function multipart(file: { name: string; bytes: Buffer; type?: string }, fields: Record<string, string> = {}) {
  const boundary = '----leadwise-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  app: App,
  chat: VisitorChat,
  file: { name: string; bytes: Buffer; type?: string },
  fields?: Record<string, string>,
  token = chat.token,
) {
  const body = multipart(file, fields);
  return app.inject({
    method: 'POST',
    url: `/api/conversations/${chat.conversationId}/documents`,
    headers: { [TOKEN_HEADER]: token, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe(`POST /api/conversations/:id/documents on disk (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('stores a PDF under DATA_DIR, records it with its kind and thanks the visitor', async () => {
    const agent = await createAgent(app, { name: 'Sarah Agent' });
    const chat = await startChat(app, agent.widgetId);
    await say(app, chat, 'buying, we have a mortgage in principle');
    const res = await upload(app, chat, { name: 'Halifax AIP.pdf', bytes: PDF });
    expect(res.statusCode).toBe(201);
    const { document, reply } = res.json().data;
    expect(document).toMatchObject({
      kind: 'mortgage_certificate',
      fileName: 'Halifax AIP.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    expect(reply.text).toContain("I've received your mortgage certificate / aip (Halifax AIP.pdf)");

    const [row] = await app.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row).toMatchObject({ agentId: agent.agentId, conversationId: chat.conversationId });
    const file = path.join(app.env.DATA_DIR, row.storageKey);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(PDF)).toBe(true);
    const alerts = await app.db.select().from(notifications).where(eq(notifications.agentId, agent.agentId));
    expect(alerts.some((n) => n.type === 'document.received')).toBe(true);
  });

  it('takes the kind the visitor chose over the file name', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const res = await upload(app, chat, { name: 'scan.png', bytes: PNG, type: 'image/png' }, { kind: 'id' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.document).toMatchObject({ kind: 'id', mimeType: 'image/png' });
    const bad = await upload(app, chat, { name: 'scan.png', bytes: PNG }, { kind: 'selfie' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('kind');
  });

  it('keeps only the base name of the file, without control characters', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const res = await upload(app, chat, {
      name: 'C:\\Users\\jo\\my\u0007 passport.png',
      bytes: PNG,
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.document).toMatchObject({ fileName: 'my passport.png', kind: 'id' });
  });

  it('strips bidirectional controls, so a name cannot disguise its extension', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    // With the right-to-left override this name displays as "payslipfdp.exe": not what it is.
    const res = await upload(app, chat, {
      name: 'payslip\u202Eexe.pdf\u2066\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202D',
      bytes: PDF,
    });
    expect(res.statusCode).toBe(201);
    const { document } = res.json().data;
    expect(document.fileName).toBe('payslipexe.pdf');
    const [row] = await app.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row.fileName).toBe('payslipexe.pdf');
  });

  it('checks the type from the bytes: an executable named .pdf is refused', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const res = await upload(app, chat, { name: 'mortgage.pdf', bytes: Buffer.from('MZ\x90\x00 this is not a pdf') });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      error: 'Please upload a PDF, JPEG, PNG or HEIC file.',
      field: 'file',
    });
    expect(await app.db.select().from(documents).where(eq(documents.conversationId, chat.conversationId))).toEqual([]);
  });

  it('refuses files over 10 MB', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(app, chat, { name: 'big.pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Documents can be at most 10 MB.');
  });

  it("needs the conversation's own visitor token", async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const other = await startChat(app, agent.widgetId);
    expect((await upload(app, chat, { name: 'a.pdf', bytes: PDF }, {}, other.token)).statusCode).toBe(404);
    expect((await upload(app, chat, { name: 'a.pdf', bytes: PDF }, {}, '')).statusCode).toBe(401);
  });
});

describe(`POST /api/conversations/:id/documents to S3-compatible storage (${testDatabaseKind})`, () => {
  let app: App;
  let s3: Server;
  const stored = new Map<string, { body: Buffer; headers: IncomingMessage['headers'] }>();

  beforeAll(async () => {
    // A minimal S3 stand-in: path-style PUT/GET/DELETE of /bucket/key.
    s3 = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        if (req.method === 'PUT') stored.set(req.url!, { body: Buffer.concat(chunks), headers: req.headers });
        res.statusCode = 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
    app = await build({
      S3_ENDPOINT: `http://127.0.0.1:${(s3.address() as AddressInfo).port}`,
      S3_BUCKET: 'leadwise-docs',
      S3_ACCESS_KEY_ID: 'AKIATEST',
      S3_SECRET_ACCESS_KEY: 'secret-test-key',
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => s3.close(resolve));
  });

  it('signs and uploads the document to the bucket instead of the disk', async () => {
    const agent = await createAgent(app);
    const chat = await startChat(app, agent.widgetId);
    const res = await upload(app, chat, { name: 'proof of funds.pdf', bytes: PDF });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(documents).where(eq(documents.id, res.json().data.document.id));
    expect(row.kind).toBe('proof_of_funds');
    const put = stored.get(`/leadwise-docs/${row.storageKey}`);
    expect(put?.body.equals(PDF)).toBe(true);
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/eu-west-2\/s3\/aws4_request/,
    );
    expect(put?.headers['content-type']).toBe('application/pdf');
    expect(existsSync(path.join(app.env.DATA_DIR, row.storageKey))).toBe(false);
  });
});
