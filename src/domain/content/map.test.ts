import { describe, expect, it } from 'vitest';
import { applyDrafts, contentFromCode, contentProblems, parseContentDocument } from '.';
import { closestStops, contentMapSchema, MAP_FROM_CODE, MIN_STOP_GAP, stopPoints } from './map';
import type { ContentMap } from './map';

const code = contentFromCode();
const withMap = (map: ContentMap) => applyDrafts(code, [{ kind: 'map', id: 'main', body: map }]);

describe('the child’s map as content', () => {
  it('the code’s content holds today’s routes, which pass the checks', () => {
    expect(code.maps).toEqual([MAP_FROM_CODE]);
    expect(code.maps[0]!.wide[0]).toEqual({ x: 11, y: 80 });
    expect(code.maps[0]!.tall).toHaveLength(8);
    expect(contentProblems(code)).toEqual([]);
    for (const art of ['wide', 'tall'] as const)
      expect(closestStops(MAP_FROM_CODE[art], art).gap).toBeGreaterThanOrEqual(MIN_STOP_GAP);
  });

  it('a version published before the map was content reads as the code’s map', () => {
    const { maps: _maps, ...old } = JSON.parse(JSON.stringify(code)) as Record<string, unknown>;
    expect(old).not.toHaveProperty('maps');
    expect(parseContentDocument(old).maps).toEqual([MAP_FROM_CODE]);
  });

  it('the schema takes points within 0 to 100 %, 2 to 40 of them, and the one map only', () => {
    const ok = { ...MAP_FROM_CODE, wide: [...MAP_FROM_CODE.wide] };
    expect(contentMapSchema.safeParse(ok).success).toBe(true);
    const path = (input: unknown) =>
      contentMapSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(path({ ...ok, wide: ok.wide.map((p, i) => (i === 3 ? { x: 101, y: 50 } : p)) })).toEqual([
      'wide.3.x',
    ]);
    expect(
      path({
        ...ok,
        tall: [
          { x: 10, y: -1 },
          { x: 50, y: 50 },
        ],
      }),
    ).toEqual(['tall.0.y']);
    expect(path({ ...ok, wide: [{ x: 10, y: 10 }] })).toEqual(['wide']);
    expect(path({ ...ok, wide: Array.from({ length: 41 }, (_, i) => ({ x: i, y: 50 })) })).toEqual(['wide']);
    expect(
      path({
        ...ok,
        wide: [
          { x: 10, y: 10, z: 1 },
          { x: 50, y: 50 },
        ],
      }),
    ).toEqual(['wide.0']);
    expect(path({ ...ok, id: 'tweede' })).toEqual(['id']);
  });

  it('refuses a point outside the art as an invalid field', () => {
    const bad = {
      ...MAP_FROM_CODE,
      tall: MAP_FROM_CODE.tall.map((p, i) => (i === 2 ? { x: 30, y: 120 } : p)),
    };
    expect(contentProblems(withMap(bad))).toEqual([
      {
        kind: 'map',
        id: 'main',
        field: 'tall.2.y',
        reason: 'invalid',
        detail: { message: expect.any(String) },
      },
    ]);
  });

  it('refuses a route too short to place a day’s stops apart, naming the art’s route', () => {
    // Two points 5 % apart: 8 stops on 50 units of the wide art.
    const short = {
      ...MAP_FROM_CODE,
      wide: [
        { x: 40, y: 50 },
        { x: 45, y: 50 },
      ],
    };
    expect(contentProblems(withMap(short))).toEqual([
      {
        kind: 'map',
        id: 'main',
        field: 'wide',
        reason: 'stopsTooClose',
        detail: { stop: 1, next: 2, gap: 7, min: MIN_STOP_GAP, stops: 8 },
      },
    ]);
    // Two points on one spot in a long route: the stops between them land on each other.
    const doubled = {
      ...MAP_FROM_CODE,
      tall: MAP_FROM_CODE.tall.map((p, i) => (i === 4 ? MAP_FROM_CODE.tall[3]! : p)),
    };
    expect(contentProblems(withMap(doubled)).map((p) => [p.field, p.reason, p.detail?.stop])).toEqual([
      ['tall', 'stopsTooClose', 4],
    ]);
    // A straight route across the wide art is long enough.
    const straight = {
      ...MAP_FROM_CODE,
      wide: [
        { x: 5, y: 50 },
        { x: 95, y: 50 },
      ],
    };
    expect(contentProblems(withMap(straight))).toEqual([]);
  });

  it('spreads the stops along the route by its points', () => {
    const route = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
    ];
    expect(stopPoints(5, route)).toEqual([
      { x: 0, y: 0 },
      { x: 50, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 50 },
      { x: 100, y: 100 },
    ]);
  });
});
