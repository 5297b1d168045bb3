import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { SplitState } from './split';
import { sum } from './testing';

describe('SplitState', () => {
  it('reads a bond with a given part and fills the other', () => {
    const bond = sum('bond:10=3+_');
    const split = SplitState.fromSum(bond);
    expect(split.whole).toBe(10);
    expect(split.given).toBe(3);
    expect(split.active).toBe(1);
    expect(split.editable(0)).toBe(false);
    expect(split.focus(0)).toBe(false);
    split.press('7');
    expect(split.text(1)).toBe('7');
    expect(split.press('ok')).toBe('submit');
    const answer = split.answer();
    expect(answer).toEqual({ kind: 'split', parts: [3, 7] });
    expect(checkAnswer(bond, answer).correct).toBe(true);
  });

  it('free split: OK moves to the empty part, then submits', () => {
    const bond = sum('bond:8=_+_');
    const split = SplitState.fromSum(bond);
    expect(split.given).toBeNull();
    expect(split.active).toBe(0);
    expect(split.press('ok')).toBe('ignored');
    split.press('5');
    expect(split.press('ok')).toBe('changed');
    expect(split.active).toBe(1);
    split.press('3');
    expect(split.press('ok')).toBe('submit');
    expect(checkAnswer(bond, split.answer()).correct).toBe(true);
  });

  it('lets the child go back to a part and change it', () => {
    const split = SplitState.fromSum(sum('bond:9=_+_'));
    split.press('4');
    split.press('ok');
    split.press('5');
    expect(split.focus(0)).toBe(true);
    split.press('back');
    split.press('2');
    expect(split.answer()).toEqual({ kind: 'split', parts: [2, 5] });
  });

  it('spells the keys a child would press', () => {
    const given = SplitState.fromSum(sum('bond:10=4+_'));
    expect(given.keysFor([4, 6])).toEqual(['clear', '6', 'ok']);
    const free = SplitState.fromSum(sum('bond:10=_+_'));
    expect(free.keysFor([3, 7])).toEqual(['clear', '3', 'ok', 'clear', '7', 'ok']);
  });
});
