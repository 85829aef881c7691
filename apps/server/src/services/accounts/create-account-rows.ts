import { defaultWidgetSettings, type RegisterResult } from '@leadwise/contracts';
import type { Executor } from '../../db/client';
import { agencyMembers, agents, users, widgets } from '../../db/schema';
import { buildAgentPageUrl, buildDashboardUrl, buildEmbedCode } from '../widgets/embed';

export const TRIAL_DAYS = 30;

export interface AccountRowsInput {
  email: string;
  name: string;
  company: string;
  /** Null when the password lives elsewhere (a Cognito pool) or is still to be set (an invitation). */
  passwordHash: string | null;
  /** The pool's `sub` for accounts whose identity lives in a Cognito user pool. */
  identitySubject?: string | null;
  emailVerifiedAt?: Date | null;
  now: Date;
}

/**
 * The user, their agency (the `agents` row) on a trial with them as its owner, and a default widget:
 * what every new account starts with.
 */
export async function createAccountRows(tx: Executor, input: AccountRowsInput) {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      passwordHash: input.passwordHash,
      identitySubject: input.identitySubject ?? null,
      emailVerifiedAt: input.emailVerifiedAt ?? null,
    })
    .returning();
  const [agent] = await tx
    .insert(agents)
    .values({
      userId: user.id,
      name: input.name,
      email: input.email,
      company: input.company,
      trialEndsAt: new Date(input.now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
    })
    .returning();
  await tx.insert(agencyMembers).values({ agentId: agent.id, userId: user.id, role: 'owner' });
  const [widget] = await tx
    .insert(widgets)
    .values({ agentId: agent.id, settings: defaultWidgetSettings(input.company, input.name) })
    .returning();
  return { user, agent, widget };
}

type AccountRows = Awaited<ReturnType<typeof createAccountRows>>;

/** What registration answers: the new account and the onboarding steps with its embed code. */
export function buildRegisterResult(publicUrl: string, { user, agent, widget }: AccountRows): RegisterResult {
  return {
    message: 'Please check your email for a verification code.',
    user: { id: user.id, email: user.email, name: user.name },
    agent: { id: agent.id, name: agent.name, email: agent.email, company: agent.company },
    widgetUrl: buildAgentPageUrl(publicUrl, agent.id),
    dashboardUrl: buildDashboardUrl(publicUrl),
    onboarding: {
      steps: ['Verify your email', 'Sign in', 'Copy the embed code into your website', 'Set your areas and branding'],
      widgetId: widget.id,
      embedCode: buildEmbedCode(publicUrl, widget.id),
    },
    requiresVerification: true as const,
  };
}
