import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createDocumentStorage } from '../../src/services/storage/create-document-storage';
import { createAgent } from '../factories';
import { build, injectAs } from '../helper';
import { seedDocument, seedHotLead } from './factory';

let app: App;

beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe('GET /api/documents/:id', () => {
  it('downloads the file as an attachment for the owning agent only', async () => {
    const agent = await createAgent(app);
    const other = await createAgent(app);
    const { conversationId } = await seedHotLead(app, agent);
    const bytes = new TextEncoder().encode('%PDF-1.4 test');
    const doc = await seedDocument(app, { ...agent, conversationId }, { fileName: 'Mortgage "AIP" £450k.pdf' });
    await createDocumentStorage(app.env).put(doc.storageKey, bytes, 'application/pdf');

    const res = await injectAs(app, agent, { method: 'GET', url: `/api/documents/${doc.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Mortgage _AIP_ _450k.pdf"; filename*=UTF-8''${encodeURIComponent('Mortgage "AIP" £450k.pdf')}`,
    );
    expect(res.rawPayload.equals(Buffer.from(bytes))).toBe(true);

    const stranger = await injectAs(app, other, { method: 'GET', url: `/api/documents/${doc.id}` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('Document not found');
    expect((await app.inject({ method: 'GET', url: `/api/documents/${doc.id}` })).statusCode).toBe(401);
  });

  it('serves an unexpected type as a plain download, never as something a browser would run', async () => {
    const agent = await createAgent(app);
    const { conversationId } = await seedHotLead(app, agent);
    const doc = await seedDocument(app, { ...agent, conversationId }, { fileName: 'x.html', mimeType: 'text/html' });
    await createDocumentStorage(app.env).put(doc.storageKey, new TextEncoder().encode('<script>'), 'text/html');
    const res = await injectAs(app, agent, { method: 'GET', url: `/api/documents/${doc.id}` });
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('says when the stored file is gone, and names a malformed id', async () => {
    const agent = await createAgent(app);
    const { conversationId } = await seedHotLead(app, agent);
    const doc = await seedDocument(app, { ...agent, conversationId });
    const res = await injectAs(app, agent, { method: 'GET', url: `/api/documents/${doc.id}` });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toBe('This document is no longer stored');
    const bad = await injectAs(app, agent, { method: 'GET', url: '/api/documents/123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});
