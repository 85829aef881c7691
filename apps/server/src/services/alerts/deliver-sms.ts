import { type Deliverer, PermanentDeliveryError } from '../outbox/types';

const TWILIO_TIMEOUT_MS = 15_000;

/**
 * Sends an SMS with Twilio's Messages API (plain HTTP, form-encoded, basic auth). Without Twilio
 * credentials the message stays in the dev outbox: it is marked sent and logged, never lost.
 * Twilio's 400 means this message can never be sent (bad number, body); anything else is retried.
 */
export const deliverSms: Deliverer = async (message, { env, log }) => {
  const text = String(message.payload.text ?? '');
  const sid = env.TWILIO_ACCOUNT_SID;
  const token = env.TWILIO_AUTH_TOKEN;
  const from = env.TWILIO_FROM;
  if (!sid || !token || !from) {
    log.info(
      { to: message.recipient, text, outboxId: message.id },
      'SMS kept in the dev outbox (Twilio not configured)',
    );
    return;
  }
  const form = new URLSearchParams({ To: message.recipient, Body: text });
  // A Messaging Service SID (MG...) lets Twilio pick the sender; otherwise From is a number.
  form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
  const base = env.TWILIO_BASE_URL.replace(/\/$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`Twilio unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as { sid?: string; code?: number; message?: string } | null;
  if (response.ok) {
    log.info({ outboxId: message.id, twilioSid: body?.sid }, 'SMS sent');
    return;
  }
  const detail = `Twilio ${response.status}${body?.code ? ` (error ${body.code})` : ''}: ${body?.message ?? response.statusText}`;
  if (response.status === 400) throw new PermanentDeliveryError(detail);
  throw new Error(detail);
};
