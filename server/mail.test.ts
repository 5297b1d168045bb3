import { describe, expect, it } from 'vitest';
import { mailLanguageOf } from './mail';

describe('mailLanguageOf', () => {
  it.each([
    [{ acceptLanguage: 'en', country: 'BE' }, 'en'],
    [{ acceptLanguage: 'en-GB,en;q=0.9', country: 'NL' }, 'en'],
    [{ acceptLanguage: 'nl-BE', country: 'NL' }, 'be'],
    [{ acceptLanguage: 'nl', country: 'BE' }, 'be'],
    [{ acceptLanguage: 'nl', country: 'NL' }, 'nl'],
    [{ country: 'BE' }, 'be'],
    [{ country: 'NL' }, 'nl'],
    [{}, 'nl'],
  ] as const)('%o writes in %s', (context, language) => {
    expect(mailLanguageOf(context)).toBe(language);
  });
});
