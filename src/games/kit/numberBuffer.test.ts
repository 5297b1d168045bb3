import { describe, expect, it } from 'vitest';
import { NumberBuffer, padKeyFromKeyboard, type PadKey } from './numberBuffer';

const type = (buffer: NumberBuffer, keys: string): void => {
  for (const k of keys) buffer.press(k as PadKey);
};

describe('NumberBuffer', () => {
  it('collects digits and submits only with something typed', () => {
    const b = new NumberBuffer();
    expect(b.press('ok')).toBe('ignored');
    type(b, '42');
    expect(b.display).toBe('42');
    expect(b.value).toBe(42);
    expect(b.press('ok')).toBe('submit');
  });

  it('limits the number of digits and drops a leading zero', () => {
    const b = new NumberBuffer({ maxDigits: 2 });
    type(b, '0');
    expect(b.press('0')).toBe('ignored');
    type(b, '789');
    expect(b.display).toBe('78');
  });

  it('erases with backspace and clears', () => {
    const b = new NumberBuffer();
    type(b, '123');
    b.press('back');
    expect(b.display).toBe('12');
    b.press('clear');
    expect(b.empty).toBe(true);
    expect(b.press('back')).toBe('ignored');
  });

  it('takes euros with a comma and two decimals, in cents', () => {
    const b = new NumberBuffer({ money: true });
    type(b, ',5');
    expect(b.display).toBe('0,5');
    expect(b.value).toBe(50);
    type(b, '05');
    expect(b.display).toBe('0,50');
    b.clear();
    type(b, '3,75');
    expect(b.value).toBe(375);
    expect(b.press(',')).toBe('ignored');
  });

  it('refuses a comma for whole numbers', () => {
    expect(new NumberBuffer().press(',')).toBe('ignored');
  });

  it('spells values as keys for the test hook', () => {
    expect(new NumberBuffer().keysFor(105)).toEqual(['1', '0', '5']);
    expect(new NumberBuffer({ money: true }).keysFor(305)).toEqual(['3', ',', '0', '5']);
    expect(new NumberBuffer({ money: true }).keysFor(200)).toEqual(['2']);
  });
});

describe('padKeyFromKeyboard', () => {
  it('maps digits, comma, point, backspace, escape and enter', () => {
    expect(padKeyFromKeyboard('7')).toBe('7');
    expect(padKeyFromKeyboard('.')).toBe(',');
    expect(padKeyFromKeyboard('Backspace')).toBe('back');
    expect(padKeyFromKeyboard('Escape')).toBe('clear');
    expect(padKeyFromKeyboard('Enter')).toBe('ok');
    expect(padKeyFromKeyboard('a')).toBeNull();
  });
});
