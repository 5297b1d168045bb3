import type { ApplicationForm } from '../../../src/domain/contracts/site';
import { MAIL_FRAME, type MailLanguage, type MailTemplate } from '../../mail';

type Application = Omit<ApplicationForm, 'inviteCode'>;

const KIND: Record<MailLanguage, Record<Application['kind'], string>> = {
  nl: { trial: 'een proeflicentie', school: 'een schoollicentie', home: 'een thuisaccount' },
  be: { trial: 'een proeflicentie', school: 'een schoollicentie', home: 'een thuisaccount' },
  en: { trial: 'a trial licence', school: 'a school licence', home: 'a home account' },
};

const forWhom = (form: Application) => (form.organisation ? ` (${form.organisation})` : '');

/** To the applicant: their application arrived, and what happens next. */
export const APPLICATION_RECEIVED_MAIL: MailTemplate<Application> = {
  nl: (form) => ({
    subject: 'We hebben je aanvraag ontvangen',
    text: `${MAIL_FRAME.nl.hello(form.contactName)}\n\nBedankt voor je aanvraag voor ${KIND.nl[form.kind]} bij Rekenblobs${forWhom(form)}. We bekijken hem zo snel mogelijk. Daarna krijg je een e-mail met een link om je eerste wachtwoord te kiezen.\n\nHeb je nog een vraag? Beantwoord dan deze e-mail.\n\n${MAIL_FRAME.nl.bye}`,
  }),
  be: (form) => ({
    subject: 'We hebben je aanvraag goed ontvangen',
    text: `${MAIL_FRAME.be.hello(form.contactName)}\n\nBedankt voor je aanvraag voor ${KIND.be[form.kind]} bij Rekenblobs${forWhom(form)}. We bekijken ze zo snel mogelijk. Daarna krijg je een e-mail met een link om je eerste wachtwoord te kiezen.\n\nHeb je nog een vraag? Antwoord dan gewoon op deze e-mail.\n\n${MAIL_FRAME.be.bye}`,
  }),
  en: (form) => ({
    subject: 'We have received your application',
    text: `${MAIL_FRAME.en.hello(form.contactName)}\n\nThank you for applying for ${KIND.en[form.kind]} with Maths Blobs${forWhom(form)}. We will look at it as soon as we can. You will then get an e-mail with a link to choose your first password.\n\nAny questions? Just reply to this e-mail.\n\n${MAIL_FRAME.en.bye}`,
  }),
};

const OFFICE_KIND: Record<Application['kind'], string> = {
  trial: 'Proeflicentie',
  school: 'Schoollicentie',
  home: 'Thuisaccount',
};

/** To the office (in Dutch): a new application, with a link to make it into an account. */
export function officeApplicationMail(form: Application, link: string): { subject: string; text: string } {
  const who = form.organisation ? `${form.organisation}, ${form.contactName}` : form.contactName;
  const lines = [
    `Soort: ${OFFICE_KIND[form.kind]}`,
    form.organisation ? `School: ${form.organisation}` : null,
    `Contactpersoon: ${form.contactName}${form.role ? ` (${form.role})` : ''}`,
    `E-mail: ${form.email}`,
    form.phone ? `Telefoon: ${form.phone}` : null,
    `Plaats: ${form.postcode} ${form.city} (${form.country})`,
    `Leerlingen: ${form.students}`,
    `Groepen: ${form.yearGroups.join(', ')}`,
    form.message ? `\nBericht:\n${form.message}` : null,
  ].filter((line): line is string => line !== null);
  return {
    subject: `Nieuwe aanvraag: ${OFFICE_KIND[form.kind]} voor ${who}`,
    text: `Hallo,\n\nEr is een nieuwe aanvraag binnengekomen via het aanvraagformulier.\n\n${lines.join('\n')}\n\nMaak er een account van:\n${link}\n\n${MAIL_FRAME.nl.bye}`,
  };
}
