/**
 * API errors carry a message key; the error handler turns it into the `{ message }` body in the
 * caller's language (Dutch unless the request prefers English).
 */
const MESSAGES = {
  badRequest: {
    nl: 'De invoer is niet geldig. Controleer de gemarkeerde velden.',
    en: 'The input is not valid. Please check the marked fields.',
  },
  unauthorized: { nl: 'Je bent niet (meer) ingelogd.', en: 'You are not logged in (any more).' },
  forbidden: { nl: 'Je hebt geen toegang tot deze gegevens.', en: 'You do not have access to this data.' },
  xsrf: {
    nl: 'De beveiligingscode van dit formulier ontbreekt of klopt niet. Laad de pagina opnieuw.',
    en: 'The security code of this form is missing or wrong. Please reload the page.',
  },
  notFound: { nl: 'Niet gevonden.', en: 'Not found.' },
  conflict: {
    nl: 'Dit bestaat al of is intussen gewijzigd.',
    en: 'This already exists or has changed in the meantime.',
  },
  tooManyRequests: {
    nl: 'Te veel verzoeken. Wacht even en probeer het opnieuw.',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  payloadTooLarge: { nl: 'Het verzoek is te groot.', en: 'The request is too large.' },
  internal: {
    nl: 'Er ging iets mis op de server. Probeer het later opnieuw.',
    en: 'Something went wrong on the server. Please try again later.',
  },
  invalidCredentials: {
    nl: 'De gebruikersnaam of het wachtwoord klopt niet.',
    en: 'The user name or password is not correct.',
  },
  userDeactivated: {
    nl: 'Dit account staat uit. Vraag de beheerder van je school om het weer aan te zetten.',
    en: "This account has been switched off. Ask your school's administrator to switch it on again.",
  },
  schoolDeactivated: {
    nl: 'Het account van je school staat uit. De beheerder van je school kan contact met ons opnemen.',
    en: "Your school's account has been switched off. Your school's administrator can contact us.",
  },
  cardInvalid: {
    nl: 'Deze inlogkaart werkt niet (meer). Vraag je leerkracht om een nieuwe kaart, of log in met je gebruikersnaam en wachtwoord.',
    en: 'This login card does not work (any more). Ask your teacher for a new card, or log in with your user name and password.',
  },
  groupNameTaken: {
    nl: 'Er is al een groep met deze naam.',
    en: 'There is already a group with this name.',
  },
  groupArchived: {
    nl: 'Deze groep is gearchiveerd. Zet hem eerst terug.',
    en: 'This group is archived. Restore it first.',
  },
  notCombinationGroup: {
    nl: 'Alleen een samengestelde groep heeft leden naast de eigen klas.',
    en: 'Only a set group has members besides their own class.',
  },
  groupNotEmpty: {
    nl: 'Deze groep heeft nog leerlingen. Verplaats ze eerst naar een andere groep.',
    en: 'This group still has students. Move them to another group first.',
  },
  usernameTaken: {
    nl: 'Deze gebruikersnaam is op deze school al in gebruik.',
    en: 'This user name is already in use at this school.',
  },
  usernameUnavailable: {
    nl: 'Deze gebruikersnaam kan niet worden gebruikt. Kies een andere.',
    en: 'This user name cannot be used. Please choose another one.',
  },
  schoolCodeNeeded: {
    nl: 'Deze gebruikersnaam bestaat op meer scholen. Vul ook de schoolcode in (die staat op je inlogkaart).',
    en: 'This user name exists at more than one school. Please also fill in the school code (it is on your login card).',
  },
  loginLocked: {
    nl: 'Te veel mislukte pogingen om in te loggen. Probeer het over een kwartier opnieuw.',
    en: 'Too many failed attempts to log in. Please try again in a quarter of an hour.',
  },
  invalidGrant: {
    nl: 'De inlogcode is ongeldig of verlopen. Log opnieuw in.',
    en: 'The sign-in code is invalid or has expired. Please log in again.',
  },
  resetRequested: {
    nl: 'Als we dit account kennen en er een e-mailadres bij hoort, krijg je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord te kiezen. Leerlingen krijgen een nieuw wachtwoord van hun leerkracht.',
    en: 'If we know this account and it has an e-mail address, you will receive an e-mail with a link to choose a new password within a few minutes. Students get a new password from their teacher.',
  },
  resetLinkInvalid: {
    nl: 'Deze link om je wachtwoord te herstellen is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan.',
    en: 'This password reset link is invalid, already used or expired. Please request a new link.',
  },
  sumNotServed: {
    nl: 'Deze som hoort niet bij dit somvenster. Er is niets opgeslagen.',
    en: 'This sum does not belong to this sum window. Nothing was saved.',
  },
  gameNotSuitable: {
    nl: 'Dit spel past niet bij deze taak.',
    en: 'This game does not suit this task.',
  },
  notYourTurn: {
    nl: 'Deze taak is nog niet aan de beurt. Maak eerst de taak die nu aan de beurt is.',
    en: "This task's turn has not come yet. Do the task whose turn it is first.",
  },
  noAnswers: {
    nl: 'Deze ronde heeft nog geen antwoorden.',
    en: 'This round has no answers yet.',
  },
  notEnoughCoins: {
    nl: 'Je hebt nog niet genoeg munten voor deze blob.',
    en: 'You do not have enough coins for this blob yet.',
  },
  blobOwned: { nl: 'Deze blob heb je al.', en: 'You already have this blob.' },
  blobNotAvailable: {
    nl: 'Deze blob is niet meer te koop.',
    en: 'This blob is not for sale any more.',
  },
  testFinished: { nl: 'Deze toets is al klaar.', en: 'This test has already finished.' },
  notCurrentSum: {
    nl: 'Dit antwoord hoort niet bij de som die nu aan de beurt is.',
    en: 'This answer does not belong to the current sum.',
  },
  noTestSums: {
    nl: 'Er zijn nog geen sommen om te toetsen.',
    en: 'There are no sums to test yet.',
  },
  contentRefused: {
    nl: 'Dit kan zo niet: {problem}.',
    en: 'This cannot be done as it is: {problem}.',
  },
  nothingToPublish: {
    nl: 'Er zijn geen concepten om te publiceren.',
    en: 'There are no drafts to publish.',
  },
  csvRefused: {
    nl: 'Er is niets geïmporteerd. Verbeter deze regels en importeer het bestand opnieuw: {lines}.',
    en: 'Nothing was imported. Correct these lines and import the file again: {lines}.',
  },
  csvEmpty: {
    nl: 'Het bestand heeft geen sommen. Zet één som per regel, bijvoorbeeld 7 + 5 of add:7+5.',
    en: 'The file holds no sums. Put one sum on each line, for example 7 + 5 or add:7+5.',
  },
  alreadyPublished: {
    nl: 'Deze versie is al de gepubliceerde inhoud.',
    en: 'This version is already the published content.',
  },
  settingUnusable: {
    nl: 'Met deze instelling kan de oefentaak niet worden gespeeld: er zijn geen sommen, of een spel past er niet bij.',
    en: 'The practice task cannot be played with this setting: it gives no sums, or a game does not suit them.',
  },
  customTaskUnusable: {
    nl: 'Deze maatwerktaak kan niet worden gespeeld: er zijn geen sommen, of een gekozen spel past er niet bij.',
    en: 'This custom task cannot be played: it gives no sums, or a chosen game does not suit them.',
  },
  teacherExists: {
    nl: 'Deze leerkracht hoort al bij deze school.',
    en: 'This teacher already belongs to this school.',
  },
  emailUnavailable: {
    nl: 'Dit e-mailadres kan niet worden gebruikt. Kies een ander e-mailadres.',
    en: 'This e-mail address cannot be used. Please choose another one.',
  },
  notInvited: {
    nl: 'Deze persoon heeft al een wachtwoord gekozen of is gedeactiveerd; een nieuwe uitnodiging is niet nodig.',
    en: 'This person has already chosen a password or is deactivated; a new invitation is not needed.',
  },
  lastSchooladmin: {
    nl: 'Een school houdt ten minste één actieve schoolbeheerder. Maak eerst iemand anders schoolbeheerder.',
    en: 'A school keeps at least one active school administrator. Make someone else school administrator first.',
  },
  notYourself: {
    nl: 'Je kunt je eigen rol of account niet zelf wijzigen of uitschakelen. Vraag een andere schoolbeheerder.',
    en: 'You cannot change your own role or deactivate yourself. Please ask another school administrator.',
  },
  unavailable: {
    nl: 'De dienst is tijdelijk niet beschikbaar.',
    en: 'The service is temporarily unavailable.',
  },
  // Licences and school accounts (office area).
  licenceFull: {
    nl: 'Het aantal leerlingen van jullie licentie is bereikt. Zet leerlingen die niet meer oefenen in de prullenbak, of vraag ons om een grotere licentie.',
    en: 'Your licence has reached its number of students. Move students who no longer practise to the trash, or ask us for a larger licence.',
  },
  licenceEnded: {
    nl: 'De licentie van deze school is afgelopen. Er kunnen geen nieuwe leerlingen of rondes bij tot er een nieuwe licentie is.',
    en: "This school's licence has ended. No new students or rounds can be added until there is a new licence.",
  },
  lastLicence: {
    nl: 'Een account houdt minstens één licentieperiode, dus deze kan niet weg. Klopt de periode niet, kies dan in het menu van de periode ‘Licentie wijzigen’. Stopt de school, deactiveer dan het account onder ‘Status en export’.',
    en: 'An account keeps at least one licence period, so this one cannot be deleted. If the period is wrong, choose ‘Change licence’ in its menu. If the school stops, deactivate the account under ‘Status and export’.',
  },
  licenceInUse: {
    nl: 'Deze licentie geldt vandaag: de school werkt ermee, dus hij kan niet weg. Moet hij eerder stoppen of klopt hij niet, kies dan in het menu van de periode ‘Licentie wijzigen’. Stopt de school, deactiveer dan het account onder ‘Status en export’.',
    en: 'This licence holds today: the school is using it, so it cannot be deleted. To end it sooner or correct it, choose ‘Change licence’ in its menu. If the school stops, deactivate the account under ‘Status and export’.',
  },
  licenceOverlap: {
    nl: 'Deze periode overlapt met de licentie van {from} tot en met {to}. Een account heeft op elke dag hoogstens één licentie: kies een periode die daarvoor of daarna valt, of pas die andere periode aan.',
    en: 'This period overlaps the licence from {from} to {to} inclusive. An account has at most one licence on any day: choose a period before or after it, or change that other period.',
  },
  brinTaken: {
    nl: 'Er is al een account met deze BRIN-code of dit instellingsnummer.',
    en: 'There is already an account with this BRIN code or institution number.',
  },
  confirmNameMismatch: {
    nl: 'De naam klopt niet. Typ de naam van de school precies over om te verwijderen.',
    en: 'The name does not match. Type the name of the school exactly to delete it.',
  },
  // Webinars and invites (office communication).
  webinarCancelled: {
    nl: 'Dit webinar is geannuleerd; wijzigen of aanmelden kan niet meer.',
    en: 'This webinar was cancelled; it can no longer be changed or signed up for.',
  },
  webinarStarted: {
    nl: 'Dit webinar is al begonnen; aanmelden kan niet meer.',
    en: 'This webinar has already started; signing up is no longer possible.',
  },
  webinarFull: {
    nl: 'Dit webinar is vol: alle plaatsen zijn bezet. Kies een ander webinar.',
    en: 'This webinar is full: all places are taken. Please choose another webinar.',
  },
  inviteLimit: {
    nl: 'Je hebt vandaag al het maximum aantal collega’s uitgenodigd. Morgen kun je weer iemand uitnodigen.',
    en: 'You have already invited the most colleagues allowed today. You can invite someone again tomorrow.',
  },
  applicationHandled: {
    nl: 'Van deze aanvraag is al een account gemaakt.',
    en: 'An account has already been made from this application.',
  },
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageLanguage = 'nl' | 'en';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, string>,
    /** Values for the message's `{name}` places, per language (a date is written differently in each). */
    readonly params?: (language: MessageLanguage) => Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export function messageText(
  key: MessageKey,
  language: MessageLanguage,
  params: Record<string, string> = {},
): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (place, name: string) => params[name] ?? place);
}

/** A day (yyyy-mm-dd) written out in a message: "31 juli 2026", "31 July 2026". */
export function longDay(day: string, language: MessageLanguage): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-NL', {
    timeZone: 'UTC',
    dateStyle: 'long',
  }).format(new Date(`${day}T12:00:00Z`));
}

export function languageOf(acceptLanguage: string | undefined): MessageLanguage {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'nl';
}

export function messageKeyForStatus(status: number): MessageKey {
  switch (status) {
    case 400:
      return 'badRequest';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 413:
      return 'payloadTooLarge';
    case 429:
      return 'tooManyRequests';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'badRequest';
  }
}
