import type { GameLaunch, MountedGame } from '../runtime/contract';
import { mountScene } from '../kit/mount';
import { AutoraceScene } from './scene';

/** The autorace chunk (the reward game): Phaser, the kit and the race load only when it is played. */
export function mount(parent: HTMLElement, launch: GameLaunch): MountedGame {
  return mountScene(parent, launch, AutoraceScene, { background: '#63c05a' });
}
