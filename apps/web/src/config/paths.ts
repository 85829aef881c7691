import { PAGE_PATHS as P } from '@leadwise/contracts/page-paths';

/** The one map of the app's paths (BPR config/paths.ts); the patterns come from contracts. */
export const paths = {
  home: { path: P.home, getHref: () => P.home },
  privacy: { path: P.privacy, getHref: () => P.privacy },
  terms: { path: P.terms, getHref: () => P.terms },
  gdpr: { path: P.gdpr, getHref: () => P.gdpr },
  help: { path: P.help, getHref: () => P.help },
  status: { path: P.status, getHref: () => P.status },
  blog: {
    path: P.blog,
    getHref: () => P.blog,
    post: { path: P.blogPost, getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  },
  auth: {
    login: { path: P.login, getHref: () => P.login },
    register: { path: P.register, getHref: () => P.register },
    verifyEmail: { path: P.verifyEmail, getHref: () => P.verifyEmail },
    setPassword: { path: P.setPassword, getHref: () => P.setPassword },
    forgotPassword: { path: P.forgotPassword, getHref: () => P.forgotPassword },
    resetPassword: { path: P.resetPassword, getHref: () => P.resetPassword },
  },
  dashboard: {
    root: { path: P.dashboard, getHref: () => P.dashboard },
    overview: { path: P.dashboardOverview, getHref: () => P.dashboardOverview },
    conversations: { path: P.conversations, getHref: () => P.conversations },
    conversation: {
      path: P.conversation,
      getHref: (id: string) => `/dashboard/conversations/${id}`,
    },
    leads: { path: P.leads, getHref: () => P.leads },
    widgetConfig: { path: P.widgetConfig, getHref: () => P.widgetConfig },
    branches: { path: P.branches, getHref: () => P.branches },
    widgets: { path: P.widgets, getHref: () => P.widgets },
    analytics: { path: P.analytics, getHref: () => P.analytics },
    billing: { path: P.billing, getHref: () => P.billing },
    team: { path: P.team, getHref: () => P.team },
    privacyRequests: { path: P.privacyRequests, getHref: () => P.privacyRequests },
    auditLog: { path: P.auditLog, getHref: () => P.auditLog },
    security: { path: P.security, getHref: () => P.security },
    appointments: { path: P.appointments, getHref: () => P.appointments },
  },
  cancelAppointment: { path: P.cancelAppointment, getHref: () => P.cancelAppointment },
  agentPage: { getHref: (agentId: string) => `/a/${agentId}` },
} as const;
