import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { accuracyBand, bandLegend, legendText, percentRight } from '../../../domain/insight/bands';
import { schoolInsightBe } from './texts.be';
import { schoolInsightEn } from './texts.en';
import { schoolInsightNl } from './texts.nl';

/** The progress screens' texts in a language, as the screens load them (Belgian Dutch falls back to Dutch). */
async function texts(lng: 'nl' | 'be' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: { be: ['nl'], default: ['nl'] },
    resources: {
      nl: { 'school-insight': schoolInsightNl },
      be: { 'school-insight': schoolInsightBe },
      en: { 'school-insight': schoolInsightEn },
    },
    defaultNS: 'school-insight',
    interpolation: { escapeValue: false },
  });
  return (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
}

/** A legend line as BandLegend writes it: the band's name, then its percentages. */
const line = (t: (key: string, values?: Record<string, unknown>) => string, colour: string) => {
  const entry = bandLegend().find((e) => e.colour === colour)!;
  return `${t(`insight.colours.${colour}`)}: ${legendText(entry, t, 'insight.bands')}`;
};

describe('the colour legend of the progress screens', () => {
  it('says of 92% right what its colour means: the top band, 70% or more right', async () => {
    const nl = await texts('nl');
    const colour = accuracyBand(23, 25);
    expect(percentRight(23, 25)).toBe(92);
    expect(nl('insight.group.percent', { percent: 92 })).toBe('92% goed');
    expect(line(nl, colour)).toBe('Gaat goed: 70% of meer goed');
    expect(line(nl, accuracyBand(41, 50))).toBe('Gaat goed: 70% of meer goed'); // 82%
    expect(line(nl, accuracyBand(3, 5))).toBe('Oefent nog: 50 tot en met 69% goed');
    expect(line(nl, accuracyBand(18, 43))).toBe('Heeft moeite: minder dan 50% goed');
    expect(line(nl, accuracyBand(0, 0))).toBe('Niet geoefend: geen antwoorden in de periode');
  });

  it('words every band in nl, be and en', async () => {
    const expected = {
      nl: [
        '70% of meer goed',
        '50 tot en met 69% goed',
        'minder dan 50% goed',
        'geen antwoorden in de periode',
      ],
      be: [
        '70% of meer juist',
        '50 tot en met 69% juist',
        'minder dan 50% juist',
        'geen antwoorden in de periode',
      ],
      en: ['70% or more right', '50 to 69% right', 'under 50% right', 'no answers in the period'],
    };
    for (const lng of ['nl', 'be', 'en'] as const) {
      const t = await texts(lng);
      expect(bandLegend().map((e) => legendText(e, t, 'insight.bands'))).toEqual(expected[lng]);
    }
  });

  it('words counts in their number (i18next _one/_other), also in Belgian Dutch', async () => {
    const be = await texts('be');
    const en = await texts('en');
    const nl = await texts('nl');
    expect(nl('insight.calendar.answers', { count: 1 })).toBe('1 antwoord');
    expect(nl('insight.calendar.answers', { count: 21 })).toBe('21 antwoorden');
    expect(en('insight.calendar.minutes', { count: 1 })).toBe('1 minute practised');
    expect(en('insight.growth.behind', { count: 3 })).toBe('3 tasks behind.');
    expect(nl('insight.growth.behind', { count: 1 })).toBe('1 taak achter.');
    expect(nl('insight.stuckReason.noProgress', { count: 6, correct: 9, answers: 30 })).toBe(
      'komt niet verder, 6 dagen geoefend, 9 van 30 goed',
    );
    expect(be('insight.stuckReason.manyMisses', { correct: 18, answers: 43 })).toBe(
      'veel fouten, 18 van 43 juist',
    );
    expect(nl('insight.stuckReason.manyMisses', { correct: 18, answers: 43 })).toBe(
      'veel fouten, 18 van 43 goed',
    );
  });
});
