/**
 * A sum drawn as a row of big tokens (`7 + 5 = ▢`), with the gap as a box that can show what the
 * child types and, after a miss, the correct answer.
 */
import Phaser from 'phaser';
import type { Locale } from '../../domain/constants';
import type { DisplayToken } from '../../domain/sums/types';
import { formatPrice } from './money';
import { COLORS, label } from './ui';

export function tokenText(token: DisplayToken, locale: Locale): string {
  switch (token.type) {
    case 'number':
      return String(token.value);
    case 'operator':
      return token.symbol === '-' ? '−' : token.symbol;
    case 'relation':
      return token.symbol;
    case 'separator':
      return ',';
    case 'money':
      return formatPrice(token.cents, locale);
    case 'blank':
      return '';
  }
}

export class SumLine extends Phaser.GameObjects.Container {
  private blankBox: Phaser.GameObjects.Graphics | null = null;
  private blankText: Phaser.GameObjects.Text | null = null;
  private blankW = 0;
  private readonly size: number;
  private readonly boxH: number;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    tokens: readonly DisplayToken[],
    locale: Locale,
    size = 72,
    color: number = COLORS.ink,
  ) {
    super(scene, x, y);
    this.size = size;
    this.boxH = Math.round(size * 1.25);
    const gap = Math.round(size * 0.22);
    const pieces: { obj: Phaser.GameObjects.GameObject & { width: number }; w: number }[] = [];
    for (const token of tokens) {
      if (token.type === 'blank') {
        this.blankW = Math.round(size * 1.6);
        const box = scene.add.graphics();
        const text = label(scene, 0, 0, '', { size, color: COLORS.blueDark });
        const holder = scene.add.container(0, 0, [box, text]);
        this.blankBox = box;
        this.blankText = text;
        pieces.push({
          obj: holder as unknown as Phaser.GameObjects.GameObject & { width: number },
          w: this.blankW,
        });
      } else {
        const t = label(scene, 0, 0, tokenText(token, locale), { size, color });
        pieces.push({ obj: t, w: token.type === 'separator' ? t.width * 0.6 : t.width });
      }
    }
    const total = pieces.reduce((sum, p) => sum + p.w, 0) + gap * Math.max(0, pieces.length - 1);
    let cursor = -total / 2;
    for (const piece of pieces) {
      (piece.obj as unknown as Phaser.GameObjects.Components.Transform).x = cursor + piece.w / 2;
      this.add(piece.obj);
      cursor += piece.w + gap;
    }
    this.setSize(total, this.boxH);
    this.paintBlank(COLORS.white, COLORS.blue);
    scene.add.existing(this);
  }

  get hasBlank(): boolean {
    return this.blankBox !== null;
  }

  /** Widest it gets, for fitting the line into a banner. */
  get lineWidth(): number {
    return this.width;
  }
  /** Shrinks the line (never grows it) so that it fits in `maxWidth`. */
  fitTo(maxWidth: number): this {
    if (this.lineWidth > maxWidth) this.setScale(maxWidth / this.lineWidth);
    return this;
  }

  private paintBlank(fill: number, stroke: number): void {
    if (!this.blankBox) return;
    const w = Math.max(this.blankW, (this.blankText?.width ?? 0) + this.size * 0.5);
    const h = this.boxH;
    this.blankBox.clear();
    this.blankBox.fillStyle(fill, 1);
    this.blankBox.fillRoundedRect(-w / 2, -h / 2, w, h, 16);
    this.blankBox.lineStyle(5, stroke, 1);
    this.blankBox.strokeRoundedRect(-w / 2, -h / 2, w, h, 16);
  }

  /** What the child typed so far. */
  setTyped(text: string): void {
    this.blankText?.setText(text).setColor('#2a74c4');
    this.paintBlank(COLORS.white, COLORS.blue);
  }

  /** After the answer: the given or correct answer, green when right, red when it was wrong. */
  showAnswer(text: string, right: boolean): void {
    this.blankText?.setText(text).setColor(right ? '#1f9a4a' : '#c94444');
    this.paintBlank(right ? 0xe3fbe9 : 0xffecec, right ? COLORS.green : COLORS.red);
  }
}
