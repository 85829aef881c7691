import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A Standard Webhooks signing secret: `whsec_` + 32 random bytes in base64. */
export function generateWebhookSecret() {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` header value (Standard Webhooks): `v1,` + base64 HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` keyed with the secret's decoded bytes.
 */
export function signWebhook(secret: string, msgId: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const signature = createHmac('sha256', key).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${signature}`;
}
