import axios, { AxiosError, AxiosHeaders } from 'axios';
import { REQUEST_TIMEOUT_MS, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../domain/constants';
import { clientConfig } from './config';
import { currentLocale } from './i18n';

/** The one axios instance of the app (SPEC §7, §8, §9). Auth interceptors are added by src/auth. */
export const http = axios.create({
  baseURL: clientConfig.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  xsrfCookieName: XSRF_COOKIE_NAME,
  xsrfHeaderName: XSRF_HEADER_NAME,
  withXSRFToken: true,
});

/** What the server reads: its messages come in nl or en; mails also tell Belgian Dutch apart. */
const ACCEPT_LANGUAGE = { nl: 'nl', be: 'nl-BE', en: 'en' } as const;

http.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', ACCEPT_LANGUAGE[currentLocale()]);
  config.headers = headers;
  return config;
});

/** SPEC §8: when a response body has a message field, that message replaces the error message. */
export function applyResponseMessage(error: unknown): unknown {
  if (error instanceof AxiosError) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
      error.message = data.message;
    }
  }
  return error;
}

http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(applyResponseMessage(error)));

/** Field errors (rule codes by field) of a 400 answer, if any. */
export function fieldErrorsOfResponse(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const data: unknown = error.response?.data;
  if (
    data &&
    typeof data === 'object' &&
    'errors' in data &&
    data.errors &&
    typeof data.errors === 'object'
  ) {
    return data.errors as Record<string, string>;
  }
  return undefined;
}
