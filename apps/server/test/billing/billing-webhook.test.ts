import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agents, outboxMessages } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, injectAs, testDatabaseKind } from '../helper';
import { useBillingApp } from './billing-app';
import { signStripePayload, startStripeDouble, subscriptionEvent } from './stripe-double';

type Agent = Awaited<ReturnType<typeof createAgent>>;

describe(`billing through Stripe (${testDatabaseKind})`, () => {
  const billingApp = useBillingApp();
  let app: App;
  let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
  beforeAll(() => {
    ({ app, stripe } = billingApp);
  });

  const getBilling = async (agent: Agent) => {
    const res = await injectAs(app, agent, { method: 'GET', url: '/api/billing' });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const postEvent = (event: object, signature?: string) => {
    const payload = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature !== '' && { 'stripe-signature': signature ?? signStripePayload(payload) }),
      },
      payload,
    });
  };
  const storedBilling = async (agentId: string) => {
    const [row] = await app.db.select().from(agents).where(eq(agents.id, agentId));
    return row;
  };
  /** Subscribes the agent as Stripe reports it: Checkout completed, then the subscription created. */
  const subscribe = async (agent: Agent, at: number, plan: 'starter' | 'professional' = 'professional') => {
    const customer = `cus_${agent.agentId.slice(0, 8)}`;
    const subscription = `sub_${randomUUID().slice(0, 8)}`;
    const completed = await postEvent({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: at,
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: agent.agentId,
          customer,
          subscription,
          metadata: { agencyId: agent.agentId },
        },
      },
    });
    expect(completed.statusCode).toBe(200);
    const created = await postEvent(
      subscriptionEvent({
        type: 'customer.subscription.created',
        created: at,
        agencyId: agent.agentId,
        customer,
        subscription,
        plan,
      }),
    );
    expect(created.statusCode).toBe(200);
    return { customer, subscription };
  };

  it('starts every new account on a 30-day trial with the trial limits, and needs a session', async () => {
    const agent = await createAgent(app);
    const billing = await getBilling(agent);
    expect(billing).toMatchObject({
      enabled: true,
      plan: 'trial',
      status: 'trialing',
      interval: null,
      usage: { conversations: 0, conversationLimit: 200, seats: 1, seatLimit: 1 },
    });
    const daysLeft = (Date.parse(billing.trialEndsAt) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);
    expect((await app.inject({ method: 'GET', url: '/api/billing' })).statusCode).toBe(401);
  });

  it('opens Checkout for the chosen plan by lookup key, carrying the account id', async () => {
    const agent = await createAgent(app);
    const res = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/billing/checkout',
      payload: { plan: 'professional', interval: 'year' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    const sent = stripe.requests.filter((r) => r.params.client_reference_id === agent.agentId);
    expect(sent).toHaveLength(1);
    expect(sent[0].params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_leadwise_professional_year',
      'subscription_data[metadata][agencyId]': agent.agentId,
      customer_email: agent.email,
    });
    const lookup = stripe.requests.findLast((r) => r.path === '/v1/prices');
    expect(lookup?.params['lookup_keys[0]']).toBe('leadwise_professional_year');
  });

  it('retries a failing Stripe and then says so plainly, changing nothing', async () => {
    const agent = await createAgent(app);
    const before = await storedBilling(agent.agentId);
    const sentBefore = stripe.requests.length;
    stripe.state.isFailing = true;
    try {
      const res = await injectAs(app, agent, {
        method: 'POST',
        url: '/api/billing/checkout',
        payload: { plan: 'starter', interval: 'month' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe(
        'Our card payment provider did not answer. Nothing was charged; please try again in a minute.',
      );
      expect(stripe.requests.length - sentBefore).toBeGreaterThan(1);
    } finally {
      stripe.state.isFailing = false;
    }
    expect(await storedBilling(agent.agentId)).toEqual(before);
  });

  it('refuses an unknown plan or interval with a clear message', async () => {
    const agent = await createAgent(app);
    const res = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/billing/checkout',
      payload: { plan: 'platinum', interval: 'month' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Starter, Professional or Enterprise/);
  });

  it('subscribes, upgrades, downgrades, fails a payment, cancels and reactivates', async () => {
    const agent = await createAgent(app);
    const t0 = Math.floor(Date.now() / 1000);
    const { customer, subscription } = await subscribe(agent, t0);
    expect(await getBilling(agent)).toMatchObject({
      plan: 'professional',
      status: 'active',
      interval: 'month',
      trialEndsAt: null,
      usage: { conversationLimit: 1000, seatLimit: 5 },
    });

    // The portal now opens for this customer.
    const portal = await injectAs(app, agent, { method: 'POST', url: '/api/billing/portal' });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().data.url).toMatch(new RegExp(`^${stripe.url}/p/session/bps_`));
    expect(stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')?.params.customer).toBe(customer);

    const update = (created: number, plan: 'starter' | 'professional' | 'enterprise', extra = {}) =>
      postEvent(
        subscriptionEvent({ created, agencyId: agent.agentId, customer, subscription, plan, interval: 'year', ...extra }),
      );
    expect((await update(t0 + 10, 'enterprise')).statusCode).toBe(200);
    expect(await getBilling(agent)).toMatchObject({ plan: 'enterprise', interval: 'year', usage: { conversationLimit: null } });

    expect((await update(t0 + 20, 'starter')).statusCode).toBe(200);
    expect(await getBilling(agent)).toMatchObject({ plan: 'starter', usage: { conversationLimit: 200 } });

    const failed = await postEvent({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'invoice.payment_failed',
      created: t0 + 30,
      data: { object: { id: 'in_1', object: 'invoice', customer } },
    });
    expect(failed.statusCode).toBe(200);
    await update(t0 + 30, 'starter', { status: 'past_due' });
    expect((await getBilling(agent)).status).toBe('past_due');
    const emails = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.agentId, agent.agentId), eq(outboxMessages.topic, 'billing.payment_failed')));
    expect(emails).toHaveLength(1);
    expect(emails[0].recipient).toBe(agent.email);

    await postEvent(
      subscriptionEvent({
        type: 'customer.subscription.deleted',
        created: t0 + 40,
        agencyId: agent.agentId,
        customer,
        subscription,
        plan: 'starter',
        status: 'canceled',
      }),
    );
    expect((await getBilling(agent)).status).toBe('canceled');
    const stored = await storedBilling(agent.agentId);
    expect(stored.canceledAt?.getTime()).toBe((t0 + 40) * 1000);
    const config = await app.inject({ method: 'GET', url: `/api/widgets/${agent.widgetId}/public-config` });
    expect(config.json().data).toMatchObject({ isOnline: false, isHidden: false });

    // Within the 30 days, a new Checkout reuses the customer; its subscription makes the account active again.
    const again = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/billing/checkout',
      payload: { plan: 'professional', interval: 'month' },
    });
    expect(again.statusCode).toBe(200);
    expect(stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')?.params.customer).toBe(customer);
    const renewed = `sub_${randomUUID().slice(0, 8)}`;
    await postEvent(
      subscriptionEvent({
        type: 'customer.subscription.created',
        created: t0 + 50,
        agencyId: agent.agentId,
        customer,
        subscription: renewed,
        plan: 'professional',
      }),
    );
    expect(await getBilling(agent)).toMatchObject({ plan: 'professional', status: 'active' });
    expect((await storedBilling(agent.agentId)).canceledAt).toBeNull();
  });

  it('applies a replayed event once and ignores an older event that arrives late', async () => {
    const agent = await createAgent(app);
    const t0 = Math.floor(Date.now() / 1000);
    const { customer, subscription } = await subscribe(agent, t0, 'starter');
    const newer = subscriptionEvent({ created: t0 + 20, agencyId: agent.agentId, customer, subscription, plan: 'enterprise' });
    const older = subscriptionEvent({ created: t0 + 10, agencyId: agent.agentId, customer, subscription, plan: 'professional' });

    expect((await postEvent(newer)).json().data).toEqual({ received: true, duplicate: false });
    expect((await postEvent(older)).statusCode).toBe(200);
    expect((await getBilling(agent)).plan).toBe('enterprise');

    // A replay of the earlier starter event after a change would roll the plan back if applied twice.
    await app.db.update(agents).set({ plan: 'professional' }).where(eq(agents.id, agent.agentId));
    expect((await postEvent(newer)).json().data).toEqual({ received: true, duplicate: true });
    expect((await storedBilling(agent.agentId)).plan).toBe('professional');
  });

  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const agent = await createAgent(app);
    const t0 = Math.floor(Date.now() / 1000);
    const before = await storedBilling(agent.agentId);
    const event = subscriptionEvent({
      created: t0,
      agencyId: agent.agentId,
      customer: `cus_${randomUUID().slice(0, 8)}`,
      subscription: `sub_${randomUUID().slice(0, 8)}`,
      plan: 'enterprise',
    });
    const forged = signStripePayload(JSON.stringify(event), 'whsec_someone_else');
    const bad = await postEvent(event, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Stripe-Signature/);
    expect((await postEvent(event, '')).statusCode).toBe(400);
    expect(await storedBilling(agent.agentId)).toEqual(before);
    // The same event, properly signed, is then applied: the refusal did not record its id.
    expect((await postEvent(event)).json().data.duplicate).toBe(false);
    expect((await storedBilling(agent.agentId)).plan).toBe('enterprise');
  });

  it('opens no portal before the first subscription', async () => {
    const agent = await createAgent(app);
    const res = await injectAs(app, agent, { method: 'POST', url: '/api/billing/portal' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/Choose a plan first/);
  });
});

describe(`billing off without Stripe (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says billing is off and every account is unlimited', async () => {
    const agent = await createAgent(app);
    const res = await injectAs(app, agent, { method: 'GET', url: '/api/billing' });
    expect(res.json().data).toMatchObject({
      enabled: false,
      status: 'active',
      usage: { conversationLimit: null, seatLimit: null, seats: 1 },
    });
    const checkout = await injectAs(app, agent, {
      method: 'POST',
      url: '/api/billing/checkout',
      payload: { plan: 'starter', interval: 'month' },
    });
    expect(checkout.statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/api/billing/webhook', payload: '{}' })).statusCode).toBe(404);
  });
});
