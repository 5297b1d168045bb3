/**
 * Small Phaser building blocks shared by every game: crisp text, big rounded buttons, panels.
 * Text is rasterised at the camera zoom so it stays sharp on high-density screens and whiteboards; on
 * the Canvas renderer at exactly the device zoom, so it is copied onto the canvas, not resampled.
 */
import Phaser from 'phaser';
import { deviceZoom, keepOwnDeviceCopy } from './deviceCopies';
import { makeTappable } from './tappable';
import { textResolutionFor } from './scaling';

export const FONT = '"Nunito", "Trebuchet MS", "Verdana", "DejaVu Sans", system-ui, sans-serif';

export const COLORS = {
  ink: 0x1b2a3a,
  white: 0xffffff,
  yellow: 0xffd23f,
  yellowDark: 0xc79a00,
  green: 0x3ccf6e,
  greenDark: 0x1f9a4a,
  red: 0xff6b6b,
  redDark: 0xc94444,
  blue: 0x4aa8ff,
  blueDark: 0x2a74c4,
  purple: 0x9b6bff,
  orange: 0xff9f43,
  pink: 0xff7eb6,
  shadow: 0x000000,
} as const;

export const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

/** The zoom text must be rasterised at (set by the game scene from the viewport; `textResolutionFor`). */
export function textResolution(scene: Phaser.Scene): number {
  return textResolutionFor(scene.cameras.main.zoom, deviceZoom(scene));
}

export interface LabelStyle {
  size?: number;
  color?: number;
  weight?: 'normal' | 'bold';
  stroke?: number;
  strokeWidth?: number;
  align?: 'left' | 'center' | 'right';
  wrapWidth?: number;
}

export function label(
  scene: Phaser.Scene,
  x: number,
  y: number,
  text: string,
  style: LabelStyle = {},
): Phaser.GameObjects.Text {
  const t = scene.add.text(x, y, text, {
    fontFamily: FONT,
    fontSize: `${style.size ?? 32}px`,
    fontStyle: style.weight ?? 'bold',
    color: css(style.color ?? COLORS.ink),
    align: style.align ?? 'center',
    resolution: textResolution(scene),
    ...(style.stroke !== undefined
      ? { stroke: css(style.stroke), strokeThickness: style.strokeWidth ?? 6 }
      : {}),
    ...(style.wrapWidth ? { wordWrap: { width: style.wrapWidth, useAdvancedWrap: false } } : {}),
  });
  t.setOrigin(0.5);
  // On the Canvas renderer the Text's canvas is at the device resolution: its own device copy.
  if (deviceZoom(scene) !== undefined) keepOwnDeviceCopy(t, t.canvas);
  // Wrapping happens between words only; a single word too long for the line is scaled to fit.
  if (style.wrapWidth && t.width > style.wrapWidth) t.setScale(style.wrapWidth / t.width);
  return t;
}

export interface ButtonOptions {
  width: number;
  height: number;
  text: string;
  color?: number;
  shade?: number;
  textColor?: number;
  size?: number;
  onPress: () => void;
  /** Play a click (the scene passes its sound kit's click). */
  click?: () => void;
  /** What the button is for the test hook's `targets()`: 'button' unless it starts the round. */
  role?: 'start' | 'button';
}

/** A big rounded button with a 3D edge; returns a container with `press()` for keyboard and tests. */
export class Button extends Phaser.GameObjects.Container {
  private readonly bg: Phaser.GameObjects.Graphics;
  readonly text: Phaser.GameObjects.Text;
  private enabled = true;
  private readonly options: ButtonOptions;

  constructor(scene: Phaser.Scene, x: number, y: number, options: ButtonOptions) {
    super(scene, x, y);
    this.options = options;
    this.bg = scene.add.graphics();
    this.text = label(scene, 0, -3, options.text, {
      size: options.size ?? Math.round(options.height * 0.42),
      color: options.textColor ?? COLORS.ink,
    });
    this.fitText();
    this.add([this.bg, this.text]);
    this.draw(false);
    makeTappable(this, { width: options.width, height: options.height }, () =>
      this.isEnabled ? { role: options.role ?? 'button', label: this.text.text } : null,
    );
    this.on('pointerdown', () => this.draw(true));
    this.on('pointerout', () => this.draw(false));
    this.on('pointerup', () => {
      this.draw(false);
      this.press();
    });
    scene.add.existing(this);
  }

  setEnabled(enabled: boolean): this {
    this.enabled = enabled;
    this.setAlpha(enabled ? 1 : 0.45);
    return this;
  }

  get isEnabled(): boolean {
    return this.enabled && this.visible;
  }

  setLabel(text: string): this {
    this.text.setText(text);
    this.fitText();
    return this;
  }

  /** A label wider than the button (a long word on a narrow phone) shrinks to fit inside it. */
  private fitText(): void {
    const room = this.options.width - Math.max(24, this.options.height * 0.4);
    this.text.setScale(1);
    if (this.text.width > room) this.text.setScale(room / this.text.width);
  }

  /** The one path every press takes: pointer, keyboard and the test hook alike. */
  press(): boolean {
    if (!this.isEnabled) return false;
    this.options.click?.();
    this.options.onPress();
    return true;
  }

  private draw(down: boolean): void {
    const { width: w, height: h } = this.options;
    const color = this.options.color ?? COLORS.yellow;
    const shade = this.options.shade ?? COLORS.yellowDark;
    const r = Math.min(h / 2, 28);
    const edge = Math.max(4, Math.round(h * 0.09));
    this.bg.clear();
    this.bg.fillStyle(COLORS.shadow, 0.18);
    this.bg.fillRoundedRect(-w / 2 + 2, -h / 2 + edge + 4, w, h, r);
    this.bg.fillStyle(shade, 1);
    this.bg.fillRoundedRect(-w / 2, -h / 2 + edge, w, h - edge, r);
    this.bg.fillStyle(color, 1);
    this.bg.fillRoundedRect(-w / 2, -h / 2 + (down ? edge : 0), w, h - edge, r);
    this.bg.fillStyle(COLORS.white, 0.25);
    this.bg.fillRoundedRect(
      -w / 2 + 8,
      -h / 2 + (down ? edge : 0) + 5,
      w - 16,
      (h - edge) * 0.35,
      Math.max(4, r - 6),
    );
    this.text.setY(down ? edge / 2 - 3 : -3 - edge / 2);
  }
}

/** A rounded panel (cards, banners, end screen). */
export function panel(
  scene: Phaser.Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  color: number = COLORS.white,
  alpha = 1,
  radius = 28,
): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics({ x, y });
  paintPanel(g, w, h, color, alpha, radius);
  return g;
}

/** A rounded card with a soft shadow, centred on the graphics' origin. */
export function paintPanel(
  g: Phaser.GameObjects.Graphics,
  w: number,
  h: number,
  color: number,
  alpha: number,
  radius: number,
): void {
  g.fillStyle(COLORS.shadow, 0.15 * alpha);
  g.fillRoundedRect(-w / 2 + 3, -h / 2 + 7, w, h, radius);
  g.fillStyle(color, alpha);
  g.fillRoundedRect(-w / 2, -h / 2, w, h, radius);
}

/** A round icon button (sound, read aloud) drawn with graphics; `draw` paints the icon. */
export class IconButton extends Phaser.GameObjects.Container {
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly icon: Phaser.GameObjects.Graphics;
  private readonly paint: (g: Phaser.GameObjects.Graphics, on: boolean) => void;
  private lit = true;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    size: number,
    paint: (g: Phaser.GameObjects.Graphics, on: boolean) => void,
    onPress: () => void,
    /** What the button does, for the test hook's `targets()` ("sound", "read aloud"). */
    name: string,
  ) {
    super(scene, x, y);
    this.paint = paint;
    this.bg = scene.add.graphics();
    this.bg.fillStyle(COLORS.shadow, 0.18);
    this.bg.fillCircle(0, 4, size / 2);
    this.bg.fillStyle(COLORS.white, 0.92);
    this.bg.fillCircle(0, 0, size / 2);
    this.icon = scene.add.graphics();
    this.icon.setScale(size / 64);
    this.add([this.bg, this.icon]);
    makeTappable(this, { width: size, height: size, round: true }, () => ({ role: 'button', label: name }));
    this.on('pointerup', onPress);
    this.setOn(true);
    scene.add.existing(this);
  }

  setOn(on: boolean): this {
    this.lit = on;
    this.icon.clear();
    this.paint(this.icon, on);
    return this;
  }

  get isOn(): boolean {
    return this.lit;
  }
}

/** Speaker icon in a 64x64 box centred on 0,0; crossed out when off. */
export function paintSpeaker(g: Phaser.GameObjects.Graphics, on: boolean): void {
  g.fillStyle(COLORS.ink, 1);
  g.fillRect(-18, -8, 10, 16);
  g.fillTriangle(-10, -8, 6, -20, 6, 20);
  g.fillTriangle(-10, -8, -10, 8, 6, 20);
  if (on) {
    g.lineStyle(4, COLORS.ink, 1);
    g.beginPath();
    g.arc(8, 0, 10, -0.9, 0.9);
    g.strokePath();
    g.beginPath();
    g.arc(8, 0, 18, -0.9, 0.9);
    g.strokePath();
  } else {
    g.lineStyle(5, COLORS.red, 1);
    g.lineBetween(12, -12, 26, 12);
    g.lineBetween(26, -12, 12, 12);
  }
}

/** A speech bubble with "aa" (read aloud). */
export function paintReadAloud(g: Phaser.GameObjects.Graphics): void {
  g.fillStyle(COLORS.blue, 1);
  g.fillRoundedRect(-22, -18, 44, 30, 10);
  g.fillTriangle(-10, 10, 2, 10, -14, 22);
  g.fillStyle(COLORS.white, 1);
  g.fillCircle(-10, -3, 4);
  g.fillCircle(0, -3, 4);
  g.fillCircle(10, -3, 4);
}
