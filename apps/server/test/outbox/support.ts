import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';

export type SmtpMode = 'accept' | 'refuse' | 'reject-recipients';

/**
 * A real SMTP server on a free port. 'refuse' answers every connection with 421 (a mail server
 * that is down), 'reject-recipients' refuses every address with 550 (permanent).
 */
export async function startSmtpServer() {
  const received: Array<{ to: string[]; subject: string; raw: string }> = [];
  let mode: SmtpMode = 'accept';
  const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      callback(mode === 'refuse' ? smtpError('Service not available, try again later', 421) : null);
    },
    onRcptTo(_address, _session, callback) {
      callback(mode === 'reject-recipients' ? smtpError('Mailbox unavailable', 550) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setMode(next: SmtpMode) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A database of this test file's own when the suites run on PostgreSQL. The outbox worker drains
 * every due row of its database, so a shared one would let parallel files deliver each other's
 * messages. (PGlite test apps are in memory and never share.)
 */
export async function isolatedDatabase() {
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) return { url: undefined, drop: async () => {} };
  const name = `leadwise_outbox_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = () => postgres(shared, { max: 1, onnotice: () => {} });
  const sql = admin();
  await sql.unsafe(`create database ${name}`);
  await sql.end();
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = admin();
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
