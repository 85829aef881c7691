import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone clock 30 seconds off, or a code typed as it changed, still works. */
const WINDOW = 1;
const ISSUER = 'Leadwise';

/** A new random 160-bit secret (RFC 4226's recommended length), in base32. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app scans from the QR code. */
export function buildOtpauthUri(secret: string, accountEmail: string): string {
  return totpFor(secret, accountEmail).toString();
}

/**
 * The time step `code` belongs to, within one step of `now`, or null. A step at or before
 * `lastUsedStep` is refused, so a code seen over someone's shoulder cannot be used again.
 */
export function findTotpStep(secret: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  const timestamp = now.getTime();
  const delta = totpFor(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

function totpFor(secret: string, label = 'Leadwise') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}
