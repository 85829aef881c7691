import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { buildOtpauthUri, createTotpSecret, findTotpStep } from './totp';

// RFC 6238 appendix B's SHA-1 key, "12345678901234567890", and its published code at 59 s.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const at = (seconds: number) => new Date(seconds * 1000);
const codeAt = (seconds: number) => TOTP.generate({ secret: Secret.fromBase32(RFC_SECRET), timestamp: seconds * 1000 });

describe('findTotpStep', () => {
  it('reads the RFC 6238 test vector at 59 seconds as step 1', () => {
    // The RFC lists 94287082 for 8 digits; authenticator apps show its last 6.
    expect(codeAt(59)).toBe('287082');
    expect(findTotpStep(RFC_SECRET, '287082', at(59), null)).toBe(1);
  });

  it('takes the codes of one step either side of now, and no further', () => {
    const now = 1_000 * 30 + 5;
    expect(findTotpStep(RFC_SECRET, codeAt(now - 30), at(now), null)).toBe(1_000 - 1);
    expect(findTotpStep(RFC_SECRET, codeAt(now + 30), at(now), null)).toBe(1_000 + 1);
    expect(findTotpStep(RFC_SECRET, codeAt(now - 60), at(now), null)).toBeNull();
    expect(findTotpStep(RFC_SECRET, codeAt(now + 60), at(now), null)).toBeNull();
  });

  it('refuses a step at or before the last one used', () => {
    const now = 2_000 * 30;
    expect(findTotpStep(RFC_SECRET, codeAt(now), at(now), 2_000)).toBeNull();
    expect(findTotpStep(RFC_SECRET, codeAt(now - 30), at(now), 1_999)).toBeNull();
    expect(findTotpStep(RFC_SECRET, codeAt(now), at(now), 1_999)).toBe(2_000);
  });
});

describe('createTotpSecret and buildOtpauthUri', () => {
  it('makes a fresh 160-bit key each time, named for the issuer and the account in the URI', () => {
    const secret = createTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(createTotpSecret()).not.toBe(secret);
    expect(buildOtpauthUri(secret, 'priya@shah.co.uk')).toBe(
      `otpauth://totp/Leadwise:priya%40shah.co.uk?issuer=Leadwise&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
