import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { accounts, users, webinarSignups } from '../../db/schema';
import { formatInLanguageZone } from '../../../src/domain/time-zones';
import { MAIL_FRAME, mailLanguageOf, type MailLanguage, type MailTemplate } from '../../mail';

const ZONE_NAME: Record<MailLanguage, string> = {
  nl: 'Nederlandse tijd',
  be: 'Belgische tijd',
  en: 'UK time',
};

/**
 * The webinar's start as a reader of that language writes it, in their own time zone and naming it
 * (src/domain/time-zones.ts): "dinsdag 1 december 2026 om 14:00 (Nederlandse tijd)".
 */
export function webinarWhen(startsAt: Date, language: MailLanguage = 'nl'): string {
  return `${formatInLanguageZone(startsAt, language, 'full')} (${ZONE_NAME[language]})`;
}

interface WebinarMail {
  name: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  url: string;
}

export const CANCEL_MAIL: MailTemplate<WebinarMail> = {
  nl: ({ name, title, startsAt }) => ({
    subject: `Webinar geannuleerd: ${title}`,
    text: `${MAIL_FRAME.nl.hello(name)}\n\nHet webinar "${title}" van ${webinarWhen(startsAt, 'nl')} gaat helaas niet door. Je aanmelding vervalt; je hoeft niets te doen.\n\nIn Rekenblobs, onder Berichten, zie je de andere webinars waarvoor je je kunt aanmelden.\n\n${MAIL_FRAME.nl.bye}`,
  }),
  be: ({ name, title, startsAt }) => ({
    subject: `Webinar geannuleerd: ${title}`,
    text: `${MAIL_FRAME.be.hello(name)}\n\nHet webinar "${title}" van ${webinarWhen(startsAt, 'be')} gaat helaas niet door. Je inschrijving vervalt; je hoeft niets te doen.\n\nIn Rekenblobs, onder Berichten, zie je de andere webinars waarvoor je je kunt inschrijven.\n\n${MAIL_FRAME.be.bye}`,
  }),
  en: ({ name, title, startsAt }) => ({
    subject: `Webinar cancelled: ${title}`,
    text: `${MAIL_FRAME.en.hello(name)}\n\nWe are sorry: the webinar "${title}" on ${webinarWhen(startsAt, 'en')} will not take place. Your sign-up lapses; you need not do anything.\n\nIn Maths Blobs, under Messages, you can see the other webinars you can sign up for.\n\n${MAIL_FRAME.en.bye}`,
  }),
};

/** To a teacher who signed up, with the webinar as a calendar file (`webinarCalendarFile`). */
export const SIGNUP_MAIL: MailTemplate<WebinarMail> = {
  nl: ({ name, title, startsAt, durationMinutes, url }) => ({
    subject: `Aangemeld voor het webinar ${title}`,
    text: `${MAIL_FRAME.nl.hello(name)}\n\nJe bent aangemeld voor het webinar "${title}". Het begint ${webinarWhen(startsAt, 'nl')} en duurt ${durationMinutes} minuten.\n\nDeelnemen doe je via deze link:\n${url}\n\nIn de bijlage staat het webinar als agenda-afspraak (webinar.ics): open die om het in je agenda te zetten. De dag ervoor krijg je nog een herinnering.\n\nKun je toch niet? Meld je dan af in Rekenblobs onder Berichten, zodat een collega je plaats kan krijgen.\n\n${MAIL_FRAME.nl.bye}`,
  }),
  be: ({ name, title, startsAt, durationMinutes, url }) => ({
    subject: `Ingeschreven voor het webinar ${title}`,
    text: `${MAIL_FRAME.be.hello(name)}\n\nJe bent ingeschreven voor het webinar "${title}". Het begint ${webinarWhen(startsAt, 'be')} en duurt ${durationMinutes} minuten.\n\nDeelnemen doe je via deze link:\n${url}\n\nIn de bijlage vind je het webinar als afspraak voor je agenda (webinar.ics): open die om het in je agenda te zetten. De dag ervoor krijg je nog een herinnering.\n\nLukt het toch niet? Schrijf je dan uit in Rekenblobs onder Berichten, zodat een collega je plaats kan krijgen.\n\n${MAIL_FRAME.be.bye}`,
  }),
  en: ({ name, title, startsAt, durationMinutes, url }) => ({
    subject: `Signed up for the webinar ${title}`,
    text: `${MAIL_FRAME.en.hello(name)}\n\nYou have signed up for the webinar "${title}". It starts ${webinarWhen(startsAt, 'en')} and lasts ${durationMinutes} minutes.\n\nJoin through this link:\n${url}\n\nThe webinar is attached as a calendar event (webinar.ics): open it to add the webinar to your calendar. You will get a reminder the day before.\n\nCannot make it after all? Cancel your sign-up in Maths Blobs under Messages, so a colleague can have your place.\n\n${MAIL_FRAME.en.bye}`,
  }),
};

export const REMINDER_MAIL: MailTemplate<WebinarMail> = {
  nl: ({ name, title, startsAt, durationMinutes, url }) => ({
    subject: `Herinnering: webinar ${title} morgen`,
    text: `${MAIL_FRAME.nl.hello(name)}\n\nJe hebt je aangemeld voor het webinar "${title}". Het begint ${webinarWhen(startsAt, 'nl')} en duurt ${durationMinutes} minuten.\n\nDeelnemen doe je via deze link:\n${url}\n\nKun je niet? Meld je dan af in Rekenblobs onder Berichten, zodat een collega je plaats kan krijgen.\n\n${MAIL_FRAME.nl.bye}`,
  }),
  be: ({ name, title, startsAt, durationMinutes, url }) => ({
    subject: `Herinnering: webinar ${title} morgen`,
    text: `${MAIL_FRAME.be.hello(name)}\n\nJe hebt je ingeschreven voor het webinar "${title}". Het begint ${webinarWhen(startsAt, 'be')} en duurt ${durationMinutes} minuten.\n\nDeelnemen doe je via deze link:\n${url}\n\nLukt het niet? Schrijf je dan uit in Rekenblobs onder Berichten, zodat een collega je plaats kan krijgen.\n\n${MAIL_FRAME.be.bye}`,
  }),
  en: ({ name, title, startsAt, durationMinutes, url }) => ({
    subject: `Reminder: webinar ${title} tomorrow`,
    text: `${MAIL_FRAME.en.hello(name)}\n\nYou signed up for the webinar "${title}". It starts ${webinarWhen(startsAt, 'en')} and lasts ${durationMinutes} minutes.\n\nJoin through this link:\n${url}\n\nCannot make it? Cancel your sign-up in Maths Blobs under Messages, so a colleague can have your place.\n\n${MAIL_FRAME.en.bye}`,
  }),
};

/** The attendees with an e-mail address, each with the language of their school's country. */
export async function mailRecipientsOf(
  db: Database,
  webinarId: string,
): Promise<{ name: string; email: string; language: MailLanguage }[]> {
  const rows = await db
    .select({ name: users.displayName, email: users.email, country: accounts.country })
    .from(webinarSignups)
    .innerJoin(users, eq(users.id, webinarSignups.userId))
    .innerJoin(accounts, eq(accounts.id, webinarSignups.accountId))
    .where(eq(webinarSignups.webinarId, webinarId))
    .orderBy(asc(users.displayName));
  return rows.flatMap((r) =>
    r.email ? [{ name: r.name, email: r.email, language: mailLanguageOf({ country: r.country }) }] : [],
  );
}
