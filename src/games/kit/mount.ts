/**
 * Creates ONE Phaser.Game for one mount of the host, sized to the container, and starts the game's
 * scene with the launch data (`init(data)`). Each mount gets its own child element, so a game still
 * being destroyed (Phaser destroys on its next frame) never shares a canvas parent with its successor.
 */
import Phaser from 'phaser';
import type { GameLaunch, MountedGame } from '../runtime/contract';
import { MIN_TARGET_CSS } from '../runtime/preferences';
import type { SceneData } from './GameScene';
import { probeWebgl, resolveRenderer } from './renderer';
import { CANVAS_MAX_ZOOM, computeViewport, MAX_ZOOM, minTargetSize } from './scaling';

export interface MountOptions {
  background: string;
}

export function mountScene(
  parent: HTMLElement,
  launch: GameLaunch,
  SceneClass: new () => Phaser.Scene,
  options: MountOptions,
): MountedGame {
  const container = document.createElement('div');
  container.className = 'game-host__stage';
  container.style.position = 'absolute';
  container.style.inset = '0';
  container.style.background = options.background;
  parent.appendChild(container);

  const probe = probeWebgl();
  const renderer = resolveRenderer(launch.settings.renderer ?? 'auto', probe.renderer, probe.available);
  const rect = parent.getBoundingClientRect();
  const viewport = computeViewport(
    rect.width,
    rect.height,
    window.devicePixelRatio || 1,
    renderer === 'canvas' ? CANVAS_MAX_ZOOM : MAX_ZOOM,
  );
  const minTarget = minTargetSize(
    viewport,
    rect.width,
    rect.height,
    MIN_TARGET_CSS[launch.settings.inputMethod],
  );

  const game = new Phaser.Game({
    type: renderer === 'canvas' ? Phaser.CANVAS : Phaser.WEBGL,
    parent: container,
    backgroundColor: options.background,
    // Canvas: the scenery is the canvas element's CSS background (kit/backdrop.ts).
    transparent: renderer === 'canvas',
    banner: false,
    audio: { noAudio: true },
    scale: {
      mode: Phaser.Scale.FIT,
      autoCenter: Phaser.Scale.CENTER_BOTH,
      width: Math.round(viewport.width * viewport.zoom),
      height: Math.round(viewport.height * viewport.zoom),
    },
    render: { antialias: true, powerPreference: 'default' },
    // Keys are read by the scene from the window directly (see GameScene).
    input: { activePointers: 3, keyboard: false },
    disableContextMenu: true,
  });
  const data: SceneData = { ...launch, viewport, minTarget, renderer };
  game.scene.add('main', SceneClass, true, data);

  let destroyed = false;
  return {
    destroy() {
      if (destroyed) return;
      destroyed = true;
      game.events.once(Phaser.Core.Events.DESTROY, () => container.remove());
      game.destroy(true);
      // If the game never booted its loop, the DESTROY event may come late: hide it now.
      container.style.visibility = 'hidden';
    },
  };
}
