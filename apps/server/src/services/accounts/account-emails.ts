import type { EmailMessage } from '../outbox/enqueue-email';

/**
 * The emails the account flows send; plain text so every mail client shows the code as is. The
 * code is never in the subject: subjects show on lock screens and in notification previews.
 */
export function signupCodeEmail(to: string, name: string, code: string): EmailMessage {
  return {
    to,
    subject: 'Your Leadwise verification code',
    text: `Hi ${name},\n\nYour Leadwise verification code is ${code}. It expires in 24 hours.\n\nIf you did not sign up, ignore this email.`,
  };
}

export function resetCodeEmail(to: string, name: string, code: string): EmailMessage {
  return {
    to,
    subject: 'Your Leadwise password reset code',
    text: `Hi ${name},\n\nYour Leadwise password reset code is ${code}. It expires in 1 hour.\n\nIf you did not ask to reset your password, ignore this email: your password stays as it is.`,
  };
}
