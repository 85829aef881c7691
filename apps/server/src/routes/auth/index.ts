import {
  confirmSignupInputSchema,
  emailOnlyInputSchema,
  errorResponseSchema,
  loginAnswerSchema,
  loginInputSchema,
  loginResultSchema,
  loginTwoFactorInputSchema,
  messageResultSchema,
  refreshInputSchema,
  refreshResultSchema,
  registerInputSchema,
  registerResultSchema,
  resetPasswordInputSchema,
  setPasswordInputSchema,
  setPasswordResultSchema,
  successSchema,
} from '@leadwise/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { readBearer } from '../../plugins/app/session';
import { AppError } from '../../lib/app-error';
import { closeSessionStreams } from '../../services/accounts/close-session-streams';
import { acceptInvitation } from '../../services/team/accept-invitation';
import { findAccountByEmail } from '../../services/accounts/find-account';
import { deletedAccountMessage } from '../../services/accounts/sign-in';
import { completeTwoFactorSignIn } from '../../services/accounts/two-factor/complete-two-factor-sign-in';
import { signInWithSecondFactor } from '../../services/accounts/two-factor/sign-in-with-second-factor';
import twoFactorRoutes from './two-factor';
import { type AuthRoute, limitPerEmail, AUTH_RATE_LIMITS as limits } from './rate-limits';

/** The failures a route can answer with (400 and 429 always), for the OpenAPI document. */
const failures = (...statuses: number[]) =>
  Object.fromEntries([400, 429, ...statuses].map((status) => [status, errorResponseSchema]));

/** The accounts API (spec section 7), answered by the configured identity provider. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity, twoFactor } = app;

  /** A POST whose body carries the account email: limited per IP and per that email. */
  function emailRoute<Body extends z.ZodType, Data extends z.ZodType>(
    path: string,
    route: Exclude<AuthRoute, 'refresh' | 'logout' | 'loginTwoFactor'>,
    opts: { summary: string; body: Body; data: Data; failsWith?: number[] },
    handle: (body: z.output<Body>, request: FastifyRequest) => Promise<z.input<Data>>,
  ) {
    app.post(
      path,
      {
        schema: {
          tags: ['auth'],
          summary: opts.summary,
          body: opts.body,
          // Widened for fastify's generic inference; `handle` is what checks the data's type.
          response: { 200: successSchema(opts.data) as z.ZodType, ...failures(...(opts.failsWith ?? [])) },
        },
        config: { rateLimit: limits[route].ip },
        preHandler: limitPerEmail(app, route, limits[route].email),
      },
      async (request) => ({ success: true as const, data: await handle(request.body as z.output<Body>, request) }),
    );
  }

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an unconfirmed account and email a 6-digit code',
        body: registerInputSchema,
        response: { 201: successSchema(registerResultSchema), ...failures(409) },
      },
      config: { rateLimit: limits.register.ip },
      preHandler: limitPerEmail(app, 'register', limits.register.email),
    },
    async (request, reply) => {
      const data = await identity.register(request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  emailRoute(
    '/confirm-signup',
    'confirmSignup',
    {
      summary: 'Confirm the email address with the signup code',
      body: confirmSignupInputSchema,
      data: messageResultSchema,
      failsWith: [409],
    },
    (body) => identity.confirmSignup(body),
  );

  emailRoute(
    '/resend-confirmation',
    'resendConfirmation',
    { summary: 'Email a new signup code', body: emailOnlyInputSchema, data: messageResultSchema, failsWith: [409] },
    (body) => identity.resendConfirmation(body),
  );

  emailRoute(
    '/login',
    'login',
    {
      summary: 'Sign in with email and password (with two-factor sign-in on: a challenge, no tokens yet)',
      body: loginInputSchema,
      data: loginAnswerSchema,
      failsWith: [401, 403],
    },
    async (body, request) => {
      const result = await signInWithSecondFactor({ ...twoFactor, identity }, body, request.ip);
      // Our own accounts refuse this before a session exists; a user pool only knows the password,
      // so a deleted agency's pool sign-in is refused here and its tokens never leave.
      const account = await findAccountByEmail(app.db, body.email);
      if (account?.agencyDeletedAt) throw new AppError('FORBIDDEN', deletedAccountMessage(account.agencyPurgeAfter));
      return result;
    },
  );

  app.post(
    '/login/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Answer the sign-in challenge with an authenticator code or a recovery code',
        body: loginTwoFactorInputSchema,
        response: { 200: successSchema(loginResultSchema), ...failures(401) },
      },
      config: { rateLimit: limits.loginTwoFactor.ip },
    },
    async (request) => ({
      success: true as const,
      data: await completeTwoFactorSignIn(twoFactor, request.body, request.ip),
    }),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Swap a refresh token for new tokens (the refresh token rotates)',
        body: refreshInputSchema,
        response: { 200: successSchema(refreshResultSchema), ...failures(401) },
      },
      config: { rateLimit: limits.refresh.ip },
    },
    async (request) => ({ success: true as const, data: await identity.refresh(request.body) }),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session (its refresh and access tokens stop working)',
        response: { 200: successSchema(messageResultSchema), ...failures(401) },
      },
      // Someone who owes their agency the two-factor setup can still sign out.
      config: { rateLimit: limits.logout.ip, permission: 'account.use', allowWithoutTwoFactor: true },
      preHandler: [
        app.authorize,
        limitPerEmail(app, 'logout', limits.logout.email, (request) => request.auth?.email),
      ],
    },
    async (request) => {
      const claims = request.auth!;
      await identity.signOut({ claims, accessToken: readBearer(request)! });
      // Either provider: the signed-out session's open live streams end now, not at their timeout.
      await closeSessionStreams(app.events, { userId: claims.sub, sessionId: claims.sid }, request.log);
      return { success: true as const, data: { message: 'You have been signed out.' } };
    },
  );

  emailRoute(
    '/forgot-password',
    'forgotPassword',
    { summary: 'Email a 6-digit password reset code', body: emailOnlyInputSchema, data: messageResultSchema },
    (body) => identity.requestPasswordReset(body),
  );

  emailRoute(
    '/reset-password',
    'resetPassword',
    { summary: 'Set a new password with the reset code', body: resetPasswordInputSchema, data: messageResultSchema },
    (body) => identity.resetPassword(body),
  );

  emailRoute(
    '/set-password',
    'setPassword',
    {
      summary: "Set an invited person's first password with the token from their invitation email",
      body: setPasswordInputSchema,
      data: setPasswordResultSchema,
      failsWith: [409],
    },
    async (body, request) =>
      (await acceptInvitation({ db: app.db, identity, ip: request.ip }, body)) ?? identity.setInitialPassword(body),
  );

  await app.register(twoFactorRoutes, { prefix: '/two-factor' });
};

export default authRoutes;
