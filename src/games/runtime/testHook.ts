/**
 * `window.__game` for end-to-end tests (test builds only): reads the round's state and plays it
 * through the game's registered driver, which presses the same buttons and targets a child does.
 */
import type { GameId } from '../catalog';
import type { EndTexts, GameAnswer, GameDriver, GameEvents, GameState, RoundResult } from './contract';
import type { Emitter } from './emitter';
import type { GameTestHook } from './globals';

export interface InstalledHook {
  setDriver(driver: GameDriver): void;
  uninstall(): void;
}

export function installTestHook(id: GameId, events: Emitter<GameEvents>): InstalledHook {
  let driver: GameDriver | null = null;
  let state: GameState = 'loading';
  let result: RoundResult | null = null;
  let endCard: EndTexts | null = null;
  let renderer: 'webgl' | 'canvas' | null = null;
  const answers: GameAnswer[] = [];
  const exits: ('again' | 'done')[] = [];
  const off = [
    events.on('ready', (r) => (renderer = r.renderer)),
    events.on('state', (s) => (state = s)),
    events.on('answer', (a) => answers.push(a)),
    events.on('roundComplete', (r) => (result = r)),
    events.on('endCard', (texts) => (endCard = texts)),
    events.on('exit', ({ reason }) => exits.push(reason)),
  ];
  const hook: GameTestHook = {
    id,
    get state() {
      return state;
    },
    get answers() {
      return answers;
    },
    get result() {
      return result;
    },
    get endCard() {
      return endCard;
    },
    get renderer() {
      return renderer;
    },
    get exits() {
      return exits;
    },
    currentSum: () => driver?.currentSum() ?? null,
    choices: () => driver?.choices() ?? [],
    start: () => driver?.start() ?? false,
    progress: () => driver?.progress() ?? null,
    answer: (value) => driver?.answer(value) ?? false,
    finish: (reason) => driver?.finish(reason) ?? false,
    collection: () => driver?.collection() ?? [],
    targets: () => driver?.targets() ?? [],
    hold: (still) => driver?.hold(still),
  };
  window.__game = hook;
  return {
    setDriver(d) {
      driver = d;
    },
    uninstall() {
      off.forEach((fn) => fn());
      driver = null;
      if (window.__game === hook) delete window.__game;
    },
  };
}
