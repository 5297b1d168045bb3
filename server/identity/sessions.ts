import { sql } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * The change to a users row that ends every session of the user: the access tokens carry the token
 * version (`holdsToken` refuses an older one) and a refresh with an older one revokes its session
 * (server/auth-provider/sessions.ts). A new password, the trash and a renewed login card set it.
 */
export function endSessions() {
  return { tokenVersion: sql`${users.tokenVersion} + 1` };
}
