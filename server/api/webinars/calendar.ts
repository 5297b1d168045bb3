import ical, { ICalCalendarMethod } from 'ical-generator';
import type { MailAttachment, MailLanguage } from '../../mail';

export interface CalendarWebinar {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  url: string;
}

const PRODUCT: Record<MailLanguage, string> = { nl: 'Rekenblobs', be: 'Rekenblobs', en: 'Maths Blobs' };

/**
 * The webinar as an iCalendar file (RFC 5545, one VEVENT, times in UTC so every calendar shows them in
 * its own zone) for a confirmation mail. The UID stays the webinar's, so a second file updates the event.
 */
export function webinarCalendarFile(webinar: CalendarWebinar, language: MailLanguage): MailAttachment {
  const calendar = ical({
    prodId: { company: 'Rekenblobs', product: 'webinars', language: language === 'en' ? 'EN' : 'NL' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `webinar-${webinar.id}@rekenblobs`,
    start: webinar.startsAt,
    end: new Date(webinar.startsAt.getTime() + webinar.durationMinutes * 60_000),
    summary: `${PRODUCT[language]}: ${webinar.title}`,
    description: `${webinar.description}\n\n${webinar.url}`.trim(),
    location: webinar.url,
    url: webinar.url,
  });
  return {
    filename: 'webinar.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar.toString(),
  };
}
