import { describe, expect, it } from 'vitest';
import {
  clearSlot,
  createBoard,
  firstEmptySlot,
  isFull,
  isOrdered,
  lineValues,
  misplacedSlots,
  nearestSlot,
  placeCard,
  slotOfCard,
  tapCard,
} from './ordering';

describe('ordering board', () => {
  it('places cards, swapping with a card already in the slot', () => {
    let board = createBoard([5, 2, 9], 3);
    board = placeCard(board, 0, 1);
    board = placeCard(board, 1, 0);
    expect(board.slots).toEqual([1, 0, null]);
    // Moving card 1 onto slot 1 sends card 0 to where card 1 was.
    board = placeCard(board, 1, 1);
    expect(board.slots).toEqual([0, 1, null]);
    // A pool card onto an occupied slot sends the occupant back to the pool.
    board = placeCard(board, 2, 0);
    expect(board.slots).toEqual([2, 1, null]);
    expect(slotOfCard(board, 0)).toBe(-1);
  });

  it('ignores impossible moves', () => {
    const board = createBoard([1, 2], 2);
    expect(placeCard(board, 5, 0)).toBe(board);
    expect(placeCard(board, 0, 9)).toBe(board);
    expect(clearSlot(board, 0)).toBe(board);
  });

  it('tap-to-place: a pool card goes to the first free slot, a hanging card comes back', () => {
    let board = createBoard([3, 1, 2], 3);
    board = tapCard(board, 1);
    board = tapCard(board, 2);
    expect(board.slots).toEqual([1, 2, null]);
    expect(firstEmptySlot(board)).toBe(2);
    board = tapCard(board, 1);
    expect(board.slots).toEqual([null, 2, null]);
  });

  it('reads the line and checks the order', () => {
    let board = createBoard([8, 3, 5], 3);
    expect(isFull(board)).toBe(false);
    board = placeCard(placeCard(placeCard(board, 1, 0), 2, 1), 0, 2);
    expect(isFull(board)).toBe(true);
    expect(lineValues(board)).toEqual([3, 5, 8]);
    expect(isOrdered([3, 5, 8], 'asc')).toBe(true);
    expect(isOrdered([3, 5, 8], 'desc')).toBe(false);
    expect(isOrdered([3, 3, 8], 'asc')).toBe(false);
    expect(misplacedSlots(board, [3, 8, 5])).toEqual([1, 2]);
  });

  it('finds the slot nearest to a drop within reach', () => {
    const slots = [
      { x: 100, y: 100 },
      { x: 300, y: 100 },
    ];
    expect(nearestSlot({ x: 280, y: 140 }, slots, 80)).toBe(1);
    expect(nearestSlot({ x: 200, y: 400 }, slots, 80)).toBeNull();
  });
});
