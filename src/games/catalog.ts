/**
 * The game catalogue as the games area uses it. ADAPTER: the domain engine's GAME_CATALOG
 * (src/domain/curriculum/games.ts) is not merged yet; this file mirrors its shape and is replaced by a
 * re-export once it lands.
 */
import type { AnswerKind, Operation } from '../domain/sums/types';

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

export type GameMechanic = 'choice' | 'split' | 'arrange' | 'shop' | 'typed';

export interface GameInfo {
  readonly id: GameId;
  readonly name: { readonly nl: string; readonly en: string };
  readonly role: 'practice' | 'test' | 'reward';
  readonly mechanic: GameMechanic;
  readonly answerKinds: readonly AnswerKind[];
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

function arrange(id: GameId, nl: string, en: string): GameInfo {
  return {
    id,
    name: { nl, en },
    role: 'practice',
    mechanic: 'arrange',
    answerKinds: ['order', 'number'],
    operations: ['order', 'numberLine', 'count'],
  };
}

function split(id: GameId, nl: string, en: string): GameInfo {
  return {
    id,
    name: { nl, en },
    role: 'practice',
    mechanic: 'split',
    answerKinds: ['split'],
    operations: ['bond'],
  };
}

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
  treinwagon: arrange('treinwagon', 'Treinwagon', 'Train wagons'),
  splitsauto: split('splitsauto', 'Splitsauto', 'Splitting car'),
  waslijn: arrange('waslijn', 'Waslijn', 'Washing line'),
  splitsmachine: split('splitsmachine', 'Splitsmachine', 'Splitting machine'),
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
export function gameSuits(
  gameId: GameId,
  features: { answerKind: AnswerKind; operation: Operation },
): boolean {
  const game = GAME_CATALOG[gameId];
  if (!game.answerKinds.includes(features.answerKind)) return false;
  return game.operations === 'any' || game.operations.includes(features.operation);
}
