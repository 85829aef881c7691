import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agencyMembers, auditLog, twoFactorChallenges, userTwoFactor } from '../../src/db/schema';
import { build, injectAs, testDatabaseKind, testIdentityProvider } from '../helper';
import { addProbeRoute, freshIp, getProbe, post, signedInThroughApi } from './support';

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const CHALLENGE_ENDED = 'This sign-in has expired. Please enter your email and password again.';
const TOO_MANY = 'Too many incorrect codes. Please enter your email and password again.';

type Person = Awaited<ReturnType<typeof signedInThroughApi>>;

describe(`two-factor sign-in (${testDatabaseKind}, ${testIdentityProvider} accounts)`, () => {
  let app: App;
  /** The server's clock for two-factor checks: each test moves it, never the machine's. */
  let clock = new Date('2026-11-24T12:00:05Z').getTime();
  const tick = (seconds = 30) => {
    clock += seconds * 1000;
  };

  beforeAll(async () => {
    app = await build({}, { beforeReady: addProbeRoute });
    app.twoFactor.now = () => new Date(clock);
  });
  afterAll(() => app.close());

  const codeAt = (secret: string, offsetSeconds = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock + offsetSeconds * 1000 });
  const as = (person: { accessToken: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(app, person, { method, url, payload, remoteAddress: freshIp() });
  const login = (person: Person) => post(app, '/api/auth/login', { email: person.email, password: person.password });
  const answer = (challengeToken: string, code: string) => post(app, '/api/auth/login/two-factor', { challengeToken, code });
  const auditOf = (person: Person, action: string) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, person.email), eq(auditLog.action, action)));

  /** A signed-in person who has turned two-factor sign-in on: their key and recovery codes. */
  async function personWithTwoFactor() {
    const person = await signedInThroughApi(app);
    const setup = await as(person, 'POST', '/api/auth/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    const enabled = await as(person, 'POST', '/api/auth/two-factor/enable', { code: codeAt(secret) });
    expect(enabled.statusCode).toBe(200);
    tick();
    return { ...person, secret, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
  }

  async function challengeFor(person: Person) {
    const res = await login(person);
    expect(res.statusCode).toBe(200);
    return res.json().data.challengeToken as string;
  }

  it('turns on with a QR code, a key and a code from the app, and shows 10 recovery codes once', async () => {
    const person = await signedInThroughApi(app);
    const before = await as(person, 'GET', '/api/auth/two-factor');
    expect(before.json().data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      agencyRequiresTwoFactor: false,
      canChangeAgencyRequirement: true,
    });

    const setup = (await as(person, 'POST', '/api/auth/two-factor/setup')).json().data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Leadwise:${encodeURIComponent(person.email)}?issuer=Leadwise&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(setup.qrCodeDataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
    const [stored] = await app.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, person.user.sub));
    expect(stored.secretCiphertext).not.toContain(setup.secret);
    expect(stored.enabledAt).toBeNull();

    // Not yet on: sign-in still answers tokens straight away.
    expect((await login(person)).json().data.accessToken).toEqual(expect.any(String));

    const wrong = await as(person, 'POST', '/api/auth/two-factor/enable', { code: codeAt(setup.secret, 120) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('code');

    const enabled = await as(person, 'POST', '/api/auth/two-factor/enable', { code: codeAt(setup.secret) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json().data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = (await as(person, 'GET', '/api/auth/two-factor')).json().data;
    expect(after).toMatchObject({ enabled: true, recoveryCodesLeft: 10, enabledAt: expect.any(String) });
    expect(await auditOf(person, 'two_factor_enabled')).toHaveLength(1);
    // A second setup would replace the key of an enabled factor: refused.
    expect((await as(person, 'POST', '/api/auth/two-factor/setup')).statusCode).toBe(409);
    tick();
  });

  it('answers the password with a challenge and no tokens, then the code with the session', async () => {
    const person = await personWithTwoFactor();
    const first = await login(person);
    expect(first.statusCode).toBe(200);
    const challenge = first.json().data;
    expect(Object.keys(challenge).sort()).toEqual(['challengeToken', 'expiresAt', 'twoFactorRequired']);
    expect(challenge.twoFactorRequired).toBe(true);
    expect(new Date(challenge.expiresAt).getTime()).toBe(clock + 5 * 60 * 1000);
    expect(first.body).not.toMatch(/eyJ/); // no JWT of any kind in the answer
    const [held] = await app.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, person.user.sub));
    expect(held.tokenHash).not.toBe(challenge.challengeToken);
    expect(held.sessionCiphertext).not.toMatch(/eyJ|accessToken/);

    const res = await answer(challenge.challengeToken, codeAt(person.secret));
    expect(res.statusCode).toBe(200);
    const session = res.json().data;
    expect(session.user).toEqual({ sub: person.user.sub, email: person.email, name: 'Priya Shah' });
    expect((await getProbe(app, session.accessToken)).statusCode).toBe(200);
    // The challenge is spent with the sign-in.
    expect((await answer(challenge.challengeToken, codeAt(person.secret, 30))).json().error).toBe(CHALLENGE_ENDED);

    const signIns = await auditOf(person, 'sign_in');
    expect(signIns.at(-1)).toMatchObject({ detail: { secondFactor: 'authenticator' }, ip: expect.any(String) });
    tick();
  });

  it('refuses a wrong code with a clear message and still takes the right one after', async () => {
    const person = await personWithTwoFactor();
    const challengeToken = await challengeFor(person);
    const wrong = await answer(challengeToken, codeAt(person.secret, 300));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, error: WRONG_CODE, field: 'code' });
    expect(await auditOf(person, 'sign_in_failed')).toHaveLength(1);
    expect((await answer(challengeToken, codeAt(person.secret))).statusCode).toBe(200);
    tick();
  });

  it('refuses a code already used, within its own window', async () => {
    const person = await personWithTwoFactor();
    const code = codeAt(person.secret);
    expect((await answer(await challengeFor(person), code)).statusCode).toBe(200);
    tick(10);
    const replay = await answer(await challengeFor(person), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe(WRONG_CODE);
    tick(30);
  });

  it('accepts the codes of one step either side of now, and no further', async () => {
    const person = await personWithTwoFactor();
    // Past the step the setup used, so the step before now is still unused.
    tick(30);
    expect((await answer(await challengeFor(person), codeAt(person.secret, -30))).statusCode).toBe(200);
    tick(60);
    expect((await answer(await challengeFor(person), codeAt(person.secret, 30))).statusCode).toBe(200);
    tick(120);
    const challengeToken = await challengeFor(person);
    expect((await answer(challengeToken, codeAt(person.secret, -60))).statusCode).toBe(401);
    expect((await answer(challengeToken, codeAt(person.secret, 60))).statusCode).toBe(401);
    expect((await answer(challengeToken, codeAt(person.secret))).statusCode).toBe(200);
    tick();
  });

  it('takes each recovery code once, typed in any case', async () => {
    const person = await personWithTwoFactor();
    const [code] = person.recoveryCodes;
    const res = await answer(await challengeFor(person), ` ${code.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect((await getProbe(app, res.json().data.accessToken)).statusCode).toBe(200);
    const again = await answer(await challengeFor(person), code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(WRONG_CODE);
    expect((await as(person, 'GET', '/api/auth/two-factor')).json().data.recoveryCodesLeft).toBe(9);
    expect((await auditOf(person, 'sign_in')).at(-1)?.detail).toEqual({ secondFactor: 'recovery_code' });
  });

  it('ends a challenge after five minutes', async () => {
    const person = await personWithTwoFactor();
    const challengeToken = await challengeFor(person);
    tick(5 * 60 + 1);
    const late = await answer(challengeToken, codeAt(person.secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(CHALLENGE_ENDED);
    expect(await app.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, person.user.sub))).toEqual([]);
    tick();
  });

  it('ends a challenge at the fifth wrong code, so the right one no longer works', async () => {
    const person = await personWithTwoFactor();
    const challengeToken = await challengeFor(person);
    const errors: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) errors.push((await answer(challengeToken, '000000')).json().error);
    expect(errors).toEqual([WRONG_CODE, WRONG_CODE, WRONG_CODE, WRONG_CODE, TOO_MANY]);
    const right = await answer(challengeToken, codeAt(person.secret));
    expect(right.statusCode).toBe(401);
    expect(right.json().error).toBe(CHALLENGE_ENDED);
    // A new sign-in starts over.
    expect((await answer(await challengeFor(person), codeAt(person.secret))).statusCode).toBe(200);
    tick();
  });

  it('logs a wrong password for a real account with its address', async () => {
    const person = await signedInThroughApi(app);
    const res = await post(app, '/api/auth/login', { email: person.email, password: 'Wr0ngPassword' }, { ip: '203.0.113.9' });
    expect(res.statusCode).toBe(401);
    expect(await auditOf(person, 'sign_in_failed')).toMatchObject([{ ip: '203.0.113.9', detail: { reason: 'password' } }]);
  });

  it('turns off only with the password and a current code', async () => {
    const person = await personWithTwoFactor();
    const disable = (body: object) => as(person, 'POST', '/api/auth/two-factor/disable', body);
    const wrongPassword = await disable({ password: 'Wr0ngPassword', code: codeAt(person.secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().field).toBe('password');
    const wrongCode = await disable({ password: person.password, code: codeAt(person.secret, 300) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().field).toBe('code');
    expect((await disable({ password: person.password, code: codeAt(person.secret) })).statusCode).toBe(200);
    expect((await as(person, 'GET', '/api/auth/two-factor')).json().data).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(person)).json().data.accessToken).toEqual(expect.any(String));
    expect(await auditOf(person, 'two_factor_disabled')).toHaveLength(1);
    tick();
  });

  it('replaces the recovery codes, and the old ones stop working', async () => {
    const person = await personWithTwoFactor();
    const res = await as(person, 'POST', '/api/auth/two-factor/recovery-codes', { code: codeAt(person.secret) });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(person.recoveryCodes[0]);
    tick();
    expect((await answer(await challengeFor(person), person.recoveryCodes[0])).statusCode).toBe(401);
    expect((await answer(await challengeFor(person), fresh[0])).statusCode).toBe(200);
  });

  it('answers 401 without a session and 400 for a code that is not 6 digits', async () => {
    expect((await post(app, '/api/auth/two-factor/setup')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/two-factor' })).statusCode).toBe(401);
    const person = await signedInThroughApi(app);
    const res = await as(person, 'POST', '/api/auth/two-factor/enable', { code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Enter the 6-digit code from your authenticator app');
    expect((await answer('not-a-real-challenge-token', '123456')).statusCode).toBe(401);
  });

  describe('the agency requirement', () => {
    /**
     * A signed-in person moved into the owner's agency as a negotiator (until invitations land, the
     * membership row is all that makes someone a member).
     */
    async function negotiatorOf(owner: Person) {
      const [ownerMember] = await app.db.select().from(agencyMembers).where(eq(agencyMembers.userId, owner.user.sub));
      const member = await signedInThroughApi(app);
      await app.db
        .update(agencyMembers)
        .set({ agentId: ownerMember.agentId, role: 'negotiator' })
        .where(eq(agencyMembers.userId, member.user.sub));
      return member;
    }

    it('is the owner’s alone, once the owner uses two-factor sign-in', async () => {
      const owner = await signedInThroughApi(app);
      const require = () => as(owner, 'PUT', '/api/settings/security', { requireTwoFactor: true });
      const early = await require();
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toBe('Turn on two-factor sign-in for yourself before requiring it for the agency.');

      const negotiator = await negotiatorOf(owner);
      const refused = await as(negotiator, 'PUT', '/api/settings/security', { requireTwoFactor: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Only the agency owner can change this.');
      expect((await as(negotiator, 'GET', '/api/auth/two-factor')).json().data.canChangeAgencyRequirement).toBe(false);
    });

    it('sends a member without two-factor to set it up, and lets them in once they have', async () => {
      const owner = await personWithTwoFactor();
      const member = await negotiatorOf(owner);
      const outsider = await signedInThroughApi(app);

      const set = await as(owner, 'PUT', '/api/settings/security', { requireTwoFactor: true });
      expect(set.statusCode).toBe(200);
      expect(set.json().data).toEqual({ requireTwoFactor: true });
      expect(await auditOf(owner as Person, 'two_factor_required')).toMatchObject([{ detail: { required: true } }]);

      const dashboard = await as(member, 'GET', '/api/settings/notifications');
      expect(dashboard.statusCode).toBe(403);
      expect(dashboard.json()).toMatchObject({ reason: 'two_factor_setup_required' });
      // Routes that authenticate in their own hooks, or in the handler, are held back too.
      expect((await getProbe(app, member.accessToken)).statusCode).toBe(403);
      const reply = await as(member, 'POST', `/api/conversations/${randomUUID()}/messages`, { text: 'Hello' });
      expect(reply.statusCode).toBe(403);
      // Another agency is untouched, and so is the owner who uses it.
      expect((await as(outsider, 'GET', '/api/settings/notifications')).statusCode).toBe(200);
      expect((await as(owner, 'GET', '/api/settings/notifications')).statusCode).toBe(200);

      const status = await as(member, 'GET', '/api/auth/two-factor');
      expect(status.statusCode).toBe(200);
      expect(status.json().data).toMatchObject({ enabled: false, agencyRequiresTwoFactor: true });
      const { secret } = (await as(member, 'POST', '/api/auth/two-factor/setup')).json().data;
      expect((await as(member, 'POST', '/api/auth/two-factor/enable', { code: codeAt(secret) })).statusCode).toBe(200);
      expect((await as(member, 'GET', '/api/settings/notifications')).statusCode).toBe(200);
      tick();

      const off = await as(member, 'POST', '/api/auth/two-factor/disable', { password: member.password, code: codeAt(secret) });
      expect(off.statusCode).toBe(403);
      expect((await as(member, 'GET', '/api/auth/two-factor')).json().data.enabled).toBe(true);

      await as(owner, 'PUT', '/api/settings/security', { requireTwoFactor: false });
      const [record] = await app.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, member.user.sub));
      expect(record.enabledAt).not.toBeNull();
    });

    it('still lets a member who owes the setup sign out', async () => {
      const owner = await personWithTwoFactor();
      const member = await negotiatorOf(owner);
      await as(owner, 'PUT', '/api/settings/security', { requireTwoFactor: true });
      expect((await post(app, '/api/auth/logout', undefined, { token: member.accessToken })).statusCode).toBe(200);
    });
  });
});
