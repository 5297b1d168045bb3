import { describe, expect, it } from 'vitest';
import { moveAim } from './aim';

describe('moveAim', () => {
  it('steps along a row with the arrows and jumps with Home and End', () => {
    expect(moveAim(null, 'ArrowRight', 5)).toBe(0);
    expect(moveAim(null, 'ArrowLeft', 5)).toBe(4);
    expect(moveAim(2, 'ArrowRight', 5)).toBe(3);
    expect(moveAim(2, 'ArrowDown', 5)).toBe(3);
    expect(moveAim(2, 'ArrowUp', 5)).toBe(1);
    expect(moveAim(4, 'ArrowRight', 5)).toBe(4);
    expect(moveAim(0, 'ArrowLeft', 5)).toBe(0);
    expect(moveAim(3, 'Home', 5)).toBe(0);
    expect(moveAim(null, 'End', 5)).toBe(4);
  });

  it('moves a row up or down in a grid (two columns on a phone)', () => {
    expect(moveAim(0, 'ArrowDown', 4, 2)).toBe(2);
    expect(moveAim(3, 'ArrowUp', 4, 2)).toBe(1);
    expect(moveAim(2, 'ArrowDown', 4, 2)).toBe(3);
    expect(moveAim(1, 'ArrowRight', 4, 2)).toBe(2);
  });

  it('does not aim on digits (they are the answer) or other keys, nor without targets', () => {
    for (const key of ['3', '7', 'a', 'Enter', ' ']) {
      expect(moveAim(null, key, 5)).toBeNull();
      expect(moveAim(1, key, 5)).toBeNull();
    }
    expect(moveAim(0, 'ArrowRight', 0)).toBeNull();
  });
});
