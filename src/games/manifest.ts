/**
 * The shape of a game folder's `manifest.ts`: everything the rest of the app and the tests need to
 * know of one game, without loading its scene (no Phaser here, nor in any manifest). The registry,
 * the texts, the test game page and the e2e specs read the manifests of all folders.
 */
import type { CustomTaskBody } from '../domain/contracts/practice';
import type { GameId } from '../domain/curriculum/games';
import type { GeneratorSettingInput } from '../domain/generators';
import type { SumWindow } from '../domain/sums/types';

/** The texts of one game; a game adds its own keys (prompts, labels) next to these two. */
export interface OwnGameTexts {
  /** Title on the intro card and in the canvas label. */
  title: string;
  /** One sentence on the intro card and the test game picker: what to do. */
  howTo: string;
  /**
   * What the host's live region says of an answer in a game that shows no right or wrong (the fluency
   * test): `liveAnswered` with `{answer}` (what the child gave), `liveSkipped` when the time ran out.
   * Without them the region says right or wrong (the shared `live` texts).
   */
  liveAnswered?: string;
  liveSkipped?: string;
}

/** A window of sums for the test game page: parts of generated sums, easy to harder. */
export interface TestWindowRecipe {
  parts: { setting: GeneratorSettingInput; count: number }[];
  reserve?: { setting: GeneratorSettingInput; count: number };
  purpose?: SumWindow['purpose'];
}

export interface GameManifest<T extends OwnGameTexts = OwnGameTexts> {
  /** The folder's name, one of the catalogue's ids (src/domain/curriculum/games.ts). */
  id: GameId;
  /** Belgian Dutch lists only what differs from Dutch. */
  texts: { nl: T; en: T; be: Partial<T> };
  /** Sums for a trial round on the test game page (and the e2e round in tests/e2e/games.spec.ts). */
  testWindow: TestWindowRecipe;
  /**
   * Practice games: what tests/e2e/practice-games.spec.ts plays against the real server, a teacher's
   * custom task whose sums suit the game, for a new child the test adds to this demo group (a fresh
   * child: no earlier rounds or fluency test come before the task on the map).
   */
  practiceCase?: { group: 'Groep 4' | 'Groep 6'; task: Pick<CustomTaskBody, 'name' | 'source'> };
}

/** Keeps the game's own text type, so its scene reads `this.texts.game.<key>` typed. */
export function defineGame<T extends OwnGameTexts>(manifest: GameManifest<T>): GameManifest<T> {
  return manifest;
}

/** The type of a game's own texts, for its scene: `GameScene<TextsOf<typeof manifest>>`. */
export type TextsOf<M> = M extends GameManifest<infer T> ? T : never;
