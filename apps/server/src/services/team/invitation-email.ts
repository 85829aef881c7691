import { INVITATION_TTL_DAYS, type MemberRole, ROLE_LABELS } from '@leadwise/contracts';
import type { EmailMessage } from '../outbox/enqueue-email';

/** The set-password screen, opened with the invitation's address and one-time token. */
export function invitationLink(publicUrl: string, email: string, token: string) {
  const query = new URLSearchParams({ email, token });
  return `${publicUrl}/set-password?${query.toString()}`;
}

/** Plain text like the other account emails; the link is the only secret and is never in the subject. */
export function invitationEmail(opts: {
  to: string;
  company: string;
  inviter: string;
  role: MemberRole;
  link: string;
}): EmailMessage {
  return {
    to: opts.to,
    subject: `You're invited to join ${opts.company} on Leadwise`,
    text: [
      'Hello,',
      '',
      `${opts.inviter} has invited you to join ${opts.company} on Leadwise as ${opts.role === 'admin' ? 'an' : 'a'} ${ROLE_LABELS[opts.role].toLowerCase()}.`,
      '',
      `Set your password to get started: ${opts.link}`,
      '',
      `The link works once and expires in ${INVITATION_TTL_DAYS} days. If you were not expecting this, ignore this email.`,
    ].join('\n'),
  };
}
