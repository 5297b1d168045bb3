import { describe, expect, it } from 'vitest';
import { errorPage, escapeHtml, loginPage, preferredLanguage } from './pages';

describe('preferredLanguage', () => {
  it('picks the best-ranked language we speak, Dutch by default', () => {
    expect(preferredLanguage(undefined)).toBe('nl');
    expect(preferredLanguage('')).toBe('nl');
    expect(preferredLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(preferredLanguage('nl-BE,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(preferredLanguage('de-DE,en;q=0.5,nl;q=0.4')).toBe('en');
    expect(preferredLanguage('nl;q=0.3,en;q=0.6')).toBe('en');
    expect(preferredLanguage('en;q=0,nl')).toBe('nl');
    expect(preferredLanguage('fr-FR')).toBe('nl');
  });
});

describe('pages', () => {
  it('escapes every interpolated value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = loginPage({ language: 'nl', hidden: { state: '"><img src=x>' }, username: '<b>' });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(errorPage('en', '<script>')).not.toContain('<script>');
  });

  it('labels every field and has no script', () => {
    const html = loginPage({ language: 'en', hidden: {}, error: 'invalidCredentials', username: 'sam' });
    expect(html).toContain('<label for="username">');
    expect(html).toContain('<label for="password">');
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toMatch(/<script/i);
  });
});
