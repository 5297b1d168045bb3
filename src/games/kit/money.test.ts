import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { formatPrice, MAX_PIECES, MoneyTray, pieceLabel, walletFor } from './money';
import { sum } from './testing';

describe('MoneyTray', () => {
  it('adds euro pieces, totals them and gives a money answer', () => {
    const tray = new MoneyTray();
    expect(tray.add(200)).toBe(true);
    expect(tray.add(50)).toBe(true);
    expect(tray.add(3)).toBe(false);
    expect(tray.total).toBe(250);
    expect(tray.answer()).toEqual({ kind: 'money', pieces: [200, 50] });
  });

  it('takes pieces back by index and stops at a full counter', () => {
    const tray = new MoneyTray();
    for (let i = 0; i < MAX_PIECES; i++) tray.add(10);
    expect(tray.add(10)).toBe(false);
    expect(tray.removeAt(0)).toBe(10);
    expect(tray.removeAt(99)).toBeNull();
    expect(tray.total).toBe((MAX_PIECES - 1) * 10);
  });

  it('pays any combination that makes the price (the domain checks the total)', () => {
    const pay = sum('money:pay:250');
    const tray = new MoneyTray();
    [100, 100, 20, 20, 10].forEach((p) => tray.add(p));
    expect(checkAnswer(pay, tray.answer()).correct).toBe(true);
    tray.add(5);
    expect(checkAnswer(pay, tray.answer()).correct).toBe(false);
  });
});

describe('money labels', () => {
  it('labels coins and notes and formats prices per language', () => {
    expect(pieceLabel(20)).toBe('20c');
    expect(pieceLabel(200)).toBe('€2');
    expect(pieceLabel(1000)).toBe('€10');
    expect(formatPrice(375, 'nl')).toBe('€ 3,75');
    expect(formatPrice(500, 'en')).toBe('€5.00');
    expect(formatPrice(5, 'be')).toBe('€ 0,05');
  });

  it('offers the sum’s denominations, or coins up to the amount', () => {
    expect(walletFor([100, 5, 50], 155)).toEqual([5, 50, 100]);
    expect(walletFor(undefined, 150)).toEqual([5, 10, 20, 50, 100, 200]);
  });
});
