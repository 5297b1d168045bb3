import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { accounts, users, webinarSignups } from '../../db/schema';
import { MAIL_FRAME, mailLanguageOf, type MailLanguage, type MailTemplate } from '../../mail';

const LOCALE: Record<MailLanguage, string> = { nl: 'nl-NL', be: 'nl-BE', en: 'en-GB' };

/** The webinar's start as a reader of that language writes it, in Dutch and Belgian time. */
export function webinarWhen(startsAt: Date, language: MailLanguage = 'nl'): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(startsAt);
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
