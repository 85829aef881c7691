import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { clearSession, readSession, writeSession } from '../shared/session-store';
import type {
  ChatMessage,
  DocumentKindValue,
  PublicWidgetConfig,
  VisitorConversation,
  WidgetContext,
} from '../shared/types';
import { createWidgetApi, type VisitorLiveEvent } from './api';
import { Composer } from './composer';
import { DocumentUpload } from './document-upload';
import { Icon } from './icons';
import { lastServerMessageId, mergeMessages, type ShownMessage, startLiveUpdates } from './live-updates';
import { MessageList } from './message-list';
import { readPageListing, resolveListing } from './page-listing';

export interface ChatPanelProps {
  config: PublicWidgetConfig;
  apiBase: string;
  pageMode: boolean;
  isVisible: boolean;
  /** Changes each time the panel is shown by the visitor: focus moves to the message box. */
  focusRequest: number;
  onRequestClose(): void;
  onUnread(count: number): void;
  readContext(): WidgetContext;
}

const welcome = (config: PublicWidgetConfig): ShownMessage => ({
  id: 'welcome',
  role: 'assistant',
  text: config.welcomeMessage,
  createdAt: '',
  local: true,
});

/** The page the chat started on, without its query string (which can hold personal data). */
const currentPage = () => `${location.origin}${location.pathname}`.slice(0, 2048);

/** Mirrors MAX_PAGE_TITLE_LENGTH in contracts. */
const MAX_PAGE_TITLE_LENGTH = 300;

/** What the conversation starts with: the page, its title and the listing it shows. */
function pageStart(context: WidgetContext) {
  const pageUrl = currentPage();
  const pageTitle = document.title.replace(/\s+/g, ' ').trim().slice(0, MAX_PAGE_TITLE_LENGTH);
  const listing = resolveListing(context.listing, readPageListing(document), location.href);
  return { pageUrl, ...(pageTitle ? { pageTitle } : {}), ...(listing ? { listing } : {}) };
}

/**
 * The chat. Before the first message it shows the welcome text locally: no conversation, no
 * token, nothing stored. The first message creates the conversation and stores its token.
 */
export function ChatPanel(props: ChatPanelProps) {
  const { config, pageMode } = props;
  const api = useMemo(() => createWidgetApi(props.apiBase, config.widgetId), [props.apiBase, config.widgetId]);
  const [session, setSession] = useState(() => readSession(config.widgetId));
  const [messages, setMessages] = useState<ShownMessage[]>(() => (session ? [] : [welcome(config)]));
  const [mode, setMode] = useState<VisitorConversation['mode']>('assistant');
  const [draft, setDraft] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState('');
  const [unread, setUnread] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const lastIdRef = useRef<string | undefined>(undefined);
  const visibleRef = useRef(props.isVisible);
  visibleRef.current = props.isVisible;

  lastIdRef.current = lastServerMessageId(messages);

  useEffect(() => {
    if (props.isVisible) setUnread(0);
  }, [props.isVisible]);
  useEffect(() => props.onUnread(unread), [unread]);

  useEffect(() => {
    if (props.focusRequest > 0) inputRef.current?.focus();
  }, [props.focusRequest]);

  // The funnel's "opened": once per page view, when the chat is first shown.
  useEffect(() => {
    api.recordOpen().catch(() => {});
  }, [api]);

  const receive = useCallback((incoming: ChatMessage[]) => {
    setMessages((current) => mergeMessages(current, incoming));
    const fromOthers = incoming.filter((m) => m.role === 'agent' || m.role === 'assistant').length;
    if (!visibleRef.current && fromOthers > 0) setUnread((n) => n + fromOthers);
  }, []);

  useEffect(() => {
    if (!session) return;
    const onEvent = (event: VisitorLiveEvent) => {
      if (event.type === 'message') receive([event.message]);
      else if (event.type === 'agent.joined') setMode('human');
      else if (event.type === 'agent.left') setMode('assistant');
      else if (event.type === 'conversation.updated') setMode(event.mode);
    };
    return startLiveUpdates(
      api,
      { id: session.conversationId, token: session.token },
      {
        lastMessageId: () => lastIdRef.current,
        onEvent,
        onCatchUp: (update) => {
          setMode(update.mode);
          setMessages((current) => mergeMessages(current, update.messages));
        },
        onGone: () => {
          clearSession(config.widgetId);
          setSession(null);
          setMessages([welcome(config)]);
        },
      },
    );
  }, [api, session?.conversationId]);

  async function ensureConversation() {
    if (session) return session;
    const started = await api.startConversation(pageStart(props.readContext()));
    const created = { conversationId: started.conversationId, token: started.visitorToken, open: true };
    writeSession(config.widgetId, created);
    setMessages((current) =>
      mergeMessages(
        current.filter((m) => m.id !== 'welcome'),
        started.messages,
      ),
    );
    setSession(created);
    return created;
  }

  async function send() {
    const text = draft.trim();
    if (!text || isSending) return;
    setIsSending(true);
    setError('');
    setDraft('');
    const pendingId = `pending-${Date.now()}`;
    setMessages((current) => [
      ...current,
      { id: pendingId, role: 'visitor', text, createdAt: new Date().toISOString(), local: true },
    ]);
    try {
      const conversation = await ensureConversation();
      const result = await api.postMessage(conversation.conversationId, conversation.token, text);
      setMode(result.mode);
      setMessages((current) =>
        mergeMessages(
          current.filter((m) => m.id !== pendingId),
          result.reply ? [result.message, result.reply] : [result.message],
        ),
      );
    } catch (failure) {
      // Nothing the visitor typed is lost: the text goes back in the box.
      setMessages((current) => current.filter((m) => m.id !== pendingId));
      setDraft((current) => (current ? `${text}\n${current}` : text));
      setError((failure as Error).message);
    } finally {
      setIsSending(false);
      inputRef.current?.focus();
    }
  }

  async function upload(file: File, kind: DocumentKindValue | '') {
    setIsUploading(true);
    setError('');
    try {
      const conversation = await ensureConversation();
      const result = await api.uploadDocument(conversation.conversationId, conversation.token, file, kind);
      setMessages((current) =>
        mergeMessages(current, [
          {
            id: `doc-${result.document.id}`,
            role: 'visitor',
            text: result.document.fileName,
            createdAt: result.reply.createdAt,
            local: true,
            isDocument: true,
          },
          result.reply,
        ]),
      );
      setIsUploadOpen(false);
      inputRef.current?.focus();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setIsUploading(false);
    }
  }

  const status =
    mode === 'human'
      ? `${config.agentName} is chatting with you`
      : config.isOnline
        ? `${config.agentName}'s assistant replies straight away`
        : `${config.agentName} is away; the assistant can help`;

  return (
    <div class="lw-chat">
      <header class="lw-header">
        {config.logoUrl ? <img class="lw-logo" src={config.logoUrl} alt="" /> : null}
        <div class="lw-titles">
          <h2 class="lw-title">{config.companyName}</h2>
          <p class="lw-subtitle">{status}</p>
        </div>
        {pageMode ? null : (
          <button type="button" class="lw-icon-button" aria-label="Close chat" onClick={props.onRequestClose}>
            <Icon name="close" />
          </button>
        )}
      </header>
      {config.isOnline ? null : <p class="lw-offline">{config.offlineMessage}</p>}
      <MessageList
        messages={messages}
        agentName={config.agentName}
        companyName={config.companyName}
        isTyping={isSending && mode === 'assistant'}
      />
      {error ? (
        <p class="lw-error" role="alert">
          {error}
        </p>
      ) : null}
      {isUploadOpen ? (
        <DocumentUpload isUploading={isUploading} onUpload={upload} onCancel={() => setIsUploadOpen(false)} />
      ) : null}
      <Composer
        draft={draft}
        placeholder={config.placeholderText || 'Type your message...'}
        isSending={isSending}
        canAttach={!isUploadOpen}
        inputRef={inputRef}
        onDraftChange={setDraft}
        onSend={() => void send()}
        onAttach={() => setIsUploadOpen(true)}
      />
      <p class="lw-footer">
        Powered by Leadwise · Privacy:{' '}
        {config.privacyNoticeUrl && (
          <>
            <a href={config.privacyNoticeUrl} target="_blank" rel="noopener noreferrer">
              {config.companyName}
            </a>
            {' and '}
          </>
        )}
        <a href={`${props.apiBase}/privacy`} target="_blank" rel="noopener noreferrer">
          Leadwise
        </a>
      </p>
    </div>
  );
}
