import { defaultWidgetSettings, type RegisterInput, type RegisterResult, TRIAL_DAYS } from '@leadwise/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, users, widgets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { enqueueEmail } from '../outbox/enqueue-email';
import { buildAgentPageUrl, buildDashboardUrl, buildEmbedCode } from '../widgets/embed';
import { signupCodeEmail } from './account-emails';
import { hashPassword } from './password';
import { issueVerificationCode } from './verification-codes';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';

/**
 * Creates the user, their agent profile and a default widget, and queues the 6-digit signup code,
 * in one transaction: all of it exists or none of it does.
 */
export async function registerAccount(
  { db, publicUrl, now = new Date() }: { db: Database; publicUrl: string; now?: Date },
  input: RegisterInput,
): Promise<RegisterResult> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing.length > 0) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email: input.email, name: input.name, passwordHash }).returning();
      const [agent] = await tx
        .insert(agents)
        .values({
          userId: user.id,
          name: input.name,
          email: input.email,
          company: input.company,
          trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
        })
        .returning();
      const [widget] = await tx
        .insert(widgets)
        .values({ agentId: agent.id, settings: defaultWidgetSettings(input.company, input.name) })
        .returning();
      const code = await issueVerificationCode(tx, { userId: user.id, purpose: 'signup', now });
      await enqueueEmail(tx, { message: signupCodeEmail(user.email, user.name, code), topic: 'auth.signup_code' });
      const embedCode = buildEmbedCode(publicUrl, widget.id);
      return {
        message: 'Please check your email for a verification code.',
        user: { id: user.id, email: user.email, name: user.name },
        agent: { id: agent.id, name: agent.name, email: agent.email, company: agent.company },
        widgetUrl: buildAgentPageUrl(publicUrl, agent.id),
        dashboardUrl: buildDashboardUrl(publicUrl),
        onboarding: {
          steps: [
            'Verify your email',
            'Sign in',
            'Copy the embed code into your website',
            'Set your areas and branding',
          ],
          widgetId: widget.id,
          embedCode,
        },
        requiresVerification: true as const,
      };
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser gets the same message.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE, 'email');
    throw error;
  }
}
