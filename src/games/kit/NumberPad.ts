/**
 * The on-screen number pad: big keys for small fingers, the same buffer for taps and the keyboard.
 * The game shows the typed number where it belongs (in the gap of the sum, in a machine's box).
 */
import type Phaser from 'phaser';
import {
  NumberBuffer,
  padKeyFromKeyboard,
  type NumberBufferOptions,
  type PadKey,
  type PressResult,
} from './numberBuffer';
import { makeTappable } from './tappable';
import { COLORS, label } from './ui';

/** Where the pad's keys go: its own number buffer, or another input (the two parts of a split). */
export interface KeySink {
  press(key: PadKey): PressResult;
}

export interface NumberPadOptions extends NumberBufferOptions {
  /** Send keys here instead of the pad's own buffer; `onSubmit` then gets the buffer's value (unused). */
  sink?: KeySink;
  x: number;
  y: number;
  width: number;
  height: number;
  okText: string;
  onChange: (display: string) => void;
  onSubmit: (value: number) => void;
  click?: () => void;
}

interface Key {
  key: PadKey;
  container: Phaser.GameObjects.Container;
  bg: Phaser.GameObjects.Graphics;
  w: number;
  h: number;
}

export class NumberPad {
  readonly buffer: NumberBuffer;
  private readonly keys: Key[] = [];
  private readonly scene: Phaser.Scene;
  private readonly options: NumberPadOptions;
  private enabled = true;
  readonly root: Phaser.GameObjects.Container;

  constructor(scene: Phaser.Scene, options: NumberPadOptions) {
    this.scene = scene;
    this.options = options;
    this.buffer = new NumberBuffer(options);
    this.root = scene.add.container(options.x, options.y);
    const rows: PadKey[][] = options.money
      ? [['7', '8', '9'], ['4', '5', '6'], ['1', '2', '3'], [',', '0', 'back'], ['ok']]
      : [
          ['7', '8', '9'],
          ['4', '5', '6'],
          ['1', '2', '3'],
          ['back', '0', 'ok'],
        ];
    const gap = Math.round(Math.min(options.width, options.height) * 0.04);
    const cols = 3;
    const keyW = (options.width - gap * (cols - 1)) / cols;
    const keyH = (options.height - gap * (rows.length - 1)) / rows.length;
    rows.forEach((row, r) => {
      row.forEach((key, c) => {
        const w = row.length === 1 ? options.width : keyW;
        const x = -options.width / 2 + (row.length === 1 ? w / 2 : c * (keyW + gap) + keyW / 2);
        const y = -options.height / 2 + r * (keyH + gap) + keyH / 2;
        this.keys.push(this.makeKey(key, x, y, w, keyH));
      });
    });
  }

  private makeKey(key: PadKey, x: number, y: number, w: number, h: number): Key {
    const container = this.scene.add.container(x, y);
    const bg = this.scene.add.graphics();
    const size = Math.round(Math.min(h * 0.5, w * 0.45));
    const face =
      key === 'back'
        ? paintBackspace(this.scene, size)
        : label(this.scene, 0, -2, key === 'ok' ? this.options.okText : key, {
            size,
            color: key === 'ok' ? COLORS.white : COLORS.ink,
          });
    // A long word on the OK key ("Klik!", "Gooi") shrinks to fit a narrow key.
    if (key === 'ok' && 'width' in face && face.width > w - 14) face.setScale((w - 14) / face.width);
    container.add([bg, face]);
    makeTappable(container, { width: w, height: h }, () =>
      this.enabled
        ? { role: 'key', label: key === 'ok' ? this.options.okText : key === 'back' ? '⌫' : key }
        : null,
    );
    const entry: Key = { key, container, bg, w, h };
    this.paintKey(entry, false);
    container.on('pointerdown', () => {
      this.paintKey(entry, true);
      this.press(key);
    });
    container.on('pointerup', () => this.paintKey(entry, false));
    container.on('pointerout', () => this.paintKey(entry, false));
    this.root.add(container);
    return entry;
  }

  private paintKey(k: Key, down: boolean): void {
    const { bg, w, h, key } = k;
    const color = key === 'ok' ? COLORS.green : key === 'back' || key === ',' ? 0xeef3f8 : COLORS.white;
    const shade = key === 'ok' ? COLORS.greenDark : 0xb8c6d6;
    const r = Math.min(18, h / 3);
    const edge = 5;
    bg.clear();
    bg.fillStyle(shade, 1);
    bg.fillRoundedRect(-w / 2, -h / 2 + edge, w, h - edge, r);
    bg.fillStyle(color, 1);
    bg.fillRoundedRect(-w / 2, -h / 2 + (down ? edge : 0), w, h - edge, r);
  }

  /** Points the pad at another input (a new sum's split). */
  setSink(sink: KeySink | undefined): void {
    this.options.sink = sink;
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.root.setAlpha(enabled ? 1 : 0.5);
  }

  /** The one path for taps, keys and the test hook. */
  press(key: PadKey): boolean {
    if (!this.enabled) return false;
    const result = (this.options.sink ?? this.buffer).press(key);
    if (result === 'ignored') return false;
    this.options.click?.();
    if (result === 'submit') this.options.onSubmit(this.buffer.value ?? 0);
    else this.options.onChange(this.buffer.display);
    return true;
  }

  /** Keyboard input (KeyboardEvent.key). */
  pressKeyboard(eventKey: string): boolean {
    const key = padKeyFromKeyboard(eventKey);
    return key ? this.press(key) : false;
  }

  /** Types a whole number and presses OK, key by key, as a child would. */
  typeAndSubmit(value: number): boolean {
    if (!this.enabled) return false;
    this.press('clear');
    for (const key of this.buffer.keysFor(value)) this.press(key);
    return this.press('ok');
  }

  clear(): void {
    this.buffer.clear();
    this.options.onChange('');
  }

  destroy(): void {
    this.root.destroy();
  }
}

/** The erase key's symbol, drawn (the ⌫ character is missing from many school computers' fonts). */
function paintBackspace(scene: Phaser.Scene, size: number): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics({ x: 0, y: -2 });
  const w = size * 1.3;
  const h = size * 0.8;
  const left = -w / 2;
  const tip = left + h * 0.45;
  g.lineStyle(Math.max(3, size * 0.09), COLORS.ink, 1);
  g.beginPath();
  g.moveTo(left, 0);
  g.lineTo(tip, -h / 2);
  g.lineTo(w / 2, -h / 2);
  g.lineTo(w / 2, h / 2);
  g.lineTo(tip, h / 2);
  g.closePath();
  g.strokePath();
  const cx = (tip + w / 2) / 2 + size * 0.02;
  const arm = h * 0.2;
  g.lineBetween(cx - arm, -arm, cx + arm, arm);
  g.lineBetween(cx - arm, arm, cx + arm, -arm);
  return g;
}
