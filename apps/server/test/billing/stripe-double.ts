import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StripeRequest {
  method: string;
  path: string;
  /** Query string and form body, decoded into Stripe's bracket notation (`subscription_data[metadata][agencyId]`). */
  params: Record<string, string>;
  authorization: string | undefined;
}

export const DOUBLE_SECRET_KEY = 'sk_test_leadwise_double';
export const DOUBLE_WEBHOOK_SECRET = 'whsec_leadwise_double_secret';
const LOOKUP_KEY = /^leadwise_(starter|professional|enterprise)_(month|year)$/;

function stripeError(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
}

/**
 * A local stand-in for Stripe's API (reached through STRIPE_API_URL). It answers the calls the
 * product makes the way Stripe does, refuses the ones Stripe would refuse (unknown lookup keys, a
 * subscription Checkout without a price, a portal session without a customer), and records every
 * request so tests can check what was sent.
 */
export async function startStripeDouble() {
  const requests: StripeRequest[] = [];
  let baseUrl = '';
  /** While true every API call answers 500, as Stripe does during an incident. */
  const state = { isFailing: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      // Where Checkout and the portal send the browser: a page naming the session, on this server.
      const hosted = /^\/(c\/pay|p\/session)\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && hosted) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(`<!doctype html><link rel="icon" href="data:,"><title>Stripe test double</title><h1>Stripe ${hosted[1] === 'c/pay' ? 'Checkout' : 'Customer Portal'}</h1><p>${hosted[2]}</p>`);
      }
      const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
      requests.push({ method: req.method ?? '', path: url.pathname, params, authorization: req.headers.authorization });
      if (state.isFailing) return stripeError(res, 500, 'An unknown error occurred');
      if (req.headers.authorization !== `Bearer ${DOUBLE_SECRET_KEY}`) return stripeError(res, 401, 'Invalid API Key');
      res.setHeader('content-type', 'application/json');

      if (req.method === 'GET' && url.pathname === '/v1/prices') {
        const keys = Object.entries(params)
          .filter(([k]) => k.startsWith('lookup_keys['))
          .map(([, v]) => v);
        const data = keys
          .filter((key) => LOOKUP_KEY.test(key))
          .map((key) => ({
            id: `price_${key}`,
            object: 'price',
            lookup_key: key,
            active: true,
            currency: 'gbp',
            recurring: { interval: LOOKUP_KEY.exec(key)![2] },
          }));
        return res.end(JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/prices' }));
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (params.mode !== 'subscription' || !params['line_items[0][price]']?.startsWith('price_leadwise_')) {
          return stripeError(res, 400, 'A subscription Checkout needs a recurring price');
        }
        if (!params.success_url) return stripeError(res, 400, 'Missing required param: success_url.');
        const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
        return res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: 'subscription',
            client_reference_id: params.client_reference_id ?? null,
            url: `${baseUrl}/c/pay/${id}`,
          }),
        );
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        if (!params.customer?.startsWith('cus_')) return stripeError(res, 400, 'No such customer');
        const id = `bps_${randomUUID().replace(/-/g, '')}`;
        return res.end(
          JSON.stringify({ id, object: 'billing_portal.session', url: `${baseUrl}/p/session/${id}` }),
        );
      }
      const subscription = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(url.pathname);
      if (req.method === 'DELETE' && subscription) {
        return res.end(JSON.stringify({ id: subscription[1], object: 'subscription', status: 'canceled' }));
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    /** The environment that points the product at this double. */
    env: {
      STRIPE_SECRET_KEY: DOUBLE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: DOUBLE_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe(DOUBLE_SECRET_KEY);

/** A `Stripe-Signature` header for `payload`, made the way Stripe makes it. */
export function signStripePayload(payload: string, secret = DOUBLE_WEBHOOK_SECRET) {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

/** A `customer.subscription.*` event as Stripe sends it (the fields the product reads, and more). */
export function subscriptionEvent(opts: {
  type?: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';
  id?: string;
  created: number;
  agencyId: string;
  customer: string;
  subscription: string;
  plan: 'starter' | 'professional' | 'enterprise';
  interval?: 'month' | 'year';
  status?: string;
  cancelAt?: number | null;
}) {
  const interval = opts.interval ?? 'month';
  const periodEnd = opts.created + (interval === 'year' ? 365 : 30) * 86_400;
  return {
    id: opts.id ?? `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: opts.type ?? 'customer.subscription.updated',
    created: opts.created,
    livemode: false,
    api_version: '2025-11-17.clover',
    data: {
      object: {
        id: opts.subscription,
        object: 'subscription',
        customer: opts.customer,
        status: opts.status ?? 'active',
        metadata: { agencyId: opts.agencyId },
        cancel_at: opts.cancelAt ?? null,
        ended_at: opts.status === 'canceled' ? opts.created : null,
        items: {
          object: 'list',
          data: [
            {
              id: `si_${opts.subscription}`,
              object: 'subscription_item',
              current_period_start: opts.created,
              current_period_end: periodEnd,
              price: { id: `price_leadwise_${opts.plan}_${interval}`, lookup_key: `leadwise_${opts.plan}_${interval}` },
            },
          ],
        },
      },
    },
  };
}
