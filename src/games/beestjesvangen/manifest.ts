import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'beestjesvangen',
  texts: {
    nl: {
      title: 'Beestjes vangen',
      howTo:
        'Vlinders en beestjes fladderen door de wei. Vang met je net het beestje met het goede antwoord en doe het in je pot! Tik erop, of kies met de pijltjes en druk op Enter.',
      jar: 'Mijn pot',
      newKind: 'Nieuw: {kind}!',
      kinds: 'blauwtje|citroenvlinder|dagpauwoog|lieveheersbeestje|bij',
      caught: 'Je ving {n} beestjes, {k} van de 5 soorten.',
      surpriseGoldenButterfly: 'Verrassing: een gouden vlinder komt op je pot zitten!',
      surpriseFireflies: 'Verrassing: alle soorten gevangen! Nu gloeien er vuurvliegjes in je pot.',
      surpriseCaterpillar: 'Verrassing: een rups in het gras. Volgende keer is het een vlinder!',
    },
    en: {
      title: 'Bug catching',
      howTo:
        'Butterflies and bugs flutter over the meadow. Catch the bug with the right answer in your net and put it in your jar! Tap it, or pick with the arrow keys and press Enter.',
      jar: 'My jar',
      newKind: 'New: {kind}!',
      kinds: 'common blue|brimstone|peacock butterfly|ladybird|bee',
      caught: 'You caught {n} bugs, {k} of the 5 kinds.',
      surpriseGoldenButterfly: 'Surprise: a golden butterfly lands on your jar!',
      surpriseFireflies: 'Surprise: every kind caught! Now fireflies glow in your jar.',
      surpriseCaterpillar: 'Surprise: a caterpillar in the grass. Next time it will be a butterfly!',
    },
    be: {
      newKind: 'Nieuw: een {kind}!',
      kinds: 'blauwtje|citroenvlinder|dagpauwoog|onzelievevrouwbeestje|bij',
      jar: 'Mijn bokaal',
      surpriseGoldenButterfly: 'Verrassing: een gouden vlinder komt op je bokaal zitten!',
      surpriseFireflies: 'Verrassing: alle soorten gevangen! Nu gloeien er vuurvliegjes in je bokaal.',
      howTo:
        'Vlinders en beestjes fladderen door de wei. Vang met je net het beestje met het goede antwoord en doe het in je bokaal! Tik erop, of kies met de pijltjes en druk op Enter.',
    },
  },
  testWindow: {
    parts: [
      { setting: { generator: 'multiply', params: { tables: [2, 5, 10] } }, count: 4 },
      { setting: { generator: 'add', params: { max: 20 } }, count: 3 },
      { setting: { generator: 'compare', params: { max: 20 } }, count: 1 },
    ],
    reserve: { setting: { generator: 'multiply', params: { tables: [1, 2, 10], maxFactor: 5 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 4',
    task: {
      name: { nl: 'De tafels van 2, 5 en 10', en: 'The 2, 5 and 10 times tables' },
      source: { type: 'generator', setting: { generator: 'multiply', params: { tables: [2, 5, 10] } } },
    },
  },
});
