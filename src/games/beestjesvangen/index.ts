import type { GameLaunch, MountedGame } from '../runtime/contract';
import { mountScene } from '../kit/mount';
import { BeestjesvangenScene } from './scene';

/** The bug-catching chunk: Phaser, the kit and this game's scene load only when it is played. */
export function mount(parent: HTMLElement, launch: GameLaunch): MountedGame {
  return mountScene(parent, launch, BeestjesvangenScene, { background: '#8fd3ff' });
}
