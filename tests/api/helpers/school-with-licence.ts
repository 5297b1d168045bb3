import type { Database } from '../../../server/db/connection';
import { accounts, licences, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/identity/passwords';
import { dayOf } from '../../../src/domain/school-day';

const DAY_MS = 86_400_000;

/**
 * A school with no pupils yet, one school administrator (password `password`) and a licence for
 * `maxStudents` that holds today; for the API and e2e suites alike.
 */
export async function schoolWithLicence(
  db: Database,
  school: { name: string; brin: string; admin: string; password: string; maxStudents: number },
): Promise<{ accountId: string; adminId: string }> {
  const [account] = await db
    .insert(accounts)
    .values({ kind: 'school', name: school.name, country: 'NL', brin: school.brin })
    .returning({ id: accounts.id });
  const [admin] = await db
    .insert(users)
    .values({
      role: 'schooladmin',
      accountId: account!.id,
      username: school.admin,
      email: `${school.admin}@school.example`,
      displayName: school.admin,
      passwordHash: await hashPassword(school.password),
    })
    .returning({ id: users.id });
  const now = Date.now();
  await db.insert(licences).values({
    accountId: account!.id,
    kind: 'school',
    maxStudents: school.maxStudents,
    startsOn: dayOf(now - 30 * DAY_MS),
    endsOn: dayOf(now + 300 * DAY_MS),
  });
  return { accountId: account!.id, adminId: admin!.id };
}
