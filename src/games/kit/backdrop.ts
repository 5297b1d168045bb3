/** A game's background: painted once onto a canvas texture the size of the logical screen. */
import Phaser from 'phaser';
import { canvasTexture } from './art';

type Painter = (ctx: CanvasRenderingContext2D, w: number, h: number) => void;

/**
 * Paints the background at one texture pixel per logical unit (it is soft scenery; a sharper one
 * would cost memory and fill rate for nothing) and shows it centred behind everything added later.
 *
 * With Phaser's Canvas renderer (software drawing) the scenery does not move, so it is not drawn in
 * every frame: it becomes the canvas element's CSS background and the game canvas is transparent
 * (kit/mount.ts), which takes a full-screen image off each frame's drawing. With WebGL it is an image.
 */
export function backdrop(
  scene: Phaser.Scene,
  key: string,
  width: number,
  height: number,
  paint: Painter,
): Phaser.GameObjects.Image | null {
  canvasTexture(scene, key, width, height, paint, 1);
  if (scene.game.config.renderType === Phaser.CANVAS) {
    const source = scene.textures.get(key).getSourceImage() as HTMLCanvasElement;
    const style = scene.game.canvas.style;
    style.backgroundImage = `url(${source.toDataURL('image/jpeg', 0.92)})`;
    style.backgroundSize = '100% 100%';
    return null;
  }
  return scene.add.image(width / 2, height / 2, key);
}

/** Fills the whole canvas with a top-to-bottom gradient through `stops` ([offset, colour]). */
export function fillVertical(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  stops: readonly (readonly [number, string])[],
): void {
  const gradient = ctx.createLinearGradient(0, 0, 0, h);
  for (const [offset, color] of stops) gradient.addColorStop(offset, color);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, w, h);
}
