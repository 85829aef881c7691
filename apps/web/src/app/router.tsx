import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { type RouteHandle, RouteTitle } from './route-title';

/** Each page is its own chunk, so the landing page ships none of the dashboard. */
const page = (title: string, load: () => Promise<{ default: ComponentType }>) => ({
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await load()).default }),
});

function AppRoot() {
  return (
    <>
      <RouteTitle />
      <Outlet />
    </>
  );
}

/** Shown while the first page's chunk loads (React Router renders it on every full load). */
function FirstLoad() {
  return <div className="min-h-screen bg-white" aria-busy="true" />;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      Component: AppRoot,
      HydrateFallback: FirstLoad,
      children: [
        {
          path: paths.home.path,
          lazy: async () => ({ Component: (await import('./routes/marketing/marketing-layout')).default }),
          children: [
            { index: true, ...page('AI lead qualification for estate agents', () => import('./routes/marketing/landing')) },
            { path: paths.privacy.path, ...page('Privacy policy', () => import('./routes/marketing/privacy')) },
            { path: paths.terms.path, ...page('Terms of service', () => import('./routes/marketing/terms')) },
            { path: paths.gdpr.path, ...page('GDPR', () => import('./routes/marketing/gdpr')) },
            { path: paths.help.path, ...page('Help Center', () => import('./routes/marketing/help')) },
            { path: paths.status.path, ...page('System status', () => import('./routes/marketing/status')) },
            { path: paths.blog.path, ...page('Blog', () => import('./routes/marketing/blog')) },
            { path: paths.blog.post.path, ...page('Blog', () => import('./routes/marketing/blog-post')) },
          ],
        },
        { path: paths.auth.login.path, ...page('Sign in', () => import('./routes/auth/login')) },
        { path: paths.auth.register.path, ...page('Create your account', () => import('./routes/auth/register')) },
        { path: paths.auth.verifyEmail.path, ...page('Verify your email', () => import('./routes/auth/verify-email')) },
        { path: paths.auth.setPassword.path, ...page('Set your password', () => import('./routes/auth/set-password')) },
        {
          path: paths.auth.forgotPassword.path,
          ...page('Forgot password', () => import('./routes/auth/forgot-password')),
        },
        { path: paths.auth.resetPassword.path, ...page('Reset password', () => import('./routes/auth/reset-password')) },
        {
          path: paths.dashboard.root.path,
          lazy: async () => ({ Component: (await import('./routes/dashboard/dashboard-layout')).default }),
          children: [
            { index: true, ...page('Dashboard', () => import('./routes/dashboard/overview')) },
            { path: paths.dashboard.overview.path, ...page('Dashboard', () => import('./routes/dashboard/overview')) },
            {
              path: paths.dashboard.conversations.path,
              ...page('Conversations', () => import('./routes/dashboard/conversations')),
            },
            {
              path: paths.dashboard.conversation.path,
              ...page('Conversation', () => import('./routes/dashboard/conversation')),
            },
            { path: paths.dashboard.leads.path, ...page('Qualified Leads', () => import('./routes/dashboard/leads')) },
            {
              path: paths.dashboard.widgetConfig.path,
              ...page('Widget Setup', () => import('./routes/dashboard/widget-config')),
            },
            { path: paths.dashboard.branches.path, ...page('Branches', () => import('./routes/dashboard/branches')) },
            { path: paths.dashboard.widgets.path, ...page('Widget Settings', () => import('./routes/dashboard/widgets')) },
            { path: paths.dashboard.analytics.path, ...page('Analytics', () => import('./routes/dashboard/analytics')) },
            { path: paths.dashboard.billing.path, ...page('Billing', () => import('./routes/dashboard/billing')) },
            { path: paths.dashboard.team.path, ...page('Team', () => import('./routes/dashboard/team')) },
            {
              path: paths.dashboard.privacyRequests.path,
              ...page('Privacy requests', () => import('./routes/dashboard/privacy')),
            },
            { path: paths.dashboard.auditLog.path, ...page('Audit log', () => import('./routes/dashboard/audit')) },
            { path: paths.dashboard.security.path, ...page('Security', () => import('./routes/dashboard/security')) },
            {
              path: paths.dashboard.appointments.path,
              ...page('Appointments', () => import('./routes/dashboard/appointments')),
            },
          ],
        },
        {
          path: paths.cancelAppointment.path,
          ...page('Cancel your appointment', () => import('./routes/appointment-cancel')),
        },
        { path: '*', ...page('Page not found', () => import('./routes/not-found')) },
      ],
    },
  ]);
}
