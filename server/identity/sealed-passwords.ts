import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Students' passwords are kept twice: as an argon2id hash to check a sign-in, and sealed (AES-256-GCM
 * under a server key) so their teacher can see them again to help a six-year-old who forgot. Staff
 * passwords are never sealed. Sealed text: base64url(iv 12 bytes || tag 16 bytes || ciphertext).
 */
export class PasswordSealer {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`student-passwords:${secret}`).digest();
  }

  seal(password: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The password, or null when the text was sealed under another key or is damaged. */
  unseal(sealed: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
