import { describe, expect, it } from 'vitest';
import { dayOf } from './school-day';

describe('dayOf', () => {
  it('counts the day in the schools’ time zone, not in UTC', () => {
    // 23:30 UTC on 26 November is already 27 November in Amsterdam and Brussels.
    expect(dayOf(Date.UTC(2026, 10, 26, 23, 30))).toBe('2026-11-27');
    expect(dayOf(new Date(Date.UTC(2026, 10, 26, 22, 30)))).toBe('2026-11-26');
    // Summer time: UTC+2.
    expect(dayOf(Date.UTC(2026, 6, 31, 22, 30))).toBe('2026-08-01');
  });
});
