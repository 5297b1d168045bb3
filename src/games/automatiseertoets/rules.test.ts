import { describe, expect, it } from 'vitest';
import { RoundMachine } from '../kit/round';
import { windowOf } from '../kit/testing';
import { fluencyTestSequencer, testLength, timedOut } from './rules';

const keys = ['mul:7x8', 'add:1+1', 'mul:6x9', 'add:2+3', 'mul:2x5', 'add:4+4', 'mul:3x3', 'add:9+9'];

describe('fluency test rules', () => {
  it('starts with an easy sum (the engine’s ladder) and asks every sum once', () => {
    const w = windowOf(keys, { fluencyThresholdMs: 3000 });
    const round = new RoundMachine(w, {
      gameId: 'automatiseertoets',
      sequencer: fluencyTestSequencer(w, 'seed'),
    });
    expect(round.start(0)?.sum.features.operation).toBe('add');
    const seen: string[] = [];
    let now = 0;
    for (let showing = round.current; showing; showing = round.next((now += 100))) {
      seen.push(showing.sum.id);
      round.answer(showing.sum.answer, (now += 1000));
    }
    expect([...seen].sort()).toEqual([...keys].sort());
    expect(round.result()).toMatchObject({ correct: keys.length, fluent: keys.length, stoppedEarly: false });
  });

  it('stops itself after three errors in a row, never bringing a sum back', () => {
    const w = windowOf(keys);
    const round = new RoundMachine(w, {
      gameId: 'automatiseertoets',
      sequencer: fluencyTestSequencer(w, 's'),
    });
    const seen: string[] = [];
    let now = 0;
    for (let showing = round.start(0); showing; showing = round.next((now += 10))) {
      seen.push(showing.sum.id);
      round.answer(null, (now += 20000));
    }
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    expect(round.result()).toMatchObject({ answered: 3, correct: 0, stoppedEarly: true });
  });

  it('exposes the engine’s scored result', () => {
    const sequencer = fluencyTestSequencer(windowOf(keys), 's');
    expect(sequencer.current()).not.toBeNull();
    sequencer.answer({ correct: true, responseTimeMs: 1200 });
    expect(sequencer.result()).toMatchObject({ answered: 1, correct: 1, fluent: 1 });
  });

  it('asks at most 50 sums and moves on without an answer after the time limit', () => {
    expect(testLength(windowOf(Array.from({ length: 60 }, (_, i) => `add:${i}+1`)))).toBe(50);
    const w = windowOf(['add:1+1'], { timeLimitMs: 20000 });
    expect(timedOut(19999, w)).toBe(false);
    expect(timedOut(20000, w)).toBe(true);
  });
});
