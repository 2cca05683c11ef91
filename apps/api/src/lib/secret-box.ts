import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url): the version names the algorithm and key derivation. */
const VERSION = 'v1';

/**
 * Encrypts short secrets (an interviewer's calendar address) at rest with AES-256-GCM. The key is derived with
 * HKDF-SHA256 from the configured secret and a purpose, so the same secret never doubles as another key.
 * @example const box = secretBox(config.calendarKey, 'calendar-address'); box.open(box.seal(url)) === url
 */
export function secretBox(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'interview-hub', purpose, 32));
  return {
    seal(plaintext: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    /** The plaintext, or null when the text was sealed with another key or altered (the tag does not match). */
    open(sealed: string): string | null {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined)
        return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: 16,
        });
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;
