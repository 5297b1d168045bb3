/**
 * Reading a sum aloud on request, with the browser's speechSynthesis and a Dutch or English voice.
 * Optional: without speech support (or without a fitting voice) the button is simply not offered.
 */
import type { Locale } from '../../domain/constants';
import type { DisplayToken, Sum } from '../../domain/sums/types';

const EN_OPERATOR = { '+': 'plus', '-': 'minus', '×': 'times', ':': 'divided by' } as const;
const EN_RELATION = { '=': 'equals', '<': 'is less than', '>': 'is more than' } as const;

function englishAmount(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (euros === 0) return `${rest} cents`;
  if (rest === 0) return `${euros} ${euros === 1 ? 'euro' : 'euros'}`;
  return `${euros} ${euros === 1 ? 'euro' : 'euros'} ${rest}`;
}

function englishToken(token: DisplayToken): string {
  switch (token.type) {
    case 'number':
      return String(token.value);
    case 'operator':
      return EN_OPERATOR[token.symbol];
    case 'relation':
      return EN_RELATION[token.symbol];
    case 'blank':
      return 'what';
    case 'separator':
      return ',';
    case 'money':
      return englishAmount(token.cents);
  }
}

/** What to say for a sum: the domain's Dutch speech, or an English reading of its tokens. */
export function speakableText(sum: Sum, locale: Locale): string {
  if (locale !== 'en') return sum.display.speech;
  const spoken = sum.display.tokens.map(englishToken).join(' ').replace(/ ,/g, ',');
  return `${sum.display.prompt.en} ${spoken}`.trim();
}

/** BCP 47 language for the voice. */
export function voiceLanguage(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : locale === 'be' ? 'nl-BE' : 'nl-NL';
}

/** Picks the best voice: exact language, then same language family. */
export function pickVoice<V extends { lang: string }>(voices: readonly V[], locale: Locale): V | null {
  const wanted = voiceLanguage(locale).toLowerCase();
  const family = wanted.slice(0, 2);
  const norm = (v: V): string => v.lang.toLowerCase().replace('_', '-');
  return voices.find((v) => norm(v) === wanted) ?? voices.find((v) => norm(v).startsWith(family)) ?? null;
}

export function speechAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance === 'function'
  );
}

/** Speaks the text; resolves when done (or at once when speech is unavailable). */
export function speak(text: string, locale: Locale): Promise<void> {
  if (!speechAvailable()) return Promise.resolve();
  return new Promise((resolve) => {
    const synth = window.speechSynthesis;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = voiceLanguage(locale);
    const voice = pickVoice(synth.getVoices(), locale);
    if (voice) utterance.voice = voice;
    utterance.rate = 0.9;
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    synth.speak(utterance);
    // Some engines never fire onend for an unvoiced utterance: don't hang the round on it.
    setTimeout(resolve, 8000);
  });
}

export function stopSpeaking(): void {
  if (speechAvailable()) window.speechSynthesis.cancel();
}
