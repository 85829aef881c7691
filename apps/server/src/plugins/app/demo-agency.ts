import fp from 'fastify-plugin';
import { seedDemoAgency } from '../../services/demo/demo-agency';

/** The landing page's live demo needs its agency and widget: seeded (or brought up to date) at every start. */
export default fp(
  async (app) => {
    await seedDemoAgency(app.db);
  },
  { name: 'demo-agency', dependencies: ['db'] },
);
