import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { applyResponseMessage, fieldErrorsOfResponse, http } from './http';

function errorWith(data: unknown, status = 400) {
  return new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', undefined, undefined, {
    data,
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });
}

describe('http instance', () => {
  it('uses the SPEC constants', () => {
    expect(http.defaults.timeout).toBe(0);
    expect(http.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(http.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('replaces the error message with the body message', () => {
    const error = applyResponseMessage(errorWith({ message: 'Dit veld is verplicht' })) as Error;
    expect(error.message).toBe('Dit veld is verplicht');
  });

  it('keeps the error message when the body has none', () => {
    const error = applyResponseMessage(errorWith('plain text')) as Error;
    expect(error.message).toBe('Request failed with status code 400');
  });

  it('reads field errors of a 400', () => {
    expect(fieldErrorsOfResponse(errorWith({ message: 'x', errors: { email: 'email' } }))).toEqual({
      email: 'email',
    });
    expect(fieldErrorsOfResponse(new Error('x'))).toBeUndefined();
  });
});
