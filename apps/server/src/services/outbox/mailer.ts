import nodemailer from 'nodemailer';
import type { EmailMessage } from './enqueue-email';
import { PermanentDeliveryError } from './types';

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'dev' keeps mail in the outbox table and prints it. */
  readonly kind: 'smtp' | 'dev';
  send(message: EmailMessage & { id: string }): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL (smtp:// or smtps://, options such as ?requireTLS=true in the query). */
export function createSmtpMailer(opts: { url: string; from: string; hostname: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: opts.url,
    // Well under the outbox lease, so a hung server never leaves a message claimed twice.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
          // Stable across retries, so a server that got the message before a timeout can drop the copy.
          messageId: `<${message.id}@${opts.hostname}>`,
        });
      } catch (error) {
        throw isRefusedForGood(error) ? new PermanentDeliveryError((error as Error).message) : error;
      }
    },
    close: () => transport.close(),
  };
}

/** The dev outbox: the row itself is the mailbox (GET /api/dev/outbox); the console shows it too. */
export function createDevMailer(print: (text: string) => void): Mailer {
  return {
    kind: 'dev',
    async send(message) {
      const files = message.attachments?.map((a) => `Attached: ${a.filename} (${a.contentType})\n`).join('') ?? '';
      print(`\n--- Email to ${message.to} (dev outbox) ---\nSubject: ${message.subject}\n\n${message.text}\n${files}---`);
    },
    close() {},
  };
}

/**
 * A 5xx reply to the envelope or the message (RFC 5321: permanent) will come again on every try.
 * Connection, TLS and authentication failures stay retryable: they are ours or the server's to fix.
 */
function isRefusedForGood(error: unknown) {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  const rejectsMessage = code === 'EENVELOPE' || code === 'EMESSAGE';
  return (
    rejectsMessage &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503
  );
}
