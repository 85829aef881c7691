import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LiveStatus } from '../api/live-events';

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
      <span className="hidden items-center gap-2 text-sm text-slate-600 sm:flex" title={LIVE_TITLES[liveStatus]}>
        <span
          aria-hidden="true"
          className={
            liveStatus === 'polling' ? 'h-2 w-2 rounded-full bg-amber-500' : 'h-2 w-2 rounded-full bg-green-500'
          }
        />
        System Online
      </span>
    </header>
  );
}
