import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { createBoard, placeCard } from '../kit/ordering';
import { sum, testWindowSums } from '../kit/testing';
import { manifest } from './manifest';
import {
  basketCards,
  correctPlacement,
  fitOrderSpot,
  moveOrderSpot,
  orderEnter,
  orderSpotAfter,
  orderSpotStart,
  garmentFor,
  GARMENTS,
  lineAnswer,
  linePosition,
  markedMove,
  markerCount,
  markerStart,
  moveMarker,
  nearestIndex,
  NEXT_CHOICES,
  readyToCheck,
  washPlan,
} from './rules';

describe('waslijn rules', () => {
  it('an ordering sum puts all its cards in the basket and as many pegs on the line', () => {
    const plan = washPlan(sum('ord:desc:4,9,1'), 1);
    expect(plan).toEqual({ mode: 'order', cards: [4, 9, 1], slots: 3, direction: 'desc' });
  });

  it('a counting row hangs three cards and asks for the next from four choices', () => {
    const s = sum('count:5+5');
    const plan = washPlan(s, 1);
    if (plan.mode !== 'next') throw new Error('expected next');
    expect(plan.fixed).toEqual([5, 10, 15]);
    expect(plan.cards).toHaveLength(NEXT_CHOICES);
    expect(plan.cards).toContain(20);
    expect(new Set(plan.cards).size).toBe(NEXT_CHOICES);
  });

  it('hands in a full line as the answer; ordering waits for the done button', () => {
    const s = sum('ord:asc:8,3,5');
    const plan = washPlan(s, 1);
    let board = createBoard(plan.cards, 3);
    expect(lineAnswer(plan, board)).toBeNull();
    board = placeCard(placeCard(placeCard(board, 1, 0), 2, 1), 0, 2);
    expect(readyToCheck(plan, board)).toBe(true);
    const answer = lineAnswer(plan, board);
    expect(answer).toEqual({ kind: 'order', values: [3, 5, 8] });
    expect(checkAnswer(s, answer).correct).toBe(true);
  });

  it('a single card on the empty peg is a number answer', () => {
    const s = sum('count:2+2');
    const plan = washPlan(s, 3);
    const card = plan.cards.indexOf(8);
    const board = placeCard(createBoard(plan.cards, 1), card, 0);
    expect(readyToCheck(plan, board)).toBe(false);
    expect(checkAnswer(s, lineAnswer(plan, board)).correct).toBe(true);
  });

  it('knows where each card belongs for showing the correct line', () => {
    const s = sum('ord:asc:8,3,5');
    expect(correctPlacement(washPlan(s, 1), s)).toEqual([1, 2, 0]);
    const c = sum('count:10+10');
    const plan = washPlan(c, 1);
    expect(plan.cards[correctPlacement(plan, c)[0] ?? -1]).toBe(40);
  });

  it('draws the same number as the same garment', () => {
    expect(garmentFor(7)).toBe(garmentFor(7));
    expect(GARMENTS).toContain(garmentFor(12));
  });

  it('refuses sums it cannot hang', () => {
    expect(() => washPlan(sum('add:1+1'), 1)).toThrow();
  });

  it('a number line to read: numbers hang at their places, the arrow’s peg is empty', () => {
    const s = sum('line:read:0-100/10:70');
    const plan = washPlan(s, 1);
    if (plan.mode !== 'read') throw new Error('expected read');
    expect(plan.target).toBe(70);
    expect(plan.fixed).not.toContain(70);
    expect(plan.cards).toContain(70);
    expect(linePosition(plan, 70)).toBeCloseTo(0.7);
    const board = placeCard(createBoard(plan.cards, 1), plan.cards.indexOf(70), 0);
    expect(checkAnswer(s, lineAnswer(plan, board)).correct).toBe(true);
  });

  it('a number line to place on: the answer is the peg the card hangs on', () => {
    const s = sum('line:place:0-20/2:14');
    const plan = washPlan(s, 1);
    if (plan.mode !== 'place') throw new Error('expected place');
    expect(plan.pegs).toHaveLength(11);
    expect(plan.cards).toEqual([14]);
    const right = placeCard(createBoard(plan.cards, plan.slots), 0, plan.pegs.indexOf(14));
    expect(checkAnswer(s, lineAnswer(plan, right)).correct).toBe(true);
    const wrong = placeCard(createBoard(plan.cards, plan.slots), 0, plan.pegs.indexOf(18));
    expect(lineAnswer(plan, wrong)).toEqual({ kind: 'number', value: 18 });
    expect(checkAnswer(s, lineAnswer(plan, wrong)).correct).toBe(false);
    expect(correctPlacement(plan, s)[plan.pegs.indexOf(14)]).toBe(0);
  });

  it('refuses a number line with too many pegs to tap', () => {
    expect(() => washPlan(sum('line:place:0-100/1:37'), 1)).toThrow();
  });

  describe('the keyboard and a tap on the number line', () => {
    const s = sum('line:place:0-20/2:14');
    const plan = washPlan(s, 1);

    it('walks a marker over the pegs with the arrow keys, stopping at the ends; Enter hangs the card there', () => {
      const count = markerCount(plan);
      expect(count).toBe(11);
      let at = markerStart(count);
      expect(plan.mode === 'place' && plan.pegs[at]).toBe(10);
      for (const key of ['ArrowRight', 'ArrowRight']) at = moveMarker(at, count, key) ?? at;
      expect(markedMove(plan, at)).toEqual({ card: 0, slot: 7 });
      const board = placeCard(createBoard(plan.cards, plan.slots), 0, at);
      expect(checkAnswer(s, lineAnswer(plan, board)).correct).toBe(true);
      expect(moveMarker(0, count, 'ArrowLeft')).toBe(0);
      expect(moveMarker(10, count, 'ArrowRight')).toBe(10);
      expect(moveMarker(4, count, 'Home')).toBe(0);
      expect(moveMarker(4, count, 'End')).toBe(10);
      expect(moveMarker(4, count, '7')).toBeNull();
    });

    it('hangs the card on the peg nearest to a tap along the line', () => {
      const xs = [100, 180, 260, 340];
      expect(nearestIndex(xs, 95)).toBe(0);
      expect(nearestIndex(xs, 230)).toBe(2);
      expect(nearestIndex(xs, 999)).toBe(3);
    });

    it('on a line to read the marker walks over the cards in the basket; an order line has none', () => {
      const read = washPlan(sum('line:read:0-100/10:70'), 1);
      expect(markerCount(read)).toBe(read.cards.length);
      expect(markedMove(read, 2)).toEqual({ card: 2, slot: 0 });
      expect(markedMove(read, read.cards.length)).toBeNull();
      const order = washPlan(sum('ord:desc:4,9,1'), 1);
      expect(markerCount(order)).toBe(0);
      expect(markedMove(order, 0)).toBeNull();
    });
  });
});

describe('the keyboard on an order line', () => {
  // Cards 4, 9, 1 in the basket; three pegs.
  const empty = createBoard([4, 9, 1], 3);
  const oneHung = placeCard(empty, 1, 0);
  const full = placeCard(placeCard(oneHung, 0, 1), 2, 2);

  it('starts on the basket’s first card, or on the check button once the line is full', () => {
    expect(orderSpotStart(empty)).toEqual({ row: 'basket', index: 0 });
    expect(orderSpotStart(full)).toEqual({ row: 'check', index: 0 });
    expect(basketCards(oneHung)).toEqual([0, 2]);
  });

  it('walks a row with left, right, Home and End, and goes up and down between the rows', () => {
    const basket = { row: 'basket', index: 0 } as const;
    expect(moveOrderSpot(basket, 'ArrowRight', oneHung)).toEqual({ row: 'basket', index: 1 });
    expect(moveOrderSpot({ row: 'basket', index: 1 }, 'ArrowRight', oneHung)).toEqual({
      row: 'basket',
      index: 1,
    });
    expect(moveOrderSpot(basket, 'End', empty)).toEqual({ row: 'basket', index: 2 });
    // Up to the line lands on its first free peg; down comes back to the basket.
    expect(moveOrderSpot(basket, 'ArrowUp', oneHung)).toEqual({ row: 'line', index: 1 });
    expect(moveOrderSpot({ row: 'line', index: 2 }, 'ArrowDown', oneHung)).toEqual({
      row: 'basket',
      index: 1,
    });
    expect(moveOrderSpot({ row: 'line', index: 0 }, 'ArrowUp', oneHung)).toEqual({ row: 'line', index: 0 });
    // With the line full the basket is empty: down from the line is the check button, up is the line.
    expect(moveOrderSpot({ row: 'line', index: 1 }, 'ArrowDown', full)).toEqual({ row: 'check', index: 0 });
    expect(moveOrderSpot({ row: 'check', index: 0 }, 'ArrowUp', full)).toEqual({ row: 'line', index: 0 });
    // Digits and other keys do not move it.
    for (const key of ['3', 'a', 'Tab']) expect(moveOrderSpot(basket, key, empty)).toBeNull();
  });

  it('keeps the marker on a place that is there after a card moved', () => {
    expect(fitOrderSpot({ row: 'basket', index: 2 }, oneHung)).toEqual({ row: 'basket', index: 1 });
    expect(fitOrderSpot({ row: 'basket', index: 0 }, full)).toEqual({ row: 'check', index: 0 });
    expect(fitOrderSpot({ row: 'check', index: 0 }, oneHung)).toEqual({ row: 'basket', index: 0 });
  });

  it('Enter lifts a basket card, hangs it on the marked peg, lifts a hanging card, hands in a full line', () => {
    expect(orderEnter({ row: 'basket', index: 1 }, oneHung, null)).toEqual({ kind: 'lift', card: 2 });
    // The lifted card again: onto the first free peg, as a second tap does.
    expect(orderEnter({ row: 'basket', index: 1 }, oneHung, 2)).toEqual({ kind: 'place', card: 2, slot: 1 });
    expect(orderEnter({ row: 'line', index: 2 }, oneHung, 0)).toEqual({ kind: 'place', card: 0, slot: 2 });
    // Onto a peg that holds a card: the lifted one goes there (placeCard swaps).
    expect(orderEnter({ row: 'line', index: 0 }, oneHung, 2)).toEqual({ kind: 'place', card: 2, slot: 0 });
    expect(orderEnter({ row: 'line', index: 0 }, oneHung, null)).toEqual({ kind: 'lift', card: 1 });
    expect(orderEnter({ row: 'line', index: 0 }, oneHung, 1)).toEqual({ kind: 'putDown' });
    expect(orderEnter({ row: 'line', index: 1 }, oneHung, null)).toEqual({ kind: 'none' });
    expect(orderEnter({ row: 'check', index: 0 }, full, null)).toEqual({ kind: 'check' });
  });

  it('after Enter the marker goes to the first free peg, then back to the basket or to the button', () => {
    const lift = { kind: 'lift', card: 2 } as const;
    expect(orderSpotAfter(lift, { row: 'basket', index: 1 }, oneHung)).toEqual({ row: 'line', index: 1 });
    expect(orderSpotAfter(lift, { row: 'line', index: 0 }, oneHung)).toEqual({ row: 'line', index: 0 });
    const place = { kind: 'place', card: 0, slot: 1 } as const;
    expect(orderSpotAfter(place, { row: 'line', index: 1 }, placeCard(oneHung, 0, 1))).toEqual({
      row: 'basket',
      index: 0,
    });
    expect(orderSpotAfter(place, { row: 'line', index: 2 }, full)).toEqual({ row: 'check', index: 0 });
  });
});

describe('waslijn test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest))
      expect(washPlan(s, 'test').cards.length).toBeGreaterThanOrEqual(1);
  });
});
