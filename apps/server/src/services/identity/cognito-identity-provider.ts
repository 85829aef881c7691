import {
  type AuthenticationResultType,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  type InitiateAuthCommandInput,
  type InitiateAuthCommandOutput,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  type RespondToAuthChallengeCommandInput,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { LoginInput } from '@leadwise/contracts';
import { createSecretHash, createSrpSession, signSrpSession, wrapAuthChallenge, wrapInitiateAuth } from 'cognito-srp-helper';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { agents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertPasswordNotCommon } from '../accounts/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import { ALREADY_CONFIRMED_MESSAGE, EMAIL_CONFIRMED_MESSAGE } from '../accounts/confirm-signup';
import { buildRegisterResult, createAccountRows } from '../accounts/create-account-rows';
import { SESSION_EXPIRED_MESSAGE } from '../accounts/refresh-session';
import { DUPLICATE_EMAIL_MESSAGE } from '../accounts/register-account';
import { RESET_REQUESTED_MESSAGE } from '../accounts/request-password-reset';
import { CODE_SENT_MESSAGE } from '../accounts/resend-confirmation';
import { PASSWORD_RESET_MESSAGE } from '../accounts/reset-password';
import { PASSWORD_ALREADY_SET_MESSAGE, PASSWORD_SET_MESSAGE } from '../accounts/set-initial-password';
import { mapCognitoError, POOL_UNAVAILABLE_MESSAGE, type PoolOperation } from './cognito-errors';
import { createPoolTokenVerifier, type PoolLocation } from './cognito-token-verifier';
import { type IdentityProvider, SESSION_ENDED_MESSAGE } from './identity-provider';

export interface CognitoSettings extends PoolLocation {
  clientSecret?: string;
  authFlow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
}

export const INVITATION_PENDING_MESSAGE =
  'Please set your password with the link in your invitation email before signing in.';

/**
 * An Amazon Cognito user pool holds the identities: every password and code goes to the pool
 * (codes by Cognito's own email), our database keeps only the account, agent and widget rows
 * keyed by the pool's `sub`. Access tokens are the pool's, verified against its JWKS on every call.
 */
export function createCognitoIdentityProvider({
  db,
  publicUrl,
  log,
  pool,
  client = new CognitoIdentityProviderClient({
    region: pool.region,
    endpoint: pool.endpoint,
    // The account flows are public pool APIs (no AWS credentials); a local server still wants some.
    ...(pool.endpoint ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  }),
}: {
  db: Database;
  publicUrl: string;
  log: FastifyBaseLogger;
  pool: CognitoSettings;
  client?: CognitoIdentityProviderClient;
}): IdentityProvider {
  const verifyPoolToken = createPoolTokenVerifier(pool);
  const ClientId = pool.clientId;
  const secretHash = (username: string): Record<string, string> =>
    pool.clientSecret ? { SECRET_HASH: createSecretHash(username, ClientId, pool.clientSecret) } : {};
  const SecretHash = (username: string) => secretHash(username).SECRET_HASH;

  /** Runs a pool call, answering its exceptions with the mapped AppError (or `neutral`). */
  async function call<T>(operation: PoolOperation, run: () => Promise<T>): Promise<T | 'neutral'> {
    try {
      return await run();
    } catch (error) {
      const outcome = mapCognitoError(error, operation);
      if (outcome instanceof AppError && outcome.code === 'SERVICE_UNAVAILABLE') {
        log.error({ err: error, operation }, 'Cognito user pool call failed');
      }
      if (outcome === 'neutral') return outcome;
      throw outcome;
    }
  }

  /** Starts the configured sign-in flow: SRP (the password never leaves us) or plain password. */
  function startSignIn(email: string, password: string): Promise<InitiateAuthCommandOutput> {
    if (pool.authFlow === 'USER_PASSWORD_AUTH') {
      return client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId,
          AuthParameters: { USERNAME: email, PASSWORD: password, ...secretHash(email) },
        }),
      );
    }
    return signInWithSrp(email, password);
  }

  async function signInWithSrp(email: string, password: string) {
    const session = createSrpSession(email, password, pool.userPoolId, false);
    const initiate: InitiateAuthCommandInput = {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId,
      AuthParameters: { USERNAME: email, ...secretHash(email) },
    };
    const started = await client.send(new InitiateAuthCommand(wrapInitiateAuth(session, initiate)));
    const srpUser = started.ChallengeParameters?.USER_ID_FOR_SRP ?? email;
    const signed = signSrpSession(session, started);
    const answer: RespondToAuthChallengeCommandInput = {
      ClientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: { USERNAME: srpUser, ...secretHash(srpUser) },
    };
    return client.send(new RespondToAuthChallengeCommand(wrapAuthChallenge(signed, answer)));
  }

  /**
   * The account behind a pool identity, created on its first confirmed sign-in when registration
   * did not create it (a user the agency added to the pool directly, or a registration whose rows
   * were lost after the pool accepted it).
   */
  async function findOrCreateAccount(sub: string, readProfile: () => Promise<{ email: string; name: string }>) {
    const now = new Date();
    const find = () =>
      db
        .select({ user: users, agentId: agents.id })
        .from(users)
        .leftJoin(agents, eq(agents.userId, users.id))
        .where(eq(users.identitySubject, sub))
        .limit(1);
    const [found] = await find();
    if (found?.agentId) {
      if (!found.user.emailVerifiedAt) {
        await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, found.user.id));
      }
      return { user: found.user, agentId: found.agentId };
    }
    const profile = await readProfile();
    try {
      const rows = await db.transaction((tx) =>
        createAccountRows(tx, {
          ...profile,
          // The pool knows no company; the agent can change it in their settings.
          company: profile.name,
          passwordHash: null,
          identitySubject: sub,
          emailVerifiedAt: now,
          now,
        }),
      );
      return { user: rows.user, agentId: rows.agent.id };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two first sign-ins at once: the other created the rows. Otherwise the email belongs to an
      // account of our own accounts service, which a pool identity must not take over.
      const [raced] = await find();
      if (raced?.agentId) return { user: raced.user, agentId: raced.agentId };
      throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email');
    }
  }

  /**
   * Like our own accounts service, an account we know to be confirmed says so before any code is
   * looked at (pools differ in what they answer for it).
   */
  async function refuseIfConfirmed(email: string) {
    const [confirmed] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
      .limit(1);
    if (confirmed) throw new AppError('CONFLICT', ALREADY_CONFIRMED_MESSAGE);
  }

  /** The signed-in user's `email` and `name` attributes, as the pool holds them. */
  async function readPoolProfile(accessToken: string) {
    const { UserAttributes = [] } = await client.send(new GetUserCommand({ AccessToken: accessToken }));
    const attribute = (name: string) => UserAttributes.find((a) => a.Name === name)?.Value?.trim();
    const email = attribute('email')?.toLowerCase();
    if (!email) throw new AppError('FORBIDDEN', 'Your account in the user pool has no email address. Please contact your administrator.');
    return { email, name: attribute('name') || email };
  }

  async function sessionFrom(result: AuthenticationResultType | undefined) {
    if (!result?.AccessToken || !result.IdToken || !result.RefreshToken) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Sign-in did not complete. Please try again.');
    }
    const id = await verifyPoolToken(result.IdToken, 'id');
    if (!id) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
    const accessToken = result.AccessToken;
    const { user } = await findOrCreateAccount(id.sub!, () => readPoolProfile(accessToken));
    return {
      accessToken: result.AccessToken,
      idToken: result.IdToken,
      refreshToken: result.RefreshToken,
      user: { sub: user.id, email: user.email, name: user.name },
    };
  }

  return {
    kind: 'cognito',

    async register(input) {
      // The pool's own policy knows nothing of common passwords: the same rule as our own accounts.
      assertPasswordNotCommon(input.password, 'password');
      const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (existing.length > 0) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email');
      const signedUp = await call('register', () =>
        client.send(
          new SignUpCommand({
            ClientId,
            SecretHash: SecretHash(input.email),
            Username: input.email,
            Password: input.password,
            UserAttributes: [
              { Name: 'email', Value: input.email },
              { Name: 'name', Value: input.name },
            ],
          }),
        ),
      );
      if (signedUp === 'neutral' || !signedUp.UserSub) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Registration did not complete. Please try again.');
      }
      const now = new Date();
      try {
        const rows = await db.transaction((tx) =>
          createAccountRows(tx, { ...input, passwordHash: null, identitySubject: signedUp.UserSub, now }),
        );
        return buildRegisterResult(publicUrl, rows);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email');
        throw error;
      }
    },

    async confirmSignup(input) {
      await refuseIfConfirmed(input.email);
      await call('confirmSignup', () =>
        client.send(
          new ConfirmSignUpCommand({
            ClientId,
            SecretHash: SecretHash(input.email),
            Username: input.email,
            ConfirmationCode: input.confirmationCode,
          }),
        ),
      );
      const now = new Date();
      await db
        .update(users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.email, input.email), isNull(users.emailVerifiedAt)));
      return { message: EMAIL_CONFIRMED_MESSAGE };
    },

    async resendConfirmation(input) {
      await refuseIfConfirmed(input.email);
      await call('resendConfirmation', () =>
        client.send(
          new ResendConfirmationCodeCommand({ ClientId, SecretHash: SecretHash(input.email), Username: input.email }),
        ),
      );
      return { message: CODE_SENT_MESSAGE };
    },

    async signIn(input: LoginInput) {
      const started = await call('signIn', () => startSignIn(input.email, input.password));
      if (started === 'neutral') throw new AppError('SERVICE_UNAVAILABLE', 'Sign-in did not complete. Please try again.');
      if (started.ChallengeName === 'NEW_PASSWORD_REQUIRED') throw new AppError('FORBIDDEN', INVITATION_PENDING_MESSAGE);
      return sessionFrom(started.AuthenticationResult);
    },

    async verifyPassword(input) {
      let started: InitiateAuthCommandOutput | 'neutral';
      try {
        started = await call('signIn', () => startSignIn(input.email, input.password));
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') return false;
        throw error;
      }
      const refreshToken = started === 'neutral' ? undefined : started.AuthenticationResult?.RefreshToken;
      // The check's own pool session is of no use to anyone: end it rather than leave it live.
      if (refreshToken) {
        await client
          .send(new RevokeTokenCommand({ ClientId, Token: refreshToken, ...(pool.clientSecret ? { ClientSecret: pool.clientSecret } : {}) }))
          .catch((error: unknown) => log.warn({ err: error }, 'Cognito token revocation failed'));
      }
      return started !== 'neutral';
    },

    async refresh(input) {
      const refreshed = await call('refresh', () =>
        client.send(
          new InitiateAuthCommand({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId,
            AuthParameters: { REFRESH_TOKEN: input.refreshToken },
          }),
        ),
      );
      const result = refreshed === 'neutral' ? undefined : refreshed.AuthenticationResult;
      const claims = result?.AccessToken ? await this.verifyAccessToken(result.AccessToken) : null;
      if (!result?.AccessToken || !result.IdToken || !claims) {
        throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
      }
      // The pool keeps the refresh token unless its client rotates them.
      return {
        accessToken: result.AccessToken,
        idToken: result.IdToken,
        refreshToken: result.RefreshToken ?? input.refreshToken,
      };
    },

    async signOut({ claims, accessToken }) {
      // Global sign-out ends the pool's refresh tokens; the pool being unreachable must not keep the
      // user signed in here, so the local sign-out below happens either way.
      try {
        await client.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
      } catch (error) {
        log.warn({ err: error }, 'Cognito global sign-out failed; signed out locally');
      }
      await db.update(users).set({ signedOutAt: new Date() }).where(eq(users.id, claims.sub));
    },

    async requestPasswordReset(input) {
      await call('requestPasswordReset', () =>
        client.send(new ForgotPasswordCommand({ ClientId, SecretHash: SecretHash(input.email), Username: input.email })),
      );
      return { message: RESET_REQUESTED_MESSAGE };
    },

    async resetPassword(input) {
      assertPasswordNotCommon(input.newPassword, 'newPassword');
      await call('resetPassword', () =>
        client.send(
          new ConfirmForgotPasswordCommand({
            ClientId,
            SecretHash: SecretHash(input.email),
            Username: input.email,
            ConfirmationCode: input.confirmationCode,
            Password: input.newPassword,
          }),
        ),
      );
      // Whoever knew the old password loses access, as with our own accounts.
      await db.update(users).set({ signedOutAt: new Date() }).where(eq(users.email, input.email));
      return { message: PASSWORD_RESET_MESSAGE };
    },

    async setInitialPassword(input) {
      assertPasswordNotCommon(input.password, 'password');
      // An admin-created pool user signs in once with the temporary password (the invitation's
      // token) and must answer NEW_PASSWORD_REQUIRED; like our own flow, it does not sign them in.
      const started = await call('setInitialPassword', () => startSignIn(input.email, input.token));
      if (started === 'neutral' || started.ChallengeName !== 'NEW_PASSWORD_REQUIRED') {
        throw new AppError('CONFLICT', PASSWORD_ALREADY_SET_MESSAGE);
      }
      const username = started.ChallengeParameters?.USER_ID_FOR_SRP ?? input.email;
      await call('setInitialPassword', () =>
        client.send(
          new RespondToAuthChallengeCommand({
            ClientId,
            ChallengeName: 'NEW_PASSWORD_REQUIRED',
            Session: started.Session,
            ChallengeResponses: { USERNAME: username, NEW_PASSWORD: input.password, ...secretHash(username) },
          }),
        ),
      );
      return { message: PASSWORD_SET_MESSAGE, passwordSet: true as const };
    },

    async verifyAccessToken(token) {
      let payload: Awaited<ReturnType<typeof verifyPoolToken>>;
      try {
        payload = await verifyPoolToken(token, 'access');
      } catch (error) {
        log.error({ err: error }, 'Cognito signing keys could not be fetched');
        throw new AppError('SERVICE_UNAVAILABLE', POOL_UNAVAILABLE_MESSAGE);
      }
      if (!payload) return null;
      const [row] = await db
        .select({ user: users, agentId: agents.id })
        .from(users)
        .innerJoin(agents, eq(agents.userId, users.id))
        .where(eq(users.identitySubject, payload.sub!))
        .limit(1);
      if (!row) return null;
      // `auth_time` is when the session signed in (refreshed tokens keep it), so every token of a
      // session that began before the sign-out is refused.
      const { signedOutAt } = row.user;
      const signedInAt = Number(payload.auth_time ?? payload.iat ?? 0) * 1000;
      if (signedOutAt && signedInAt <= signedOutAt.getTime()) {
        throw new AppError('UNAUTHORIZED', SESSION_ENDED_MESSAGE);
      }
      return { sub: row.user.id, agentId: row.agentId, email: row.user.email, sid: String(payload.jti ?? payload.sub) };
    },
  };
}
