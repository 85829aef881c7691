import type { ConversationSummary } from '@leadwise/contracts';
import { Link } from 'react-router';
import { ConversationStatusBadge, TemperatureBadge } from '../../../components/ui/status-badges';
import { paths } from '../../../config/paths';
import { formatDate, truncate } from '../../../lib/format';

/** Spec section 9: the conversations list previews 100 characters of the last message. */
export const LIST_PREVIEW_LENGTH = 100;

export function ConversationCard({ conversation }: { conversation: ConversationSummary }) {
  const name = conversation.contactName || 'Anonymous User';
  return (
    <li>
      <Link
        to={paths.dashboard.conversation.getHref(conversation.id)}
        className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-300 hover:shadow"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{name}</p>
            {conversation.contactEmail && <p className="text-sm text-slate-500">{conversation.contactEmail}</p>}
          </div>
          <div className="flex items-center gap-2">
            {conversation.mode === 'human' && (
              <span className="text-xs font-medium text-emerald-700">You are answering</span>
            )}
            {conversation.score > 0 && <TemperatureBadge temperature={conversation.temperature} />}
            <ConversationStatusBadge status={conversation.status} />
          </div>
        </div>
        <p className="mt-2 break-words text-sm text-slate-700">
          {conversation.lastMessage ? truncate(conversation.lastMessage, LIST_PREVIEW_LENGTH) : 'No messages yet'}
        </p>
        <p className="mt-2 text-xs text-slate-500">
          Started {formatDate(conversation.createdAt)} · {conversation.messageCount} messages
          {conversation.score > 0 && ` · Score: ${conversation.score}/100`}
        </p>
      </Link>
    </li>
  );
}
