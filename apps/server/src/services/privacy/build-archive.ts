import JSZip from 'jszip';
import type { DocumentStorage } from '../storage/document-storage';
import type { ScopeRecords } from './load-scope-records';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const iso = (date: Date | null) => date?.toISOString() ?? null;
/** A stored file name as a safe entry name inside the archive's documents/ folder. */
const entryName = (id: string, fileName: string) => `documents/${id}-${fileName.replace(/[^\w.-]+/g, '_')}`;

/**
 * The export archive: JSON of the conversations with their transcripts, the leads, appointments
 * and alerts, plus each document's file under documents/. `about` heads it (who, what, when).
 */
export async function buildArchive(
  storage: DocumentStorage,
  records: ScopeRecords,
  about: Record<string, unknown>,
): Promise<Uint8Array> {
  const zip = new JSZip();
  const transcripts = new Map<string, Array<{ role: string; text: string; at: string }>>();
  for (const m of records.messageRows) {
    const list = transcripts.get(m.conversationId) ?? [];
    list.push({ role: m.role, text: m.text, at: m.createdAt.toISOString() });
    transcripts.set(m.conversationId, list);
  }
  zip.file('about.json', json(about));
  zip.file(
    'conversations.json',
    json(
      records.conversationRows.map((c) => ({
        id: c.id,
        startedAt: iso(c.createdAt),
        status: c.status,
        pageUrl: c.pageUrl,
        contact: { name: c.contactName, email: c.contactEmail, phone: c.contactPhone },
        consent: c.consent,
        qualification: c.qualification,
        transcript: transcripts.get(c.id) ?? [],
      })),
    ),
  );
  zip.file(
    'leads.json',
    json(
      records.leadRows.map((l) => ({
        id: l.id,
        conversationId: l.conversationId,
        createdAt: iso(l.createdAt),
        name: l.name,
        email: l.email,
        phone: l.phone,
        status: l.status,
        temperature: l.temperature,
        score: l.score,
        notes: l.notes,
        qualification: l.qualification,
        listing: l.listing,
        keepReason: l.keepReason,
        keptAt: iso(l.keptAt),
      })),
    ),
  );
  zip.file(
    'appointments.json',
    json(
      records.appointmentRows.map((a) => ({
        id: a.id,
        kind: a.kind,
        status: a.status,
        startsAt: iso(a.startsAt),
        endsAt: iso(a.endsAt),
        contact: a.contact,
        property: a.property,
        listing: a.listing,
      })),
    ),
  );
  zip.file(
    'alerts.json',
    json(
      records.outboxRows.map((o) => ({
        id: o.id,
        channel: o.channel,
        recipient: o.recipient,
        topic: o.topic,
        status: o.status,
        createdAt: iso(o.createdAt),
        sentAt: iso(o.sentAt),
        body: o.payload,
      })),
    ),
  );
  const documentIndex = [];
  for (const d of records.documentRows) {
    const path = entryName(d.id, d.fileName);
    let included = true;
    try {
      zip.file(path, await storage.get(d.storageKey));
    } catch {
      // A file already gone from storage is listed as missing rather than failing the request.
      included = false;
    }
    documentIndex.push({
      id: d.id,
      conversationId: d.conversationId,
      kind: d.kind,
      fileName: d.fileName,
      mimeType: d.mimeType,
      sizeBytes: d.sizeBytes,
      uploadedAt: iso(d.createdAt),
      file: included ? path : null,
    });
  }
  zip.file('documents.json', json(documentIndex));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
