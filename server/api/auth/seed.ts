import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '../../../src/domain/constants';
import type { Database } from '../../db/connection';
import type { DemoLogin, Seeder } from '../../db/seed';
import { accounts, groups, groupTeachers, users } from '../../db/schema';
import { hashPassword, passwordRuleError } from '../../identity/passwords';

interface DemoUser {
  role: Role;
  username: string;
  password: string;
  displayName: string;
  email?: string;
  account?: 'school' | 'home';
  group?: string;
}

/** Demo log-ins (README "Demo log-ins"); fixed so they can be documented and used in tests. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    role: 'superadmin',
    username: 'superadmin',
    password: 'superadmin-demo',
    displayName: 'Sanne (superadmin)',
    email: 'superadmin@rekenblobs.example',
  },
  {
    role: 'office',
    username: 'office',
    password: 'office-demo',
    displayName: 'Olaf (kantoor)',
    email: 'office@rekenblobs.example',
  },
  {
    role: 'schooladmin',
    username: 'admin.regenboog',
    password: 'regenboog-admin',
    displayName: 'Marieke de Boer',
    email: 'admin@regenboog.example',
    account: 'school',
  },
  {
    role: 'docent',
    username: 'juf.anne',
    password: 'anne-lesgeven',
    displayName: 'Anne Jansen',
    email: 'anne@regenboog.example',
    account: 'school',
  },
  {
    role: 'leerling',
    username: 'sam.g4',
    password: 'appel',
    displayName: 'Sam G.',
    account: 'school',
    group: 'Groep 4',
  },
  {
    role: 'leerling',
    username: 'noor.g4',
    password: 'peer',
    displayName: 'Noor B.',
    account: 'school',
    group: 'Groep 4',
  },
  {
    role: 'leerling',
    username: 'daan.g4',
    password: 'kiwi',
    displayName: 'Daan V.',
    account: 'school',
    group: 'Groep 4',
  },
  {
    role: 'leerling',
    username: 'lotte.g4',
    password: 'druif',
    displayName: 'Lotte K.',
    account: 'school',
    group: 'Groep 4',
  },
  {
    role: 'leerling',
    username: 'finn.g4',
    password: 'mango',
    displayName: 'Finn D.',
    account: 'school',
    group: 'Groep 4',
  },
  {
    role: 'leerling',
    username: 'emma.g6',
    password: 'banaan',
    displayName: 'Emma S.',
    account: 'school',
    group: 'Groep 6',
  },
  {
    role: 'leerling',
    username: 'liam.g6',
    password: 'citroen',
    displayName: 'Liam P.',
    account: 'school',
    group: 'Groep 6',
  },
  {
    role: 'leerling',
    username: 'julia.g6',
    password: 'meloen',
    displayName: 'Julia M.',
    account: 'school',
    group: 'Groep 6',
  },
  {
    role: 'leerling',
    username: 'milan.g6',
    password: 'perzik',
    displayName: 'Milan H.',
    account: 'school',
    group: 'Groep 6',
  },
  {
    role: 'leerling',
    username: 'sara.g6',
    password: 'kers',
    displayName: 'Sara E.',
    account: 'school',
    group: 'Groep 6',
  },
  {
    role: 'schooladmin',
    username: 'ouder.devries',
    password: 'thuis-oefenen',
    displayName: 'Petra de Vries',
    email: 'ouder@devries.example',
    account: 'home',
  },
  {
    role: 'leerling',
    username: 'mila.thuis',
    password: 'zon1',
    displayName: 'Mila V.',
    account: 'home',
    group: 'Thuis',
  },
];

/** The demo school, its staff and two groups; a home account with a parent and a child; office and superadmin. */
export const identitySeeder: Seeder = {
  name: 'identity',
  async isEmpty(db) {
    const [row] = await db.select({ n: count() }).from(users);
    return (row?.n ?? 0) === 0;
  },
  async run(db): Promise<DemoLogin[]> {
    const [school] = await db
      .insert(accounts)
      .values({
        kind: 'school',
        name: 'OBS De Regenboog',
        brin: '99ZZ',
        country: 'NL',
        loginCode: 'regenboog',
      })
      .returning({ id: accounts.id });
    const [home] = await db
      .insert(accounts)
      .values({
        kind: 'home',
        name: 'Familie De Vries',
        country: 'NL',
        loginCode: 'devries',
        groupsEnabled: false,
      })
      .returning({ id: accounts.id });
    const accountIds = { school: school!.id, home: home!.id };
    const groupRows = await db
      .insert(groups)
      .values([
        { accountId: accountIds.school, name: 'Groep 4', yearGroup: '4' },
        { accountId: accountIds.school, name: 'Groep 6', yearGroup: '6' },
        { accountId: accountIds.home, name: 'Thuis', yearGroup: null },
      ])
      .returning({ id: groups.id, name: groups.name });
    const groupIds = new Map(groupRows.map((g) => [g.name, g.id]));
    const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
    const created = await db
      .insert(users)
      .values(
        DEMO_USERS.map((u, i) => ({
          role: u.role,
          username: u.username,
          email: u.email ?? null,
          displayName: u.displayName,
          passwordHash: hashes[i]!,
          accountId: u.account ? accountIds[u.account] : null,
          groupId: u.group ? groupIds.get(u.group)! : null,
        })),
      )
      .returning({ id: users.id, username: users.username });
    // Anne teaches both demo groups.
    const anne = created.find((u) => u.username === 'juf.anne')!;
    await db.insert(groupTeachers).values(
      ['Groep 4', 'Groep 6'].map((name) => ({
        groupId: groupIds.get(name)!,
        userId: anne.id,
        accountId: accountIds.school,
      })),
    );
    return DEMO_USERS.map(({ role, username, password }) => ({ role, username, password }));
  },
};

/**
 * Production has no demo data: the first superadmin comes from SUPERADMIN_USERNAME and
 * SUPERADMIN_PASSWORD, created at start when no superadmin exists yet.
 */
export async function ensureSuperadmin(
  db: Database,
  env: NodeJS.ProcessEnv,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<'exists' | 'created' | 'missing'> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'superadmin'))
    .limit(1);
  if (existing) return 'exists';
  const username = env.SUPERADMIN_USERNAME?.trim();
  const password = env.SUPERADMIN_PASSWORD;
  if (!username || !password) {
    log.warn('No superadmin exists: set SUPERADMIN_USERNAME and SUPERADMIN_PASSWORD to create the first one');
    return 'missing';
  }
  const problem = passwordRuleError(password, 'superadmin', username);
  if (problem) throw new Error(`SUPERADMIN_PASSWORD does not meet the password rule (${problem})`);
  await db.insert(users).values({
    role: 'superadmin',
    username,
    displayName: username,
    passwordHash: await hashPassword(password),
  });
  log.info({ username }, 'created the first superadmin from SUPERADMIN_USERNAME');
  return 'created';
}
