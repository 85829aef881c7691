import type { Permission } from '@leadwise/contracts/permissions';
import clsx from 'clsx';
import {
  BarChart3,
  Building2,
  CalendarDays,
  Code2,
  CreditCard,
  FileSearch,
  Home,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  ScrollText,
  Settings,
  UserCog,
  ShieldCheck,
  Users,
  X,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';

interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** Highlight for exactly this path (Overview) rather than anything beneath it. */
  isActive?: (pathname: string) => boolean;
  count?: number;
  /** Shown only to roles with this permission (the same table the server enforces). */
  permission?: Permission;
}

/** A badge reads "99+" beyond two digits so it never breaks the menu. */
export function formatCount(count: number) {
  return count > 99 ? '99+' : String(count);
}

/**
 * Spec section 2: the side navigation with count badges and the agent's footer. Fixed on large
 * screens, a slide-over with a backdrop on small ones.
 */
export function DashboardSidebar({
  isOpen,
  onClose,
  conversationCount,
  leadCount,
  agentName,
  agentEmail,
  memberLine,
  can,
  onSignOut,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** Undefined hides the badge (no recent activity). */
  conversationCount?: number;
  leadCount?: number;
  agentName: string;
  agentEmail: string;
  /** The person's role and branch ("Negotiator · Clapham"); undefined until known. */
  memberLine?: string;
  can: (permission: Permission) => boolean;
  onSignOut: () => void;
}) {
  const { pathname } = useLocation();
  const allItems: NavItem[] = [
    {
      label: 'Overview',
      to: paths.dashboard.root.getHref(),
      icon: LayoutDashboard,
      isActive: (p) => p === paths.dashboard.root.getHref() || p === paths.dashboard.overview.getHref(),
    },
    {
      label: 'Conversations',
      to: paths.dashboard.conversations.getHref(),
      icon: MessageSquare,
      count: conversationCount,
    },
    { label: 'Leads', to: paths.dashboard.leads.getHref(), icon: Users, count: leadCount },
    { label: 'Appointments', to: paths.dashboard.appointments.getHref(), icon: CalendarDays },
    { label: 'Widget Setup', to: paths.dashboard.widgetConfig.getHref(), icon: Code2, permission: 'widgets.manage' },
    { label: 'Branches', to: paths.dashboard.branches.getHref(), icon: Building2, permission: 'branches.manage' },
    { label: 'Widget Settings', to: paths.dashboard.widgets.getHref(), icon: Settings, permission: 'settings.manage' },
    { label: 'Analytics', to: paths.dashboard.analytics.getHref(), icon: BarChart3 },
    { label: 'Team', to: paths.dashboard.team.getHref(), icon: UserCog, permission: 'team.manage' },
    { label: 'Billing', to: paths.dashboard.billing.getHref(), icon: CreditCard, permission: 'billing.manage' },
    { label: 'Security', to: paths.dashboard.security.getHref(), icon: ShieldCheck, permission: 'profile.manage' },
    { label: 'Privacy requests', to: paths.dashboard.privacyRequests.getHref(), icon: FileSearch, permission: 'privacy.manage' },
    { label: 'Audit log', to: paths.dashboard.auditLog.getHref(), icon: ScrollText, permission: 'audit.read' },
  ];
  const items = allItems.filter((item) => !item.permission || can(item.permission));

  return (
    <>
      {isOpen && <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden" onClick={onClose} />}
      <aside
        aria-label="Dashboard"
        className={clsx(
          'fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-slate-200 bg-white transition-transform lg:translate-x-0',
          isOpen ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-5">
          <Link to={paths.dashboard.root.getHref()} onClick={onClose}>
            <Logo />
          </Link>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 lg:hidden"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {items.map((item) => {
              const isActive = item.isActive ? item.isActive(pathname) : undefined;
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={onClose}
                    aria-current={isActive ? 'page' : undefined}
                    className={({ isActive: isRouteActive }) =>
                      clsx(
                        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                        (isActive ?? isRouteActive)
                          ? 'bg-blue-50 text-blue-700'
                          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      )
                    }
                    end={Boolean(item.isActive)}
                  >
                    <item.icon aria-hidden={true} className="h-5 w-5" />
                    <span className="flex-1">{item.label}</span>
                    {item.count !== undefined && (
                      <>
                        <span
                          aria-hidden="true"
                          className="rounded-full bg-blue-600 px-2 py-0.5 text-xs font-semibold text-white"
                        >
                          {formatCount(item.count)}
                        </span>
                        <span className="sr-only">{` ${item.count}`}</span>
                      </>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-slate-200 p-4">
          <p className="truncate text-sm font-semibold text-slate-900">{agentName}</p>
          <p className="truncate text-xs text-slate-500">{agentEmail}</p>
          {memberLine && <p className="mt-1 truncate text-xs font-medium text-slate-700">{memberLine}</p>}
          <div className="mt-3 flex gap-2">
            <Link
              to={paths.home.getHref()}
              className="inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-300 px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
            >
              <Home aria-hidden="true" className="h-4 w-4" />
              Home
            </Link>
            <button
              type="button"
              onClick={onSignOut}
              className="inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-300 px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign Out
            </button>
          </div>
        </div>
      </aside>
    </>
  );
}
