import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { scrubLogText } from '../src/lib/logger-options';
import { freshIp, latestCode, post, registrationInput } from './auth/support';
import { createAgent, uniqueEmail } from './factories';
import { build, injectAs, testDatabaseKind } from './helper';

// Writes to the accounts listed in log_probe_accounts fail in the database, like a real outage
// would, so the requests below go through the app's own error logging with their real parameters.
const FAIL_WRITES = [
  'create table if not exists log_probe_accounts (email text primary key)',
  `create or replace function log_probe_fail() returns trigger language plpgsql as $$
  begin
    if tg_table_name = 'refresh_tokens' then
      if exists (select 1 from users join log_probe_accounts using (email) where users.id = new.user_id) then
        raise exception 'probe: the database refused the write';
      end if;
    elsif new.email in (select email from log_probe_accounts) then
      raise exception 'probe: the database refused the write';
    end if;
    return new;
  end $$`,
  ...['users', 'agents', 'refresh_tokens'].map(
    (table) => `create or replace trigger log_probe_fail before insert or update on ${table}
      for each row execute function log_probe_fail()`,
  ),
];
const STOP_FAILING = ['users', 'agents', 'refresh_tokens'].map(
  (table) => `drop trigger if exists log_probe_fail on ${table}`,
);

async function makeWritesFail(app: App, email: string) {
  await app.db.execute(sql`insert into log_probe_accounts (email) values (${email})`);
}

describe(`logs of failing requests (${testDatabaseKind})`, () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    app = await build({ LOG_LEVEL: 'trace' }, { logStream });
    for (const statement of FAIL_WRITES) await app.db.execute(sql.raw(statement));
  });
  afterAll(async () => {
    for (const statement of STOP_FAILING) await app.db.execute(sql.raw(statement));
    await app.close();
  });

  const logText = () => lines.join('\n');
  const failures = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request failed');

  it('keep what failed but none of the request’s passwords, hashes, tokens, codes, emails or phone numbers', async () => {
    const secrets: string[] = [];

    // 1. Sign-up: the failing insert carries the email, the name and the scrypt hash.
    const signup = registrationInput({
      email: uniqueEmail('log-probe'),
      name: 'Ottoline Probe',
      password: 'Signup-Secret-4417',
    });
    await makeWritesFail(app, signup.email);
    const registered = await post(app, '/api/auth/register', signup);
    expect(registered.statusCode).toBe(500);
    secrets.push(signup.email, signup.name, signup.password);

    // 2. Sign-in: the refresh token's hash goes to a failing insert (the account itself was made earlier).
    const agent = await createAgent(app, { name: 'Perpetua Probe' });
    await makeWritesFail(app, agent.email);
    const login = await post(app, '/api/auth/login', { email: agent.email, password: agent.password });
    expect(login.statusCode).toBe(500);
    secrets.push(agent.email, agent.password, 'Perpetua Probe');

    // 3. Alert settings with a mobile number and an email, by a signed-in agent.
    const settings = await injectAs(app, agent, {
      method: 'PUT',
      url: '/api/settings/notifications',
      remoteAddress: freshIp(),
      payload: {
        temperatures: ['hot'],
        email: true,
        emailTo: 'alerts.probe@example.com',
        sms: true,
        smsTo: '07700 900123',
        dailySummary: false,
        timeZone: 'Europe/London',
      },
    });
    expect(settings.statusCode).toBe(500);
    secrets.push(agent.accessToken, 'alerts.probe@example.com', '7700900123', '7700 900123');

    // 4. Password reset: the code checks out, the update with the new hash fails.
    expect((await post(app, '/api/auth/forgot-password', { email: agent.email })).statusCode).toBe(200);
    const code = await latestCode(app, agent.email, /password reset code/);
    const reset = await post(app, '/api/auth/reset-password', {
      email: agent.email,
      confirmationCode: code,
      newPassword: 'Reset-Secret-9035',
    });
    expect(reset.statusCode).toBe(500);
    secrets.push(code, 'Reset-Secret-9035');

    // The failures are logged, with the statement that failed, so they can still be investigated.
    expect(failures()).toHaveLength(4);
    // SQLSTATE P0001 (raise_exception): the driver's error code names the failure and stays.
    expect(failures().map((entry) => entry.err.cause?.code)).toEqual(['P0001', 'P0001', 'P0001', 'P0001']);
    expect(logText()).toContain('insert into \\"users\\"');
    expect(logText()).toContain('probe: the database refused the write');

    const text = logText();
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toMatch(/\b[0-9a-f]{64}\b/); // a sha256 token hash
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/); // a JWT
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/); // any email address
  });

  it('censors the listed keys in anything logged, at the top or one level down', () => {
    lines.length = 0;
    app.log.info(
      { email: 'top.level@example.com', account: { password: 'Nested-Secret-1', smsTo: '+447700900555' } },
      'account touched',
    );
    const [entry] = lines.map((line) => JSON.parse(line));
    expect(entry).toMatchObject({ email: '[redacted]', account: { password: '[redacted]', smsTo: '[redacted]' } });
  });
});

describe('scrubLogText', () => {
  it('masks emails, phone numbers, bearer tokens, JWTs, scrypt and sha256 hashes in free text', () => {
    const text = [
      'duplicate key (email)=(jo.bloggs+leads@example.co.uk)',
      'call 07700 900123 or +44 7700 900123 or 020 7946 0958',
      'authorization: Bearer abc.def-ghi',
      'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ].join('\n');
    const scrubbed = scrubLogText(text);
    for (const secret of [
      'jo.bloggs',
      '900123',
      '7946 0958',
      'abc.def-ghi',
      'eyJhbGciOiJIUzI1NiJ9',
      'scrypt$',
      'e3b0c44298fc',
    ]) {
      expect(scrubbed).not.toContain(secret);
    }
    expect(scrubbed).toContain('duplicate key (email)=');
  });

  it('leaves ordinary text, ids and timestamps alone', () => {
    const text = 'lead 5b0f7c9e-8a3e-4b7a-9f55-2f1f5c1f2a11 updated at 2026-11-24T20:45:02.123Z, 3 rows';
    expect(scrubLogText(text)).toBe(text);
  });
});
