import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { users } from '../db/schema';

/**
 * The change to a users row that ends every session of the user: the access tokens carry the token
 * version (`holdsToken` refuses an older one) and a refresh with an older one revokes its session
 * (server/auth-provider/sessions.ts). A new password, the trash and a renewed login card set it.
 */
export function endSessions() {
  return { tokenVersion: sql`${users.tokenVersion} + 1` };
}

/**
 * Notes a successful sign-in (`users.last_sign_in_at`, the "last signed in" of the staff and support
 * lists). Called wherever a session starts: a direct login by password or login card, and the SSO code
 * exchange that opens a provider session.
 */
export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(users.id, userId));
}
