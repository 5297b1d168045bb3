/**
 * Split (number bond) input: a whole and two parts, one given or both to fill. Digits go to the
 * active part; OK on a filled part moves to the other empty one, and submits when both are filled.
 * Pure; the splitting machine draws it.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { NumberBuffer, type PadKey, type PressResult } from './numberBuffer';

export type PartIndex = 0 | 1;

export class SplitState {
  readonly whole: number;
  /** The given part (shown, not editable) or null for a free split. */
  readonly given: number | null;
  private readonly buffers: [NumberBuffer | null, NumberBuffer];
  active: PartIndex;

  constructor(whole: number, given: number | null, maxDigits = 3) {
    this.whole = whole;
    this.given = given;
    this.buffers = [given === null ? new NumberBuffer({ maxDigits }) : null, new NumberBuffer({ maxDigits })];
    this.active = given === null ? 0 : 1;
  }

  /** Reads whole and given part from a bond sum (`10 = 3 + _` or `10 = _ + _`). */
  static fromSum(sum: Sum): SplitState {
    const numbers = sum.display.tokens.flatMap((t) => (t.type === 'number' ? [t.value] : []));
    const whole = numbers[0] ?? 0;
    const given = sum.display.missing === 'all' ? null : (numbers[1] ?? null);
    return new SplitState(whole, given);
  }

  editable(index: PartIndex): boolean {
    return index === 1 || this.given === null;
  }

  /** Text of a part: the given number, or what is typed. */
  text(index: PartIndex): string {
    if (index === 0 && this.given !== null) return String(this.given);
    return this.buffers[index]?.display ?? '';
  }

  part(index: PartIndex): number | null {
    if (index === 0 && this.given !== null) return this.given;
    return this.buffers[index]?.value ?? null;
  }

  focus(index: PartIndex): boolean {
    if (!this.editable(index)) return false;
    this.active = index;
    return true;
  }

  press(key: PadKey): PressResult {
    const buffer = this.buffers[this.active];
    if (!buffer) return 'ignored';
    if (key !== 'ok') return buffer.press(key);
    if (buffer.value === null) return 'ignored';
    const other: PartIndex = this.active === 0 ? 1 : 0;
    if (this.editable(other) && this.part(other) === null) {
      this.active = other;
      return 'changed';
    }
    return this.answer() ? 'submit' : 'ignored';
  }

  answer(): AnswerValue | null {
    const a = this.part(0);
    const b = this.part(1);
    return a === null || b === null ? null : { kind: 'split', parts: [a, b] };
  }

  /** Keys a child would press to give these parts (for the test hook). */
  keysFor(parts: readonly [number, number]): PadKey[] {
    const keys: PadKey[] = [];
    const type = (n: number): void => {
      keys.push('clear', ...([...String(n)] as PadKey[]), 'ok');
    };
    if (this.given === null) type(parts[0]);
    type(parts[1]);
    return keys;
  }
}
