import { describe, expect, it } from 'vitest';
import { ResponseTimer } from './timer';

describe('ResponseTimer', () => {
  it('measures from showing the sum to the answer, in whole ms', () => {
    const timer = new ResponseTimer();
    timer.start(1000);
    expect(timer.stop(2234.6)).toBe(1235);
  });

  it('never reports 0 ms for a shown sum', () => {
    const timer = new ResponseTimer();
    timer.start(500);
    expect(timer.stop(500)).toBe(1);
  });

  it('does not count time while paused (hidden tab, sum read aloud)', () => {
    const timer = new ResponseTimer();
    timer.start(0);
    timer.pause(1000);
    expect(timer.elapsed(4000)).toBe(1000);
    timer.resume(4000);
    expect(timer.stop(5000)).toBe(2000);
  });

  it('ignores a second pause and a resume without pause', () => {
    const timer = new ResponseTimer();
    timer.start(0);
    timer.resume(100);
    timer.pause(200);
    timer.pause(300);
    timer.resume(700);
    expect(timer.stop(1000)).toBe(500);
  });

  it('refuses to stop before it started', () => {
    expect(() => new ResponseTimer().stop(10)).toThrow();
  });
});
