import type { GameLaunch, MountedGame } from '../runtime/contract';
import { mountScene } from '../kit/mount';
import { FotosafariScene } from './scene';

/** The fotosafari chunk: Phaser, the kit and this game's scene load only when it is played. */
export function mount(parent: HTMLElement, launch: GameLaunch): MountedGame {
  return mountScene(parent, launch, FotosafariScene, { background: '#f6d98b' });
}
