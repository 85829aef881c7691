import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { agencyMembers, agents, users } from '../../src/db/schema';
import { issueSetPasswordToken, setInitialPassword } from '../../src/services/accounts/set-initial-password';
import { createAgent, uniqueEmail } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { post } from './support';

const PASSWORD = 'F1rstPassword';
const INVALID_LINK = 'This password link is not valid. Please use the link from your invitation email.';
const ALREADY_SET = 'This account already has a password. Please sign in, or use Forgot password to change it.';

const COMMON_PASSWORD = 'This password is one of the most common, so it is easy to guess. Please choose another.';

describe(`POST /api/auth/set-password (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  /** What an invitation leaves behind: an account without a password and a one-time token. */
  async function invitedAccount() {
    const [user] = await app.db
      .insert(users)
      .values({ email: uniqueEmail('invited'), name: 'Tom Invited' })
      .returning();
    const [agent] = await app.db
      .insert(agents)
      .values({ userId: user.id, name: user.name, email: user.email, company: 'Invited Homes' })
      .returning();
    // Signing in needs a membership, as every account made by sign-up has.
    await app.db.insert(agencyMembers).values({ agentId: agent.id, userId: user.id, role: 'owner' });
    const token = await issueSetPasswordToken(app.db, { userId: user.id });
    return { email: user.email, userId: user.id, token };
  }
  const setPassword = (body: Record<string, unknown>) => post(app, '/api/auth/set-password', body);
  const passwordHashOf = async (userId: string) =>
    (await app.db.select().from(users).where(eq(users.id, userId)))[0].passwordHash;

  it('sets the first password with the token; the user then signs in (it does not sign them in)', async () => {
    const invited = await invitedAccount();
    const res = await setPassword({ email: invited.email, password: PASSWORD, token: invited.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { message: 'Password set successfully! Please log in with your new password.', passwordSet: true },
    });
    const login = await post(app, '/api/auth/login', { email: invited.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);

    const again = await setPassword({ email: invited.email, password: 'Sec0ndPassword', token: invited.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: ALREADY_SET });
  });

  it('never changes an existing password, even with a valid token', async () => {
    const agent = await createAgent(app);
    const token = await issueSetPasswordToken(app.db, { userId: agent.userId });
    const before = await passwordHashOf(agent.userId);
    const res = await setPassword({ email: agent.email, password: 'Hijack3dPassword', token });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ALREADY_SET);
    expect(await passwordHashOf(agent.userId)).toBe(before);
  });

  it('refuses a wrong token and an unknown email alike, and kills the token after 5 wrong tries', async () => {
    const invited = await invitedAccount();
    const wrong = `${invited.token.slice(0, -4)}AAAA`;
    const unknown = await setPassword({ email: uniqueEmail('ghost'), password: PASSWORD, token: invited.token });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, error: INVALID_LINK, field: 'token' });

    const errors: string[] = [];
    for (let i = 0; i < 5; i++) {
      errors.push((await setPassword({ email: invited.email, password: PASSWORD, token: wrong })).json().error);
    }
    expect(errors).toEqual([
      ...Array(4).fill(INVALID_LINK),
      'This password link is no longer valid. Please ask for a new invitation.',
    ]);
    expect((await setPassword({ email: invited.email, password: PASSWORD, token: invited.token })).statusCode).toBe(
      400,
    );
    expect(await passwordHashOf(invited.userId)).toBeNull();
  });

  it('expires the token after 7 days', async () => {
    const invited = await invitedAccount();
    const late = setInitialPassword(
      { db: app.db, now: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000) },
      { email: invited.email, password: PASSWORD, token: invited.token },
    );
    await expect(late).rejects.toMatchObject({
      statusCode: 400,
      message: 'This password link has expired. Please ask for a new invitation.',
    });
  });

  it.each([
    ['the token is missing', { token: undefined }, 'token', 'The link from your invitation email is required'],
    ['the token is too short', { token: 'abc' }, 'token', INVALID_LINK],
    ['the password is short', { password: 'Ab1' }, 'password', 'Password must be at least 8 characters long'],
    [
      'the password has no lowercase letter',
      { password: 'ABCDEFG1' },
      'password',
      'Password must contain a lowercase letter',
    ],
    [
      'the password has no uppercase letter',
      { password: 'abcdefg1' },
      'password',
      'Password must contain an uppercase letter',
    ],
    ['the password has no digit', { password: 'Abcdefgh' }, 'password', 'Password must contain a number'],
    ['the password is a common one', { password: 'Passw0rd' }, 'password', COMMON_PASSWORD],
    ['the password is a common one, capitalised', { password: 'Password1' }, 'password', COMMON_PASSWORD],
    ['the email is invalid', { email: 'x' }, 'email', 'Please enter a valid email address'],
  ])('answers 400 when %s', async (_case, change, field, error) => {
    const res = await setPassword({ email: 'a@example.com', password: PASSWORD, token: 'x'.repeat(43), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error, field });
  });
});
