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
 * How a game collects answers:
 * - `choice`: the child picks the answer among distractors (needs the sum's distractors)
 * - `split`: the child fills both parts of a number bond
 * - `arrange`: the child puts things in place (an order, a spot on a number line, the next wagon)
 * - `shop`: the child counts, pays and gives change with coins and notes
 * - `typed`: the child types the answer (the fluency test)
 */
export type GameMechanic = 'choice' | 'split' | 'arrange' | 'shop' | 'typed';

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

function choice(id: GameId, nl: string, en: string): GameInfo {
  return {
    id,
    name: { nl, en },
    role: 'practice',
    mechanic: 'choice',
    answerKinds: CHOICE_KINDS,
    operations: 'any',
  };
}

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
  schatgraven: choice('schatgraven', 'Schatgraven', 'Treasure digging'),
  postbezorger: choice('postbezorger', 'Postbezorger', 'Postman'),
  treinwagon: {
    id: 'treinwagon',
    name: { nl: 'Treinwagon', en: 'Train wagons' },
    role: 'practice',
    mechanic: 'arrange',
    answerKinds: ['order', 'number'],
    operations: ['order', 'numberLine', 'count'],
  },
  splitsauto: {
    id: 'splitsauto',
    name: { nl: 'Splitsauto', en: 'Splitting car' },
    role: 'practice',
    mechanic: 'split',
    answerKinds: ['split'],
    operations: ['bond'],
  },
  waslijn: {
    id: 'waslijn',
    name: { nl: 'Waslijn', en: 'Washing line' },
    role: 'practice',
    mechanic: 'arrange',
    answerKinds: ['order', 'number'],
    operations: ['order', 'numberLine', 'count'],
  },
  splitsmachine: {
    id: 'splitsmachine',
    name: { nl: 'Splitsmachine', en: 'Splitting machine' },
    role: 'practice',
    mechanic: 'split',
    answerKinds: ['split'],
    operations: ['bond'],
  },
  ballengooien: choice('ballengooien', 'Ballen gooien', 'Ball throwing'),
  beestjesvangen: choice('beestjesvangen', 'Beestjes vangen', 'Bug catching'),
  ruimteschieten: choice('ruimteschieten', 'Ruimteschieten', 'Space shooting'),
  vishaak: choice('vishaak', 'Vishaak', 'Fishing hook'),
  ninja: choice('ninja', 'Ninja', 'Ninja'),
  buurtsuper: {
    id: 'buurtsuper',
    name: { nl: 'Buurtsuper', en: 'Corner shop' },
    role: 'practice',
    mechanic: 'shop',
    answerKinds: ['money', 'number'],
    operations: ['money'],
  },
  dinograven: choice('dinograven', 'Dino graven', 'Dinosaur dig'),
  sneeuwballengevecht: choice('sneeuwballengevecht', 'Sneeuwballengevecht', 'Snowball fight'),
  autorace: { ...choice('autorace', 'Autorace', 'Car race'), role: 'reward' },
  blobgezocht: choice('blobgezocht', 'Blob gezocht', 'Blob wanted'),
  botenkoers: choice('botenkoers', 'Botenkoers', 'Boat race'),
  dienbladbalanceren: choice('dienbladbalanceren', 'Dienblad balanceren', 'Tray balancing'),
  flipperkast: choice('flipperkast', 'Flipperkast', 'Pinball'),
  fotosafari: choice('fotosafari', 'Fotosafari', 'Photo safari'),
  glazenwasser: choice('glazenwasser', 'Glazenwasser', 'Window cleaner'),
  pijplijn: choice('pijplijn', 'Pijplijn', 'Pipeline'),
  pizzabakken: choice('pizzabakken', 'Pizza bakken', 'Pizza baking'),
  raketstrijd: choice('raketstrijd', 'Raketstrijd', 'Rocket battle'),
  taxirit: choice('taxirit', 'Taxirit', 'Taxi ride'),
  treinmachinist: choice('treinmachinist', 'Treinmachinist', 'Train driver'),
  tuinsproeien: choice('tuinsproeien', 'Tuin sproeien', 'Garden watering'),
  verfgooien: choice('verfgooien', 'Verf gooien', 'Paint throwing'),
  wortelboer: choice('wortelboer', 'Wortelboer', 'Carrot farmer'),
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
  'sneeuwballengevecht',
];

export function isBuiltGame(id: GameId): boolean {
  return BUILT_GAME_IDS.includes(id);
}

/** Games that unlock as a reward once the day's tasks are done. */
export const REWARD_GAME_IDS: readonly GameId[] = GAME_IDS.filter((id) => GAME_CATALOG[id].role === 'reward');
