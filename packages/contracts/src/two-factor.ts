import { z } from 'zod';
import { loginResultSchema } from './auth';

/** How many recovery codes a person gets each time they are (re)made. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Why a signed-in call is refused when the agency requires two-factor sign-in and the caller has
 * not turned it on: the web app sends them to set it up.
 */
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required';

const authenticatorCodeMessage = 'Enter the 6-digit code from your authenticator app';

/** A code from the authenticator app; spaces people type between the digits are ignored. */
export const authenticatorCodeSchema = z
  .string({ error: authenticatorCodeMessage })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, authenticatorCodeMessage));

/** At sign-in: a 6-digit code, or one of the recovery codes (`xxxxx-xxxxx`). */
export const secondFactorCodeSchema = z
  .string({ error: 'Enter your authentication code' })
  .trim()
  .min(1, 'Enter your authentication code')
  .max(32, 'That code is not the right length');

/** The answer to a right password when the person has two-factor sign-in on: no tokens yet. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `POST /api/auth/login`: the session, or the challenge the second factor answers. */
export const loginAnswerSchema = z.union([loginResultSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const loginTwoFactorInputSchema = z.object(
  {
    challengeToken: z.string({ error: 'Please sign in again' }).min(16, 'Please sign in again').max(256, 'Please sign in again'),
    code: secondFactorCodeSchema,
  },
  { error: 'The request body must be a JSON object' },
);
export type LoginTwoFactorInput = z.infer<typeof loginTwoFactorInputSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The agency's owner requires every member to use it. */
  agencyRequiresTwoFactor: z.boolean(),
  /** Only the owner may change the agency's requirement. */
  canChangeAgencyRequirement: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** The key in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG data URL. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const enableTwoFactorInputSchema = z.object({ code: authenticatorCodeSchema });
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorInputSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const regenerateRecoveryCodesInputSchema = enableTwoFactorInputSchema;

export const disableTwoFactorInputSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
  code: secondFactorCodeSchema,
});
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorInputSchema>;

export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export const updateSecuritySettingsInputSchema = securitySettingsSchema;
