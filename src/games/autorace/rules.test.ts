import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { sum, testWindowSums } from '../kit/testing';
import { manifest } from './manifest';
import {
  BOOST_SECONDS,
  CRUISE_SPEED,
  gateChoices,
  laneAt,
  laneCenter,
  laneCount,
  placeAfter,
  RIVALS,
  roadFor,
  speedAt,
  startLane,
  steer,
  wobbleAngle,
} from './rules';

describe('autorace rules', () => {
  it('puts the right answer on exactly one gate, one gate per lane', () => {
    const s = sum('add:7+5');
    const lanes = laneCount(s, 'mouse', false);
    expect(lanes).toBe(4);
    const values = gateChoices(s, lanes, 'w:0');
    expect(values).toHaveLength(4);
    expect(values.filter((v) => checkAnswer(s, v).correct)).toHaveLength(1);
  });

  it('uses three lanes for comparisons, on a phone and on the whiteboard', () => {
    const cmp = sum('cmp:3?8');
    expect(laneCount(cmp, 'mouse', false)).toBe(3);
    const signs = gateChoices(cmp, 3, 1).map((c) => (c.kind === 'comparison' ? c.value : ''));
    expect([...signs].sort()).toEqual(['<', '=', '>']);
    expect(laneCount(sum('mul:3x4'), 'touch', true)).toBe(3);
    expect(laneCount(sum('mul:3x4'), 'whiteboard', false)).toBe(3);
  });

  it('lays the road out with lanes at least a tap target wide', () => {
    const wide = roadFor(1600, false, 80);
    expect(wide.right - wide.left).toBe(880);
    expect(wide.left).toBe(360);
    const laptop = roadFor(1280, false, 80);
    expect(laptop.left).toBe(200);
    const phone = roadFor(720, true, 110);
    expect(phone.left).toBe(28);
    expect(phone.right).toBe(692);
    // Big targets on a narrow screen: the road grows to fit three lanes, up to the whole width.
    expect(roadFor(720, true, 230).right - roadFor(720, true, 230).left).toBe(690);
    expect(roadFor(720, true, 300)).toEqual({ left: 0, right: 720 });
  });

  it('finds the lane under a tap and its centre', () => {
    const road = { left: 100, right: 900 };
    expect(laneAt(road, 4, 99)).toBeNull();
    expect(laneAt(road, 4, 100)).toBe(0);
    expect(laneAt(road, 4, 499)).toBe(1);
    expect(laneAt(road, 4, 900)).toBe(3);
    expect(laneAt(road, 4, 901)).toBeNull();
    expect(laneCenter(road, 4, 0)).toBe(200);
    expect(laneCenter(road, 4, 3)).toBe(800);
    for (let lane = 0; lane < 4; lane++) expect(laneAt(road, 4, laneCenter(road, 4, lane))).toBe(lane);
  });

  it('steers one lane at a time and stays on the road', () => {
    expect(startLane(3)).toBe(1);
    expect(startLane(4)).toBe(1);
    expect(steer(1, -1, 3)).toBe(0);
    expect(steer(0, -1, 3)).toBe(0);
    expect(steer(2, 1, 3)).toBe(2);
    expect(steer(2, 1, 4)).toBe(3);
  });

  it('overtakes a rival on a right answer and never loses a place on a wrong one', () => {
    let place = RIVALS + 1;
    place = placeAfter(place, false);
    expect(place).toBe(4);
    place = placeAfter(place, true);
    expect(place).toBe(3);
    for (let i = 0; i < 5; i++) place = placeAfter(place, true);
    expect(place).toBe(1);
    expect(placeAfter(1, false)).toBe(1);
  });

  it('boosts the road speed and eases back to cruising', () => {
    expect(speedAt(Number.POSITIVE_INFINITY)).toBe(CRUISE_SPEED);
    expect(speedAt(0)).toBeGreaterThan(CRUISE_SPEED * 3);
    expect(speedAt(0.3)).toBeGreaterThan(speedAt(0.8));
    expect(speedAt(BOOST_SECONDS)).toBe(CRUISE_SPEED);
    expect(speedAt(-1)).toBe(CRUISE_SPEED);
  });

  it('wobbles gently after a wrong gate and then drives straight', () => {
    const angles = Array.from({ length: 24 }, (_, i) => wobbleAngle(i * 0.05));
    expect(Math.max(...angles.map(Math.abs))).toBeLessThanOrEqual(9);
    expect(angles.some((a) => a > 1)).toBe(true);
    expect(angles.some((a) => a < -1)).toBe(true);
    expect(wobbleAngle(0)).toBe(0);
    expect(wobbleAngle(1.3)).toBe(0);
    expect(Math.abs(wobbleAngle(1.1))).toBeLessThan(Math.abs(wobbleAngle(0.08)));
  });
});

describe('autorace test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) expect(gateChoices(s, 3, 'test')).toContainEqual(s.answer);
  });
});
