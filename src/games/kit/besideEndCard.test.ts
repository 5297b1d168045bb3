import { describe, expect, it } from 'vitest';
import { besideEndCard, endCardWidth } from './besideEndCard';

describe('besideEndCard', () => {
  it('stands the surprise right of the end card when a wide screen has room for it', () => {
    const place = besideEndCard(1280, 720, 170);
    expect(place).toMatchObject({ side: true, y: 360 + 60 });
    // Clear of the card (centred, 760 wide) and of the screen's right edge.
    expect(place.x - 85).toBeGreaterThanOrEqual(640 + 380);
    expect(place.x + 85).toBeLessThanOrEqual(1280);
    expect(place.wrap).toBe((1280 - 760) / 2 - 16);
  });

  it('can stand it on the left, higher or lower', () => {
    const place = besideEndCard(1600, 720, 200, { at: 'left', lower: 0 });
    expect(place).toMatchObject({ side: true, y: 360 });
    expect(place.x + 100).toBeLessThanOrEqual(800 - 380);
  });

  it('puts it centred below the card on a phone in portrait', () => {
    expect(endCardWidth(720)).toBe(672);
    const below = besideEndCard(720, 1558, 190);
    expect(below).toMatchObject({ side: false, x: 360, wrap: 660 });
    expect(below.y + 95).toBeLessThanOrEqual(1558 - 70);
  });

  it('goes below when the room beside the card is narrower than the surprise and its gap', () => {
    // 1000 wide: 120 beside the card, too little for 110 plus a 20 gap.
    expect(besideEndCard(1000, 720, 110).side).toBe(false);
    expect(besideEndCard(1000, 720, 100).side).toBe(true);
  });
});
