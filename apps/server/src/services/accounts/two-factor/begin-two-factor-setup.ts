import type { TwoFactorSetup } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { userTwoFactor, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { buildOtpauthUri, createTotpSecret } from './totp';
import type { TwoFactorDeps } from './two-factor-deps';

export const ALREADY_ENABLED_MESSAGE = 'Two-factor sign-in is already on.';

/**
 * A new authenticator secret for the person, kept (encrypted) but not yet in force: sign-in asks
 * for codes only once `enableTwoFactor` has seen a code made from it. Starting again replaces it.
 */
export async function beginTwoFactorSetup(
  { db, cipher, now }: TwoFactorDeps,
  { userId }: { userId: string },
): Promise<TwoFactorSetup> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  const [existing] = await db
    .select({ enabledAt: userTwoFactor.enabledAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  if (existing?.enabledAt) throw new AppError('CONFLICT', ALREADY_ENABLED_MESSAGE);
  const secret = createTotpSecret();
  const secretCiphertext = cipher.encrypt(secret);
  const at = now();
  await db
    .insert(userTwoFactor)
    .values({ userId, secretCiphertext, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { secretCiphertext, lastUsedStep: null, updatedAt: at } });
  const otpauthUri = buildOtpauthUri(secret, user.email);
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
