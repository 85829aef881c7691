import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A person's authenticator (TOTP) secret, encrypted at rest. A row without `enabledAt` is a setup
 * not yet confirmed with a code; sign-in asks for a code only once it is enabled.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  /** The 30-second step of the last code accepted: that code, and any earlier one, cannot be used again. */
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, stored hashed; each works once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right and whose code is still owed. The session it will start is
 * held here encrypted, so no token reaches the browser before the second factor.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    sessionCiphertext: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('two_factor_challenges_token_hash_unique').on(t.tokenHash),
    index('two_factor_challenges_expires_idx').on(t.expiresAt),
  ],
);
