/**
 * Feedback animations: a right answer bursts into stars; a wrong one gets a gentle shake (and the
 * game shows the correct answer). With reduced motion the same information comes without movement:
 * a few still stars that fade, and a colour change instead of a shake.
 */
import type Phaser from 'phaser';
import { CONFETTI_COLORS, frameNames } from './art';
import { COLORS, label } from './ui';

export function starBurst(
  scene: Phaser.Scene,
  x: number,
  y: number,
  reducedMotion: boolean,
  depth = 50,
): void {
  if (reducedMotion) {
    const stars = [-40, 0, 40].map((dx, i) =>
      scene.add
        .image(x + dx, y - (i === 1 ? 30 : 10), 'star')
        .setScale(i === 1 ? 0.5 : 0.35)
        .setDepth(depth),
    );
    scene.time.delayedCall(700, () => stars.forEach((s) => s.destroy()));
    return;
  }
  const burst = scene.add.particles(x, y, 'star', {
    speed: { min: 220, max: 520 },
    angle: { min: 0, max: 360 },
    scale: { start: 0.45, end: 0.05 },
    rotate: { start: 0, end: 360 },
    lifespan: 800,
    gravityY: 500,
    emitting: false,
  });
  burst.setDepth(depth);
  burst.explode(18);
  const sparks = scene.add.particles(x, y, 'spark', {
    speed: { min: 60, max: 240 },
    scale: { start: 1.6, end: 0 },
    alpha: { start: 0.9, end: 0 },
    lifespan: 500,
    frame: ['0', '1', '2'],
    emitting: false,
  });
  sparks.setDepth(depth);
  sparks.explode(14);
  scene.time.delayedCall(1200, () => {
    burst.destroy();
    sparks.destroy();
  });
}

/** Confetti for the end of a round. */
export function confetti(scene: Phaser.Scene, width: number, reducedMotion: boolean, depth = 60): void {
  if (reducedMotion) return;
  const emitter = scene.add.particles(0, -20, 'confetti', {
    x: { min: 0, max: width },
    speedY: { min: 150, max: 320 },
    speedX: { min: -60, max: 60 },
    rotate: { start: 0, end: 540 },
    scale: { min: 0.5, max: 1 },
    lifespan: 3200,
    quantity: 3,
    frequency: 40,
    frame: frameNames(CONFETTI_COLORS.length),
  });
  emitter.setDepth(depth);
  scene.time.delayedCall(1600, () => emitter.stop());
  scene.time.delayedCall(5200, () => emitter.destroy());
}

/**
 * A gentle shake: side to side, or a wobble (`angle`) for things that hang or are being moved; with
 * reduced motion a short blink instead.
 */
export function shake(
  scene: Phaser.Scene,
  target: Phaser.GameObjects.Components.Transform & Phaser.GameObjects.GameObject,
  reducedMotion: boolean,
  mode: 'x' | 'angle' = 'x',
): void {
  const obj = target as unknown as Phaser.GameObjects.Container;
  if (reducedMotion) {
    const alpha = obj.alpha;
    scene.tweens.add({
      targets: obj,
      alpha: 0.35,
      duration: 160,
      yoyo: true,
      repeat: 1,
      onComplete: () => obj.setAlpha(alpha),
    });
    return;
  }
  if (mode === 'angle') {
    scene.tweens.add({
      targets: obj,
      angle: { from: -10, to: 10 },
      duration: 80,
      yoyo: true,
      repeat: 3,
      ease: 'Sine.easeInOut',
      onComplete: () => obj.setAngle(0),
    });
    return;
  }
  const x = obj.x;
  scene.tweens.add({
    targets: obj,
    x: { from: x - 14, to: x + 14 },
    duration: 70,
    yoyo: true,
    repeat: 3,
    ease: 'Sine.easeInOut',
    onComplete: () => obj.setX(x),
  });
}

/** Text that pops up and floats away (praise, "+10"). */
export function popText(
  scene: Phaser.Scene,
  x: number,
  y: number,
  text: string,
  color: number,
  reducedMotion: boolean,
  size = 56,
  depth = 55,
): void {
  const t = label(scene, x, y, text, { size, color, stroke: COLORS.white, strokeWidth: 10 }).setDepth(depth);
  // Praise next to a target at the screen's edge stays whole on screen.
  const screenW = scene.scale.width / scene.cameras.main.zoom;
  const half = t.displayWidth / 2 + 12;
  t.setX(half * 2 >= screenW ? screenW / 2 : Math.min(Math.max(x, half), screenW - half));
  if (reducedMotion) {
    scene.time.delayedCall(800, () => t.destroy());
    return;
  }
  t.setScale(0.3);
  scene.tweens.add({ targets: t, scale: 1, duration: 260, ease: 'Back.easeOut' });
  scene.tweens.add({
    targets: t,
    y: y - 70,
    alpha: 0,
    delay: 520,
    duration: 420,
    onComplete: () => t.destroy(),
  });
}
