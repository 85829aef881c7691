import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public base URL used in emails, embed codes and links. */
    PUBLIC_URL: z.url().optional(),
    /** PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * How long a PostgreSQL query may go unanswered before it is failed as the database being
     * away (503 with Retry-After); a transaction gets twice as long, for its rollback. Unset, the
     * database client's default applies (`connectDatabase`).
     */
    DATABASE_QUERY_DEADLINE_MS: z.coerce.number().int().min(100).optional(),
    /** Where PGlite data and uploaded documents live. `memory://` keeps PGlite in memory (tests). */
    DATA_DIR: z.string().default('./data'),
    PGLITE_DIR: z.string().optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: booleanFlag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Leadwise <no-reply@leadwise.local>'),
    SALES_INBOX: z.string().email().default('sales@leadwise.local'),
    /** Rate limits can be relaxed for load tests; never in production. */
    RATE_LIMIT_DISABLED: booleanFlag,
    /** Queries go unprepared (see db/client.ts): only for a pooler that drops prepared statements. */
    DATABASE_PREPARE_DISABLED: booleanFlag,
    /**
     * End-to-end tests only: the server's clock starts at this instant (ISO 8601) and runs on from
     * there, so a test can be a Sunday evening whatever the day. Refused in production.
     */
    TEST_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('eu-west-2'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Who holds the passwords: our own accounts service (default) or an Amazon Cognito user pool. */
    IDENTITY_PROVIDER: z.enum(['local', 'cognito']).default('local'),
    COGNITO_USER_POOL_ID: z
      .string()
      .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'must look like eu-west-2_AbC123')
      .optional(),
    COGNITO_CLIENT_ID: z.string().regex(/^[\w+]+$/, 'must be an app client id').optional(),
    /** Only when the app client was created with a secret. */
    COGNITO_CLIENT_SECRET: z.string().optional(),
    COGNITO_REGION: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as eu-west-2').default('eu-west-2'),
    /** A Cognito-compatible server (cognito-local) instead of AWS: it also issues the tokens and JWKS. */
    COGNITO_ENDPOINT: z.url().optional(),
    COGNITO_AUTH_FLOW: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).default('USER_SRP_AUTH'),
    /** Billing is on only when both Stripe secrets are set; without them every account is unlimited. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must be a webhook signing secret (whsec_…)').optional(),
    /** Another Stripe API address (tests, a mock): its protocol, host and port are used. */
    STRIPE_API_URL: z.url().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && env.TEST_CLOCK_START) {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_START'], message: 'is for tests only, never production' });
    }
    if (!env.STRIPE_SECRET_KEY !== !env.STRIPE_WEBHOOK_SECRET) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other STRIPE_* secret' });
    }
  });

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; JWT_SECRET: string };

export class EnvError extends Error {}

const COGNITO_REQUIRED_KEYS = ['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID'] as const;

/** Parses the environment once at boot, naming every bad variable in one message. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  // Checked apart from the schema so they are listed even when other keys are malformed too.
  const missing =
    cleaned.IDENTITY_PROVIDER === 'cognito'
      ? COGNITO_REQUIRED_KEYS.filter((key) => !cleaned[key]).map((key) => `  ${key}: is required when IDENTITY_PROVIDER=cognito`)
      : [];
  if (!parsed.success || missing.length > 0) {
    const lines = (parsed.error?.issues ?? []).map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${[...lines, ...missing].join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    // Production requires it. Locally (`npm start`) a secret kept beside the data keeps people signed
    // in across restarts; tests get a fresh one per process.
    JWT_SECRET: env.JWT_SECRET ?? (env.NODE_ENV === 'development' ? localDevSecret(env.DATA_DIR) : randomSecret()),
  };
}

function randomSecret() {
  return randomBytes(32).toString('base64url');
}

function localDevSecret(dataDir: string) {
  const file = path.join(dataDir, 'dev-jwt-secret');
  try {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  } catch {
    // First start: no secret yet.
  }
  const secret = randomSecret();
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  } catch {
    // A read-only data directory still runs, with sessions that end on restart.
  }
  return secret;
}
