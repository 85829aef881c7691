/**
 * Every page the web app routes, as React Router patterns. The web app's path map is built from
 * these, and the server answers 404 for a page path that matches none (with the app's not-found
 * page), so a mistyped link is not a soft 200 for browsers, crawlers and uptime checks.
 */
export const PAGE_PATHS = {
  home: '/',
  privacy: '/privacy',
  terms: '/terms',
  gdpr: '/gdpr',
  help: '/help',
  status: '/status',
  blog: '/blog',
  blogPost: '/blog/:slug',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  setPassword: '/set-password',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  dashboardOverview: '/dashboard/overview',
  conversations: '/dashboard/conversations',
  conversation: '/dashboard/conversations/:conversationId',
  leads: '/dashboard/leads',
  widgetConfig: '/dashboard/widget-config',
  branches: '/dashboard/branches',
  widgets: '/dashboard/widgets',
  analytics: '/dashboard/analytics',
  billing: '/dashboard/billing',
  team: '/dashboard/team',
  privacyRequests: '/dashboard/privacy',
  auditLog: '/dashboard/audit',
  security: '/dashboard/security',
  appointments: '/dashboard/appointments',
  cancelAppointment: '/appointments/cancel',
} as const;

const pagePatterns = Object.values(PAGE_PATHS).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

/** Whether the web app has a page at this path (no query string). */
export function isPagePath(pathname: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(pathname));
}
