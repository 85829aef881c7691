import { LEAD_STATUS_LABELS } from '@leadwise/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { paths } from '../../../config/paths';
import { useConversation } from '../../../features/conversations/api/get-conversation';
import { AgentReplyPanel } from '../../../features/conversations/components/agent-reply-panel';
import { ChatTranscript } from '../../../features/conversations/components/chat-transcript';
import { ConversationAnalyticsCard } from '../../../features/conversations/components/conversation-analytics-card';
import { DocumentsCard } from '../../../features/conversations/components/documents-card';
import { ExtractedDataCard } from '../../../features/conversations/components/extracted-data-card';
import { LeadPrivacyCard } from '../../../features/conversations/components/lead-privacy-card';
import { LeadOwnerBadge } from '../../../features/leads/components/lead-owner-badge';

const backLinkClasses = 'inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900';

/**
 * One conversation: the transcript as chat bubbles, live while the visitor chats (the layout's
 * live events update this query), the analytics and extracted data, documents, and take over.
 */
export default function ConversationRoute() {
  const { conversationId } = useParams();
  if (!conversationId) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">No conversation selected</h1>
        <Link to={paths.dashboard.conversations.getHref()} className="mt-3 inline-block text-blue-700 hover:underline">
          Back to Conversations
        </Link>
      </div>
    );
  }
  return <ConversationDetails conversationId={conversationId} />;
}

function ConversationDetails({ conversationId }: { conversationId: string }) {
  const query = useConversation(conversationId);
  const back = (
    <Link to={paths.dashboard.conversations.getHref()} className={backLinkClasses}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Conversations
    </Link>
  );
  if (query.isPending) return <LoadingState label="Loading conversation..." />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const detail = query.data;
  const { conversation, lead } = detail;
  const visitorName = conversation.contactName || 'Anonymous User';
  return (
    <div className="space-y-5">
      {back}
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{visitorName}</h1>
          <p className="break-all font-mono text-xs text-slate-500">Conversation {conversation.id}</p>
        </div>
        {lead && (
          <div className="flex flex-wrap items-center gap-2">
            <LeadOwnerBadge lead={lead} />
            <Link to={paths.dashboard.leads.getHref()} className="text-sm text-blue-700 hover:underline">
              Lead: {LEAD_STATUS_LABELS[lead.status]}
            </Link>
          </div>
        )}
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card title="Transcript">
          <div className="max-h-[60vh] overflow-y-auto pr-1">
            <ChatTranscript messages={detail.messages} visitorName={visitorName} />
          </div>
          <div className="mt-4 border-t border-slate-100 pt-4">
            <AgentReplyPanel
              conversationId={conversation.id}
              mode={conversation.mode}
              isClosed={conversation.status === 'closed'}
            />
          </div>
        </Card>
        <div className="space-y-5">
          <ConversationAnalyticsCard conversation={conversation} />
          <ExtractedDataCard detail={detail} />
          <DocumentsCard documents={detail.documents} />
          {lead && <LeadPrivacyCard conversationId={conversation.id} lead={lead} />}
        </div>
      </div>
    </div>
  );
}
