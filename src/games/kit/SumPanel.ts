/**
 * The sum on a panel near the top of a game: the panel is painted by the game (its own look), the
 * sum is a `SumLine` that shrinks to fit inside it.
 */
import type Phaser from 'phaser';
import type { Locale } from '../../domain/constants';
import type { Sum } from '../../domain/sums/types';
import { SumLine } from './SumLine';
import { COLORS, paintPanel } from './ui';

/** Paints the panel centred on (0, 0). */
export type PanelPainter = (g: Phaser.GameObjects.Graphics, width: number, height: number) => void;

export interface SumPanelOptions {
  width: number;
  height: number;
  fontSize: number;
  /** Colour of the sum's tokens (ink by default). */
  color?: number;
  /** The panel's look; a white card with a soft shadow by default. */
  paint?: PanelPainter;
  /** Above the game's world: the panel at `depth`, the sum one above. */
  depth?: number;
}

export interface SumPanel {
  panel: Phaser.GameObjects.Graphics;
  line: SumLine;
}

export function sumPanel(
  scene: Phaser.Scene,
  x: number,
  y: number,
  sum: Sum,
  locale: Locale,
  options: SumPanelOptions,
): SumPanel {
  const { width, height, fontSize, depth } = options;
  const panel = scene.add.graphics({ x, y });
  (options.paint ?? whitePanel())(panel, width, height);
  const line = new SumLine(scene, x, y, sum.display.tokens, locale, fontSize, options.color ?? COLORS.ink);
  line.fitTo(width - 60);
  if (depth !== undefined) {
    panel.setDepth(depth);
    line.setDepth(depth + 1);
  }
  return { panel, line };
}

/** The kit's white card (the same as `panel` in ui.ts). */
export function whitePanel(alpha = 1, radius = 28): PanelPainter {
  return (g, width, height) => paintPanel(g, width, height, COLORS.white, alpha, radius);
}

/**
 * A card in a frame (a wooden sign, a picture frame) with a soft shadow: the frame `radius` round, the
 * card inset 12 units in it, `innerRadius` round.
 */
export function framedPanel(frame: number, card: number, radius: number, innerRadius: number): PanelPainter {
  return (g, w, h) => {
    g.fillStyle(COLORS.shadow, 0.18);
    g.fillRoundedRect(-w / 2 + 4, -h / 2 + 8, w, h, radius);
    g.fillStyle(frame, 1);
    g.fillRoundedRect(-w / 2, -h / 2, w, h, radius);
    g.fillStyle(card, 1);
    g.fillRoundedRect(-w / 2 + 12, -h / 2 + 12, w - 24, h - 24, innerRadius);
  };
}
