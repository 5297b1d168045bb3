import type { LocalizedText } from '../localized-text';
import type { AnswerKind, Operation, SumFeatures } from '../sums/types';

/** Every game of the student area (SPEC §2, the {game} route parameter). */
export const GAME_IDS = [
  'automatiseertoets',
  'bellenprikken',
  'stofzuigen',
  'bladblazen',
  'bananenboot',
  'schatgraven',
  'postbezorger',
  'treinwagon',
  'splitsauto',
  'waslijn',
  'splitsmachine',
  'ballengooien',
  'beestjesvangen',
  'ruimteschieten',
  'vishaak',
  'ninja',
  'buurtsuper',
  'dinograven',
  'sneeuwballengevecht',
  'autorace',
  'blobgezocht',
  'botenkoers',
  'dienbladbalanceren',
  'flipperkast',
  'fotosafari',
  'glazenwasser',
  'pijplijn',
  'pizzabakken',
  'raketstrijd',
  'taxirit',
  'treinmachinist',
  'tuinsproeien',
  'verfgooien',
  'wortelboer',
] as const;

export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

/**
 * How a game collects answers. Recall builds fluency better than recognition, and children tire of
 * one mechanic, so at most half of the games are a plain pick-one (`choice`):
 * - `choice`: the child picks the answer among distractors (needs the sum's distractors)
 * - `recall`: the child types the answer on a number pad (or the keyboard's digits)
 * - `numberLine`: the child places the answer on a number line
 * - `split`: the child fills both parts of a number bond
 * - `arrange`: the child puts things in place (an order, a spot on a number line, the next wagon)
 * - `group`: the child builds the sum as equal groups (arrays for the tables) and counts them
 * - `balance`: the child makes both sides equal, or says which side is heavier
 * - `shop`: the child counts, pays and gives change with coins and notes
 * - `typed`: the child types the answer (the fluency test)
 */
export type GameMechanic =
  'choice' | 'recall' | 'numberLine' | 'split' | 'arrange' | 'group' | 'balance' | 'shop' | 'typed';

export interface GameInfo {
  readonly id: GameId;
  readonly name: LocalizedText;
  /** `test`: the fluency test; `reward`: unlocked when the day's tasks are done; else practice. */
  readonly role: 'practice' | 'test' | 'reward';
  readonly mechanic: GameMechanic;
  readonly answerKinds: readonly AnswerKind[];
  /** Operations the game can host; `any` for every operation with a fitting answer kind. */
  readonly operations: readonly Operation[] | 'any';
}

const CHOICE_KINDS: readonly AnswerKind[] = ['number', 'comparison'];

function practice(
  id: GameId,
  nl: string,
  en: string,
  mechanic: GameMechanic,
  answerKinds: readonly AnswerKind[],
  operations: GameInfo['operations'] = 'any',
): GameInfo {
  return { id, name: { nl, en }, role: 'practice', mechanic, answerKinds, operations };
}

const choice = (id: GameId, nl: string, en: string) => practice(id, nl, en, 'choice', CHOICE_KINDS);
/**
 * A number answer typed or placed on a line: no comparisons, and no number-line sums, whose number to
 * place would be typed from the sum and whose arrow to read would show where the answer lies.
 */
const NOT_ON_A_LINE: readonly Operation[] = [
  'count',
  'add',
  'subtract',
  'bond',
  'complement',
  'double',
  'half',
  'multiply',
  'divide',
  'money',
];
const recall = (id: GameId, nl: string, en: string) =>
  practice(id, nl, en, 'recall', ['number'], NOT_ON_A_LINE);
const numberLine = (id: GameId, nl: string, en: string) =>
  practice(id, nl, en, 'numberLine', ['number'], NOT_ON_A_LINE);
/** Equal groups: the tables, doubling and halving. */
const group = (id: GameId, nl: string, en: string) =>
  practice(id, nl, en, 'group', ['number'], ['multiply', 'divide', 'double', 'half']);

/** The catalogue of all 34 games with Dutch and English names and what each can host. */
export const GAME_CATALOG: Readonly<Record<GameId, GameInfo>> = {
  automatiseertoets: {
    id: 'automatiseertoets',
    name: { nl: 'Automatiseertoets', en: 'Fluency test' },
    role: 'test',
    mechanic: 'typed',
    answerKinds: ['number'],
    operations: ['add', 'subtract', 'multiply', 'divide', 'bond', 'complement', 'double', 'half'],
  },
  bellenprikken: choice('bellenprikken', 'Bellen prikken', 'Bubble popping'),
  stofzuigen: choice('stofzuigen', 'Stofzuigen', 'Vacuuming'),
  bladblazen: choice('bladblazen', 'Bladblazen', 'Leaf blowing'),
  bananenboot: choice('bananenboot', 'Bananenboot', 'Banana boat'),
  schatgraven: numberLine('schatgraven', 'Schatgraven', 'Treasure digging'),
  postbezorger: choice('postbezorger', 'Postbezorger', 'Postman'),
  treinwagon: practice(
    'treinwagon',
    'Treinwagon',
    'Train wagons',
    'arrange',
    ['order', 'number'],
    ['order', 'numberLine', 'count'],
  ),
  splitsauto: practice('splitsauto', 'Splitsauto', 'Splitting car', 'split', ['split'], ['bond']),
  waslijn: practice(
    'waslijn',
    'Waslijn',
    'Washing line',
    'arrange',
    ['order', 'number'],
    ['order', 'numberLine', 'count'],
  ),
  splitsmachine: practice(
    'splitsmachine',
    'Splitsmachine',
    'Splitting machine',
    'split',
    ['split'],
    ['bond'],
  ),
  ballengooien: choice('ballengooien', 'Ballen gooien', 'Ball throwing'),
  beestjesvangen: choice('beestjesvangen', 'Beestjes vangen', 'Bug catching'),
  ruimteschieten: choice('ruimteschieten', 'Ruimteschieten', 'Space shooting'),
  vishaak: numberLine('vishaak', 'Vishaak', 'Fishing hook'),
  ninja: choice('ninja', 'Ninja', 'Ninja'),
  buurtsuper: practice('buurtsuper', 'Buurtsuper', 'Corner shop', 'shop', ['money', 'number'], ['money']),
  dinograven: recall('dinograven', 'Dino graven', 'Dinosaur dig'),
  sneeuwballengevecht: recall('sneeuwballengevecht', 'Sneeuwballengevecht', 'Snowball fight'),
  autorace: { ...choice('autorace', 'Autorace', 'Car race'), role: 'reward' },
  blobgezocht: choice('blobgezocht', 'Blob gezocht', 'Blob wanted'),
  botenkoers: recall('botenkoers', 'Botenkoers', 'Boat race'),
  dienbladbalanceren: practice('dienbladbalanceren', 'Dienblad balanceren', 'Tray balancing', 'balance', [
    'number',
    'comparison',
  ]),
  flipperkast: choice('flipperkast', 'Flipperkast', 'Pinball'),
  fotosafari: group('fotosafari', 'Fotosafari', 'Photo safari'),
  glazenwasser: recall('glazenwasser', 'Glazenwasser', 'Window cleaner'),
  pijplijn: practice('pijplijn', 'Pijplijn', 'Pipeline', 'split', ['split'], ['bond']),
  pizzabakken: group('pizzabakken', 'Pizza bakken', 'Pizza baking'),
  raketstrijd: choice('raketstrijd', 'Raketstrijd', 'Rocket battle'),
  taxirit: numberLine('taxirit', 'Taxirit', 'Taxi ride'),
  treinmachinist: recall('treinmachinist', 'Treinmachinist', 'Train driver'),
  tuinsproeien: numberLine('tuinsproeien', 'Tuin sproeien', 'Garden watering'),
  verfgooien: choice('verfgooien', 'Verf gooien', 'Paint throwing'),
  wortelboer: group('wortelboer', 'Wortelboer', 'Carrot farmer'),
};

/** Whether a game can host a sum with these features. */
export function gameSuits(gameId: GameId, features: Pick<SumFeatures, 'answerKind' | 'operation'>): boolean {
  const game = GAME_CATALOG[gameId];
  if (!game.answerKinds.includes(features.answerKind)) return false;
  return game.operations === 'any' || game.operations.includes(features.operation);
}

/** Practice games that can host a sum with these features, in catalogue order. */
export function gamesFor(features: Pick<SumFeatures, 'answerKind' | 'operation'>): GameId[] {
  return GAME_IDS.filter((id) => GAME_CATALOG[id].role === 'practice' && gameSuits(id, features));
}

/**
 * The games whose code exists (src/games/registry.ts; its test keeps the two lists equal). The server
 * offers these first, so a child is never sent to a game that is still being made.
 */
export const BUILT_GAME_IDS: readonly GameId[] = [
  'automatiseertoets',
  'bellenprikken',
  'splitsmachine',
  'waslijn',
  'ruimteschieten',
  'buurtsuper',
  'autorace',
  'stofzuigen',
  'bladblazen',
  'ballengooien',
  'ninja',
  'sneeuwballengevecht',
  'vishaak',
  'verfgooien',
  'beestjesvangen',
  'fotosafari',
];

export function isBuiltGame(id: GameId): boolean {
  return BUILT_GAME_IDS.includes(id);
}

/** Games that unlock as a reward once the day's tasks are done. */
export const REWARD_GAME_IDS: readonly GameId[] = GAME_IDS.filter((id) => GAME_CATALOG[id].role === 'reward');
