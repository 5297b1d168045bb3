import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Seeder } from '../../db/seed';
import { accounts, licences, siteSubmissions } from '../../db/schema';

/** 1 August of the school year that holds `now`, and 31 July after it. */
export function schoolYearOf(now: Date): { startsOn: string; endsOn: string } {
  const year = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return { startsOn: `${year}-08-01`, endsOn: `${year + 1}-07-31` };
}

/**
 * The demo school gets a school licence for this school year (60 students), the demo home account a
 * home licence; and one application from the public site waits for the office to act on.
 */
export const officeAccountsSeeder: Seeder = {
  name: 'office-accounts',
  async run(db: Database) {
    const year = schoolYearOf(new Date());
    const [school] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.loginCode, 'regenboog'));
    const [home] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.loginCode, 'devries'));
    if (school) {
      await db
        .update(accounts)
        .set({
          street: 'Regenbooglaan 12',
          postcode: '3511 AB',
          city: 'Utrecht',
          contactName: 'Marieke de Boer',
          contactEmail: 'admin@regenboog.example',
          contactPhone: '030 123 4567',
        })
        .where(eq(accounts.id, school.id));
      await db.insert(licences).values({ accountId: school.id, kind: 'school', maxStudents: 60, ...year });
    }
    if (home) {
      await db
        .update(accounts)
        .set({ city: 'Amersfoort', contactName: 'Petra de Vries', contactEmail: 'ouder@devries.example' })
        .where(eq(accounts.id, home.id));
      await db.insert(licences).values({ accountId: home.id, kind: 'home', maxStudents: 3, ...year });
    }
    const application = {
      kind: 'school',
      organisation: 'Basisschool De Zonnebloem',
      contactName: 'Joris van Dam',
      role: 'Directeur',
      email: 'joris@zonnebloem.example',
      phone: '010 765 4321',
      postcode: '3012 CD',
      city: 'Rotterdam',
      country: 'NL',
      students: 180,
      yearGroups: ['3', '4', '5', '6', '7', '8'],
      message: 'Wij willen graag volgend schooljaar met Rekenblobs werken.',
      acceptTerms: true,
    };
    await db.insert(siteSubmissions).values({
      kind: 'aanvraag',
      name: application.contactName,
      email: application.email,
      payload: application,
      locale: 'nl',
    });
    return [];
  },
};
