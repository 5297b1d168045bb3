import { createHmac, timingSafeEqual } from 'node:crypto';

/** Bytes of the user id and of the MAC in a card code (16 + 16, base64url: 22 + 22 characters). */
const ID_BYTES = 16;
const MAC_BYTES = 16;
const ID_CHARS = 22;
export const CARD_CODE_LENGTH = 44;

/**
 * Login card codes: `base64url(user id) || base64url(HMAC-SHA256(secret, "card:v1:" id ":" version))`
 * truncated to 128 bits. Nothing is stored per card: the code is recomputed from the user's id and
 * `users.card_version`, so bumping the version voids every printed card of the student. The code
 * holds no password and says nothing but which user id it names; only the server can make one.
 */
export class CardCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(`login-cards:${secret}`, 'utf8');
  }

  private mac(userId: string, version: number): Buffer {
    return createHmac('sha256', this.key)
      .update(`card:v1:${userId.toLowerCase()}:${version}`)
      .digest()
      .subarray(0, MAC_BYTES);
  }

  /** The code of a student's current card. */
  codeFor(userId: string, version: number): string {
    const id = Buffer.from(userId.replace(/-/g, ''), 'hex');
    if (id.length !== ID_BYTES) throw new Error('not a uuid');
    return id.toString('base64url') + this.mac(userId, version).toString('base64url');
  }

  /** The user id a code names (not yet checked), or null when it is not a code's shape. */
  userIdOf(code: string): string | null {
    if (code.length !== CARD_CODE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(code)) return null;
    const id = Buffer.from(code.slice(0, ID_CHARS), 'base64url');
    // Only the one spelling codeFor makes (base64url's last character has spare bits).
    if (id.length !== ID_BYTES || id.toString('base64url') !== code.slice(0, ID_CHARS)) return null;
    const hex = id.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /**
   * Whether the code is the current card of this user at this version, compared in constant time.
   * Called with a dummy id when no user was found, so a wrong code costs the same work either way.
   */
  verify(code: string, userId: string, version: number): boolean {
    // The whole code against the one codeFor makes (so no second spelling of the same bytes passes).
    const expected = Buffer.from(this.codeFor(userId, version), 'ascii');
    const given = Buffer.from(code, 'ascii');
    const sameLength = given.length === expected.length;
    return timingSafeEqual(sameLength ? given : expected, expected) && sameLength;
  }
}
