import { and, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { users } from '../db/schema';

/**
 * Which names a user signs in with, across schools. A pupil's user name is unique within the school
 * only (every school may have its `sam`), so a sign-in by such a name needs the school code when
 * another school has the name too. Staff and office user names are unique across the product
 * (`users_staff_username_unique`) and no pupil may take one (`users_login_name_apart`, a trigger), so
 * staff and office always sign in without a school code, and nobody can make their name ambiguous.
 * These functions are the server's checks before the database's, for a field error instead of a 500.
 */

const sameName = (name: string) => sql`lower(${users.username}) = ${name.trim().toLowerCase()}`;

/** Whether a staff or office user (any school, or none) has this user name. */
export async function staffNameTaken(db: Database, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.role, 'leerling'), sameName(name)))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether any user anywhere signs in with this name (as user name or e-mail address): for a new staff
 * user, whose user name is their e-mail address.
 */
export async function loginNameTaken(db: Database, name: string): Promise<boolean> {
  const value = name.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${value} or lower(${users.email}) = ${value}`)
    .limit(1);
  return row !== undefined;
}

/**
 * The staff and office user names (lower case) a pupil's user name could equal: those without '@'
 * (a pupil's user name has none, `usernameSchema`). Few: staff are invited by e-mail address.
 */
export async function staffNamesForPupils(db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(and(ne(users.role, 'leerling'), sql`position('@' in ${users.username}) = 0`));
  return rows.map((r) => r.name);
}
