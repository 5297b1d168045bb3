/**
 * Texts every game shares (intro, HUD, feedback, end card, live region); each game's own texts
 * (title, how to play, prompts) live in its folder's manifest. The host hands a resolved copy of both
 * into the first scene via `init(data)`; Phaser code never calls i18next. Placeholders are `{name}`
 * and are filled with `fill`.
 */
import type { Locale } from '../domain/constants';
import type { GameManifest, OwnGameTexts } from './manifest';

export const gamesNl = {
  loading: 'Het spel wordt geladen…',
  loadError: 'Dit spel kon niet starten. Probeer het nog een keer.',
  notBuilt: 'Dit spel komt er binnenkort aan.',
  canvasLabel: '{title}: rekenspel',
  play: 'Spelen!',
  welcomeBack: 'Welkom terug!',
  resumeLine: 'Je hebt al {n} van de {total} sommen gedaan. Speel je verder?',
  resume: 'Verder!',
  again: 'Nog een keer',
  done: 'Klaar',
  ok: 'OK',
  check: 'Klaar!',
  pay: 'Betalen',
  progress: '{n} van {total}',
  soundOn: 'Geluid aan',
  soundOff: 'Geluid uit',
  readAloud: 'Voorlezen',
  praise: ['Goed zo!', 'Super!', 'Top!', 'Knap hoor!', 'Yes!'],
  itIs: 'Het is {answer}',
  endTitle: 'Goed gedaan!',
  endTitleSoft: 'Goed geoefend!',
  endLine: '{n} van de {total} sommen in één keer goed',
  live: {
    right: 'Goed.',
    wrong: 'Niet goed. Het antwoord is {answer}.',
  },
  ask: 'Wat hoort op de open plek?',
};

export type CommonGameTexts = typeof gamesNl;

/** What a scene gets: the shared texts and, under `game`, its own. */
export type GameTexts<T extends OwnGameTexts = OwnGameTexts> = CommonGameTexts & { game: T };

export const gamesEn: CommonGameTexts = {
  loading: 'Loading the game…',
  loadError: 'This game could not start. Please try again.',
  notBuilt: 'This game is coming soon.',
  canvasLabel: '{title}: maths game',
  play: 'Play!',
  welcomeBack: 'Welcome back!',
  resumeLine: 'You have done {n} of the {total} sums already. Shall we go on?',
  resume: 'Go on!',
  again: 'Play again',
  done: 'Done',
  ok: 'OK',
  check: 'Done!',
  pay: 'Pay',
  progress: '{n} of {total}',
  soundOn: 'Sound on',
  soundOff: 'Sound off',
  readAloud: 'Read aloud',
  praise: ['Great!', 'Super!', 'Brilliant!', 'Well done!', 'Yes!'],
  itIs: 'It is {answer}',
  endTitle: 'Well done!',
  endTitleSoft: 'Good practice!',
  endLine: '{n} of the {total} sums right first time',
  live: {
    right: 'Right.',
    wrong: 'Not quite. The answer is {answer}.',
  },
  ask: 'What goes in the gap?',
};

/** Belgian Dutch: the games use no words that differ from Dutch (groepen/klassen does not occur). */
export const gamesBe: Partial<CommonGameTexts> = {};

export function commonTexts(locale: Locale): CommonGameTexts {
  if (locale === 'en') return gamesEn;
  if (locale === 'be') return { ...gamesNl, ...gamesBe };
  return gamesNl;
}

/** A game's own texts in this locale (Belgian Dutch: Dutch with the game's Belgian words). */
export function ownTexts<T extends OwnGameTexts>(manifest: GameManifest<T>, locale: Locale): T {
  if (locale === 'en') return manifest.texts.en;
  if (locale === 'be') return { ...manifest.texts.nl, ...manifest.texts.be };
  return manifest.texts.nl;
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
