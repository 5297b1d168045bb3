/**
 * Texts of the games (namespace `games`). The host hands a resolved copy into the first scene via
 * `init(data)`; Phaser code never calls i18next. Placeholders are `{name}` and are filled with `fill`.
 */
import type { Locale } from '../domain/constants';

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
  points: '{n} punten',
  live: {
    right: 'Goed.',
    wrong: 'Niet goed. Het antwoord is {answer}.',
  },
  ask: 'Wat hoort op de open plek?',
  games: {
    automatiseertoets: {
      title: 'Automatiseertoets',
      howTo: 'Typ het antwoord en druk op OK. Rustig aan: het gaat erom wat je al weet.',
      endTitle: 'Je bent klaar met de toets!',
      endAnswered: 'Je hebt {n} sommen gemaakt.',
      endLine: 'Je had {n} sommen goed, en {fluent} daarvan wist je meteen.',
      endStopped: 'We stoppen hier: deze sommen oefenen we eerst nog.',
    },
    bellenprikken: {
      title: 'Bellen prikken',
      howTo: 'Prik de bel met het goede antwoord!',
    },
    splitsmachine: {
      title: 'Splitsmachine',
      howTo: 'De machine splitst het getal in twee delen. Welk deel mist er?',
      free: 'Splits het getal in twee delen!',
    },
    waslijn: {
      title: 'Waslijn',
      howTo: 'Hang de kaarten op de goede plek aan de waslijn!',
      asc: 'Van klein naar groot',
      desc: 'Van groot naar klein',
      pick: 'Welke kaart hoort op de open plek?',
    },
    ruimteschieten: {
      title: 'Ruimteschieten',
      howTo: 'Schiet de planetoïde met het goede antwoord kapot!',
    },
    buurtsuper: {
      title: 'Buurtsuper',
      howTo: 'Reken af in de winkel met munten en briefjes!',
      pay: 'Betaal precies {price}',
      count: 'Hoeveel geld is dit?',
      change: 'Het kost {price}. Je betaalt met {paid}. Hoeveel krijg je terug?',
      total: 'Op de toonbank: {total}',
      takeBack: 'Tik op geld op de toonbank om het terug te pakken.',
    },
    autorace: {
      title: 'Autorace',
      howTo: 'Rijd door de poort met het goede antwoord! Stuur met de pijltjes of tik op een rijbaan.',
      finish: 'Finish',
    },
  },
};

export type GameTexts = typeof gamesNl;

export const gamesEn: GameTexts = {
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
  points: '{n} points',
  live: {
    right: 'Right.',
    wrong: 'Not quite. The answer is {answer}.',
  },
  ask: 'What goes in the gap?',
  games: {
    automatiseertoets: {
      title: 'Fluency test',
      howTo: 'Type the answer and press OK. Take your time: this is about what you already know.',
      endTitle: 'You have finished the test!',
      endAnswered: 'You did {n} sums.',
      endLine: 'You got {n} sums right, and you knew {fluent} of them straight away.',
      endStopped: 'We stop here: we will practise these sums first.',
    },
    bellenprikken: {
      title: 'Bubble popping',
      howTo: 'Pop the bubble with the right answer!',
    },
    splitsmachine: {
      title: 'Splitting machine',
      howTo: 'The machine splits the number into two parts. Which part is missing?',
      free: 'Split the number into two parts!',
    },
    waslijn: {
      title: 'Washing line',
      howTo: 'Hang the cards in the right place on the washing line!',
      asc: 'From small to big',
      desc: 'From big to small',
      pick: 'Which card goes in the gap?',
    },
    ruimteschieten: {
      title: 'Space shooting',
      howTo: 'Shoot the asteroid with the right answer!',
    },
    buurtsuper: {
      title: 'Corner shop',
      howTo: 'Pay in the shop with coins and notes!',
      pay: 'Pay exactly {price}',
      count: 'How much money is this?',
      change: 'It costs {price}. You pay with {paid}. How much change do you get?',
      total: 'On the counter: {total}',
      takeBack: 'Tap money on the counter to take it back.',
    },
    autorace: {
      title: 'Car race',
      howTo: 'Drive through the gate with the right answer! Steer with the arrow keys or tap a lane.',
      finish: 'Finish',
    },
  },
};

/** Belgian Dutch: the games use no words that differ from Dutch (groepen/klassen does not occur). */
export const gamesBe: Partial<GameTexts> = {};

export function gameTexts(locale: Locale): GameTexts {
  if (locale === 'en') return gamesEn;
  if (locale === 'be') return { ...gamesNl, ...gamesBe };
  return gamesNl;
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
