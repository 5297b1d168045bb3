import type { GameLaunch, MountedGame } from '../runtime/contract';
import { mountScene } from '../kit/mount';
import { RuimteschietenScene } from './scene';

/** The ruimteschieten chunk: Phaser, the kit and this game's scene load only when it is played. */
export function mount(parent: HTMLElement, launch: GameLaunch): MountedGame {
  return mountScene(parent, launch, RuimteschietenScene, { background: '#0b1030' });
}
