import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { MoneyTray } from '../kit/money';
import { sum, testWindowSums } from '../kit/testing';
import { manifest } from './manifest';
import { MAX_WALLET, productFor, PRODUCTS, shopPlan, trayStatus, walletForPrice } from './rules';

describe('buurtsuper rules', () => {
  it('reads pay, count and change sums', () => {
    expect(shopPlan(sum('money:pay:250'))).toEqual({ mode: 'pay', price: 250 });
    expect(shopPlan(sum('money:count:200+50+20'))).toEqual({ mode: 'count', pieces: [200, 50, 20] });
    expect(shopPlan(sum('money:change:340/500'))).toEqual({ mode: 'change', price: 340, paid: 500 });
    expect(() => shopPlan(sum('add:1+1'))).toThrow();
  });

  it('gives a wallet that can pay the price, with at most eight kinds', () => {
    const s = sum('money:pay:2550');
    const wallet = walletForPrice(s, 2550);
    expect(wallet.length).toBeLessThanOrEqual(MAX_WALLET);
    const tray = new MoneyTray();
    let rest = 2550;
    for (const piece of [...wallet].sort((a, b) => b - a)) {
      while (rest >= piece) {
        tray.add(piece);
        rest -= piece;
      }
    }
    expect(rest).toBe(0);
    expect(checkAnswer(s, tray.answer()).correct).toBe(true);
  });

  it('keeps small coins when the price needs them', () => {
    expect(walletForPrice(sum('money:pay:255'), 255)).toContain(5);
  });

  it('compares the counter with the price', () => {
    expect(trayStatus(0, 250)).toBe('empty');
    expect(trayStatus(200, 250)).toBe('short');
    expect(trayStatus(250, 250)).toBe('exact');
    expect(trayStatus(300, 250)).toBe('over');
  });

  it('puts a different product on the counter each time', () => {
    expect(productFor(0)).toBe(PRODUCTS[0]);
    expect(productFor(1)).not.toBe(productFor(0));
    expect(productFor(PRODUCTS.length)).toBe(PRODUCTS[0]);
  });
});

describe('buurtsuper test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) expect(['pay', 'count', 'change']).toContain(shopPlan(s).mode);
  });
});
