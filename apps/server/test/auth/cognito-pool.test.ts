import {
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { agents, users, widgets } from '../../src/db/schema';
import { createCognitoIdentityProvider } from '../../src/services/identity/cognito-identity-provider';
import { TEST_PASSWORD, uniqueEmail } from '../factories';
import { build, testDatabaseKind, testIdentityProvider } from '../helper';
import { readPoolCode } from './pool-codes';
import { addProbeRoute, getProbe, post, registerThroughApi, signedInThroughApi } from './support';

/**
 * What only a user pool does: its exceptions answered with our messages, its tokens checked against
 * its keys and app client, rows created for pool users on first sign-in. Runs in the test script's
 * Cognito pass, against cognito-local.
 */
describe.runIf(testIdentityProvider === 'cognito')(`accounts in a Cognito user pool (${testDatabaseKind})`, () => {
  let app: App;
  const pool = new CognitoIdentityProviderClient({
    region: 'eu-west-2',
    endpoint: process.env.TEST_COGNITO_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const UserPoolId = process.env.TEST_COGNITO_USER_POOL_ID!;
  const ClientId = process.env.TEST_COGNITO_CLIENT_ID!;

  beforeAll(async () => {
    app = await build({}, { beforeReady: addProbeRoute });
  });
  afterAll(() => app.close());

  const login = (email: string, password: string) => post(app, '/api/auth/login', { email, password });

  it('keeps no password material: the user row holds the pool sub and no hash', async () => {
    const account = await registerThroughApi(app);
    const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
    expect(user.passwordHash).toBeNull();
    expect(user.identitySubject).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.emailVerifiedAt).toBeNull();
  });

  it('refuses a duplicate sign-up, also when only the pool knows the email', async () => {
    const account = await registerThroughApi(app);
    const again = await post(app, '/api/auth/register', { ...account, name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('An account with this email already exists.');

    const email = uniqueEmail('pool-only');
    await pool.send(new SignUpCommand({ ClientId, Username: email, Password: TEST_PASSWORD }));
    const res = await post(app, '/api/auth/register', { ...account, email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'An account with this email already exists.', field: 'email' });
  });

  it('answers a wrong code, an unconfirmed sign-in and a second confirmation with our messages', async () => {
    const account = await registerThroughApi(app);
    const unconfirmed = await login(account.email, account.password);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().error).toMatch(/not confirmed yet/);

    const wrong = String((Number(account.code) + 1) % 1_000_000).padStart(6, '0');
    const mismatch = await post(app, '/api/auth/confirm-signup', { email: account.email, confirmationCode: wrong });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ error: expect.stringMatching(/^Invalid verification code/), field: 'confirmationCode' });

    const body = { email: account.email, confirmationCode: account.code };
    expect((await post(app, '/api/auth/confirm-signup', body)).statusCode).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.email, account.email));
    expect(user.emailVerifiedAt).not.toBeNull();
    const again = await post(app, '/api/auth/confirm-signup', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This account is already confirmed. Please sign in.');
    const resend = await post(app, '/api/auth/resend-confirmation', { email: account.email });
    expect(resend.statusCode).toBe(409);
  });

  it('asks the pool to send a new signup code (cognito-local has no ResendConfirmationCode, so a stand-in answers)', async () => {
    const account = await registerThroughApi(app);
    const send = vi.fn(async (_command: unknown) => ({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } }));
    const provider = createCognitoIdentityProvider({
      db: app.db,
      publicUrl: app.env.PUBLIC_URL,
      log: app.log,
      pool: { region: 'eu-west-2', userPoolId: UserPoolId, clientId: ClientId, authFlow: 'USER_PASSWORD_AUTH' },
      client: { send } as unknown as CognitoIdentityProviderClient,
    });
    expect(await provider.resendConfirmation({ email: account.email })).toEqual({
      message: 'Verification code sent! Please check your email.',
    });
    const [command] = send.mock.calls[0];
    expect(command).toBeInstanceOf(ResendConfirmationCodeCommand);
    expect((command as ResendConfirmationCodeCommand).input).toEqual({ ClientId, Username: account.email });
  });

  it('signs in by SRP by default: the password itself is never sent (cognito-local has no SRP, so a stand-in answers)', async () => {
    const account = await signedInThroughApi(app);
    const real = await pool.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId,
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    );
    const srpUser = 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6';
    const sent: Array<{ name: string; input: Record<string, unknown> }> = [];
    const send = vi.fn(async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      if (command instanceof InitiateAuthCommand) {
        return {
          ChallengeName: 'PASSWORD_VERIFIER',
          ChallengeParameters: {
            USER_ID_FOR_SRP: srpUser,
            SALT: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
            SECRET_BLOCK: 'c2VjcmV0LWJsb2Nr',
            // Any B that is not 0 mod N lets the client side compute its proof.
            SRP_B: 'ab'.repeat(192),
          },
        };
      }
      if (command instanceof RespondToAuthChallengeCommand) return real;
      return pool.send(command as never);
    });
    const provider = createCognitoIdentityProvider({
      db: app.db,
      publicUrl: app.env.PUBLIC_URL,
      log: app.log,
      pool: {
        region: 'eu-west-2',
        userPoolId: UserPoolId,
        clientId: ClientId,
        endpoint: process.env.TEST_COGNITO_ENDPOINT,
        authFlow: 'USER_SRP_AUTH',
      },
      client: { send } as unknown as CognitoIdentityProviderClient,
    });
    const session = await provider.signIn({ email: account.email, password: account.password });
    expect(session.user.email).toBe(account.email);

    const [initiate, answer] = sent;
    expect(initiate).toMatchObject({ name: 'InitiateAuthCommand', input: { AuthFlow: 'USER_SRP_AUTH', ClientId } });
    expect(initiate.input.AuthParameters).toMatchObject({ USERNAME: account.email, SRP_A: expect.stringMatching(/^[0-9a-f]+$/) });
    expect(initiate.input.AuthParameters).not.toHaveProperty('PASSWORD');
    expect(answer).toMatchObject({
      name: 'RespondToAuthChallengeCommand',
      input: { ChallengeName: 'PASSWORD_VERIFIER', ClientId },
    });
    expect(answer.input.ChallengeResponses).toMatchObject({
      USERNAME: srpUser,
      PASSWORD_CLAIM_SECRET_BLOCK: 'c2VjcmV0LWJsb2Nr',
      PASSWORD_CLAIM_SIGNATURE: expect.any(String),
      TIMESTAMP: expect.any(String),
    });
    expect(JSON.stringify(sent)).not.toContain(account.password);
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const account = await signedInThroughApi(app);
    for (const res of [await login(account.email, 'Wr0ngPassword'), await login(uniqueEmail('nobody'), TEST_PASSWORD)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Incorrect email or password.' });
    }
  });

  it('resets the password with the pool code and ends the sessions signed in before', async () => {
    const account = await signedInThroughApi(app);
    const forgot = await post(app, '/api/auth/forgot-password', { email: account.email });
    expect(forgot.statusCode).toBe(200);
    const unknown = await post(app, '/api/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(unknown.json()).toEqual(forgot.json());

    const code = await readPoolCode(account.email);
    const newPassword = 'N3wPassword!x';
    const wrong = await post(app, '/api/auth/reset-password', {
      email: account.email,
      confirmationCode: code === '000000' ? '000001' : '000000',
      newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    const reset = await post(app, '/api/auth/reset-password', { email: account.email, confirmationCode: code, newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.message).toMatch(/^Password reset successful/);

    expect((await getProbe(app, account.accessToken)).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    // A new session starts in a later second than the sign-out, as the pool's auth_time counts seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await login(account.email, newPassword);
    expect(fresh.statusCode).toBe(200);
    expect((await getProbe(app, fresh.json().data.accessToken)).statusCode).toBe(200);
  });

  it('refuses a token signed by another key, an id token, and a token of another app client', async () => {
    const account = await signedInThroughApi(app);
    const me = await getProbe(app, account.accessToken);
    expect(me.statusCode).toBe(200);

    const claims = decodeJwt(account.accessToken);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(privateKey);
    expect((await getProbe(app, forged)).statusCode).toBe(401);
    expect((await getProbe(app, account.idToken)).statusCode).toBe(401);

    const { UserPoolClient } = await pool.send(
      new CreateUserPoolClientCommand({ UserPoolId, ClientName: 'another-app', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] }),
    );
    const other = await pool.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: UserPoolClient!.ClientId!,
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    );
    expect((await getProbe(app, other.AuthenticationResult!.AccessToken!)).statusCode).toBe(401);
  });

  it('creates the account, agent and widget on the first confirmed sign-in of a user added to the pool', async () => {
    const email = uniqueEmail('pool-staff');
    const signedUp = await pool.send(
      new SignUpCommand({
        ClientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'name', Value: 'Tom Branch' }],
      }),
    );
    await pool.send(new AdminConfirmSignUpCommand({ UserPoolId, Username: email }));
    const first = await login(email, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.identitySubject, signedUp.UserSub!));
    expect(user).toMatchObject({ email, name: 'Tom Branch', passwordHash: null });
    expect(first.json().data.user).toEqual({ sub: user.id, email, name: 'Tom Branch' });
    const [agent] = await app.db.select().from(agents).where(eq(agents.userId, user.id));
    expect(await app.db.select().from(widgets).where(eq(widgets.agentId, agent.id))).toHaveLength(1);

    const second = await login(email, TEST_PASSWORD);
    expect(second.json().data.user.sub).toBe(user.id);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("sets an admin-created user's first password through NEW_PASSWORD_REQUIRED, without signing in", async () => {
    const email = uniqueEmail('invited');
    // An invitation link carries at least 16 characters, so the invite flow makes temporary passwords that long.
    const temporaryPassword = 'Temp0rary-Passw0rd-16';
    await pool.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        TemporaryPassword: temporaryPassword,
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: 'Ivy Invited' },
        ],
      }),
    );
    const pending = await login(email, temporaryPassword);
    expect(pending.statusCode).toBe(403);
    const set = await post(app, '/api/auth/set-password', { email, token: temporaryPassword, password: 'F1rstPassword' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ message: expect.stringMatching(/^Password set successfully/), passwordSet: true });
    expect((await login(email, 'F1rstPassword')).statusCode).toBe(200);
  });
});
