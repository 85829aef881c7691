import type { AgentNotification } from '@leadwise/contracts';
import { Bell, FileText, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUnreadNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';

export function formatAge(iso: string, now = Date.now()) {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}

/** The header's bell: unread events (new leads, documents) with a dot while there are any. */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const { data, isError } = useUnreadNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="relative rounded p-2 text-slate-600 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 && (
          <span
            data-testid="notification-dot"
            aria-hidden="true"
            className="absolute right-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-red-500 ring-2 ring-white"
          />
        )}
      </button>
      {isOpen && (
        <section
          id={panelId}
          aria-label="Unread notifications"
          className="absolute right-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <header className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => markAllRead.mutate()}
                disabled={markAllRead.isPending}
                className="text-xs font-medium text-blue-700 hover:underline disabled:text-slate-400"
              >
                Mark all as read
              </button>
            )}
          </header>
          {isError ? (
            <p role="alert" className="px-4 py-6 text-center text-sm text-red-700">
              Could not load notifications.
            </p>
          ) : data && data.items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-500">No unread notifications</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {data?.items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  onOpen={() => {
                    markRead.mutate(n.id);
                    setIsOpen(false);
                  }}
                  onMarkRead={() => markRead.mutate(n.id)}
                />
              ))}
            </ul>
          )}
          {markRead.isError && (
            <p role="alert" className="border-t border-slate-100 px-4 py-2 text-xs text-red-700">
              {markRead.error.message}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function NotificationItem({
  notification: n,
  onOpen,
  onMarkRead,
}: {
  notification: AgentNotification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const Icon = n.type === 'document.received' ? FileText : UserPlus;
  const text = (
    <>
      <span className="block text-sm font-medium text-slate-900">{n.title}</span>
      {n.body && <span className="block truncate text-xs text-slate-600">{n.body}</span>}
      <span className="block text-xs text-slate-400">{formatAge(n.createdAt)}</span>
    </>
  );
  return (
    <li className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50">
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-blue-600" />
      {n.conversationId ? (
        <Link to={paths.dashboard.conversation.getHref(n.conversationId)} onClick={onOpen} className="min-w-0 flex-1">
          {text}
        </Link>
      ) : (
        <div className="min-w-0 flex-1">{text}</div>
      )}
      <button
        type="button"
        onClick={onMarkRead}
        aria-label={`Mark "${n.title}" as read`}
        className="shrink-0 rounded px-1.5 py-0.5 text-xs text-slate-500 hover:bg-slate-200 hover:text-slate-800"
      >
        Mark read
      </button>
    </li>
  );
}
