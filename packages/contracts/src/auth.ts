import { z } from 'zod';
import { emailSchema, isReservedEmail, singleLineTextSchema } from './common';

/**
 * The identity pool's password policy (spec section 5): at least 8 characters with a lowercase
 * letter, an uppercase letter and a digit. Each rule has its own message so the user knows which failed.
 */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters long')
  .max(256, 'Password must be at most 256 characters long')
  .regex(/[a-z]/, 'Password must contain a lowercase letter')
  .regex(/[A-Z]/, 'Password must contain an uppercase letter')
  .regex(/[0-9]/, 'Password must contain a number');

const requiredText = (label: string, max: number) => singleLineTextSchema(label, max).min(1, `${label} is required`);

export const codeSchema = z
  .string({ error: 'Verification code is required' })
  .trim()
  .regex(/^\d{6}$/, 'The code is the 6 digits from the email');

/** Every auth call sends a JSON object; a missing body gets this message instead of zod's default. */
const body = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: 'The request body must be a JSON object' });

export const registerInputSchema = body({
  email: emailSchema.refine((email) => !isReservedEmail(email), 'Please use your own email address'),
  name: requiredText('Name', 100),
  company: requiredText('Company', 120),
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const confirmSignupInputSchema = body({ email: emailSchema, confirmationCode: codeSchema });
export type ConfirmSignupInput = z.infer<typeof confirmSignupInputSchema>;
export const emailOnlyInputSchema = body({ email: emailSchema });
export type EmailOnlyInput = z.infer<typeof emailOnlyInputSchema>;
export const loginInputSchema = body({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Password must be at most 256 characters long'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
export const refreshInputSchema = body({
  refreshToken: z
    .string({ error: 'Refresh token is required' })
    .min(1, 'Refresh token is required')
    // A Cognito user pool's refresh tokens are encrypted JWTs of about 1.8 KB.
    .max(4096, 'Refresh token is not valid'),
});
export type RefreshInput = z.infer<typeof refreshInputSchema>;
export const resetPasswordInputSchema = body({
  email: emailSchema,
  confirmationCode: codeSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
const invitationTokenMessage = 'The link from your invitation email is required';
export const setPasswordInputSchema = body({
  email: emailSchema,
  password: passwordSchema,
  token: z
    .string({ error: invitationTokenMessage })
    .min(16, 'This password link is not valid. Please use the link from your invitation email.')
    .max(256, 'This password link is not valid. Please use the link from your invitation email.'),
});
export type SetPasswordInput = z.infer<typeof setPasswordInputSchema>;

export const sessionUserSchema = z.object({ sub: z.string(), email: z.string(), name: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResultSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  user: sessionUserSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The rotated refresh token comes back too: the old one is spent (and reusing it ends the session). */
export const refreshResultSchema = z.object({ accessToken: z.string(), idToken: z.string(), refreshToken: z.string() });
export type RefreshResult = z.infer<typeof refreshResultSchema>;

export const agentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

export const registerResultSchema = z.object({
  message: z.string(),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  agent: agentSummarySchema,
  widgetUrl: z.string(),
  dashboardUrl: z.string(),
  onboarding: z.object({ steps: z.array(z.string()), widgetId: z.string(), embedCode: z.string() }),
  requiresVerification: z.literal(true),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const messageResultSchema = z.object({ message: z.string() });

export const setPasswordResultSchema = z.object({ message: z.string(), passwordSet: z.literal(true) });
export type SetPasswordResult = z.infer<typeof setPasswordResultSchema>;
