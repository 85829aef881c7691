import { eq } from 'drizzle-orm';
import { agents } from '../../db/schema';
import { type Deliverer, PermanentDeliveryError } from '../outbox/types';
import { BlockedAddressError, postWebhook } from './post-webhook';
import { signWebhook } from './webhook-signature';
import { findWebhookUrlProblem, isNonPublicAddress, webhookUrlPolicy } from './webhook-url-policy';

/**
 * Delivers one Standard Webhooks message: `webhook-id` is the outbox idempotency key (the same on
 * every retry), `webhook-timestamp` and `webhook-signature` are made now with the agent's
 * current secret. Any answer but 2xx is retried by the outbox; a removed webhook or a URL that
 * points inside our network is given up at once.
 */
export const deliverWebhook: Deliverer = async (message, { env, db }) => {
  if (!message.agentId) throw new PermanentDeliveryError('Webhook message without an agent');
  const [agent] = await db
    .select({ url: agents.crmWebhookUrl, secret: agents.webhookSecret })
    .from(agents)
    .where(eq(agents.id, message.agentId))
    .limit(1);
  if (!agent?.url || !agent.secret) throw new PermanentDeliveryError('The CRM webhook was removed before delivery');
  const policy = webhookUrlPolicy(env);
  const problem = findWebhookUrlProblem(message.recipient, policy);
  if (problem) throw new PermanentDeliveryError(problem);

  const body = JSON.stringify(message.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'webhook-id': message.idempotencyKey,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(agent.secret, message.idempotencyKey, timestamp, body),
  };
  let response: Awaited<ReturnType<typeof postWebhook>>;
  try {
    response = await postWebhook(message.recipient, headers, body, {
      isBlockedAddress: policy.blockPrivateAddresses ? isNonPublicAddress : undefined,
    });
  } catch (error) {
    if (error instanceof BlockedAddressError) throw new PermanentDeliveryError(error.message);
    throw error;
  }
  if (response.status >= 200 && response.status < 300) return;
  const detail = response.bodyStart.replace(/\s+/g, ' ').trim();
  throw new Error(`HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
};
