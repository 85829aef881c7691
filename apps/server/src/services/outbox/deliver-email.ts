import { readAttachments } from './enqueue-email';
import type { Mailer } from './mailer';
import { type Deliverer, PermanentDeliveryError } from './types';

/** The outbox deliverer for the email channel: the row's payload handed to the mailer. */
export function createEmailDeliverer(mailer: Mailer): Deliverer {
  return async (message) => {
    const { subject, text, html } = message.payload;
    if (typeof subject !== 'string' || typeof text !== 'string') {
      throw new PermanentDeliveryError('The email has no subject or text');
    }
    await mailer.send({
      id: message.idempotencyKey,
      to: message.recipient,
      subject,
      text,
      html: typeof html === 'string' ? html : undefined,
      attachments: readAttachments(message.payload),
    });
  };
}
