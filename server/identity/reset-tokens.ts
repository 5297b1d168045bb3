import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/connection';
import { passwordResetTokens } from '../db/schema';
import { INVITATION_PARAM } from '../../src/domain/contracts/auth';

/**
 * The one kind of set-password link: a random token of 256 bits, stored only as its SHA-256 (base64url, as
 * auth-provider/tokens' sha256 computes it), spent
 * once at /api/auth/wachtwoord/herstellen. Used by the password reset and by a teacher's invitation.
 */
export async function createResetToken(db: Database, userId: string, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: createHash('sha256').update(token).digest('base64url'),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * The client page that sets the password: /auth/wachtwoordherstellen/{userId}/{herstelToken}. An
 * invitation's link adds `?uitnodiging`, so the page speaks of choosing a first password (only the
 * words differ: the token is the same kind and is checked the same way).
 */
export function resetLink(
  publicUrl: string,
  userId: string,
  token: string,
  purpose: 'reset' | 'invitation' = 'reset',
): string {
  const link = `${publicUrl.replace(/\/+$/, '')}/auth/wachtwoordherstellen/${userId}/${token}`;
  return purpose === 'invitation' ? `${link}?${INVITATION_PARAM}` : link;
}
