import type { PrivacySubject, PrivacySubjectInput } from '@leadwise/contracts';
import { EMAIL_PATTERN } from '@leadwise/contracts';
import { normaliseVisitorPhone } from '@leadwise/qualifier';
import { AppError } from '../../lib/app-error';

/**
 * A visitor as the privacy requests name them: an email (lower-cased) or a phone number as the
 * qualifier stores a visitor's, so "+44 7700 900123" finds what the chat stored as "07700900123",
 * and "+39 347 123 4567" what it stored as "393471234567".
 */
export function parseSubject(input: PrivacySubjectInput | string): PrivacySubject {
  const raw = typeof input === 'string' ? input.trim() : (input.email ?? input.phone ?? '').trim();
  const looksLikeEmail = typeof input === 'string' ? raw.includes('@') : input.email !== undefined;
  if (looksLikeEmail) {
    const email = raw.toLowerCase();
    if (!EMAIL_PATTERN.test(email)) throw new AppError('BAD_REQUEST', 'Please enter a valid email address', 'email');
    return { kind: 'email', value: email };
  }
  const phone = normaliseVisitorPhone(raw);
  if (!phone)
    throw new AppError('BAD_REQUEST', 'Enter a valid email address, a UK phone number or a number abroad with its country code', 'phone');
  return { kind: 'phone', value: phone };
}

/** What a visitor reads as the one who asked: the address or number, partly hidden. */
export function maskSubject(subject: PrivacySubject): string {
  if (subject.kind === 'email') {
    const [local, domain] = subject.value.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return `${subject.value.slice(0, 3)}*****${subject.value.slice(-3)}`;
}
