/**
 * The input buffer behind the on-screen number pad and the keyboard: what the child has typed so far,
 * with the limits that keep it sane (digit count, one decimal comma with at most two decimals for
 * euros). Pure; the pad and the keyboard both feed it keys.
 */
export type PadKey =
  '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | ',' | 'back' | 'clear' | 'ok';

export const DIGIT_KEYS: readonly PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

export interface NumberBufferOptions {
  /** Most digits before the comma. */
  maxDigits?: number;
  /** Amounts in euros: a comma and up to two decimals are allowed and `value` is in cents. */
  money?: boolean;
}

export type PressResult = 'changed' | 'submit' | 'ignored';

export class NumberBuffer {
  private text = '';
  private readonly maxDigits: number;
  readonly money: boolean;

  constructor(options: NumberBufferOptions = {}) {
    this.maxDigits = options.maxDigits ?? 4;
    this.money = options.money ?? false;
  }

  get display(): string {
    return this.text;
  }

  get empty(): boolean {
    return this.text === '';
  }

  /** The typed number (cents when money), or null when nothing usable was typed. */
  get value(): number | null {
    if (this.text === '' || this.text === ',') return null;
    if (!this.money) return Number(this.text);
    const [whole = '', decimals = ''] = this.text.split(',');
    const cents = Number(whole || '0') * 100 + Number((decimals + '00').slice(0, 2));
    return Number.isFinite(cents) ? cents : null;
  }

  clear(): void {
    this.text = '';
  }

  press(key: PadKey): PressResult {
    switch (key) {
      case 'ok':
        return this.value === null ? 'ignored' : 'submit';
      case 'clear':
        if (this.text === '') return 'ignored';
        this.text = '';
        return 'changed';
      case 'back':
        if (this.text === '') return 'ignored';
        this.text = this.text.slice(0, -1);
        return 'changed';
      case ',':
        if (!this.money || this.text.includes(',')) return 'ignored';
        this.text = (this.text === '' ? '0' : this.text) + ',';
        return 'changed';
      default: {
        const comma = this.text.indexOf(',');
        if (comma >= 0) {
          if (this.text.length - comma - 1 >= 2) return 'ignored';
          this.text += key;
          return 'changed';
        }
        if (this.text === '0') {
          if (key === '0') return 'ignored';
          this.text = key;
          return 'changed';
        }
        if (this.text.length >= this.maxDigits) return 'ignored';
        this.text += key;
        return 'changed';
      }
    }
  }

  /** Types a whole value (the test hook and the read-back of a given answer use this). */
  keysFor(value: number): PadKey[] {
    if (!this.money) return [...String(Math.trunc(value))] as PadKey[];
    const euros = Math.floor(value / 100);
    const cents = value % 100;
    const keys = [...String(euros)] as PadKey[];
    if (cents > 0) keys.push(',', ...([...String(cents).padStart(2, '0')] as PadKey[]));
    return keys;
  }
}

/** Maps a KeyboardEvent.key to a pad key; null for keys the pad does not know. */
export function padKeyFromKeyboard(key: string): PadKey | null {
  if (key.length === 1 && key >= '0' && key <= '9') return key as PadKey;
  switch (key) {
    case ',':
    case '.':
    case 'Decimal':
      return ',';
    case 'Backspace':
      return 'back';
    case 'Delete':
    case 'Escape':
    case 'Clear':
      return 'clear';
    case 'Enter':
    case 'NumpadEnter':
      return 'ok';
    default:
      return null;
  }
}
