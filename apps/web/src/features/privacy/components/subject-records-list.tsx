import { SUBJECT_RECORD_KINDS, type SubjectRecords } from '@leadwise/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';

type Kind = keyof typeof SUBJECT_RECORD_KINDS;

/** One line per record, with a link to where the dashboard shows it. */
function describe(records: SubjectRecords, kind: Kind) {
  switch (kind) {
    case 'conversations':
      return records.conversations.map((c) => ({
        id: c.id,
        text: `${c.contactName ?? 'Visitor'} · ${c.messageCount} messages · ${formatDateTime(c.createdAt)}`,
        href: paths.dashboard.conversation.getHref(c.id),
      }));
    case 'leads':
      return records.leads.map((l) => ({
        id: l.id,
        text: `${l.name ?? 'Lead'} · ${l.status.replace('_', ' ')}${l.keptAt ? ' · kept as a client' : ''} · ${formatDateTime(l.createdAt)}`,
        href: paths.dashboard.conversation.getHref(l.conversationId),
      }));
    case 'documents':
      return records.documents.map((d) => ({
        id: d.id,
        text: `${d.fileName} · ${formatDateTime(d.createdAt)}`,
        href: paths.dashboard.conversation.getHref(d.conversationId),
      }));
    case 'appointments':
      return records.appointments.map((a) => ({ id: a.id, text: `${a.kind} · ${a.status} · ${formatDateTime(a.startsAt)}` }));
    case 'alerts':
      return records.alerts.map((a) => ({
        id: a.id,
        text: `${a.channel} · ${a.topic} · ${a.status} · ${formatDateTime(a.createdAt)}`,
      }));
  }
}

/** The search's results grouped by kind, each group with its count. */
export function SubjectRecordsList({ records }: { records: SubjectRecords }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(Object.keys(SUBJECT_RECORD_KINDS) as Kind[]).map((kind) => {
        const items = describe(records, kind);
        const headingId = `records-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
            <h3 id={headingId} className="text-sm font-semibold text-slate-900">
              {SUBJECT_RECORD_KINDS[kind]} ({items.length})
            </h3>
            {items.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">None held.</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {items.map((item) => (
                  <li key={item.id} className="break-words">
                    {'href' in item && item.href ? (
                      <Link to={item.href} className="text-blue-700 hover:underline">
                        {item.text}
                      </Link>
                    ) : (
                      item.text
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** "2 conversations, 1 lead, …": what an erasure of these records removes. */
export function summariseRecords(records: SubjectRecords) {
  return (Object.keys(SUBJECT_RECORD_KINDS) as Kind[])
    .map((kind) => `${records[kind].length} ${SUBJECT_RECORD_KINDS[kind].toLowerCase()}`)
    .join(', ');
}
