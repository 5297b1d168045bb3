import { describe, expect, it } from 'vitest';
import { sumFromKey } from '../sums/build';
import type { Sum } from '../sums/types';
import { answerInRound, currentRoundItem, isRoundFinished, startRound, summarizeRound } from './round-flow';
import type { RoundFlowState } from './round-flow';

const s = (key: string): Sum => sumFromKey(key) as Sum;
const window = { sums: [s('mul:7x8'), s('mul:6x7'), s('mul:3x4')], reserve: [s('mul:1x5'), s('mul:2x5')] };
const ids = (state: RoundFlowState) => state.queue.map((item) => `${item.kind}:${item.sum.id}`);

describe('round flow', () => {
  it('plays the planned sums in order when all are right', () => {
    let state = startRound(window);
    const seen: string[] = [];
    while (!isRoundFinished(state)) {
      seen.push(currentRoundItem(state)?.sum.id ?? '');
      state = answerInRound(state, true);
    }
    expect(seen).toEqual(['mul:7x8', 'mul:6x7', 'mul:3x4']);
    expect(summarizeRound(state)).toEqual({
      answered: 3,
      correct: 3,
      errors: 0,
      comebacksAnswered: 0,
      firstTryAccuracy: 1,
      finished: true,
    });
  });

  it('follows a missed sum with an easier one, then brings it straight back', () => {
    let state = startRound(window);
    state = answerInRound(state, false);
    expect(ids(state)).toEqual(['easier:mul:1x5', 'comeback:mul:7x8', 'planned:mul:6x7', 'planned:mul:3x4']);
    state = answerInRound(state, true);
    expect(currentRoundItem(state)).toEqual({ sum: window.sums[0], kind: 'comeback', position: 0 });
  });

  it('knows the planned position of every item: a sum planned twice has two, an easier sum none', () => {
    const twice = { sums: [s('mul:7x8'), s('mul:6x7'), s('mul:7x8')], reserve: window.reserve };
    let state = startRound(twice);
    const items = () => state.queue.map((item) => `${item.kind}@${item.position}`);
    expect(items()).toEqual(['planned@0', 'planned@1', 'planned@2']);
    state = answerInRound(state, false);
    expect(items()).toEqual(['easier@null', 'comeback@0', 'planned@1', 'planned@2']);
    state = answerInRound(answerInRound(answerInRound(state, true), true), true);
    expect(currentRoundItem(state)).toEqual({ sum: twice.sums[2], kind: 'planned', position: 2 });
    expect(state.steps.map((step) => `${step.kind}@${step.position}`)).toEqual([
      'planned@0',
      'easier@null',
      'comeback@0',
      'planned@1',
    ]);
  });

  it('a resumed round skips the positions answered before the reload, not the sums', () => {
    const twice = { sums: [s('mul:7x8'), s('mul:6x7'), s('mul:7x8')] };
    const state = startRound(twice, new Set([0, 1]));
    expect(state.queue).toEqual([{ sum: twice.sums[2], kind: 'planned', position: 2 }]);
  });

  it('brings a sum back once; missed again, it waits for a later round', () => {
    let state = startRound(window);
    state = answerInRound(state, false); // 7 x 8 missed
    state = answerInRound(state, true); // easier
    state = answerInRound(state, false); // comeback missed again
    expect(ids(state)).toEqual(['planned:mul:6x7', 'planned:mul:3x4']);
    state = answerInRound(state, false); // 6 x 7 missed: the next easier sum from the reserve
    expect(ids(state)[0]).toBe('easier:mul:2x5');
    const summary = summarizeRound(state);
    expect(summary.errors).toBe(3);
    expect(summary.firstTryAccuracy).toBe(0);
  });

  it('does not follow a missed easier sum with more sums', () => {
    let state = startRound(window);
    state = answerInRound(state, false);
    state = answerInRound(state, false); // the easier sum missed too
    expect(ids(state)).toEqual(['comeback:mul:7x8', 'planned:mul:6x7', 'planned:mul:3x4']);
  });

  it('brings the sum back without an easier one when the reserve is empty', () => {
    let state = startRound({ sums: window.sums });
    state = answerInRound(state, false);
    expect(ids(state)).toEqual(['comeback:mul:7x8', 'planned:mul:6x7', 'planned:mul:3x4']);
  });

  it('ignores answers after the round has finished', () => {
    let state = startRound({ sums: [s('add:1+1')] });
    state = answerInRound(state, true);
    expect(answerInRound(state, false)).toBe(state);
  });
});
