import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LiveStatus } from '../api/live-events';

/** Green only while the live stream is open: a dropped stream must not still claim to be live. */
const LIVE_LABELS: Record<LiveStatus, string> = {
  live: 'System Online',
  connecting: 'Connecting...',
  polling: 'Reconnecting...',
};

const LIVE_TITLES: Record<LiveStatus, string> = {
  live: 'Live updates on',
  connecting: 'Connecting live updates...',
  polling: 'Live updates paused: refreshing every few seconds',
};

/** Spec section 2: menu toggle (small screens), search, the bell and 'System Online'. */
export function DashboardHeader({
  onMenuClick,
  search,
  bell,
  liveStatus,
}: {
  onMenuClick: () => void;
  search: ReactNode;
  bell: ReactNode;
  liveStatus: LiveStatus;
}) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur lg:px-8">
      <button
        type="button"
        onClick={onMenuClick}
        aria-label="Open menu"
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="min-w-0 flex-1">{search}</div>
      {bell}
      <span role="status" aria-label="Live connection" className="flex items-center gap-2 text-sm text-slate-600" title={LIVE_TITLES[liveStatus]}>
        <span
          aria-hidden="true"
          data-live-status={liveStatus}
          className={`h-2.5 w-2.5 shrink-0 rounded-full ${liveStatus === 'live' ? 'bg-green-500' : 'bg-slate-400'}`}
        />
        <span className="sr-only sm:not-sr-only">{LIVE_LABELS[liveStatus]}</span>
      </span>
    </header>
  );
}
