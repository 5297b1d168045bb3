import type { GameLaunch, MountedGame } from '../runtime/contract';
import { mountScene } from '../kit/mount';
import { WaslijnScene } from './scene';

/** The waslijn chunk: Phaser, the kit and this game's scene load only when it is played. */
export function mount(parent: HTMLElement, launch: GameLaunch): MountedGame {
  return mountScene(parent, launch, WaslijnScene, { background: '#9ee0ff' });
}
