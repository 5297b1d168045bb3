import { describe, expect, it } from 'vitest';
import { documentLanguage, localeFromHost } from './locale';

describe('locale from host', () => {
  it('follows the ending of the host name', () => {
    expect(localeFromHost('www.rekenblobs.nl')).toBe('nl');
    expect(localeFromHost('www.rekenblobs.be')).toBe('be');
    expect(localeFromHost('www.mathsblobs.co.uk')).toBe('en');
    expect(localeFromHost('WWW.MATHSBLOBS.UK.')).toBe('en');
  });

  it('falls back to Dutch', () => {
    expect(localeFromHost('localhost')).toBe('nl');
    expect(localeFromHost('127.0.0.1')).toBe('nl');
    expect(localeFromHost('rekenblobs.de')).toBe('nl');
  });

  it('maps the document language of be to nl', () => {
    expect(documentLanguage('be')).toBe('nl');
    expect(documentLanguage('nl')).toBe('nl');
    expect(documentLanguage('en')).toBe('en');
  });
});
