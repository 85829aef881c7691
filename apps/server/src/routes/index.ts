import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './audit';
import appointmentRoutes from './appointments';
import authRoutes from './auth';
import billingRoutes from './billing';
import branchesRoutes from './branches';
import conversationsRoutes from './conversations';
import dashboardRoutes from './dashboard';
import devRoutes from './dev';
import documentsRoutes from './documents';
import healthRoutes from './health';
import leadsRoutes from './leads';
import notificationsRoutes from './notifications';
import privacyRoutes from './privacy';
import reactivationRoutes from './privacy/reactivation';
import settingsRoutes from './settings';
import siteRoutes from './site';
import teamRoutes from './team';
import widgetPublicRoutes from './widget-public';

/** Every API area, mounted under /api. Each area owns its folder. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  // The dev outbox exists only outside production.
  if (app.env.NODE_ENV !== 'production') await app.register(devRoutes, { prefix: '/dev' });
  await app.register(widgetPublicRoutes);
  await app.register(conversationsRoutes);
  await app.register(leadsRoutes);
  await app.register(branchesRoutes);
  await app.register(documentsRoutes);
  await app.register(dashboardRoutes);
  await app.register(settingsRoutes);
  await app.register(notificationsRoutes);
  await app.register(siteRoutes);
  await app.register(billingRoutes);
  await app.register(teamRoutes);
  await app.register(privacyRoutes);
  await app.register(reactivationRoutes);
  await app.register(auditRoutes);
  await app.register(appointmentRoutes);
};

export default apiRoutes;
