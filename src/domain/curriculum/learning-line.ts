import type { GeneratorParamsInput, GeneratorSettingInput } from '../generators/settings';
import type { SumSource } from '../generators/source';
import { gameSuits, type GameId } from './games';
import type {
  CurriculumDomain,
  Goal,
  GoalPart,
  LearningLine,
  PracticeTask,
  SchoolGroup,
  Subgoal,
} from './types';

/*
 * The seeded learning line for automating + - × : in groups 3 to 8, ordered as Dutch schools teach
 * it (after SLO, "Tussendoelen rekenen-wiskunde", 2017). Ids are stable: the database and the
 * students' progress refer to them. Add tasks freely; never reuse or rename an id.
 */

/*
 * Games for number answers in four rotations, so neighbouring tasks offer different games and each
 * rotation mixes mechanics: picking one answer, recalling it (number pad) and placing it on a line.
 */
const GAMES_A: GameId[] = [
  'bellenprikken',
  'ruimteschieten',
  'ballengooien',
  'vishaak',
  'ninja',
  'beestjesvangen',
];
const GAMES_B: GameId[] = [
  'stofzuigen',
  'bladblazen',
  'bananenboot',
  'schatgraven',
  'postbezorger',
  'dinograven',
];
const GAMES_C: GameId[] = [
  'sneeuwballengevecht',
  'blobgezocht',
  'botenkoers',
  'dienbladbalanceren',
  'flipperkast',
  'tuinsproeien',
];
const GAMES_D: GameId[] = [
  'glazenwasser',
  'raketstrijd',
  'taxirit',
  'treinmachinist',
  'verfgooien',
  'bananenboot',
];
/** Games that build a table as equal groups (arrays); offered with every times and division table. */
const GROUPS: GameId[] = ['fotosafari', 'pizzabakken', 'wortelboer'];
/** The games of a rotation that can host number-line sums (reading or placing a number). */
const onALine = (games: GameId[]): GameId[] =>
  games.filter((g) => gameSuits(g, { answerKind: 'number', operation: 'numberLine' }));
/** The games of a rotation that can host comparisons (<, >, =), with the balance first. */
const comparing = (games: GameId[]): GameId[] => [
  'dienbladbalanceren',
  ...games.filter(
    (g) => g !== 'dienbladbalanceren' && gameSuits(g, { answerKind: 'comparison', operation: 'compare' }),
  ),
];
const SPLIT: GameId[] = ['splitsmachine', 'splitsauto', 'pijplijn'];
const ARRANGE: GameId[] = ['waslijn', 'treinwagon'];
const SHOP: GameId[] = ['buurtsuper'];

const gen = (setting: GeneratorSettingInput): SumSource => ({ type: 'generator', setting });
const mix = (...settings: GeneratorSettingInput[]): SumSource => ({ type: 'mix', settings });

function task(
  id: string,
  nl: string,
  en: string,
  group: SchoolGroup,
  source: SumSource,
  gameIds: GameId[],
  goal: PracticeTask['goal'] = 'automate',
): PracticeTask {
  return { id, name: { nl, en }, group, source, gameIds, goal };
}

const part = (id: string, nl: string, en: string, tasks: PracticeTask[]): GoalPart => ({
  id,
  name: { nl, en },
  tasks,
});
const subgoal = (id: string, nl: string, en: string, parts: GoalPart[]): Subgoal => ({
  id,
  name: { nl, en },
  parts,
});
const goal = (id: string, nl: string, en: string, groups: SchoolGroup[], subgoals: Subgoal[]): Goal => ({
  id,
  name: { nl, en },
  groups,
  subgoals,
});
/** A part with a single task of the same name. */
const single = (
  id: string,
  nl: string,
  en: string,
  group: SchoolGroup,
  source: SumSource,
  games: GameId[],
  kind: PracticeTask['goal'] = 'automate',
): GoalPart => part(`so-${id}`, nl, en, [task(`ot-${id}`, nl, en, group, source, games, kind)]);

const ALL_FORMS = ['result', 'missingFirst', 'missingSecond'] as const;
const TABLES_1_10 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

// ---------------------------------------------------------------------------------------------
// Getalbegrip (number sense)

const counting = goal(
  'td-tellen',
  'Tellen en terugtellen',
  'Counting on and back',
  [3, 4, 5],
  [
    subgoal('sd-tellen-20', 'Tellen tot 20', 'Counting to 20', [
      single(
        'doortellen-20',
        'Doortellen tot 20',
        'Counting on to 20',
        3,
        gen({ generator: 'count', params: { max: 20 } }),
        [...ARRANGE, ...GAMES_A],
      ),
      single(
        'terugtellen-20',
        'Terugtellen vanaf 20',
        'Counting back from 20',
        3,
        gen({ generator: 'count', params: { max: 20, direction: 'down' } }),
        [...ARRANGE, ...GAMES_B],
      ),
      single(
        'sprongen-2-20',
        'Tellen met sprongen van 2',
        'Counting in twos',
        3,
        gen({ generator: 'count', params: { max: 20, steps: [2], direction: 'both', aligned: true } }),
        [...ARRANGE, ...GAMES_C],
      ),
    ]),
    subgoal('sd-tellen-100', 'Tellen tot 100', 'Counting to 100', [
      single(
        'tellen-100',
        'Door- en terugtellen tot 100',
        'Counting on and back to 100',
        4,
        gen({ generator: 'count', params: { max: 100, direction: 'both' } }),
        [...ARRANGE, ...GAMES_A],
      ),
      single(
        'sprongen-100',
        'Sprongen van 2, 5 en 10',
        'Counting in 2s, 5s and 10s',
        4,
        gen({
          generator: 'count',
          params: { max: 100, steps: [2, 5, 10], direction: 'both', aligned: true },
        }),
        [...ARRANGE, ...GAMES_B],
      ),
      single(
        'sprongen-10-vrij',
        'Sprongen van 10 vanaf elk getal',
        'Tens on and back from any number',
        4,
        gen({ generator: 'count', params: { max: 100, steps: [10], direction: 'both' } }),
        [...ARRANGE, ...GAMES_D],
      ),
    ]),
    subgoal('sd-tellen-1000', 'Tellen tot 1000', 'Counting to 1000', [
      single(
        'sprongen-1000',
        'Sprongen van 10 en 100 tot 1000',
        'Tens and hundreds to 1000',
        5,
        gen({ generator: 'count', params: { max: 1000, steps: [10, 100], direction: 'both' } }),
        [...ARRANGE, ...GAMES_C],
        'apply',
      ),
    ]),
  ],
);

const numberLine = goal(
  'td-getallenlijn',
  'Getallen op de getallenlijn',
  'Numbers on the number line',
  [3, 4, 5, 7],
  [
    subgoal('sd-getallenlijn-20', 'Getallenlijn tot 20', 'Number line to 20', [
      single(
        'getallenlijn-20-lezen',
        'Getallen aflezen tot 20',
        'Reading numbers to 20',
        3,
        gen({ generator: 'numberLine', params: { max: 20, tick: 1 } }),
        [...ARRANGE, ...onALine(GAMES_A)],
        'apply',
      ),
      single(
        'getallenlijn-20-plaatsen',
        'Getallen plaatsen tot 20',
        'Placing numbers to 20',
        3,
        gen({ generator: 'numberLine', params: { max: 20, tick: 1, mode: 'place' } }),
        ARRANGE,
        'apply',
      ),
    ]),
    subgoal('sd-getallenlijn-100', 'Getallenlijn tot 100', 'Number line to 100', [
      single(
        'getallenlijn-100',
        'Getallenlijn tot 100',
        'Number line to 100',
        4,
        gen({ generator: 'numberLine', params: { max: 100, tick: 10, mode: 'both' } }),
        ARRANGE,
        'apply',
      ),
    ]),
    subgoal('sd-getallenlijn-1000', 'Getallenlijn tot 1000', 'Number line to 1000', [
      single(
        'getallenlijn-1000',
        'Getallenlijn tot 1000',
        'Number line to 1000',
        5,
        gen({ generator: 'numberLine', params: { max: 1000, tick: 100, mode: 'both', multipleOf: 10 } }),
        ARRANGE,
        'apply',
      ),
    ]),
    subgoal('sd-getallenlijn-10000', 'Getallenlijn tot 10 000', 'Number line to 10,000', [
      single(
        'getallenlijn-10000',
        'Getallenlijn tot 10 000',
        'Number line to 10,000',
        7,
        gen({ generator: 'numberLine', params: { max: 10000, tick: 1000, mode: 'both', multipleOf: 100 } }),
        ARRANGE,
        'apply',
      ),
    ]),
  ],
);

const compareOrder = goal(
  'td-vergelijken-ordenen',
  'Getallen vergelijken en ordenen',
  'Comparing and ordering numbers',
  [3, 4, 5, 8],
  [
    subgoal('sd-vergelijken', 'Vergelijken met <, > en =', 'Comparing with <, > and =', [
      single(
        'vergelijken-20',
        'Vergelijken tot 20',
        'Comparing to 20',
        3,
        gen({ generator: 'compare', params: { max: 20 } }),
        comparing(GAMES_A),
        'apply',
      ),
      single(
        'vergelijken-100',
        'Vergelijken tot 100',
        'Comparing to 100',
        4,
        gen({ generator: 'compare', params: { max: 100, maxDifference: 12 } }),
        comparing(GAMES_B),
        'apply',
      ),
      single(
        'vergelijken-1000',
        'Vergelijken tot 1000',
        'Comparing to 1000',
        5,
        gen({ generator: 'compare', params: { max: 1000, maxDifference: 60 } }),
        comparing(GAMES_C),
        'apply',
      ),
    ]),
    subgoal('sd-ordenen', 'Getallen ordenen', 'Ordering numbers', [
      single(
        'ordenen-20',
        'Ordenen tot 20',
        'Ordering to 20',
        3,
        gen({ generator: 'order', params: { max: 20, count: 3 } }),
        ARRANGE,
        'apply',
      ),
      single(
        'ordenen-100',
        'Ordenen tot 100',
        'Ordering to 100',
        4,
        gen({ generator: 'order', params: { max: 100, count: 4, direction: 'both' } }),
        ARRANGE,
        'apply',
      ),
      single(
        'ordenen-1000',
        'Ordenen tot 1000',
        'Ordering to 1000',
        5,
        gen({ generator: 'order', params: { max: 1000, count: 5, direction: 'both' } }),
        ARRANGE,
        'apply',
      ),
      single(
        'ordenen-100000',
        'Ordenen tot 100 000',
        'Ordering to 100,000',
        8,
        gen({ generator: 'order', params: { max: 100000, count: 5, direction: 'both' } }),
        ARRANGE,
        'apply',
      ),
    ]),
  ],
);

const COINS = [5, 10, 20, 50, 100, 200];
const money = goal(
  'td-geld',
  'Rekenen met geld',
  'Money',
  [4, 5, 6, 7],
  [
    subgoal('sd-geld-tellen', 'Geld tellen', 'Counting money', [
      single(
        'geld-tellen-1',
        'Munten tellen tot 1 euro',
        'Counting coins to 1 euro',
        4,
        gen({ generator: 'money', params: { mode: 'count', maxCents: 100, pieces: [5, 10, 20, 50] } }),
        [...SHOP, ...GAMES_A],
        'apply',
      ),
      single(
        'geld-tellen-10',
        'Geld tellen tot 10 euro',
        'Counting money to 10 euros',
        4,
        gen({
          generator: 'money',
          params: { mode: 'count', maxCents: 1000, multipleOf: 10, pieces: [...COINS, 500] },
        }),
        [...SHOP, ...GAMES_B],
        'apply',
      ),
      single(
        'geld-tellen-100',
        'Geld tellen tot 100 euro',
        'Counting money to 100 euros',
        5,
        gen({
          generator: 'money',
          params: { mode: 'count', minCents: 500, maxCents: 10000, multipleOf: 50 },
        }),
        [...SHOP, ...GAMES_C],
        'apply',
      ),
    ]),
    subgoal('sd-geld-betalen', 'Betalen', 'Paying', [
      single(
        'betalen-10',
        'Betalen tot 10 euro',
        'Paying up to 10 euros',
        5,
        gen({ generator: 'money', params: { mode: 'pay', maxCents: 1000, multipleOf: 10 } }),
        SHOP,
        'apply',
      ),
      single(
        'betalen-100',
        'Betalen tot 100 euro',
        'Paying up to 100 euros',
        6,
        gen({ generator: 'money', params: { mode: 'pay', minCents: 1000, maxCents: 10000, multipleOf: 50 } }),
        SHOP,
        'apply',
      ),
    ]),
    subgoal('sd-wisselgeld', 'Wisselgeld', 'Giving change', [
      single(
        'wisselgeld-10',
        'Wisselgeld tot 10 euro',
        'Change up to 10 euros',
        6,
        gen({ generator: 'money', params: { mode: 'change', maxCents: 1000, multipleOf: 5 } }),
        [...SHOP, ...GAMES_D],
        'apply',
      ),
      single(
        'wisselgeld-100',
        'Wisselgeld tot 100 euro',
        'Change up to 100 euros',
        7,
        gen({
          generator: 'money',
          params: { mode: 'change', minCents: 1000, maxCents: 10000, multipleOf: 50 },
        }),
        [...SHOP, ...GAMES_A],
        'apply',
      ),
    ]),
  ],
);

// ---------------------------------------------------------------------------------------------
// Optellen en aftrekken (addition and subtraction)

const bonds = goal(
  'td-splitsen',
  'Splitsen en aanvullen',
  'Number bonds and complements',
  [3, 4, 5, 6],
  [
    subgoal('sd-splitsen-10', 'Splitsen tot 10', 'Number bonds to 10', [
      single(
        'splitsen-5',
        'Splitsen tot en met 5',
        'Bonds up to 5',
        3,
        gen({ generator: 'bond', params: { minWhole: 2, maxWhole: 5 } }),
        SPLIT,
      ),
      single(
        'splitsen-6-9',
        'Splitsen van 6 tot en met 9',
        'Bonds of 6 to 9',
        3,
        gen({ generator: 'bond', params: { minWhole: 6, maxWhole: 9 } }),
        SPLIT,
      ),
      single(
        'splitsen-10',
        'De splitsingen van 10',
        'Bonds of 10',
        3,
        gen({ generator: 'bond', params: { minWhole: 10, maxWhole: 10, form: 'mixed' } }),
        SPLIT,
      ),
    ]),
    subgoal('sd-splitsen-20', 'Splitsen tot 20', 'Number bonds to 20', [
      single(
        'splitsen-11-20',
        'Splitsen van 11 tot en met 20',
        'Bonds of 11 to 20',
        4,
        gen({ generator: 'bond', params: { minWhole: 11, maxWhole: 20 } }),
        SPLIT,
      ),
    ]),
    subgoal('sd-aanvullen', 'Aanvullen', 'Complements', [
      single(
        'aanvullen-10',
        'Aanvullen tot 10',
        'Making 10',
        3,
        gen({ generator: 'complement', params: { target: 10 } }),
        GAMES_A,
      ),
      single(
        'aanvullen-20',
        'Aanvullen tot 20',
        'Making 20',
        4,
        gen({ generator: 'complement', params: { target: 20 } }),
        GAMES_B,
      ),
      single(
        'aanvullen-100-tientallen',
        'Aanvullen tot 100 met tientallen',
        'Making 100 with tens',
        4,
        gen({ generator: 'complement', params: { target: 100, multipleOf: 10 } }),
        GAMES_C,
      ),
      single(
        'aanvullen-100',
        'Aanvullen tot 100',
        'Making 100',
        5,
        gen({ generator: 'complement', params: { target: 100 } }),
        GAMES_D,
      ),
      single(
        'aanvullen-1000',
        'Aanvullen tot 1000',
        'Making 1000',
        6,
        gen({ generator: 'complement', params: { target: 1000, multipleOf: 10 } }),
        GAMES_A,
        'apply',
      ),
    ]),
  ],
);

const add = (params: GeneratorParamsInput<'add'>): GeneratorSettingInput => ({ generator: 'add', params });
const sub = (params: GeneratorParamsInput<'subtract'>): GeneratorSettingInput => ({
  generator: 'subtract',
  params,
});

const within10 = goal(
  'td-plusmin-10',
  'Optellen en aftrekken tot 10',
  'Adding and subtracting to 10',
  [3],
  [
    subgoal('sd-plus-10', 'Optellen tot 10', 'Adding to 10', [
      single('plus-10', 'Plussommen tot 10', 'Additions to 10', 3, gen(add({ max: 10 })), GAMES_A),
      single(
        'plus-10-open',
        'Plussommen tot 10 met open plek',
        'Missing numbers in additions to 10',
        3,
        gen(add({ max: 10, forms: ['missingFirst', 'missingSecond'] })),
        GAMES_B,
      ),
    ]),
    subgoal('sd-min-10', 'Aftrekken tot 10', 'Subtracting to 10', [
      single('min-10', 'Minsommen tot 10', 'Subtractions to 10', 3, gen(sub({ max: 10 })), GAMES_C),
      single(
        'min-10-open',
        'Minsommen tot 10 met open plek',
        'Missing numbers in subtractions to 10',
        3,
        gen(sub({ max: 10, forms: ['missingFirst', 'missingSecond'] })),
        GAMES_D,
      ),
    ]),
    subgoal('sd-plusmin-10', 'Plus en min tot 10 gemengd', 'Mixed + and - to 10', [
      single(
        'plusmin-10',
        'Plus en min tot 10 door elkaar',
        'Mixed + and - to 10',
        3,
        mix(add({ max: 10 }), sub({ max: 10 })),
        GAMES_A,
      ),
    ]),
  ],
);

const within20 = goal(
  'td-plusmin-20',
  'Optellen en aftrekken tot 20',
  'Adding and subtracting to 20',
  [3, 4],
  [
    subgoal('sd-20-zonder', 'Tot 20 zonder tientalpassering', 'To 20 without bridging ten', [
      single(
        'plus-20-zonder',
        'Plussommen tot 20 zonder tientalpassering',
        'Additions to 20 without bridging',
        3,
        gen(add({ max: 20, minTotal: 11, crossing: 'none' })),
        GAMES_B,
      ),
      single(
        'min-20-zonder',
        'Minsommen tot 20 zonder tientalpassering',
        'Subtractions to 20 without bridging',
        3,
        gen(sub({ max: 20, minTotal: 11, crossing: 'none' })),
        GAMES_C,
      ),
    ]),
    subgoal('sd-20-met', 'Tot 20 met tientalpassering', 'To 20 bridging ten', [
      single(
        'plus-20-met',
        'Plussommen over het tiental',
        'Additions bridging ten',
        4,
        gen(add({ max: 20, crossing: 'only' })),
        GAMES_D,
      ),
      single(
        'min-20-met',
        'Minsommen over het tiental',
        'Subtractions bridging ten',
        4,
        gen(sub({ max: 20, crossing: 'only' })),
        GAMES_A,
      ),
      single(
        'plusmin-20-met-open',
        'Over het tiental met open plek',
        'Missing numbers bridging ten',
        4,
        mix(
          add({ max: 20, crossing: 'only', forms: ['missingFirst', 'missingSecond'] }),
          sub({ max: 20, crossing: 'only', forms: ['missingFirst', 'missingSecond'] }),
        ),
        GAMES_B,
      ),
    ]),
    subgoal('sd-plusmin-20', 'Plus en min tot 20 gemengd', 'Mixed + and - to 20', [
      single(
        'plusmin-20',
        'Plus en min tot 20 door elkaar',
        'Mixed + and - to 20',
        4,
        mix(add({ max: 20, minTotal: 11 }), sub({ max: 20, minTotal: 11 })),
        GAMES_C,
      ),
    ]),
  ],
);

const within100 = goal(
  'td-plusmin-100',
  'Optellen en aftrekken tot 100',
  'Adding and subtracting to 100',
  [4, 5],
  [
    subgoal('sd-100-tientallen', 'Met tientallen', 'With whole tens', [
      single(
        'plus-tientallen',
        'Tientallen optellen',
        'Adding tens',
        4,
        gen(add({ max: 100, multipleOf: 10 })),
        GAMES_A,
      ),
      single(
        'min-tientallen',
        'Tientallen aftrekken',
        'Subtracting tens',
        4,
        gen(sub({ max: 100, multipleOf: 10 })),
        GAMES_B,
      ),
    ]),
    subgoal('sd-100-eenheden', 'Tientallen en eenheden plus of min eenheden', 'Two-digit numbers and units', [
      single(
        'plus-100-eenheden-zonder',
        'TE + E zonder tientalpassering',
        '2-digit + 1-digit without bridging',
        4,
        gen(add({ max: 100, minTotal: 21, second: 'units', crossing: 'none' })),
        GAMES_C,
        'apply',
      ),
      single(
        'plus-100-eenheden-met',
        'TE + E over het tiental',
        '2-digit + 1-digit bridging ten',
        4,
        gen(add({ max: 100, minTotal: 21, second: 'units', crossing: 'only' })),
        GAMES_D,
        'apply',
      ),
      single(
        'min-100-eenheden-zonder',
        'TE - E zonder tientalpassering',
        '2-digit - 1-digit without bridging',
        4,
        gen(sub({ max: 100, minTotal: 21, second: 'units', crossing: 'none' })),
        GAMES_A,
        'apply',
      ),
      single(
        'min-100-eenheden-met',
        'TE - E over het tiental',
        '2-digit - 1-digit bridging ten',
        4,
        gen(sub({ max: 100, minTotal: 21, second: 'units', crossing: 'only' })),
        GAMES_B,
        'apply',
      ),
    ]),
    subgoal('sd-100-te-t', 'Tientallen en eenheden plus of min tientallen', 'Two-digit numbers and tens', [
      single(
        'plus-100-te-t',
        'TE + T',
        '2-digit + tens',
        4,
        gen(add({ max: 100, second: 'tens', minTotal: 21 })),
        GAMES_C,
        'apply',
      ),
      single(
        'min-100-te-t',
        'TE - T',
        '2-digit - tens',
        4,
        gen(sub({ max: 100, second: 'tens', minTotal: 21 })),
        GAMES_D,
        'apply',
      ),
    ]),
    subgoal(
      'sd-100-te-te',
      'Tientallen en eenheden plus of min tientallen en eenheden',
      'Two-digit and two-digit numbers',
      [
        single(
          'plus-100',
          'TE + TE',
          '2-digit + 2-digit',
          5,
          gen(add({ max: 100, minOperand: 11 })),
          GAMES_A,
          'apply',
        ),
        single(
          'min-100',
          'TE - TE',
          '2-digit - 2-digit',
          5,
          gen(sub({ max: 100, minOperand: 11 })),
          GAMES_B,
          'apply',
        ),
        single(
          'plusmin-100',
          'Plus en min tot 100 door elkaar',
          'Mixed + and - to 100',
          5,
          mix(add({ max: 100 }), sub({ max: 100 })),
          GAMES_C,
          'apply',
        ),
      ],
    ),
  ],
);

const within1000 = goal(
  'td-plusmin-1000',
  'Optellen en aftrekken tot 1000 en verder',
  'Adding and subtracting to 1000 and beyond',
  [5, 6, 7],
  [
    subgoal('sd-1000-ronde-getallen', 'Met honderdtallen en tientallen', 'With hundreds and tens', [
      single(
        'plusmin-honderdtallen',
        'Honderdtallen plus en min',
        'Hundreds plus and minus',
        5,
        mix(add({ max: 1000, multipleOf: 100 }), sub({ max: 1000, multipleOf: 100 })),
        GAMES_D,
      ),
      single(
        'plus-1000-tientallen',
        'Tientallen optellen tot 1000',
        'Adding tens to 1000',
        5,
        gen(add({ max: 1000, multipleOf: 10 })),
        GAMES_A,
        'apply',
      ),
      single(
        'min-1000-tientallen',
        'Tientallen aftrekken tot 1000',
        'Subtracting tens to 1000',
        5,
        gen(sub({ max: 1000, multipleOf: 10 })),
        GAMES_B,
        'apply',
      ),
    ]),
    subgoal('sd-1000', 'Tot 1000', 'To 1000', [
      single(
        'plus-1000',
        'Optellen tot 1000',
        'Adding to 1000',
        6,
        gen(add({ max: 1000 })),
        GAMES_C,
        'apply',
      ),
      single(
        'min-1000',
        'Aftrekken tot 1000',
        'Subtracting to 1000',
        6,
        gen(sub({ max: 1000 })),
        GAMES_D,
        'apply',
      ),
    ]),
    subgoal('sd-10000', 'Tot 10 000', 'To 10,000', [
      single(
        'plusmin-10000',
        'Plus en min tot 10 000 met ronde getallen',
        'Round numbers to 10,000',
        7,
        mix(add({ max: 10000, multipleOf: 100 }), sub({ max: 10000, multipleOf: 100 })),
        GAMES_A,
        'apply',
      ),
    ]),
  ],
);

// ---------------------------------------------------------------------------------------------
// Vermenigvuldigen en delen (multiplication and division)

const doubling = goal(
  'td-verdubbelen-halveren',
  'Verdubbelen en halveren',
  'Doubling and halving',
  [3, 4, 5],
  [
    subgoal('sd-dubbel-helft-20', 'Dubbelen en helften tot 20', 'Doubles and halves to 20', [
      single(
        'dubbel-10',
        'Dubbelen tot 10 + 10',
        'Doubles to 10 + 10',
        3,
        gen({ generator: 'double', params: { max: 10 } }),
        GAMES_B,
      ),
      single(
        'helft-20',
        'Helften tot 20',
        'Halves to 20',
        3,
        gen({ generator: 'half', params: { max: 10 } }),
        GAMES_C,
      ),
    ]),
    subgoal('sd-dubbel-helft-100', 'Dubbelen en helften tot 100', 'Doubles and halves to 100', [
      single(
        'dubbel-50',
        'Verdubbelen tot 100',
        'Doubling to 100',
        4,
        gen({ generator: 'double', params: { max: 50 } }),
        GAMES_D,
        'apply',
      ),
      single(
        'helft-100',
        'Halveren tot 100',
        'Halving to 100',
        4,
        gen({ generator: 'half', params: { max: 50 } }),
        GAMES_A,
        'apply',
      ),
    ]),
    subgoal('sd-dubbel-helft-1000', 'Dubbelen en helften tot 1000', 'Doubles and halves to 1000', [
      single(
        'dubbel-1000',
        'Ronde getallen verdubbelen',
        'Doubling round numbers',
        5,
        gen({ generator: 'double', params: { min: 10, max: 500, multipleOf: 10 } }),
        GAMES_B,
        'apply',
      ),
      single(
        'helft-1000',
        'Ronde getallen halveren',
        'Halving round numbers',
        5,
        gen({ generator: 'half', params: { min: 10, max: 500, multipleOf: 10 } }),
        GAMES_C,
        'apply',
      ),
    ]),
  ],
);

const table = (n: number, group: SchoolGroup, games: GameId[]): GoalPart =>
  single(
    `tafel-${n}`,
    `Tafel van ${n}`,
    `${n} times table`,
    group,
    gen({ generator: 'multiply', params: { tables: [n] } }),
    [...games, ...GROUPS],
  );
const divisionTable = (n: number, group: SchoolGroup, games: GameId[]): GoalPart =>
  single(
    `deeltafel-${n}`,
    `Deeltafel van ${n}`,
    `Dividing by ${n}`,
    group,
    gen({ generator: 'divide', params: { tables: [n] } }),
    [...games, ...GROUPS],
  );
const mixedTables = (
  id: string,
  nl: string,
  en: string,
  group: SchoolGroup,
  tables: number[],
  games: GameId[],
): GoalPart =>
  single(id, nl, en, group, gen({ generator: 'multiply', params: { tables } }), [...games, ...GROUPS]);
const mixedDivision = (
  id: string,
  nl: string,
  en: string,
  group: SchoolGroup,
  tables: number[],
  games: GameId[],
): GoalPart =>
  single(id, nl, en, group, gen({ generator: 'divide', params: { tables } }), [...games, ...GROUPS]);

const tables = goal(
  'td-tafels',
  'Tafels van vermenigvuldiging',
  'Times tables',
  [4, 5],
  [
    subgoal('sd-tafels-1-2-5-10', 'Tafels van 1, 2, 5 en 10', 'Tables of 1, 2, 5 and 10', [
      table(1, 4, GAMES_A),
      table(2, 4, GAMES_B),
      table(10, 4, GAMES_C),
      table(5, 4, GAMES_D),
      mixedTables(
        'tafels-1-2-5-10',
        'Tafels van 1, 2, 5 en 10 door elkaar',
        'Tables of 1, 2, 5 and 10 mixed',
        4,
        [1, 2, 5, 10],
        GAMES_A,
      ),
    ]),
    subgoal('sd-tafels-3-4', 'Tafels van 3 en 4', 'Tables of 3 and 4', [
      table(3, 4, GAMES_B),
      table(4, 4, GAMES_C),
      mixedTables(
        'tafels-1-5-10-3-4',
        'Tafels van 1 tot en met 5 en 10 door elkaar',
        'Tables of 1 to 5 and 10 mixed',
        4,
        [1, 2, 3, 4, 5, 10],
        GAMES_D,
      ),
    ]),
    subgoal('sd-tafels-6-9', 'Tafels van 6, 7, 8 en 9', 'Tables of 6, 7, 8 and 9', [
      table(6, 5, GAMES_A),
      table(7, 5, GAMES_B),
      table(8, 5, GAMES_C),
      table(9, 5, GAMES_D),
      mixedTables(
        'tafels-6-9',
        'Tafels van 6 tot en met 9 door elkaar',
        'Tables of 6 to 9 mixed',
        5,
        [6, 7, 8, 9],
        GAMES_A,
      ),
    ]),
    subgoal('sd-tafels-alle', 'Alle tafels', 'All tables', [
      mixedTables('tafels-alle', 'Alle tafels door elkaar', 'All tables mixed', 5, TABLES_1_10, GAMES_B),
      single(
        'tafels-alle-open',
        'Alle tafels met open plek',
        'All tables with a missing number',
        5,
        gen({
          generator: 'multiply',
          params: { tables: TABLES_1_10, forms: ['missingFirst', 'missingSecond'] },
        }),
        GAMES_C,
      ),
      single(
        'tafels-6-9-omgekeerd',
        'Tafels van 6 tot en met 9, ook omgekeerd (3 × 7 en 7 × 3)',
        'Tables of 6 to 9 both ways round (3 × 7 and 7 × 3)',
        5,
        gen({ generator: 'multiply', params: { tables: [6, 7, 8, 9], commuted: true } }),
        GAMES_D,
      ),
    ]),
  ],
);

const divisionTables = goal(
  'td-deeltafels',
  'Deeltafels',
  'Division tables',
  [5, 6],
  [
    subgoal('sd-deeltafels-2-5-10', 'Deeltafels van 2, 5 en 10', 'Dividing by 2, 5 and 10', [
      divisionTable(2, 5, GAMES_A),
      divisionTable(5, 5, GAMES_B),
      divisionTable(10, 5, GAMES_C),
      mixedDivision(
        'deeltafels-2-5-10',
        'Deeltafels van 2, 5 en 10 door elkaar',
        'Dividing by 2, 5 and 10 mixed',
        5,
        [2, 5, 10],
        GAMES_D,
      ),
    ]),
    subgoal('sd-deeltafels-3-4', 'Deeltafels van 3 en 4', 'Dividing by 3 and 4', [
      divisionTable(3, 5, GAMES_A),
      divisionTable(4, 5, GAMES_B),
    ]),
    subgoal('sd-deeltafels-6-9', 'Deeltafels van 6, 7, 8 en 9', 'Dividing by 6, 7, 8 and 9', [
      divisionTable(6, 5, GAMES_C),
      divisionTable(7, 5, GAMES_D),
      divisionTable(8, 5, GAMES_A),
      divisionTable(9, 5, GAMES_B),
    ]),
    subgoal('sd-deeltafels-alle', 'Alle deeltafels', 'All division tables', [
      mixedDivision(
        'deeltafels-alle',
        'Alle deeltafels door elkaar',
        'All division tables mixed',
        6,
        [2, 3, 4, 5, 6, 7, 8, 9, 10],
        GAMES_C,
      ),
      single(
        'deeltafels-alle-open',
        'Alle deeltafels met open plek',
        'All division tables with a missing number',
        6,
        gen({
          generator: 'divide',
          params: { tables: [2, 3, 4, 5, 6, 7, 8, 9, 10], forms: ['missingFirst', 'missingSecond'] },
        }),
        GAMES_D,
      ),
    ]),
  ],
);

const maintenance = goal(
  'td-onderhoud',
  'Onderhouden en uitbreiden',
  'Keeping facts fresh and going further',
  [6, 7, 8],
  [
    subgoal('sd-onderhoud', 'Bijhouden: alles door elkaar', 'Keeping up: everything mixed', [
      single(
        'onderhoud-plusmin-20',
        'Plus en min tot 20 bijhouden',
        'Keeping up + and - to 20',
        6,
        mix(add({ max: 20, forms: [...ALL_FORMS] }), sub({ max: 20, forms: [...ALL_FORMS] })),
        GAMES_A,
      ),
      single(
        'onderhoud-keer-deel',
        'Tafels en deeltafels door elkaar',
        'Times and division tables mixed',
        6,
        mix(
          { generator: 'multiply', params: { tables: TABLES_1_10, forms: [...ALL_FORMS] } },
          { generator: 'divide', params: { tables: TABLES_1_10, forms: [...ALL_FORMS] } },
        ),
        GAMES_B,
      ),
    ]),
    subgoal('sd-grote-tafels', 'Tafels boven de 10', 'Tables beyond 10', [
      single(
        'tafels-11-12',
        'Tafels van 11 en 12',
        'Tables of 11 and 12',
        7,
        gen({ generator: 'multiply', params: { tables: [11, 12], maxFactor: 12 } }),
        GAMES_C,
      ),
      single(
        'tafels-15-20',
        'Tafels van 15 en 20',
        'Tables of 15 and 20',
        7,
        gen({ generator: 'multiply', params: { tables: [15, 20], maxFactor: 10 } }),
        GAMES_D,
      ),
      single(
        'tafels-13-19',
        'Tafels van 13 tot en met 19',
        'Tables of 13 to 19',
        8,
        gen({ generator: 'multiply', params: { tables: [13, 14, 16, 17, 18, 19], maxFactor: 10 } }),
        GAMES_A,
        'apply',
      ),
      single(
        'deeltafels-11-20',
        'Deeltafels boven de 10',
        'Division tables beyond 10',
        8,
        gen({ generator: 'divide', params: { tables: [11, 12, 15, 20], maxQuotient: 12 } }),
        GAMES_B,
        'apply',
      ),
    ]),
  ],
);

const domains: CurriculumDomain[] = [
  {
    id: 'dom-getalbegrip',
    name: { nl: 'Getalbegrip', en: 'Number sense' },
    goals: [counting, numberLine, compareOrder, money],
  },
  {
    id: 'dom-optellen-aftrekken',
    name: { nl: 'Optellen en aftrekken', en: 'Addition and subtraction' },
    goals: [bonds, within10, within20, within100, within1000],
  },
  {
    id: 'dom-vermenigvuldigen-delen',
    name: { nl: 'Vermenigvuldigen en delen', en: 'Multiplication and division' },
    goals: [doubling, tables, divisionTables, maintenance],
  },
];

/** The seeded learning line for automating + - × : in groups 3 to 8. */
export const LEARNING_LINE: LearningLine = {
  id: 'leerlijn-automatiseren',
  version: 1,
  name: { nl: 'Leerlijn automatiseren', en: 'Fact fluency learning line' },
  domains,
};
