import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSuperadmin } from '../../server/api/auth/seed';
import { seedDemoData } from '../../server/db/seed';
import { demoSeeders } from '../../server/seeders';
import { accounts, groups, users } from '../../server/db/schema';
import { login } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silentLog = { info: () => {}, warn: () => {} };

describe('production bootstrap: the first superadmin', () => {
  it('does nothing without the environment variables', async () => {
    expect(await ensureSuperadmin(t.database.db, {}, silentLog)).toBe('missing');
  });

  it('refuses a weak SUPERADMIN_PASSWORD', async () => {
    await expect(
      ensureSuperadmin(
        t.database.db,
        { SUPERADMIN_USERNAME: 'root', SUPERADMIN_PASSWORD: 'wachtwoord' },
        silentLog,
      ),
    ).rejects.toThrow(/password rule/);
  });

  it('creates the superadmin once from SUPERADMIN_USERNAME / SUPERADMIN_PASSWORD', async () => {
    const env = { SUPERADMIN_USERNAME: 'beheer', SUPERADMIN_PASSWORD: 'een sterk beheerwachtwoord' };
    expect(await ensureSuperadmin(t.database.db, env, silentLog)).toBe('created');
    expect(await ensureSuperadmin(t.database.db, env, silentLog)).toBe('exists');
    const rows = await t.database.db.select().from(users).where(eq(users.role, 'superadmin'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'beheer', accountId: null });
    expect(await login(t, 'beheer', 'een sterk beheerwachtwoord')).toBeTruthy();
    await t.database.db.delete(users);
  });
});

describe('demo seed', () => {
  it('creates the demo school, the home account, staff and students, and returns the log-ins', async () => {
    const logins = (await seedDemoData(t.database.db, demoSeeders))!;
    const roles = logins.map((l) => l.role);
    expect(roles.filter((r) => r === 'superadmin')).toHaveLength(1);
    expect(roles.filter((r) => r === 'office')).toHaveLength(1);
    expect(logins.map((l) => l.username)).toEqual(
      expect.arrayContaining(['admin.regenboog', 'juf.anne', 'sam.g4', 'office', 'superadmin']),
    );
    const accountRows = await t.database.db.select().from(accounts);
    expect(accountRows.map((a) => [a.name, a.kind, a.country]).sort()).toEqual([
      ['Familie De Vries', 'home', 'NL'],
      ['OBS De Regenboog', 'school', 'NL'],
    ]);
    for (const name of ['Groep 4', 'Groep 6']) {
      const [group] = await t.database.db.select().from(groups).where(eq(groups.name, name));
      const [students] = await t.database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.groupId, group!.id));
      expect(students!.n).toBeGreaterThanOrEqual(4);
      expect(students!.n).toBeLessThanOrEqual(6);
    }
    // Every printed log-in works.
    for (const demo of logins.filter((l) =>
      ['juf.anne', 'ouder.devries', 'mila.thuis'].includes(l.username),
    )) {
      expect(await login(t, demo.username, demo.password)).toBeTruthy();
    }
    // A second run finds the database filled and adds nothing.
    expect(await seedDemoData(t.database.db, demoSeeders)).toBeNull();
  });

  it('deletes an account with its groups and users', async () => {
    const [home] = await t.database.db.select().from(accounts).where(eq(accounts.kind, 'home'));
    await t.database.db.delete(accounts).where(eq(accounts.id, home!.id));
    expect(await t.database.db.select().from(users).where(eq(users.accountId, home!.id))).toEqual([]);
    expect(await t.database.db.select().from(groups).where(eq(groups.accountId, home!.id))).toEqual([]);
    const [school] = await t.database.db.select({ n: count() }).from(users).where(eq(users.role, 'leerling'));
    expect(school!.n).toBe(10);
  });
});
