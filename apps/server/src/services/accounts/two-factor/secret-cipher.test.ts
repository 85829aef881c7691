import { describe, expect, it } from 'vitest';
import { createSecretCipher } from './secret-cipher';

const SERVER_SECRET = 'a-server-secret-that-is-long-enough-for-tests';

describe('createSecretCipher', () => {
  it('reads back what it sealed, and never seals the same text the same way twice', () => {
    const cipher = createSecretCipher(SERVER_SECRET);
    const first = cipher.encrypt('JBSWY3DPEHPK3PXP');
    const second = cipher.encrypt('JBSWY3DPEHPK3PXP');
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first)).toBe('JBSWY3DPEHPK3PXP');
    expect(cipher.decrypt(second)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses text sealed under another server secret', () => {
    const sealed = createSecretCipher(SERVER_SECRET).encrypt('JBSWY3DPEHPK3PXP');
    expect(() => createSecretCipher(`${SERVER_SECRET}-rotated`).decrypt(sealed)).toThrow();
  });

  it('refuses sealed text that was altered', () => {
    const cipher = createSecretCipher(SERVER_SECRET);
    const [version, iv, tag, body] = cipher.encrypt('JBSWY3DPEHPK3PXP').split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => cipher.decrypt('not sealed at all')).toThrow();
  });
});
