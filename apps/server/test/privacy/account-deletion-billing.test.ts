import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agents } from '../../src/db/schema';
import { useBillingApp } from '../billing/billing-app';
import { createAgent } from '../factories';
import { injectAs, testDatabaseKind } from '../helper';

const billing = useBillingApp();

describe(`account deletion with billing on (${testDatabaseKind})`, () => {
  it('cancels the Stripe subscription, and the account can still be reactivated within 30 days', async () => {
    const { app, stripe } = billing;
    const agent = await createAgent(app);
    await app.db
      .update(agents)
      .set({ stripeCustomerId: `cus_${agent.agentId.slice(0, 8)}`, stripeSubscriptionId: 'sub_deleteme1', subscriptionStatus: 'active' })
      .where(eq(agents.id, agent.agentId));
    const res = await injectAs(app, agent, { method: 'POST', url: '/api/account/deletion', payload: { password: agent.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscriptionCancelled).toBe(true);
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_deleteme1')).toBe(true);
    const [row] = await app.db.select().from(agents).where(eq(agents.id, agent.agentId));
    expect(row.subscriptionStatus).toBe('canceled');
    const back = await app.inject({
      method: 'POST',
      url: '/api/account/reactivation',
      payload: { email: agent.email, password: agent.password },
    });
    expect(back.statusCode).toBe(200);
  });

  it('changes nothing when Stripe fails to cancel', async () => {
    const { app, stripe } = billing;
    const agent = await createAgent(app);
    await app.db
      .update(agents)
      .set({ stripeSubscriptionId: 'sub_failing1', subscriptionStatus: 'active' })
      .where(eq(agents.id, agent.agentId));
    stripe.state.isFailing = true;
    try {
      const res = await injectAs(app, agent, { method: 'POST', url: '/api/account/deletion', payload: { password: agent.password } });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      stripe.state.isFailing = false;
    }
    const [row] = await app.db.select().from(agents).where(eq(agents.id, agent.agentId));
    expect(row.deletedAt).toBeNull();
  });
});
