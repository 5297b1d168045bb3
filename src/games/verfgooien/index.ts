import type { GameLaunch, MountedGame } from '../runtime/contract';
import { mountScene } from '../kit/mount';
import { VerfgooienScene } from './scene';

/** The verfgooien chunk: Phaser, the kit and this game's scene load only when it is played. */
export function mount(parent: HTMLElement, launch: GameLaunch): MountedGame {
  return mountScene(parent, launch, VerfgooienScene, { background: '#d9c7a8' });
}
