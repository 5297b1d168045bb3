import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { accounts, licences, users } from '../db/schema';
import { MAIL_FRAME, mailLanguageOf, type Mailer, type MailLanguage, type MailTemplate } from '../mail';
import { licenceStates } from '../api/licences/state';
import { storeMessage } from '../api/messages/messages';
import { dayOf } from '../api/practice/time';
import type { ScheduledJob } from './scheduler';

const longDate = (day: string, language: MailLanguage) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language === 'be' ? 'nl-BE' : 'nl-NL', {
    timeZone: 'UTC',
    dateStyle: 'long',
  }).format(new Date(`${day}T12:00:00Z`));

/** The notice in the school's messages, in the Dutch of its country. */
const NOTICE: Record<MailLanguage, (school: string, endsOn: string) => { title: string; body: string }> = {
  nl: (school, endsOn) => ({
    title: 'Je licentie is afgelopen',
    body: `De licentie van ${school} voor Rekenblobs liep tot en met ${longDate(endsOn, 'nl')}.\n\nWil je verder oefenen met je leerlingen? Neem contact met ons op via de contactpagina van de website of antwoord op de e-mail die je schoolbeheerders van ons kregen; dan verlengen we de licentie. De gegevens van je leerlingen blijven bewaard.`,
  }),
  be: (school, endsOn) => ({
    title: 'Je licentie is vervallen',
    body: `De licentie van ${school} voor Rekenblobs liep tot en met ${longDate(endsOn, 'be')}.\n\nWil je verder oefenen met je leerlingen? Neem contact met ons op via de contactpagina van de website of antwoord op de e-mail die je schoolbeheerders van ons kregen; dan verlengen we de licentie. De gegevens van je leerlingen blijven bewaard.`,
  }),
  en: (school, endsOn) => ({
    title: 'Your licence has ended',
    body: `The Maths Blobs licence of ${school} ran until ${longDate(endsOn, 'en')} inclusive.\n\nWould you like to go on practising with your pupils? Get in touch through the contact page of the website or reply to the e-mail your school administrators received from us, and we will renew the licence. Your pupils' data are kept.`,
  }),
};

const NOTICE_MAIL: MailTemplate<{ name: string; school: string; endsOn: string }> = {
  nl: ({ name, school, endsOn }) => ({
    subject: `Rekenblobs: de licentie van ${school} is afgelopen`,
    text: `${MAIL_FRAME.nl.hello(name)}\n\n${NOTICE.nl(school, endsOn).body}\n\n${MAIL_FRAME.nl.bye}`,
  }),
  be: ({ name, school, endsOn }) => ({
    subject: `Rekenblobs: de licentie van ${school} is vervallen`,
    text: `${MAIL_FRAME.be.hello(name)}\n\n${NOTICE.be(school, endsOn).body}\n\n${MAIL_FRAME.be.bye}`,
  }),
  en: ({ name, school, endsOn }) => ({
    subject: `Maths Blobs: the licence of ${school} has ended`,
    text: `${MAIL_FRAME.en.hello(name)}\n\n${NOTICE.en(school, endsOn).body}\n\n${MAIL_FRAME.en.bye}`,
  }),
};

/**
 * Hourly: licences whose end date has passed and whose account was not told yet. An account whose
 * licences all ended (state "expired") gets a message in its area and a mail to each of its active
 * schooladmins; every ended licence is marked (endNoticeSentAt) in the same transaction, so the
 * notice goes once, and a licence followed by a new one is marked without a notice.
 */
export async function sendLicenceEndNotices(db: Database, mailer: Mailer, now: Date): Promise<number> {
  const today = dayOf(now);
  const ended = await db
    .select({ id: licences.id, accountId: licences.accountId, endsOn: licences.endsOn })
    .from(licences)
    .where(and(lt(licences.endsOn, today), isNull(licences.endNoticeSentAt)))
    .for('update', { skipLocked: true });
  if (!ended.length) return 0;
  const accountIds = [...new Set(ended.map((l) => l.accountId))];
  const states = await licenceStates(db, accountIds, now);
  await db
    .update(licences)
    .set({ endNoticeSentAt: now })
    .where(
      inArray(
        licences.id,
        ended.map((l) => l.id),
      ),
    );
  let told = 0;
  for (const accountId of accountIds) {
    const state = states.get(accountId);
    if (state?.state !== 'expired' || !state.licence) continue;
    const [account] = await db
      .select({ name: accounts.name, country: accounts.country, deactivatedAt: accounts.deactivatedAt })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!account || account.deactivatedAt) continue;
    const language = mailLanguageOf({ country: account.country });
    const endsOn = state.licence.endsOn;
    const text = NOTICE[language](account.name, endsOn);
    await storeMessage(
      db,
      { ...text, audience: { kind: 'account', accountId, reason: 'licenceExpired' }, createdBy: null },
      [accountId],
    );
    const admins = await db
      .select({ name: users.displayName, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.accountId, accountId),
          eq(users.role, 'schooladmin'),
          isNull(users.deactivatedAt),
          isNull(users.deletedAt),
        ),
      );
    for (const admin of admins) {
      if (!admin.email) continue;
      await mailer.send({
        to: admin.email,
        ...NOTICE_MAIL[language]({ name: admin.name, school: account.name, endsOn }),
      });
    }
    told += 1;
  }
  return told;
}

export function licenceExpiryJob(mailerFor: (db: Database) => Mailer): ScheduledJob {
  return {
    name: 'licence-expiry',
    everyMs: 60 * 60 * 1000,
    async run(db, now, log) {
      const told = await sendLicenceEndNotices(db, mailerFor(db), now);
      if (told)
        log.info({ job: 'licence-expiry', accounts: told }, `told ${told} accounts their licence ended`);
    },
  };
}
