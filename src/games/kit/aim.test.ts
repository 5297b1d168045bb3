import { describe, expect, it } from 'vitest';
import { aimKey, KeyboardAim, leftToRight, moveAim } from './aim';

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

describe('aimKey', () => {
  const press = (key: string, targets: string[], aim: number | null, rowLength?: number) => {
    const log: string[] = [];
    let prevented = false;
    const used = aimKey({ key, preventDefault: () => (prevented = true) }, targets, aim, {
      aimAt: (i) => log.push(`aim ${i}`),
      choose: (t, i) => log.push(`choose ${t} ${i}`),
      rowLength,
    });
    return { used, prevented, log };
  };
  const targets = ['a', 'b', 'c', 'd'];

  it('aims with the arrows, Home and End, a row at a time in a grid', () => {
    expect(press('ArrowRight', targets, null)).toEqual({ used: true, prevented: true, log: ['aim 0'] });
    expect(press('ArrowLeft', targets, -1).log).toEqual(['aim 3']);
    expect(press('ArrowRight', targets, 1).log).toEqual(['aim 2']);
    expect(press('End', targets, 0).log).toEqual(['aim 3']);
    expect(press('ArrowDown', targets, 0, 2).log).toEqual(['aim 2']);
  });

  it('chooses the aimed target with Enter or Space, and aims at the first without an aim', () => {
    expect(press('Enter', targets, 2).log).toEqual(['choose c 2']);
    expect(press(' ', targets, 0).log).toEqual(['choose a 0']);
    expect(press('Enter', targets, null)).toEqual({ used: true, prevented: true, log: ['aim 0'] });
    expect(press(' ', targets, -1).log).toEqual(['aim 0']);
    expect(press('Enter', targets, 9).log).toEqual(['aim 0']);
  });

  it('leaves digits and other keys alone, and does nothing without targets', () => {
    for (const key of ['3', 'a', 'Tab', 'Escape']) {
      expect(press(key, targets, 1)).toEqual({ used: false, prevented: false, log: [] });
    }
    expect(press('ArrowRight', [], null)).toEqual({ used: false, prevented: false, log: [] });
    expect(press('Enter', [], null).log).toEqual([]);
  });

  it('steps through moving targets in the order given, and the aim stays on its target', () => {
    const order = (key: string, aim: number | null, ord: number[]) => {
      const log: string[] = [];
      aimKey({ key, preventDefault: () => undefined }, targets, aim, {
        aimAt: (i) => log.push(`aim ${i}`),
        choose: (t, i) => log.push(`choose ${t} ${i}`),
        order: ord,
      });
      return log;
    };
    // On screen now, left to right: c, a, d, b.
    const now = [2, 0, 3, 1];
    expect(order('ArrowRight', null, now)).toEqual(['aim 2']);
    expect(order('Enter', null, now)).toEqual(['aim 2']);
    expect(order('ArrowLeft', null, now)).toEqual(['aim 1']);
    expect(order('ArrowRight', 0, now)).toEqual(['aim 3']);
    expect(order('ArrowLeft', 0, now)).toEqual(['aim 2']);
    expect(order('End', 0, now)).toEqual(['aim 1']);
    expect(order('Home', 1, now)).toEqual(['aim 2']);
    // a has drifted past d: the next one to its right is now b.
    expect(order('ArrowRight', 0, [2, 3, 0, 1])).toEqual(['aim 1']);
    // Enter chooses the aimed target wherever it is.
    expect(order('Enter', 3, now)).toEqual(['choose d 3']);
  });
});

describe('leftToRight', () => {
  it('orders targets by where they are, equal places in their own order', () => {
    expect(leftToRight([300, 10, 500, 120])).toEqual([1, 3, 0, 2]);
    expect(leftToRight([50, 50, 20])).toEqual([2, 0, 1]);
    expect(leftToRight([])).toEqual([]);
  });
});

describe('KeyboardAim', () => {
  const key = (k: string) => ({ key: k, preventDefault: () => undefined });

  it('has no aim for a child who taps, and keeps its place across sums once the keys are used', () => {
    const shown: number[] = [];
    const chosen: string[] = [];
    const aim = new KeyboardAim((i) => shown.push(i));
    aim.reset(4);
    expect(aim.index).toBeNull();
    expect(aim.at(['a', 'b'])).toBeUndefined();
    aim.key(key('Enter'), ['a', 'b', 'c', 'd'], (t) => chosen.push(t));
    aim.key(key('End'), ['a', 'b', 'c', 'd'], (t) => chosen.push(t));
    expect(shown).toEqual([0, 3]);
    aim.key(key(' '), ['a', 'b', 'c', 'd'], (t) => chosen.push(t));
    expect(chosen).toEqual(['d']);
    aim.reset(3);
    expect(aim.index).toBe(2);
    expect(aim.at(['x', 'y', 'z'])).toBe('z');
    aim.reset(0);
    expect(aim.index).toBeNull();
  });

  it('steps through moving targets in the order they are on screen', () => {
    const shown: number[] = [];
    const aim = new KeyboardAim((i) => shown.push(i));
    const targets = ['a', 'b', 'c'];
    aim.key(key('ArrowRight'), targets, () => undefined, [1, 2, 0]);
    aim.key(key('ArrowRight'), targets, () => undefined, [2, 1, 0]);
    expect(shown).toEqual([1, 0]);
    expect(aim.at(targets)).toBe('a');
  });
});
