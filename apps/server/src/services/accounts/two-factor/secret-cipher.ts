import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export interface SecretCipher {
  encrypt(plain: string): string;
  /** Throws when the text was not sealed with this key or was altered. */
  decrypt(sealed: string): string;
}

/**
 * AES-256-GCM for what must be readable again but never in the clear at rest: authenticator
 * secrets and the session a sign-in holds until its second factor. The key is derived from the
 * server secret (HKDF with its own label), so it is never the key that signs tokens; changing
 * JWT_SECRET therefore also makes every stored authenticator secret unreadable.
 */
export function createSecretCipher(serverSecret: string): SecretCipher {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'leadwise', 'two-factor secrets', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
