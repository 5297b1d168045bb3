import { describe, expect, it } from 'vitest';
import { pickVoice, speakableText, voiceLanguage } from './speech';
import { sum } from './testing';

describe('reading sums aloud', () => {
  it('uses the domain’s Dutch speech for nl and be', () => {
    const s = sum('add:7+5');
    expect(speakableText(s, 'nl')).toBe(s.display.speech);
    expect(speakableText(s, 'be')).toBe(s.display.speech);
  });

  it('reads the tokens in English for en', () => {
    expect(speakableText(sum('mul:3x4'), 'en')).toBe(
      `${sum('mul:3x4').display.prompt.en} 3 times 4 equals what`,
    );
    expect(speakableText(sum('money:pay:250'), 'en')).toContain('2 euros 50');
  });

  it('picks a voice of the language, else of the language family', () => {
    const voices = [{ lang: 'en-US' }, { lang: 'nl_NL' }, { lang: 'nl-BE' }];
    expect(pickVoice(voices, 'be')).toEqual({ lang: 'nl-BE' });
    expect(pickVoice(voices, 'nl')).toEqual({ lang: 'nl_NL' });
    expect(pickVoice(voices, 'en')).toEqual({ lang: 'en-US' });
    expect(pickVoice([{ lang: 'de-DE' }], 'nl')).toBeNull();
    expect(voiceLanguage('en')).toBe('en-GB');
  });
});
