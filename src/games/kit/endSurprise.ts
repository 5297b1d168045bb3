/**
 * A game's end-of-round surprise beside (or below) the end card, and the way it pops in.
 */
import type Phaser from 'phaser';
import { besideEndCard, type BesidePlacement } from './besideEndCard';
import { COLORS, label } from './ui';

/** When the surprise appears: after the end card has come in. */
const REVEAL_DELAY_MS = 900;

/**
 * Lets a surprise pop in once the end card is up: `surprise` grows from nothing (turning from
 * `tilt` degrees to `angle`), its texts fade in after it. With reduced motion everything just stands.
 */
export function revealBesideEndCard(
  scene: Phaser.Scene,
  surprise: Phaser.GameObjects.Image | Phaser.GameObjects.Container,
  texts: readonly Phaser.GameObjects.Text[],
  options: { reduced: boolean; tilt?: number; angle?: number },
): void {
  if (options.reduced) return;
  const { scaleX, scaleY } = surprise;
  surprise.setScale(0).setAngle(options.tilt ?? 0);
  scene.tweens.add({
    targets: surprise,
    scaleX,
    scaleY,
    angle: options.angle ?? 0,
    delay: REVEAL_DELAY_MS,
    duration: 500,
    ease: 'Back.easeOut',
  });
  if (texts.length === 0) return;
  for (const text of texts) text.setAlpha(0);
  scene.tweens.add({ targets: texts, alpha: 1, delay: REVEAL_DELAY_MS + 200, duration: 300 });
}

export interface SurpriseOptions {
  /** The surprise's texture and its size on screen (units). */
  key: string;
  width: number;
  height: number;
  /** Above the surprise: what it is; below it: what the round collected. */
  caption: string;
  count: string;
  captionSize?: number;
  reduced: boolean;
  /** The angle it pops in from. */
  tilt?: number;
  placement?: BesidePlacement;
}

/** A surprise image beside (or below) the end card, with a caption above and a count below it. */
export function surpriseBesideEndCard(
  scene: Phaser.Scene,
  W: number,
  H: number,
  options: SurpriseOptions,
): void {
  const { key, width, height } = options;
  const place = besideEndCard(W, H, width, options.placement);
  const image = scene.add.image(place.x, place.y, key).setDisplaySize(width, height).setDepth(101);
  const text = (t: string, y: number, size: number, origin: number): Phaser.GameObjects.Text =>
    label(scene, place.x, y, t, {
      size,
      color: COLORS.ink,
      stroke: COLORS.white,
      strokeWidth: 8,
      wrapWidth: place.wrap,
    })
      .setOrigin(0.5, origin)
      .setDepth(102);
  const caption = text(options.caption, place.y - height / 2 - 6, options.captionSize ?? 28, 1);
  const count = text(options.count, place.y + height / 2 + 6, 24, 0);
  revealBesideEndCard(scene, image, [caption, count], { reduced: options.reduced, tilt: options.tilt });
}
