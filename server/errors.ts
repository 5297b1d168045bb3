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
  unavailable: {
    nl: 'De dienst is tijdelijk niet beschikbaar.',
    en: 'The service is temporarily unavailable.',
  },
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageLanguage = 'nl' | 'en';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export function messageText(key: MessageKey, language: MessageLanguage): string {
  return MESSAGES[key][language];
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
