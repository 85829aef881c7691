/** The one map of the app's paths (BPR config/paths.ts). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  gdpr: { path: '/gdpr', getHref: () => '/gdpr' },
  help: { path: '/help', getHref: () => '/help' },
  status: { path: '/status', getHref: () => '/status' },
  blog: {
    path: '/blog',
    getHref: () => '/blog',
    post: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
    setPassword: { path: '/set-password', getHref: () => '/set-password' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    overview: { path: '/dashboard/overview', getHref: () => '/dashboard/overview' },
    conversations: { path: '/dashboard/conversations', getHref: () => '/dashboard/conversations' },
    conversation: {
      path: '/dashboard/conversations/:conversationId',
      getHref: (id: string) => `/dashboard/conversations/${id}`,
    },
    leads: { path: '/dashboard/leads', getHref: () => '/dashboard/leads' },
    widgetConfig: { path: '/dashboard/widget-config', getHref: () => '/dashboard/widget-config' },
    widgets: { path: '/dashboard/widgets', getHref: () => '/dashboard/widgets' },
    analytics: { path: '/dashboard/analytics', getHref: () => '/dashboard/analytics' },
    billing: { path: '/dashboard/billing', getHref: () => '/dashboard/billing' },
  },
  agentPage: { getHref: (agentId: string) => `/a/${agentId}` },
} as const;
