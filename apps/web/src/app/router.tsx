import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';

/** Each page is its own chunk, so the landing page ships none of the dashboard. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.home.path,
      lazy: page(() => import('./routes/marketing/marketing-layout')),
      children: [
        { index: true, lazy: page(() => import('./routes/marketing/landing')) },
        { path: paths.privacy.path, lazy: page(() => import('./routes/marketing/privacy')) },
        { path: paths.terms.path, lazy: page(() => import('./routes/marketing/terms')) },
        { path: paths.gdpr.path, lazy: page(() => import('./routes/marketing/gdpr')) },
        { path: paths.help.path, lazy: page(() => import('./routes/marketing/help')) },
        { path: paths.status.path, lazy: page(() => import('./routes/marketing/status')) },
        { path: paths.blog.path, lazy: page(() => import('./routes/marketing/blog')) },
        { path: paths.blog.post.path, lazy: page(() => import('./routes/marketing/blog-post')) },
      ],
    },
    { path: paths.auth.login.path, lazy: page(() => import('./routes/auth/login')) },
    { path: paths.auth.register.path, lazy: page(() => import('./routes/auth/register')) },
    { path: paths.auth.verifyEmail.path, lazy: page(() => import('./routes/auth/verify-email')) },
    { path: paths.auth.setPassword.path, lazy: page(() => import('./routes/auth/set-password')) },
    { path: paths.auth.forgotPassword.path, lazy: page(() => import('./routes/auth/forgot-password')) },
    { path: paths.auth.resetPassword.path, lazy: page(() => import('./routes/auth/reset-password')) },
    {
      path: paths.dashboard.root.path,
      lazy: page(() => import('./routes/dashboard/dashboard-layout')),
      children: [
        { index: true, lazy: page(() => import('./routes/dashboard/overview')) },
        { path: paths.dashboard.overview.path, lazy: page(() => import('./routes/dashboard/overview')) },
        { path: paths.dashboard.conversations.path, lazy: page(() => import('./routes/dashboard/conversations')) },
        { path: paths.dashboard.conversation.path, lazy: page(() => import('./routes/dashboard/conversation')) },
        { path: paths.dashboard.leads.path, lazy: page(() => import('./routes/dashboard/leads')) },
        { path: paths.dashboard.widgetConfig.path, lazy: page(() => import('./routes/dashboard/widget-config')) },
        { path: paths.dashboard.widgets.path, lazy: page(() => import('./routes/dashboard/widgets')) },
        { path: paths.dashboard.analytics.path, lazy: page(() => import('./routes/dashboard/analytics')) },
        { path: paths.dashboard.billing.path, lazy: page(() => import('./routes/dashboard/billing')) },
      ],
    },
    { path: '*', lazy: page(() => import('./routes/not-found')) },
  ]);
}
